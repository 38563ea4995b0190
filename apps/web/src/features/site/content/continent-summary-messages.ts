import { defineMessages } from '../../../i18n/message-descriptor';

/** One line per continent for the cards on Home; the full stories load with each continent page. */
export const continentSummaryMessages = defineMessages({
  africaCrown: { id: 'home.continent.africa.crown', defaultMessage: 'Queen of Africa' },
  africaLine: {
    id: 'home.continent.africa.line',
    defaultMessage: 'Fifty-four nations, one voice for girls’ education and maternal health.',
  },
  asiaCrown: { id: 'home.continent.asia.crown', defaultMessage: 'Queen of Asia' },
  asiaLine: {
    id: 'home.continent.asia.line',
    defaultMessage: 'From the Gulf to the Pacific rim: culture, innovation and resilience.',
  },
  europeCrown: { id: 'home.continent.europe.crown', defaultMessage: 'Queen of Europe' },
  europeLine: {
    id: 'home.continent.europe.line',
    defaultMessage: 'Many languages, one stage for inclusion and mental-health advocacy.',
  },
  northAmericaCrown: { id: 'home.continent.northAmerica.crown', defaultMessage: 'Queen of North America' },
  northAmericaLine: {
    id: 'home.continent.northAmerica.line',
    defaultMessage: 'Canada to the Caribbean: leadership, mentorship and community service.',
  },
  southAmericaCrown: { id: 'home.continent.southAmerica.crown', defaultMessage: 'Queen of South America' },
  southAmericaLine: {
    id: 'home.continent.southAmerica.line',
    defaultMessage: 'A continent of rhythm and rainforest, championing climate and equality.',
  },
  australiaCrown: { id: 'home.continent.australia.crown', defaultMessage: 'Queen of Australia & Oceania' },
  australiaLine: {
    id: 'home.continent.australia.line',
    defaultMessage: 'Island nations and the outback, standing up for oceans and First Peoples.',
  },
});
