import { defineMessages } from '../i18n/message-descriptor';

/** The list of agreements (account settings, back office) and the receipt button. */
export const consentMessages = defineMessages({
  version: { id: 'consent.list.version', defaultMessage: '· version {version}' },
  agreed: { id: 'consent.list.agreed', defaultMessage: 'Agreed {agreed}' },
  agreedWithdrawn: { id: 'consent.list.agreedWithdrawn', defaultMessage: 'Agreed {agreed} · withdrawn {withdrawn}' },
  receipt: { id: 'consent.receipt.label', defaultMessage: 'Receipt (PDF)' },
  receiptFor: { id: 'consent.receipt.for', defaultMessage: ', {label}' },
});
