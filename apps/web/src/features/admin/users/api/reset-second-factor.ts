import type { AdminUser } from '@cq/shared';
import { api } from '#web/lib/api-client';
import { usersMessages as m } from '../messages';
import { useUserMutation } from './user-mutation';

/** POST /admin/users/:id/second-factor/reset: a super admin takes a lost second factor off (audited, e-mailed). */
export function useResetSecondFactor(userId: string) {
  return useUserMutation(
    userId,
    () => api.post<{ user: AdminUser }>(`/admin/users/${userId}/second-factor/reset`),
    m.resetFailed,
  );
}
