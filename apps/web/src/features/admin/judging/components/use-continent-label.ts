import { CONTINENTS } from '@cq/shared';
import { useCallback } from 'react';
import { useContinentName } from '../../../../i18n/common-messages';

/** A round's continent (stored by its English name) in the page's language; any other name as written. */
export function useContinentLabel(): (name: string) => string {
  const continentName = useContinentName();
  return useCallback(
    (name: string) => {
      const continent = CONTINENTS.find((c) => c.name === name);
      return continent ? continentName(continent.slug) : name;
    },
    [continentName],
  );
}
