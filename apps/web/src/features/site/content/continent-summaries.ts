import type { ContinentSlug } from '@cq/shared';

/** One line per continent for the cards on Home; the full stories load with each continent page. */
export const CONTINENT_SUMMARIES: Record<ContinentSlug, { crown: string; line: string }> = {
  africa: {
    crown: 'Queen of Africa',
    line: 'Fifty-four nations, one voice for girls’ education and maternal health.',
  },
  asia: {
    crown: 'Queen of Asia',
    line: 'From the Gulf to the Pacific rim: culture, innovation and resilience.',
  },
  europe: {
    crown: 'Queen of Europe',
    line: 'Many languages, one stage for inclusion and mental-health advocacy.',
  },
  'north-america': {
    crown: 'Queen of North America',
    line: 'Canada to the Caribbean: leadership, mentorship and community service.',
  },
  'south-america': {
    crown: 'Queen of South America',
    line: 'A continent of rhythm and rainforest, championing climate and equality.',
  },
  australia: {
    crown: 'Queen of Australia & Oceania',
    line: 'Island nations and the outback, standing up for oceans and First Peoples.',
  },
};
