import { useQuery } from '@tanstack/react-query';
import { useSession } from '../../session';
import { myVotesQuery } from '../api/voting-api';

const WHEN = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short' });

/** A signed-in fan's own votes, newest first; a voided one says so. */
export function MyVoteHistory() {
  const { signedIn } = useSession();
  const mine = useQuery({ ...myVotesQuery, enabled: signedIn });
  if (!signedIn || !mine.data) return null;
  return (
    <section aria-labelledby="my-votes-heading" className="card p-6 sm:p-8">
      <h2 id="my-votes-heading" className="font-serif text-2xl text-ink">
        Your votes
      </h2>
      {mine.data.ballots.length === 0 ? (
        <p className="mt-3 text-muted">You have not voted yet. Your votes will be listed here.</p>
      ) : (
        <ul className="mt-4 divide-y divide-hairline">
          {mine.data.ballots.map((b) => (
            <li key={b.id} className="flex flex-wrap items-baseline justify-between gap-2 py-3 text-sm">
              <span>
                <span className="font-semibold text-ink">{b.delegateName}</span>{' '}
                <span className="text-muted">in {b.voteName}</span>
              </span>
              <span className="text-muted">
                {WHEN.format(new Date(b.castAt))}
                {b.voided ? <span className="ms-2 font-semibold text-status-rejected">Voided</span> : null}
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
