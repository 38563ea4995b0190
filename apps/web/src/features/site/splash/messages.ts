import { defineMessages } from '../../../i18n/message-descriptor';

/** The splash of the first load: its captions and what it says to screen readers. */
export const splashMessages = defineMessages({
  status: { id: 'splash.status', defaultMessage: 'Continental Queens International Pageant is loading' },
  loading: { id: 'splash.loading', defaultMessage: 'Loading' },
  eyebrow: { id: 'splash.eyebrow', defaultMessage: 'International Pageant' },
  empowerment: { id: 'splash.caption.empowerment', defaultMessage: "Women's empowerment" },
  unity: { id: 'splash.caption.unity', defaultMessage: 'Cultural unity' },
  impact: { id: 'splash.caption.impact', defaultMessage: 'Humanitarian impact' },
});
