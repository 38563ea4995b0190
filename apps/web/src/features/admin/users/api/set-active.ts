import type { AdminUser } from '@cq/shared';
import { api } from '../../../../lib/api-client';
import { useUserMutation } from './user-mutation';

/** POST /admin/users/:id/deactivate (ends every session) and POST /admin/users/:id/reactivate. */
export function useSetActive(userId: string) {
  return useUserMutation(
    userId,
    (verb: 'deactivate' | 'reactivate') => api.post<{ user: AdminUser }>(`/admin/users/${userId}/${verb}`),
    'The account could not be updated. Please try again.',
  );
}
