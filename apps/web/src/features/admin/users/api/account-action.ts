import type { AccountAction, AdminUser } from '@cq/shared';
import { api } from '#web/lib/api-client';
import { usersMessages as m } from '../messages';
import { useUserMutation } from './user-mutation';

/** POST /admin/users/:id/actions/:action: a verification link, a password-reset link, or every session ended. */
export function useAccountAction(userId: string) {
  return useUserMutation(
    userId,
    (action: AccountAction) => api.post<{ user: AdminUser }>(`/admin/users/${userId}/actions/${action}`),
    m.actionFailed,
  );
}
