import { CONTINENTS, type ContinentSlug } from '@cq/shared';
import { useCallback } from 'react';
import { useT } from './locale-context';
import { defineMessages } from './message-descriptor';

/** Words every area uses: the continents' names and the pageant's tagline (the brand's name is never translated). */
export const commonMessages = defineMessages({
  tagline: { id: 'common.tagline', defaultMessage: 'Where Beauty Meets Purpose' },
  africa: { id: 'common.continent.africa', defaultMessage: 'Africa' },
  asia: { id: 'common.continent.asia', defaultMessage: 'Asia' },
  europe: { id: 'common.continent.europe', defaultMessage: 'Europe' },
  northAmerica: { id: 'common.continent.northAmerica', defaultMessage: 'North America' },
  southAmerica: { id: 'common.continent.southAmerica', defaultMessage: 'South America' },
  australia: { id: 'common.continent.australia', defaultMessage: 'Australia' },
});

const CONTINENT_MESSAGE: Record<ContinentSlug, keyof typeof commonMessages> = {
  africa: 'africa',
  asia: 'asia',
  europe: 'europe',
  'north-america': 'northAmerica',
  'south-america': 'southAmerica',
  australia: 'australia',
};

/** A continent's name in the page's language. */
export function useContinentName(): (slug: ContinentSlug) => string {
  const t = useT();
  return useCallback((slug: ContinentSlug) => t(commonMessages[CONTINENT_MESSAGE[slug]]), [t]);
}

/**
 * The continent a stored English name stands for: the site's names ('Australia') and the registration form's
 * ('Australia/Oceania', what a delegate picks). Undefined for any other name.
 */
export function continentSlugOf(name: string): ContinentSlug | undefined {
  if (name === 'Australia/Oceania') return 'australia';
  return CONTINENTS.find((c) => c.name === name)?.slug;
}

/** A continent the records keep by its English name, in the page's language; any other name as written. */
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
