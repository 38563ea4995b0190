import { useQuery } from '@tanstack/react-query';
import { useFormat } from '../../../i18n/format';
import { useT } from '../../../i18n/locale-context';
import { leaderboardQuery } from '../api/voting-api';
import { votingMessages as m } from './messages';
import { useCountryName } from './vote-words';

/** The count of a vote: each delegate's votes (voided ones excluded), most first, with a bar for her share. */
export function VoteLeaderboard({ slug, title }: { slug: string; title: string }) {
  const t = useT();
  const format = useFormat();
  const countryName = useCountryName();
  const board = useQuery(leaderboardQuery(slug));
  if (board.isPending) return <p className="text-sm text-muted">{t(m.counting)}</p>;
  if (board.isError) {
    return (
      <p role="alert" className="text-sm text-status-rejected">
        {t(m.countFailed)}
      </p>
    );
  }
  const { rows, hidden, total } = board.data;
  if (hidden) {
    return <p className="rounded-2xl bg-ivory p-5 text-sm text-muted">{t(m.countHidden)}</p>;
  }
  const top = Math.max(1, ...rows.map((r) => r.votes));
  return (
    <div>
      <p className="text-sm text-muted">{t(m.countedSoFar, { count: total })}</p>
      <ol className="mt-4 space-y-3" aria-label={t(m.countList, { title })}>
        {rows.map((r) => (
          <li key={r.slug} className="grid grid-cols-[2.5rem_1fr_auto] items-center gap-3">
            <span className="font-serif text-2xl text-primary-main">
              <span className="sr-only">{t(m.rank)} </span>
              {r.rank}
            </span>
            <div className="min-w-0">
              <p className="truncate font-semibold text-ink">
                {r.name} <span className="text-sm font-normal text-muted">· {countryName(r.country)}</span>
              </p>
              <div className="mt-1 h-2 overflow-hidden rounded-full bg-ivory" aria-hidden>
                <div className="h-full rounded-full bg-secondary-main" style={{ width: `${(r.votes / top) * 100}%` }} />
              </div>
            </div>
            <span className="tabular-nums text-sm font-semibold text-ink">{format.number(r.votes)}</span>
          </li>
        ))}
      </ol>
    </div>
  );
}
