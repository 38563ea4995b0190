import { useQuery } from '@tanstack/react-query';
import { leaderboardQuery } from '../api/voting-api';

const NUMBER = new Intl.NumberFormat('en-GB');

/** The count of a vote: each delegate's votes (voided ones excluded), most first, with a bar for her share. */
export function VoteLeaderboard({ slug, title }: { slug: string; title: string }) {
  const board = useQuery(leaderboardQuery(slug));
  if (board.isPending) return <p className="text-sm text-muted">Counting the votes...</p>;
  if (board.isError) {
    return (
      <p role="alert" className="text-sm text-status-rejected">
        The count could not be loaded. It will be tried again shortly.
      </p>
    );
  }
  const { rows, hidden, total } = board.data;
  if (hidden) {
    return (
      <p className="rounded-2xl bg-ivory p-5 text-sm text-muted">
        The count is kept private until the vote closes; the result is announced then.
      </p>
    );
  }
  const top = Math.max(1, ...rows.map((r) => r.votes));
  return (
    <div>
      <p className="text-sm text-muted">
        {NUMBER.format(total)} vote{total === 1 ? '' : 's'} counted so far
      </p>
      <ol className="mt-4 space-y-3" aria-label={`${title}: the count`}>
        {rows.map((r) => (
          <li key={r.slug} className="grid grid-cols-[2.5rem_1fr_auto] items-center gap-3">
            <span className="font-serif text-2xl text-primary-main">
              <span className="sr-only">Rank </span>
              {r.rank}
            </span>
            <div className="min-w-0">
              <p className="truncate font-semibold text-ink">
                {r.name} <span className="text-sm font-normal text-muted">· {r.country}</span>
              </p>
              <div className="mt-1 h-2 overflow-hidden rounded-full bg-ivory" aria-hidden>
                <div className="h-full rounded-full bg-secondary-main" style={{ width: `${(r.votes / top) * 100}%` }} />
              </div>
            </div>
            <span className="tabular-nums text-sm font-semibold text-ink">{NUMBER.format(r.votes)}</span>
          </li>
        ))}
      </ol>
    </div>
  );
}
