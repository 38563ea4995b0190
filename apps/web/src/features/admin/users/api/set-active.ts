import type { AdminUser } from '@cq/shared';
import { api } from '#web/lib/api-client';
import { usersMessages as m } from '../messages';
import { useUserMutation } from './user-mutation';

/** POST /admin/users/:id/deactivate (ends every session) and POST /admin/users/:id/reactivate. */
export function useSetActive(userId: string) {
  return useUserMutation(
    userId,
    (verb: 'deactivate' | 'reactivate') => api.post<{ user: AdminUser }>(`/admin/users/${userId}/${verb}`),
    m.accountFailed,
  );
}
