import type { AdminUser, SuccessEnvelope } from '@cq/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { useT } from '#web/i18n/locale-context';
import type { MessageDescriptor } from '#web/i18n/message-descriptor';
import { CURRENT_USER_QUERY_KEY } from '../../../session';
import { usersMessages as m } from '../messages';
import { refusalMessage, userKeys } from './keys';

type Send<T> = (vars: T) => Promise<SuccessEnvelope<{ user: AdminUser }>>;

/**
 * A change to one user: the server's message as a toast either way, then the
 * list, the detail and its history read again. Changing oneself also renews
 * the session's copy of one's own role and permissions.
 */
export function useUserMutation<T>(userId: string, send: Send<T>, fallback: MessageDescriptor) {
  const t = useT();
  const client = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: async (res) => {
      toast.success(res.message ?? t(m.saved));
      client.setQueryData(userKeys.detail(userId), (old: { user: AdminUser } | undefined) =>
        old ? { ...old, user: res.data.user } : old,
      );
      await Promise.all([
        client.invalidateQueries({ queryKey: userKeys.all }),
        client.invalidateQueries({ queryKey: CURRENT_USER_QUERY_KEY }),
      ]);
    },
    onError: (err) => {
      toast.error(refusalMessage(err, t(fallback)));
    },
  });
}
