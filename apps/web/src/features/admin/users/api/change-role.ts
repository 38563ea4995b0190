import type { AdminUser, Role } from '@cq/shared';
import { api } from '#web/lib/api-client';
import { usersMessages as m } from '../messages';
import { useUserMutation } from './user-mutation';

/** PATCH /admin/users/:id/role { role }. */
export function useChangeRole(userId: string) {
  return useUserMutation(
    userId,
    (role: Role) => api.patch<{ user: AdminUser }>(`/admin/users/${userId}/role`, { role }),
    m.roleFailed,
  );
}
