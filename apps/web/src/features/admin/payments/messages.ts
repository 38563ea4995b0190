import { defineMessages } from '../../../i18n/message-descriptor';

/** The Payments page of the back office: the orders, their totals, an order's facts, refunds, coupons, exports. */
export const paymentsMessages = defineMessages({
  title: { id: 'adminPayments.title', defaultMessage: 'Payments' },
  description: {
    id: 'adminPayments.description',
    defaultMessage: 'Registration fee orders and what each provider reported about them.',
  },
  loadFailed: { id: 'adminPayments.loadFailed', defaultMessage: 'The payments could not be loaded.' },
  empty: { id: 'adminPayments.empty', defaultMessage: 'No payments match these filters.' },
  loading: { id: 'adminPayments.loading', defaultMessage: 'Loading…' },

  // The list's columns
  status: { id: 'adminPayments.column.status', defaultMessage: 'Status' },
  order: { id: 'adminPayments.column.order', defaultMessage: 'Order' },
  payer: { id: 'adminPayments.column.payer', defaultMessage: 'Payer' },
  amount: { id: 'adminPayments.column.amount', defaultMessage: 'Amount' },
  dates: { id: 'adminPayments.column.dates', defaultMessage: 'Dates' },
  receipt: { id: 'adminPayments.column.receipt', defaultMessage: 'Receipt' },
  votePack: { id: 'adminPayments.product.votePack', defaultMessage: 'Vote pack' },
  registrationFee: { id: 'adminPayments.product.registrationFee', defaultMessage: 'Registration fee' },
  refundedAmount: { id: 'adminPayments.row.refunded', defaultMessage: 'Refunded {amount}' },
  createdAt: { id: 'adminPayments.row.created', defaultMessage: 'Created {date}' },
  paidAt: { id: 'adminPayments.row.paid', defaultMessage: 'Paid {date}' },
  downloadReceipt: { id: 'adminPayments.row.downloadReceipt', defaultMessage: 'Download the receipt of {reference}' },

  // An order's status
  statusPending: { id: 'adminPayments.status.pending', defaultMessage: 'Pending' },
  statusPaid: { id: 'adminPayments.status.paid', defaultMessage: 'Paid' },
  statusFailed: { id: 'adminPayments.status.failed', defaultMessage: 'Failed' },
  statusRefunded: { id: 'adminPayments.status.refunded', defaultMessage: 'Refunded' },

  // Who took the payment
  providerTest: { id: 'adminPayments.provider.test', defaultMessage: 'Test provider' },
  providerStripe: { id: 'adminPayments.provider.stripe', defaultMessage: 'Stripe' },
  providerPaystack: { id: 'adminPayments.provider.paystack', defaultMessage: 'Paystack' },
  providerManual: { id: 'adminPayments.provider.manual', defaultMessage: 'Recorded by staff' },
  methodBankTransfer: { id: 'adminPayments.method.bankTransfer', defaultMessage: 'Bank transfer' },
  methodCash: { id: 'adminPayments.method.cash', defaultMessage: 'Cash' },
  methodWaiver: { id: 'adminPayments.method.waiver', defaultMessage: 'Fee waived' },

  // The filters
  any: { id: 'adminPayments.filter.any', defaultMessage: 'Any' },
  provider: { id: 'adminPayments.filter.provider', defaultMessage: 'Provider' },
  search: { id: 'adminPayments.filter.search', defaultMessage: 'Search' },
  searchPlaceholder: { id: 'adminPayments.filter.searchPlaceholder', defaultMessage: 'Payer e-mail or reference' },
  periodBy: { id: 'adminPayments.filter.periodBy', defaultMessage: 'Period by' },
  periodCreated: { id: 'adminPayments.filter.periodCreated', defaultMessage: 'Order created' },
  periodPaid: { id: 'adminPayments.filter.periodPaid', defaultMessage: 'Payment received' },
  from: { id: 'adminPayments.filter.from', defaultMessage: 'From' },
  to: { id: 'adminPayments.filter.to', defaultMessage: 'To' },

  // The totals
  totals: { id: 'adminPayments.totals.label', defaultMessage: 'Totals' },
  orders: { id: 'adminPayments.totals.orders', defaultMessage: 'Orders' },
  paid: { id: 'adminPayments.totals.paid', defaultMessage: 'Paid' },
  collected: { id: 'adminPayments.totals.collected', defaultMessage: 'Collected' },
  byCurrency: { id: 'adminPayments.totals.byCurrency', defaultMessage: 'Totals by currency' },
  currency: { id: 'adminPayments.totals.currency', defaultMessage: 'Currency' },
  received: { id: 'adminPayments.totals.received', defaultMessage: 'Received' },
  refunded: { id: 'adminPayments.totals.refunded', defaultMessage: 'Refunded' },

  // An order's dialog
  payment: { id: 'adminPayments.detail.title', defaultMessage: 'Payment' },
  paymentReference: { id: 'adminPayments.detail.titleWithReference', defaultMessage: 'Payment {reference}' },
  detailLoadFailed: { id: 'adminPayments.detail.loadFailed', defaultMessage: 'The payment could not be loaded.' },
  phone: { id: 'adminPayments.detail.phone', defaultMessage: 'Phone' },
  ourReference: { id: 'adminPayments.detail.ourReference', defaultMessage: 'Our reference' },
  providerReference: { id: 'adminPayments.detail.providerReference', defaultMessage: 'Provider reference' },
  created: { id: 'adminPayments.detail.created', defaultMessage: 'Created' },
  paidDate: { id: 'adminPayments.detail.paid', defaultMessage: 'Paid' },
  refundedDate: { id: 'adminPayments.detail.refunded', defaultMessage: 'Refunded' },
  couponCode: { id: 'adminPayments.detail.couponCode', defaultMessage: 'Coupon code' },
  refundedTotal: { id: 'adminPayments.detail.refundedAmount', defaultMessage: 'Refunded amount' },
  lastFailure: { id: 'adminPayments.detail.lastFailure', defaultMessage: 'Last failure' },
  invoicePdf: { id: 'adminPayments.detail.invoice', defaultMessage: 'Invoice {number} (PDF)' },
  creditNotePdf: { id: 'adminPayments.detail.creditNote', defaultMessage: 'Credit note {number} (PDF)' },

  // A refund
  refund: { id: 'adminPayments.refund.title', defaultMessage: 'Refund' },
  refundUpTo: { id: 'adminPayments.refund.upTo', defaultMessage: 'Up to {amount} can be refunded.' },
  refundAmount: { id: 'adminPayments.refund.amount', defaultMessage: 'Amount ({currency})' },
  reason: { id: 'adminPayments.refund.reason', defaultMessage: 'Reason' },
  refundConfirmTitle: { id: 'adminPayments.refund.confirmTitle', defaultMessage: 'Refund this payment?' },
  refundConfirmMessage: {
    id: 'adminPayments.refund.confirmMessage',
    defaultMessage: '{amount} goes back to the payer through the order’s provider. This cannot be undone.',
  },
  refundFailed: {
    id: 'adminPayments.refund.failed',
    defaultMessage: 'The refund could not be made. Please try again.',
  },

  // The accounting export
  accountingExport: { id: 'adminPayments.accounting.title', defaultMessage: 'Accounting export' },
  accountingIntro: {
    id: 'adminPayments.accounting.intro',
    defaultMessage:
      'Every charge and refund of the period (days in UTC, both included), with invoice and credit note numbers and the totals per currency.',
  },
  firstDay: { id: 'adminPayments.accounting.firstDay', defaultMessage: 'First day' },
  lastDay: { id: 'adminPayments.accounting.lastDay', defaultMessage: 'Last day' },
  downloadCsv: { id: 'adminPayments.accounting.download', defaultMessage: 'Download CSV' },
  downloaded: { id: 'adminPayments.accounting.downloaded', defaultMessage: 'Downloaded {name}.' },
  accountingFailed: {
    id: 'adminPayments.accounting.failed',
    defaultMessage: 'The accounting export could not be downloaded. Please try again.',
  },

  // Coupons
  coupons: { id: 'adminPayments.coupons.title', defaultMessage: 'Coupons' },
  couponsLoadFailed: {
    id: 'adminPayments.coupons.loadFailed',
    defaultMessage: 'The coupon codes could not be loaded.',
  },
  noCoupons: { id: 'adminPayments.coupons.none', defaultMessage: 'No coupon codes yet.' },
  couponCodes: { id: 'adminPayments.coupons.list', defaultMessage: 'Coupon codes' },
  couponOff: { id: 'adminPayments.coupons.off', defaultMessage: '{off} off' },
  couponPercent: { id: 'adminPayments.coupons.percent', defaultMessage: '{percent} %' },
  couponUses: { id: 'adminPayments.coupons.uses', defaultMessage: '{uses} of {max} used' },
  couponUntil: { id: 'adminPayments.coupons.until', defaultMessage: 'until {date}' },
  couponOffSwitch: { id: 'adminPayments.coupons.switchedOff', defaultMessage: 'switched off' },
  switchOff: { id: 'adminPayments.coupons.switchOff', defaultMessage: 'Switch off {code}' },
  switchOn: { id: 'adminPayments.coupons.switchOn', defaultMessage: 'Switch on {code}' },
  couponChangeFailed: {
    id: 'adminPayments.coupons.changeFailed',
    defaultMessage: 'The code could not be changed. Please try again.',
  },
  newCoupon: { id: 'adminPayments.coupons.new', defaultMessage: 'New coupon code' },
  code: { id: 'adminPayments.coupons.code', defaultMessage: 'Code' },
  whatItTakesOff: { id: 'adminPayments.coupons.whatItTakesOff', defaultMessage: 'What it takes off' },
  percentOff: { id: 'adminPayments.coupons.percentOff', defaultMessage: 'Percent off' },
  amountOff: { id: 'adminPayments.coupons.amountOff', defaultMessage: 'Amount off' },
  percentOrAmount: { id: 'adminPayments.coupons.percentOrAmount', defaultMessage: 'Percentage or amount' },
  inFeeCurrency: { id: 'adminPayments.coupons.inFeeCurrency', defaultMessage: 'in the fee’s currency' },
  useLimit: { id: 'adminPayments.coupons.useLimit', defaultMessage: 'Use limit (contestants)' },
  lastDayOptional: { id: 'adminPayments.coupons.lastDay', defaultMessage: 'Last day (optional)' },
  noteOptional: { id: 'adminPayments.coupons.note', defaultMessage: 'Note (optional)' },
  createCode: { id: 'adminPayments.coupons.create', defaultMessage: 'Create code' },
  couponCreateFailed: {
    id: 'adminPayments.coupons.createFailed',
    defaultMessage: 'The code could not be made. Please try again.',
  },

  // A contestant's own orders on her record
  herPaymentsFailed: { id: 'adminPayments.payer.loadFailed', defaultMessage: 'Her payments could not be loaded.' },
  noPaymentYet: { id: 'adminPayments.payer.none', defaultMessage: 'No payment started yet.' },
  herPayments: { id: 'adminPayments.payer.list', defaultMessage: 'Her payments' },
  paymentOf: { id: 'adminPayments.payer.receiptOf', defaultMessage: 'payment {reference}' },
});
