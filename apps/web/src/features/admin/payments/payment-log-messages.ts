import { defineMessages } from '../../../i18n/message-descriptor';

/** An order's log on the Payments page: what happened to it, in sentences, oldest first. */
export const paymentLogMessages = defineMessages({
  title: { id: 'paymentLog.title', defaultMessage: 'What happened' },
  label: { id: 'paymentLog.label', defaultMessage: 'Payment log' },
  started: { id: 'paymentLog.started', defaultMessage: 'Order started by {name} on {date}' },
  refunded: { id: 'paymentLog.refund.succeeded', defaultMessage: 'Refunded {amount} by {name} on {date}' },
  refundAwaiting: {
    id: 'paymentLog.refund.requested',
    defaultMessage: 'Refund of {amount} asked by {name} on {date}, awaiting the provider',
  },
  refundFailed: {
    id: 'paymentLog.refund.failed',
    defaultMessage: 'Refund of {amount} asked by {name} on {date}, refused by the provider',
  },
  atProvider: { id: 'paymentLog.refund.atProvider', defaultMessage: 'the provider' },
  formerStaff: { id: 'paymentLog.refund.formerStaff', defaultMessage: 'a former staff member' },
  paid: { id: 'paymentLog.event.paid', defaultMessage: 'Payment received, confirmed by {source} on {date}' },
  free: { id: 'paymentLog.event.free', defaultMessage: 'Covered in full by a coupon on {date}' },
  failed: {
    id: 'paymentLog.event.failed',
    defaultMessage: 'Payment did not go through, reported by {source} on {date}',
  },
  refundConfirmed: {
    id: 'paymentLog.event.refunded',
    defaultMessage: 'Refund of {amount} confirmed by {source} on {date}',
  },
  refundConfirmedNoAmount: {
    id: 'paymentLog.event.refundedAll',
    defaultMessage: 'Refund confirmed by {source} on {date}',
  },
  refundRefused: {
    id: 'paymentLog.event.refundRefused',
    defaultMessage: 'Refund refused, reported by {source} on {date}',
  },
  ignored: {
    id: 'paymentLog.event.ignored',
    defaultMessage: 'Update from {source} on {date} that changes nothing on this order',
  },
  other: { id: 'paymentLog.event.other', defaultMessage: 'Update from {source} on {date}' },
  webhook: { id: 'paymentLog.source.webhook', defaultMessage: 'the provider' },
  verify: { id: 'paymentLog.source.verify', defaultMessage: 'a check with the provider' },
  checkout: { id: 'paymentLog.source.checkout', defaultMessage: 'the checkout page' },
  staff: { id: 'paymentLog.source.staff', defaultMessage: 'staff' },
  details: { id: 'paymentLog.details', defaultMessage: 'Details' },
});
