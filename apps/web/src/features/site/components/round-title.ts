import { BRAND, CONTINENTS, type PublishedRound, placementTitle } from '@cq/shared';
import { useCallback } from 'react';
import { useContinentName } from '../../../i18n/common-messages';
import { useT } from '../../../i18n/locale-context';
import { resultsMessages as m } from './results-messages';

const ORDINALS = ['first', 'second', 'third', 'fourth', 'fifth', 'sixth', 'seventh', 'eighth', 'ninth'] as const;

/** A continent's name in the page's language when it is one of the six; any other name as written. */
function useContinent(): (name: string) => string {
  const continentName = useContinentName();
  return useCallback(
    (name: string) => {
      const continent = CONTINENTS.find((c) => c.name === name);
      return continent ? continentName(continent.slug) : name;
    },
    [continentName],
  );
}

/** A round's name: a continent's final in the page's language, any other name as the organisers wrote it. */
export function useRoundTitle(): (round: Pick<PublishedRound, 'name' | 'continent'>) => string {
  const t = useT();
  const continent = useContinent();
  return useCallback(
    (round) =>
      round.name === 'Final' && round.continent
        ? t(m.continentFinal, { continent: continent(round.continent) })
        : round.name,
    [t, continent],
  );
}

/** A placement's title (Queen of Africa, First runner-up) in the page's language; another title as given. */
export function usePlacementTitle(): (place: number, title: string, roundContinent: string | null) => string {
  const t = useT();
  const continent = useContinent();
  return useCallback(
    (place, title, roundContinent) => {
      if (title !== placementTitle(place, roundContinent)) return title;
      if (place === 1) {
        return roundContinent
          ? t(m.queenOf, { continent: continent(roundContinent) })
          : t(m.globalQueen, { brand: BRAND.siteName });
      }
      return t(m.runnerUp, { ordinal: ORDINALS[place - 2] ?? 'other', n: place - 1 });
    },
    [t, continent],
  );
}
