import { CONTINENTS, type CompetitionFormat } from '@cq/shared';
import { useContinentName } from '../../../i18n/common-messages';
import { useFormat } from '../../../i18n/format';
import { useT } from '../../../i18n/locale-context';
import { competitionMessages as m } from '../pages/competition-messages';

/**
 * The segments and weights the season's rounds are really judged on, as staff set them up (their names as staff
 * wrote them); rounds judged differently each get their own list.
 */
export function SeasonSegments({ format }: { format: CompetitionFormat }) {
  const t = useT();
  const number = useFormat();
  const continentName = useContinentName();
  const several = format.formats.length > 1;
  const roundLabel = (r: { name: string; continent: string | null }) => {
    const slug = CONTINENTS.find((c) => c.name === r.continent)?.slug;
    return r.continent ? `${r.name} · ${slug ? continentName(slug) : r.continent}` : r.name;
  };
  return (
    <div className="space-y-8">
      {format.formats.map((f) => (
        <div key={f.rounds.map(roundLabel).join('|')}>
          {several ? (
            <p className="mb-3 text-sm font-semibold uppercase tracking-wider text-muted">
              {t(m.roundsUsing, { rounds: f.rounds.map(roundLabel).join(', ') })}
            </p>
          ) : null}
          <ul className="space-y-5">
            {f.segments.map((s) => (
              <li key={s.name} className="card p-6">
                <div className="flex items-baseline justify-between gap-4">
                  <h3 className="text-xl">{s.name}</h3>
                  <span className="font-serif text-2xl font-semibold text-primary-main">
                    {number.number(s.weight / 100, { style: 'percent', maximumFractionDigits: 2 })}
                  </span>
                </div>
                <div className="mt-4 h-1.5 overflow-hidden rounded-full bg-hairline" aria-hidden>
                  <div
                    className="h-full rounded-full bg-gradient-to-r from-primary-main to-accent-main"
                    style={{ width: `${Math.min(100, s.weight * 2.5)}%` }}
                  />
                </div>
              </li>
            ))}
          </ul>
        </div>
      ))}
    </div>
  );
}
