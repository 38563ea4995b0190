import { formatMoney, type PublicFanVote } from '@cq/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ShoppingBag } from 'lucide-react';
import { useState } from 'react';
import { Link, useLocation } from 'react-router';
import { Spinner } from '../../../components/ui/button';
import { messageOf } from '../../../lib/api-client';
import { STORAGE_KEYS } from '../../../lib/storage-keys';
import { CardPayment } from '../../payments';
import { useSession } from '../../session';
import { buyPack, votingKeys } from '../api/voting-api';

/** Sends the browser to the provider's checkout (a plain navigation, so tests can replace it). */
export const goToCheckout = {
  assign: (url: string) => window.location.assign(url),
};

/**
 * A vote's packs of paid votes (docs/product/fan-voting.md#paid-vote-packs): what each costs, her paid votes
 * left, and a Buy button that leads to the payment provider's checkout and back to this page, which confirms.
 */
export function VotePacks({ vote, credits }: { vote: PublicFanVote; credits: number }) {
  const { signedIn, user } = useSession();
  const location = useLocation();
  const queryClient = useQueryClient();
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  /** The pack being paid by card (Stripe): its form is shown under the packs. */
  const [byCard, setByCard] = useState<number | null>(null);
  const buy = useMutation({
    mutationFn: (votes: number) => buyPack(vote.slug, votes),
    onSuccess: (started) => {
      if (started.authorizationUrl) goToCheckout.assign(started.authorizationUrl);
      else if (started.clientSecret) setByCard(started.votes);
      else setError('The payment could not be started. Please try again.');
    },
    onError: (err) => setError(messageOf(err, 'The payment could not be started. Please try again.')),
  });
  const paid = vote.paidVoting;
  if (!paid.enabled || vote.state !== 'open') return null;
  const titleId = `${vote.slug}-packs`;
  return (
    <section aria-labelledby={titleId} className="card p-6">
      <h3 id={titleId} className="font-serif text-2xl text-ink">
        More votes
      </h3>
      <p className="mt-2 text-sm text-muted">
        Used free votes for today? A vote pack lets you keep voting in this vote. Paid votes count like any other.
      </p>
      {signedIn && credits > 0 ? (
        <p className="mt-3 text-sm font-semibold text-ink">
          You have {credits} paid vote{credits === 1 ? '' : 's'} left in this vote.
        </p>
      ) : null}
      {signedIn ? (
        <ul className="mt-4 space-y-2">
          {paid.packs.map((pack) => (
            <li key={pack.votes}>
              <button
                type="button"
                className="btn-outline w-full justify-between"
                disabled={buy.isPending}
                onClick={() => {
                  setError(null);
                  setDone(null);
                  setByCard(null);
                  buy.mutate(pack.votes);
                }}
              >
                <span className="flex items-center gap-2">
                  {buy.isPending && buy.variables === pack.votes ? (
                    <Spinner />
                  ) : (
                    <ShoppingBag className="h-4 w-4" aria-hidden />
                  )}
                  Buy {pack.votes} votes
                </span>{' '}
                <span>{formatMoney(pack.price, paid.currency)}</span>
              </button>
            </li>
          ))}
        </ul>
      ) : (
        <Link
          to="/auth/login"
          onClick={() => localStorage.setItem(STORAGE_KEYS.lastVisitedPath, location.pathname + location.hash)}
          className="btn-outline mt-4 w-full justify-center"
        >
          Sign in to buy votes
        </Link>
      )}
      {byCard !== null ? (
        <div className="mt-4">
          <CardPayment
            payer={{ name: `${user?.firstName ?? ''} ${user?.lastName ?? ''}`.trim(), email: user?.email ?? '' }}
            payLabel={`Pay for ${byCard} votes`}
            initialize={() => buyPack(vote.slug, byCard)}
            onPaid={(message) => {
              setByCard(null);
              setDone(message ?? 'Payment successful. Your votes are ready.');
              void queryClient.invalidateQueries({ queryKey: votingKeys.mine });
            }}
          />
        </div>
      ) : null}
      <p role="status" className="mt-2 text-sm font-semibold text-status-approved">
        {done}
      </p>
      <p role="alert" className="mt-2 text-sm text-status-rejected">
        {error}
      </p>
    </section>
  );
}
