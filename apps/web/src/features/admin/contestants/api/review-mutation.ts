import type { AdminContestantSummary, SuccessEnvelope } from '@cq/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { contestantKeys, isConflict, refusalMessage } from './keys';

type Send<T> = (vars: T) => Promise<SuccessEnvelope<AdminContestantSummary>>;

/**
 * A change to one record on the version the reviewer saw: the server's message
 * as a toast, then the record and the list read again. A 409 is not a toast:
 * the page shows it with a way to reload (`onConflict`).
 */
export function useReviewMutation<T>(send: Send<T>, fallback: string, onConflict: (message: string) => void) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: async (res) => {
      toast.success(res.message ?? 'Saved.');
      await client.invalidateQueries({ queryKey: contestantKeys.all });
    },
    onError: (err) => {
      if (isConflict(err)) onConflict(err.message);
      else toast.error(refusalMessage(err, fallback));
    },
  });
}
