import { defineMessages } from '../../../i18n/message-descriptor';

/** The frame of the Terms of Use and the Privacy Policy. */
export const legalPageMessages = defineMessages({
  eyebrow: { id: 'legal.page.eyebrow', defaultMessage: 'Legal' },
  lastUpdated: { id: 'legal.page.lastUpdated', defaultMessage: 'Last updated: {date}' },
  onThisPage: { id: 'legal.page.onThisPage', defaultMessage: 'On this page' },
  sectionTitle: { id: 'legal.page.sectionTitle', defaultMessage: '{number}. {title}' },
  contactTitle: { id: 'legal.page.contactTitle', defaultMessage: 'Contact us' },
  contactText: {
    id: 'legal.page.contactText',
    defaultMessage: 'Questions about this page or your data? Reach the organisers at:',
  },
});
