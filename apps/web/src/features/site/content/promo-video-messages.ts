import { defineMessages } from '../../../i18n/message-descriptor';

/** The promo film's title and its description for people who cannot see it. */
export const promoVideoMessages = defineMessages({
  title: { id: 'home.promo.title', defaultMessage: 'Continental Queens: the promo' },
  description: {
    id: 'home.promo.description',
    defaultMessage:
      'A short film in the pageant’s colours: the crown rises, the six continents appear one by one, and the tagline Where Beauty Meets Purpose closes it.',
  },
});
