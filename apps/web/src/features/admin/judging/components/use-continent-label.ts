import { useCallback } from 'react';
import { continentSlugOf, useContinentName } from '../../../../i18n/common-messages';

/** A round's continent (stored by its English name) in the page's language; any other name as written. */
export function useContinentLabel(): (name: string) => string {
  const continentName = useContinentName();
  return useCallback(
    (name: string) => {
      const slug = continentSlugOf(name);
      return slug ? continentName(slug) : name;
    },
    [continentName],
  );
}
