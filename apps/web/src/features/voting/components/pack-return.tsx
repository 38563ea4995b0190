import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { useT } from '../../../i18n/locale-context';
import { messageOf } from '../../../lib/api-client';
import { useSession } from '../../session';
import { checkPackPayment, votingKeys } from '../api/voting-api';
import { votingMessages as m } from './messages';

/**
 * Back from a vote pack's checkout (`?reference=…`): the server checks the payment with the provider and records
 * it (its votes credited once, whichever of this check and the provider's webhook comes first); she reads whether
 * her votes are ready.
 */
export function PackReturn() {
  const t = useT();
  const [params] = useSearchParams();
  const reference = params.get('reference') ?? params.get('trxref');
  const { signedIn } = useSession();
  const queryClient = useQueryClient();
  const check = useQuery({
    queryKey: ['votes', 'pack-payment', reference],
    queryFn: () => checkPackPayment(reference ?? ''),
    enabled: Boolean(reference) && signedIn,
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
  });
  useEffect(() => {
    if (check.data) void queryClient.invalidateQueries({ queryKey: votingKeys.mine });
  }, [check.data, queryClient]);
  if (!reference || !signedIn) return null;
  if (check.isPending) {
    return (
      <p role="status" className="rounded-xl bg-ivory p-4 text-sm text-ink">
        {t(m.packChecking)}
      </p>
    );
  }
  if (check.isError) {
    return (
      <p role="alert" className="rounded-xl bg-status-rejected/10 p-4 text-sm text-status-rejected">
        {messageOf(check.error, t(m.packCheckFailed))}
      </p>
    );
  }
  const ok = check.data.status === 'paid';
  return (
    <p
      role="status"
      className={`rounded-xl p-4 text-sm font-semibold ${ok ? 'bg-status-approved/10 text-status-approved' : 'bg-ivory text-ink'}`}
    >
      {check.data.message}
    </p>
  );
}
