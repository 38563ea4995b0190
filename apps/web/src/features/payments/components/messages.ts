import { defineMessages } from '../../../i18n/message-descriptor';

/** The registration fee's payment: the fee summary, the payment modal, the coupon field and the card form. */
export const paymentMessages = defineMessages({
  // The fee summary
  registrationFee: { id: 'payments.fee.registrationFee', defaultMessage: 'Registration fee' },
  processingFee: { id: 'payments.fee.processingFee', defaultMessage: 'Processing fee' },
  couponLine: { id: 'payments.fee.coupon', defaultMessage: 'Coupon {code}' },
  total: { id: 'payments.fee.total', defaultMessage: 'Total' },

  // The payment modal
  modalTitle: { id: 'payments.modal.title', defaultMessage: 'Complete Your Payment' },
  modalDescription: {
    id: 'payments.modal.description',
    defaultMessage: 'Pay the registration fee to unlock your registration form.',
  },
  preparing: { id: 'payments.modal.preparing', defaultMessage: 'Preparing secure payment...' },
  tryAgain: { id: 'payments.modal.tryAgain', defaultMessage: 'Try again' },
  completing: { id: 'payments.modal.completing', defaultMessage: 'Completing...' },
  completeFree: { id: 'payments.modal.completeFree', defaultMessage: 'Complete registration payment' },
  loadingCardForm: { id: 'payments.card.loading', defaultMessage: 'Loading the card form...' },
  payAmount: { id: 'payments.modal.payAmount', defaultMessage: 'Pay {amount}' },
  testCheckout: {
    id: 'payments.modal.testCheckout',
    defaultMessage:
      'You will continue to the test checkout, where you can approve or decline the payment. No real money is taken.',
  },
  paystackCheckout: {
    id: 'payments.modal.paystackCheckout',
    defaultMessage: 'You will continue to Paystack’s secure checkout to pay, and come straight back here afterwards.',
  },
  redirecting: { id: 'payments.modal.redirecting', defaultMessage: 'Redirecting...' },
  continueToPayment: { id: 'payments.modal.continue', defaultMessage: 'Continue to Payment' },
  couponLabel: { id: 'payments.coupon.label', defaultMessage: 'Coupon code' },
  couponApply: { id: 'payments.coupon.apply', defaultMessage: 'Apply' },
  couponApplied: { id: 'payments.coupon.applied', defaultMessage: 'Code {code} applied: you pay {amount}.' },
  payingAs: { id: 'payments.modal.payingAs', defaultMessage: 'Paying as' },
  securePayment: {
    id: 'payments.modal.secure',
    defaultMessage: 'Secure payment · A receipt is sent to your email',
  },

  // The card form (Stripe)
  cardForm: { id: 'payments.card.form', defaultMessage: 'Card payment' },
  cardDetails: { id: 'payments.card.details', defaultMessage: 'Card details' },
  processing: { id: 'payments.card.processing', defaultMessage: 'Processing...' },
  cardPrivacy: {
    id: 'payments.card.privacy',
    defaultMessage: 'Card details go straight to Stripe and never touch our servers.',
  },
  cardUnavailable: {
    id: 'payments.card.unavailable',
    defaultMessage: 'Card payments cannot be taken right now. Please try again later.',
  },

  // The payment gate in front of the registration form
  gateEyebrow: { id: 'payments.gate.eyebrow', defaultMessage: 'Before you begin' },
  gateTitle: { id: 'payments.gate.title', defaultMessage: 'Registration fee' },
  gateIntro: {
    id: 'payments.gate.intro',
    defaultMessage:
      'Payment of the registration fee is required before you can fill in the registration form. It is paid once, and your form opens as soon as the payment is confirmed.',
  },
  gatePlace: {
    id: 'payments.gate.place',
    defaultMessage: 'Your place in the preliminary selection of your continent',
  },
  gateReview: { id: 'payments.gate.review', defaultMessage: 'Review of your application by the organisers’ team' },
  gateReceipt: {
    id: 'payments.gate.receipt',
    defaultMessage: 'A receipt by email the moment your payment is confirmed',
  },
  payNow: { id: 'payments.gate.payNow', defaultMessage: 'Pay {amount} Now' },
  payCompleted: { id: 'payments.gate.payCompleted', defaultMessage: 'Payment Completed' },
  payRetry: { id: 'payments.gate.payRetry', defaultMessage: 'Retry Payment' },
  payRefunded: { id: 'payments.gate.payRefunded', defaultMessage: 'Payment Refunded' },
  refundedNote: {
    id: 'payments.gate.refundedNote',
    defaultMessage: 'Your registration fee was refunded. Please contact support if you wish to register again.',
  },
  questions: { id: 'payments.gate.questions', defaultMessage: 'Questions about the fee? {link}' },
  contactSupport: { id: 'payments.gate.contactSupport', defaultMessage: 'Contact Support' },
  statusLabel: { id: 'payments.gate.statusLabel', defaultMessage: 'Payment status' },
  statusPaid: { id: 'payments.gate.statusPaid', defaultMessage: 'PAID' },
  statusPending: { id: 'payments.gate.statusPending', defaultMessage: 'PENDING' },
  verifying: { id: 'payments.gate.verifying', defaultMessage: 'Verifying your payment...' },
  success: { id: 'payments.gate.success', defaultMessage: 'Payment successful! Your registration form is opening...' },
});

