import { useQuery } from '@tanstack/react-query';
import { ChevronRight, Heart } from 'lucide-react';
import { Link } from 'react-router';
import { useT } from '../../../i18n/locale-context';
import { useSession } from '../../session';
import { myVotesQuery } from '../api/voting-api';
import { votingMessages as m } from './messages';

/** The delegates a signed-in fan has voted for (her votes not voided), each once, with her number of votes. */
export function VotedDelegates() {
  const t = useT();
  const { signedIn } = useSession();
  const mine = useQuery({ ...myVotesQuery, enabled: signedIn });
  if (!signedIn || !mine.data) return null;
  const counts = new Map<string, { name: string; votes: number }>();
  for (const b of mine.data.ballots) {
    if (b.voided) continue;
    const seen = counts.get(b.delegate);
    counts.set(b.delegate, { name: b.delegateName, votes: (seen?.votes ?? 0) + 1 });
  }
  return (
    <section aria-labelledby="voted-delegates-heading" className="card p-6">
      <h2 id="voted-delegates-heading" className="font-serif text-xl text-ink">
        {t(m.votedDelegatesTitle)}
      </h2>
      {counts.size === 0 ? (
        <p className="mt-3 text-sm text-muted">{t(m.votedDelegatesEmpty)}</p>
      ) : (
        <ul className="mt-3 space-y-1">
          {[...counts].map(([slug, d]) => (
            <li key={slug}>
              <Link
                to={`/delegates/${slug}`}
                className="group flex items-center gap-3 rounded-xl px-3 py-2.5 hover:bg-ivory"
              >
                <Heart className="h-4 w-4 shrink-0 text-accent-main" aria-hidden />
                <span className="min-w-0 flex-1 text-sm font-semibold text-ink">{d.name}</span>
                <span className="text-xs text-muted">{t(m.votedDelegatesCount, { count: d.votes })}</span>
                <ChevronRight className="h-4 w-4 text-muted rtl:-scale-x-100" aria-hidden />
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
