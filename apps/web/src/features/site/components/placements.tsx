import type { PublishedRound } from '@cq/shared';
import { Crown } from 'lucide-react';
import { useCountryName } from '../../../i18n/format';
import { useT } from '../../../i18n/locale-context';
import { resultsMessages as m } from './results-messages';
import { usePlacementTitle } from './round-title';

/** A round's revealed placements: the queen in the centre of attention, then the runners-up. */
export function Placements({ round }: { round: PublishedRound }) {
  const countryName = useCountryName();
  const queen = round.placements.find((p) => p.place === 1);
  const others = round.placements.filter((p) => p !== queen);
  const hidden = round.placementCount - round.placements.length;
  const t = useT();
  const placementTitle = usePlacementTitle();
  return (
    <div>
      {queen ? (
        <div className="rounded-3xl bg-royal p-6 text-white sm:p-8">
          <Crown className="h-8 w-8 text-secondary-light" aria-hidden />
          <p className="mt-3 text-xs font-semibold uppercase tracking-[0.3em] text-secondary-light">
            {placementTitle(queen.place, queen.title, round.continent)}
          </p>
          <p className="mt-2 font-serif text-3xl sm:text-4xl">{queen.delegate.name}</p>
          <p className="mt-1 text-white/80">{countryName(queen.delegate.country)}</p>
        </div>
      ) : hidden > 0 ? (
        <p className="rounded-3xl border border-dashed border-secondary-main/60 bg-ivory p-6 text-center font-serif text-xl text-ink">
          {t(m.crownHidden)}
        </p>
      ) : null}
      {others.length > 0 ? (
        <ol className="mt-4 grid gap-3 sm:grid-cols-2">
          {others.map((p) => (
            <li
              key={`${p.place}-${p.delegate.id}`}
              className="rounded-2xl border border-hairline bg-white p-4 shadow-card"
            >
              <p className="eyebrow">{placementTitle(p.place, p.title, round.continent)}</p>
              <p className="mt-1 font-serif text-xl text-ink">{p.delegate.name}</p>
              <p className="text-sm text-muted">{countryName(p.delegate.country)}</p>
            </li>
          ))}
        </ol>
      ) : null}
    </div>
  );
}
