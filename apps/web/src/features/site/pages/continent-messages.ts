import { defineMessages } from '../../../i18n/message-descriptor';

/** A continent's page around its story: the crown, the road to it, who can enter, its delegates. */
export const continentMessages = defineMessages({
  eyebrow: { id: 'continent.page.eyebrow', defaultMessage: 'Continental crown' },
  registerNow: { id: 'continent.page.register', defaultMessage: 'Register Now' },
  road: { id: 'continent.page.road', defaultMessage: 'The road to the {continent} crown' },
  causes: { id: 'continent.page.causes', defaultMessage: 'Causes our contestants champion' },
  whoCanEnter: { id: 'continent.page.whoCanEnter', defaultMessage: 'Who can enter' },
  others: { id: 'continent.page.others', defaultMessage: 'Explore the other continents' },
  delegatesEyebrow: { id: 'continent.delegates.eyebrow', defaultMessage: 'This season' },
  delegatesTitle: { id: 'continent.delegates.title', defaultMessage: 'Meet the delegates of {continent}' },
});
