import { CONTINENTS } from '@cq/shared';
import { useCallback } from 'react';
import { useContinentName } from '../../../../i18n/common-messages';

/** A continent stored by its English name, shown in the page's language; any other name as written. */
export function useContinent(): (name: string) => string {
  const continentName = useContinentName();
  return useCallback(
    (name: string) => {
      const continent = CONTINENTS.find((c) => c.name === name);
      return continent ? continentName(continent.slug) : name;
    },
    [continentName],
  );
}