/** Her "Payments and receipts" list on her dashboard. */
export const myPaymentMessages = defineMessages({
  title: { id: 'payments.mine.title', defaultMessage: 'Payments and receipts' },
  intro: { id: 'payments.mine.intro', defaultMessage: 'Download a receipt for any payment that went through.' },
  loadFailed: {
    id: 'payments.mine.loadFailed',
    defaultMessage: 'Your payments could not be loaded. Please try again.',
  },
  loading: { id: 'payments.mine.loading', defaultMessage: 'Loading…' },
  empty: { id: 'payments.mine.empty', defaultMessage: 'You have not made any payments yet.' },
  list: { id: 'payments.mine.list', defaultMessage: 'Your payments' },
  receiptNumber: { id: 'payments.mine.receiptNumber', defaultMessage: 'Receipt {number}' },
  receiptLabel: { id: 'payments.mine.receiptLabel', defaultMessage: 'receipt {number}' },
  invoiceAsk: { id: 'payments.mine.invoiceAsk', defaultMessage: 'Request an invoice' },
  invoiceFormTitle: { id: 'payments.mine.invoiceFormTitle', defaultMessage: 'Who is the invoice made out to?' },
  invoiceFormNote: {
    id: 'payments.mine.invoiceFormNote',
    defaultMessage: 'An invoice is issued once: check these details before you confirm.',
  },
  billingName: { id: 'payments.mine.billingName', defaultMessage: 'Name or company' },
  billingAddress: { id: 'payments.mine.billingAddress', defaultMessage: 'Billing address' },
  taxNumber: { id: 'payments.mine.taxNumber', defaultMessage: 'Tax number (optional)' },
  invoiceSubmit: { id: 'payments.mine.invoiceSubmit', defaultMessage: 'Issue my invoice' },
  invoiceCancel: { id: 'payments.mine.invoiceCancel', defaultMessage: 'Cancel' },
  invoiceNumber: { id: 'payments.mine.invoiceNumber', defaultMessage: 'Invoice no. {number}' },
  invoiceButton: { id: 'payments.mine.invoiceButton', defaultMessage: 'Invoice (PDF)' },
  creditNoteButton: { id: 'payments.mine.creditNoteButton', defaultMessage: 'Credit note {number} (PDF)' },
  waiting: { id: 'payments.mine.waiting', defaultMessage: 'Waiting for confirmation' },
  notCompleted: { id: 'payments.mine.notCompleted', defaultMessage: 'Not completed: nothing was taken' },
  pending: { id: 'payments.status.pending', defaultMessage: 'Pending' },
  paid: { id: 'payments.status.paid', defaultMessage: 'Paid' },
  failed: { id: 'payments.status.failed', defaultMessage: 'Failed' },
  refunded: { id: 'payments.status.refunded', defaultMessage: 'Refunded' },
  providerTest: { id: 'payments.how.test', defaultMessage: 'Test checkout (no money moved)' },
  providerStripe: { id: 'payments.how.stripe', defaultMessage: 'Card (Stripe)' },
  providerPaystack: { id: 'payments.how.paystack', defaultMessage: 'Paystack' },
  providerManual: { id: 'payments.how.manual', defaultMessage: 'Recorded by the organisers' },
  bankTransfer: { id: 'payments.how.bankTransfer', defaultMessage: 'Bank transfer' },
  cash: { id: 'payments.how.cash', defaultMessage: 'Cash' },
  waiver: { id: 'payments.how.waiver', defaultMessage: 'Fee waived' },
  itemFee: { id: 'payments.item.fee', defaultMessage: '{site} registration fee' },
  itemPack: {
    id: 'payments.item.pack',
    defaultMessage: 'Vote pack: {count, plural, one {# vote} other {# votes}} in {vote}',
  },
  itemPackAnyVote: {
    id: 'payments.item.packAnyVote',
    defaultMessage: 'Vote pack: {count, plural, one {# vote} other {# votes}} in a fan vote',
  },
});
