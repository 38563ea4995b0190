import type { Locale, User } from '@cq/shared';
import { api } from '../../../lib/api-client';

/** PUT /users/me/language: the language her account reads the site and its e-mails in; answers her account. */
export async function updateLanguage(language: Locale): Promise<User> {
  return (await api.put<{ user: User }>('/users/me/language', { language })).data.user;
}
