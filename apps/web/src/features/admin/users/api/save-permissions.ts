import type { AdminUser, PermissionEntry } from '@cq/shared';
import { api } from '#web/lib/api-client';
import { usersMessages as m } from '../messages';
import { useUserMutation } from './user-mutation';

/** PUT /admin/users/:id/permissions { permissions }: the whole set replaces the old one. */
export function useSavePermissions(userId: string) {
  return useUserMutation(
    userId,
    (permissions: PermissionEntry[]) =>
      api.put<{ user: AdminUser }>(`/admin/users/${userId}/permissions`, { permissions }),
    m.permissionsFailed,
  );
}
