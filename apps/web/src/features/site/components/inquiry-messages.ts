import { defineMessages } from '../../../i18n/message-descriptor';

/** The outcome line and the hidden field of the public forms. */
export const inquiryMessages = defineMessages({
  honeypot: { id: 'inquiry.honeypot.label', defaultMessage: 'Leave this field empty' },
});
