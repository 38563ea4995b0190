import type { AdminContestantSummary, SuccessEnvelope } from '@cq/shared';
import { toast } from 'sonner';
import type { MessageDescriptor } from '#web/i18n/message-descriptor';
import { useSavingMutation } from '../../components/use-saving-mutation';
import { contestantsMessages as m } from '../messages';
import { contestantKeys, isConflict, refusalMessage } from './keys';

type Send<T> = (vars: T) => Promise<SuccessEnvelope<AdminContestantSummary>>;

/**
 * A change to one record on the version the reviewer saw: the server's message
 * as a toast, then the record and the list read again. A 409 is not a toast:
 * the page shows it with a way to reload (`onConflict`).
 */
export function useReviewMutation<T>(
  send: Send<T>,
  fallback: MessageDescriptor,
  onConflict: (message: string) => void,
) {
  return useSavingMutation({
    send,
    saved: m.saved,
    refresh: (_res, client) => client.invalidateQueries({ queryKey: contestantKeys.all }),
    refused: (err, t) => {
      if (isConflict(err)) onConflict(err.message);
      else toast.error(refusalMessage(err, t(fallback)));
    },
  });
}
