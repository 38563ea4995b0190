import { defineMailMessages } from '../i18n';

/**
 * The words printed on a receipt PDF, in the payer's language (the receipt e-mail's PDF and the one she downloads
 * are the same file). The English is the receipt as it has always read; the catalogues give the other languages.
 */
export const receiptDocumentMail = defineMailMessages({
  title: { id: 'mail.receiptDocument.title', defaultMessage: 'RECEIPT' },
  number: { id: 'mail.receiptDocument.number', defaultMessage: 'No. {number}' },
  issuedBy: { id: 'mail.receiptDocument.issuedBy', defaultMessage: 'Issued by' },
  receivedFrom: { id: 'mail.receiptDocument.receivedFrom', defaultMessage: 'Received from' },
  description: { id: 'mail.receiptDocument.description', defaultMessage: 'DESCRIPTION' },
  amount: { id: 'mail.receiptDocument.amount', defaultMessage: 'AMOUNT' },
  itemFee: { id: 'mail.receiptDocument.itemFee', defaultMessage: '{site} registration fee' },
  itemPack: {
    id: 'mail.receiptDocument.itemPack',
    defaultMessage: 'Vote pack: {votes, plural, one {# vote} other {# votes}} in {vote}',
  },
  aFanVote: { id: 'mail.receiptDocument.aFanVote', defaultMessage: 'a fan vote' },
  coupon: { id: 'mail.receiptDocument.coupon', defaultMessage: 'Coupon code {code}' },
  totalPaid: { id: 'mail.receiptDocument.totalPaid', defaultMessage: 'Total paid' },
  totalWaived: { id: 'mail.receiptDocument.totalWaived', defaultMessage: 'Total (waived)' },
  waived: {
    id: 'mail.receiptDocument.waived',
    defaultMessage: 'The registration fee was waived by the organisers: no money was taken.',
  },
  refundedFull: { id: 'mail.receiptDocument.refundedFull', defaultMessage: 'This payment was refunded on {date}.' },
  refundedPart: {
    id: 'mail.receiptDocument.refundedPart',
    defaultMessage: '{refunded} of this payment was refunded; {remaining} stays paid.',
  },
  details: { id: 'mail.receiptDocument.details', defaultMessage: 'Payment details' },
  dateWaived: { id: 'mail.receiptDocument.dateWaived', defaultMessage: 'Date waived' },
  datePaid: { id: 'mail.receiptDocument.datePaid', defaultMessage: 'Date paid' },
  paidThrough: { id: 'mail.receiptDocument.paidThrough', defaultMessage: 'Paid through' },
  method: { id: 'mail.receiptDocument.method', defaultMessage: 'Method' },
  providerReference: { id: 'mail.receiptDocument.providerReference', defaultMessage: 'Provider reference' },
  ourReference: { id: 'mail.receiptDocument.ourReference', defaultMessage: 'Our reference' },
  receiptNumber: { id: 'mail.receiptDocument.receiptNumber', defaultMessage: 'Receipt number' },
  refunded: { id: 'mail.receiptDocument.refunded', defaultMessage: 'Refunded' },
  keep: { id: 'mail.receiptDocument.keep', defaultMessage: 'Please keep this receipt for your records.' },
  questions: {
    id: 'mail.receiptDocument.questions',
    defaultMessage: 'Questions about this payment? Write to {email} and quote the reference {reference}.',
  },
});
