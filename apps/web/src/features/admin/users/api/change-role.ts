import type { AdminUser, Role } from '@cq/shared';
import { api } from '../../../../lib/api-client';
import { useUserMutation } from './user-mutation';

/** PATCH /admin/users/:id/role { role }. */
export function useChangeRole(userId: string) {
  return useUserMutation(
    userId,
    (role: Role) => api.patch<{ user: AdminUser }>(`/admin/users/${userId}/role`, { role }),
    'The role could not be changed. Please try again.',
  );
}
