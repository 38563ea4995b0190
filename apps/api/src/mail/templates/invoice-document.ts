import { defineMailMessages } from '../i18n';

/**
 * The words printed on an invoice and a credit note, in the payer's language when she asked for the invoice. The
 * words they share with the receipt (issued by, description, amount, references) are the receipt's own.
 */
export const invoiceDocumentMail = defineMailMessages({
  invoiceTitle: { id: 'mail.invoiceDocument.invoiceTitle', defaultMessage: 'INVOICE' },
  creditNoteTitle: { id: 'mail.invoiceDocument.creditNoteTitle', defaultMessage: 'CREDIT NOTE' },
  billedTo: { id: 'mail.invoiceDocument.billedTo', defaultMessage: 'Billed to' },
  taxNumber: { id: 'mail.invoiceDocument.taxNumber', defaultMessage: 'Tax number: {number}' },
  totalInvoiced: { id: 'mail.invoiceDocument.totalInvoiced', defaultMessage: 'Total invoiced' },
  totalCredited: { id: 'mail.invoiceDocument.totalCredited', defaultMessage: 'Total credited' },
  paidInFull: {
    id: 'mail.invoiceDocument.paidInFull',
    defaultMessage: 'Paid in full on {date}: nothing remains to be paid.',
  },
  credits: {
    id: 'mail.invoiceDocument.credits',
    defaultMessage: 'This credit note cancels {amount} of invoice {invoice}; that amount was refunded to you.',
  },
  refundOf: { id: 'mail.invoiceDocument.refundOf', defaultMessage: 'Refund: {item}' },
  invoiceDetails: { id: 'mail.invoiceDocument.invoiceDetails', defaultMessage: 'Invoice details' },
  creditNoteDetails: { id: 'mail.invoiceDocument.creditNoteDetails', defaultMessage: 'Credit note details' },
  invoiceNumber: { id: 'mail.invoiceDocument.invoiceNumber', defaultMessage: 'Invoice number' },
  creditNoteNumber: { id: 'mail.invoiceDocument.creditNoteNumber', defaultMessage: 'Credit note number' },
  dateIssued: { id: 'mail.invoiceDocument.dateIssued', defaultMessage: 'Date of issue' },
  keepInvoice: { id: 'mail.invoiceDocument.keepInvoice', defaultMessage: 'Please keep this invoice for your records.' },
  keepCreditNote: {
    id: 'mail.invoiceDocument.keepCreditNote',
    defaultMessage: 'Please keep this credit note with its invoice.',
  },
});
