import type { RegistrationForm, Submission } from '@cq/shared';
import { api } from '../../../lib/api-client';

/** POST /contestants/{id}/form: the final submission. */
export async function submitRegistration(id: string, form: RegistrationForm): Promise<Submission> {
  return (await api.post<Submission>(`/contestants/${id}/form`, form)).data;
}

/** POST /contestants/{id}/submit-edit: ends an edit session with the whole form. */
export async function submitEdit(id: string, form: RegistrationForm): Promise<Submission> {
  return (await api.post<Submission>(`/contestants/${id}/submit-edit`, form)).data;
}
