import type { LiveTabulation } from '@cq/shared';
import { useCountryName, useFormat } from '#web/i18n/format';
import { useT } from '#web/i18n/locale-context';
import { judgingAdminMessages as m } from '../messages';

/** How a tie was broken, as the tabulation says it. */
const TIE_LABEL = {
  segment: m.tieSegment,
  'head-judge': m.tieHeadJudge,
  shared: m.tieShared,
};

/** A segment's mean to three places and a total to four, in the page's language. */
function useScoreFormat() {
  const format = useFormat();
  return {
    mean: (n: number) => format.number(n, { minimumFractionDigits: 3, maximumFractionDigits: 3 }),
    total: (n: number) => format.number(n, { minimumFractionDigits: 4, maximumFractionDigits: 4 }),
    weight: (n: number) => format.number(n),
  };
}

/** The live tabulation: per-segment means (with drops), weighted totals, ranks, ties and who advances. */
export function TabulationTable({ data }: { data: LiveTabulation }) {
  const t = useT();
  const score = useScoreFormat();
  const countryName = useCountryName();
  const { round, tabulation, delegates } = data;
  if (tabulation.rows.length === 0) return <p className="p-5 text-muted">{t(m.noDelegatesYet)}</p>;
  return (
    <div>
      <p className="px-5 pt-4 text-sm text-muted">
        {t(round.rules.dropHighLow ? m.receivedDropping : m.received, { count: data.scoresReceived })}
      </p>
      {tabulation.cutTie ? (
        <p className="mx-5 mt-3 rounded-xl bg-status-pending/10 p-3 text-sm text-status-pending" role="status">
          {data.headRankingRecorded ? t(m.cutTieRecorded) : t(m.cutTieWaiting)}
        </p>
      ) : null}
      <p className="px-5 pt-2 text-sm text-muted">{data.headRankingRecorded ? t(m.headRecorded) : t(m.headWaiting)}</p>
      <TabulationCards data={data} />
      {/* From a tablet up: the table, scrolling sideways inside its own region when the segments are many. */}
      <section
        aria-label={t(m.tableRegion, { round: round.name })}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region is reached by keyboard to scroll it
        tabIndex={0}
        className="mt-3 hidden max-w-full overflow-x-auto sm:block"
      >
        <table className="w-full text-sm">
          <caption className="sr-only">{t(m.tableCaption, { round: round.name })}</caption>
          <thead className="bg-ivory text-start">
            <tr>
              <th scope="col" className="px-5 py-2">
                {t(m.rank)}
              </th>
              <th scope="col" className="px-3 py-2">
                {t(m.delegate)}
              </th>
              {round.rules.segments.map((s) => (
                <th key={s.key} scope="col" className="px-3 py-2 text-end">
                  {s.name}{' '}
                  <span className="font-normal text-muted">{t(m.weight, { weight: score.weight(s.weight) })}</span>
                </th>
              ))}
              <th scope="col" className="px-5 py-2 text-end">
                {t(m.total)}
              </th>
            </tr>
          </thead>
          <tbody>
            {tabulation.rows.map((row) => {
              // A rank shared across the advancement line: tied, and no one of them advances until it is settled.
              const onLine = tabulation.cutTie && row.tied && !row.advances && row.rank <= round.rules.advanceCount;
              return (
                <tr
                  key={row.delegate}
                  className={`border-t border-hairline ${row.advances ? 'bg-secondary-light/10' : ''}`}
                >
                  <td className="px-5 py-2 tabular-nums">
                    {row.rank}
                    {row.tied ? (
                      <span
                        className="ms-1 text-xs text-status-pending"
                        title={row.tieBrokenBy ? t(TIE_LABEL[row.tieBrokenBy]) : ''}
                      >
                        {t(m.tie)}
                      </span>
                    ) : null}
                  </td>
                  <td className="px-3 py-2">
                    <span className="font-semibold text-ink">{delegates[row.delegate]?.name}</span>
                    <span className="text-muted"> · {countryName(delegates[row.delegate]?.country ?? '')}</span>
                    {row.advances ? (
                      <span className="ms-2 rounded-full bg-primary-main/10 px-2 py-0.5 text-xs font-semibold text-primary-dark">
                        {t(m.advances)}
                      </span>
                    ) : null}
                    {onLine ? (
                      <span className="ms-2 rounded-full bg-status-pending/10 px-2 py-0.5 text-xs font-semibold text-status-pending">
                        {t(m.tiedOnLine)}
                      </span>
                    ) : null}
                    {row.tied && row.tieBrokenBy ? (
                      <span className="block text-xs text-muted">{t(TIE_LABEL[row.tieBrokenBy])}</span>
                    ) : null}
                  </td>
                  {round.rules.segments.map((s) => {
                    const seg = row.segments[s.key];
                    return (
                      <td key={s.key} className="px-3 py-2 text-end tabular-nums">
                        {seg?.mean === null || seg?.mean === undefined ? (
                          <span className="text-status-rejected">—</span>
                        ) : (
                          <>
                            {score.mean(seg.mean)}
                            <span className="block text-xs text-muted">
                              {t(seg.dropped.length ? m.scoresDropped : m.scores, { count: seg.counted })}
                            </span>
                          </>
                        )}
                      </td>
                    );
                  })}
                  <td className="px-5 py-2 text-end font-semibold tabular-nums">
                    {score.total(row.total)}
                    {row.incomplete ? (
                      <span className="block text-xs font-normal text-status-rejected">{t(m.incomplete)}</span>
                    ) : null}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </section>
    </div>
  );
}

/**
 * On a phone: one card per delegate, best first, with her rank, total, whether she advances and each segment's
 * mean stacked beneath, so the page never scrolls sideways.
 */
function TabulationCards({ data }: { data: LiveTabulation }) {
  const t = useT();
  const score = useScoreFormat();
  const countryName = useCountryName();
  const { round, tabulation, delegates } = data;
  return (
    <ol aria-label={t(m.tableCaption, { round: round.name })} className="mt-3 grid gap-2 px-3 sm:hidden">
      {tabulation.rows.map((row) => {
        const onLine = tabulation.cutTie && row.tied && !row.advances && row.rank <= round.rules.advanceCount;
        return (
          <li
            key={row.delegate}
            className={`min-w-0 rounded-xl border border-hairline p-3 text-sm ${row.advances ? 'bg-secondary-light/10' : 'bg-white'}`}
          >
            <div className="flex items-start gap-3">
              <span className="font-serif text-2xl font-semibold tabular-nums text-primary-dark">{row.rank}</span>
              <div className="min-w-0 flex-1">
                <p className="break-words font-semibold text-ink">{delegates[row.delegate]?.name}</p>
                <p className="break-words text-xs text-muted">{countryName(delegates[row.delegate]?.country ?? '')}</p>
                <p className="mt-1 flex flex-wrap gap-1">
                  {row.advances ? (
                    <span className="rounded-full bg-primary-main/10 px-2 py-0.5 text-xs font-semibold text-primary-dark">
                      {t(m.advances)}
                    </span>
                  ) : null}
                  {onLine ? (
                    <span className="rounded-full bg-status-pending/10 px-2 py-0.5 text-xs font-semibold text-status-pending">
                      {t(m.tiedOnLine)}
                    </span>
                  ) : null}
                  {row.tied && row.tieBrokenBy ? (
                    <span className="text-xs text-muted">{t(TIE_LABEL[row.tieBrokenBy])}</span>
                  ) : null}
                </p>
              </div>
              <p className="text-end">
                <span className="block text-xs text-muted">{t(m.total)}</span>
                <span className="font-semibold tabular-nums">{score.total(row.total)}</span>
                {row.incomplete ? <span className="block text-xs text-status-rejected">{t(m.incomplete)}</span> : null}
              </p>
            </div>
            <dl className="mt-2 grid grid-cols-2 gap-x-3 gap-y-1 border-t border-hairline pt-2">
              {round.rules.segments.map((s) => {
                const seg = row.segments[s.key];
                return (
                  <div key={s.key} className="min-w-0">
                    <dt className="truncate text-xs text-muted">
                      {t(m.segmentWeight, { segment: s.name, weight: score.weight(s.weight) })}
                    </dt>
                    <dd className="tabular-nums">
                      {seg?.mean === null || seg?.mean === undefined ? (
                        <span className="text-status-rejected">—</span>
                      ) : (
                        <>
                          {score.mean(seg.mean)}{' '}
                          <span className="text-xs text-muted">
                            ({t(seg.dropped.length ? m.scoresDropped : m.scores, { count: seg.counted })})
                          </span>
                        </>
                      )}
                    </dd>
                  </div>
                );
              })}
            </dl>
          </li>
        );
      })}
    </ol>
  );
}
