import { BRAND, CONTINENTS, type PublishedRound, placementTitle } from '@cq/shared';
import { useCallback } from 'react';
import { useContinentName } from '../../../i18n/common-messages';
import { useT } from '../../../i18n/locale-context';
import { useWritten } from '../../../i18n/written';
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

type NamedRound = Pick<PublishedRound, 'name' | 'continent'> & Partial<Pick<PublishedRound, 'translations'>>;

/**
 * A round's name: the organisers' version in the page's language; a continent's final in the page's language;
 * else their English as written, marked `lang="en"` (`lang`).
 */
export function useRoundName(): (round: NamedRound) => { text: string; lang: 'en' | undefined } {
  const t = useT();
  const continent = useContinent();
  const written = useWritten();
  return useCallback(
    (round) => {
      const own = written({ name: round.name }, round.translations);
      if (!own.lang && own.words.name !== round.name) return { text: own.words.name, lang: undefined };
      if (round.name === 'Final' && round.continent) {
        return { text: t(m.continentFinal, { continent: continent(round.continent) }), lang: undefined };
      }
      return { text: round.name, lang: own.lang };
    },
    [t, continent, written],
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
