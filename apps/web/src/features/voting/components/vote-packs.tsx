import type { PublicFanVote } from '@cq/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ShoppingBag } from 'lucide-react';
import { useState } from 'react';
import { Link, useLocation } from 'react-router';
import { Spinner } from '../../../components/ui/button';
import { useT } from '../../../i18n/locale-context';
import { STORAGE_KEYS } from '../../../lib/storage-keys';
import { CardPayment, useMoney } from '../../payments';
import { useSession } from '../../session';
import { buyPack, votingKeys, votingRefusal } from '../api/voting-api';
import { votingMessages as m } from './messages';

/** Sends the browser to the provider's checkout (a plain navigation, so tests can replace it). */
export const goToCheckout = {
  assign: (url: string) => window.location.assign(url),
};

/**
 * A vote's packs of paid votes (docs/product/fan-voting.md#paid-vote-packs): what each costs, her paid votes
 * left, and a Buy button that leads to the payment provider's checkout and back to this page, which confirms.
 */
export function VotePacks({ vote, credits }: { vote: PublicFanVote; credits: number }) {
  const t = useT();
  const { money } = useMoney();
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
      else setError(t(m.packStartFailed));
    },
    onError: (err) => setError(votingRefusal(err, t(m.packStartFailed), t)),
  });
  const paid = vote.paidVoting;
  if (!paid.enabled || vote.state !== 'open') return null;
  const titleId = `${vote.slug}-packs`;
  return (
    <section aria-labelledby={titleId} className="card p-6">
      <h3 id={titleId} className="font-serif text-2xl text-ink">
        {t(m.packsTitle)}
      </h3>
      <p className="mt-2 text-sm text-muted">{t(m.packsIntro)}</p>
      {signedIn && credits > 0 ? (
        <p className="mt-3 text-sm font-semibold text-ink">{t(m.packsCredits, { count: credits })}</p>
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
                  {t(m.packBuy, { count: pack.votes })}
                </span>{' '}
                <span>{money(pack.price, paid.currency)}</span>
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
          {t(m.packsSignIn)}
        </Link>
      )}
      {byCard !== null ? (
        <div className="mt-4">
          <CardPayment
            payer={{ name: `${user?.firstName ?? ''} ${user?.lastName ?? ''}`.trim(), email: user?.email ?? '' }}
            payLabel={t(m.packPay, { count: byCard })}
            initialize={() => buyPack(vote.slug, byCard)}
            onPaid={(message) => {
              setByCard(null);
              setDone(message ?? t(m.packPaid));
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
