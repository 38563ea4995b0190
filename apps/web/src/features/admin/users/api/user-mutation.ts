import type { AdminUser, SuccessEnvelope } from '@cq/shared';
import { toast } from 'sonner';
import type { MessageDescriptor } from '#web/i18n/message-descriptor';
import { CURRENT_USER_QUERY_KEY } from '../../../session';
import { useSavingMutation } from '../../components/use-saving-mutation';
import { usersMessages as m } from '../messages';
import { refusalMessage, userKeys } from './keys';

type Send<T> = (vars: T) => Promise<SuccessEnvelope<{ user: AdminUser }>>;

/**
 * A change to one user: the server's message as a toast either way, then the
 * list, the detail and its history read again. Changing oneself also renews
 * the session's copy of one's own role and permissions.
 */
export function useUserMutation<T>(userId: string, send: Send<T>, fallback: MessageDescriptor) {
  return useSavingMutation({
    send,
    saved: m.saved,
    refresh: (res, client) => {
      client.setQueryData(userKeys.detail(userId), (old: { user: AdminUser } | undefined) =>
        old ? { ...old, user: res.data.user } : old,
      );
      return Promise.all([
        client.invalidateQueries({ queryKey: userKeys.all }),
        client.invalidateQueries({ queryKey: CURRENT_USER_QUERY_KEY }),
      ]);
    },
    refused: (err, t) => {
      toast.error(refusalMessage(err, t(fallback)));
    },
  });
}
