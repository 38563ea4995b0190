import { z } from 'zod';
import { idSchema, isoDateTimeSchema } from '../api/common';
import { successEnvelope } from '../api/envelope';
import { boundedText } from '../api/text';

/**
 * Invoices and credit notes. An invoice is made when a payer asks for one from her receipt, with the billing name
 * and address she gives; a credit note is made for each refund of an invoiced order. Each kind is numbered in its
 * own series per calendar year, without gaps: 2026-000001 for invoices, CN-2026-000001 for credit notes.
 */
export const INVOICE_SERIES = ['invoice', 'credit_note'] as const;
export type InvoiceSeries = (typeof INVOICE_SERIES)[number];

/** 2026-000001 (an invoice), CN-2026-000001 (a credit note). */
export function documentNumber(series: InvoiceSeries, year: number, sequence: number): string {
  const number = `${year}-${String(sequence).padStart(6, '0')}`;
  return series === 'invoice' ? number : `CN-${number}`;
}

/** invoice-2026-000001.pdf, credit-note-CN-2026-000001.pdf */
export const invoiceFileName = (number: string) => `invoice-${number}.pdf`;
export const creditNoteFileName = (number: string) => `credit-note-${number}.pdf`;

export const INVOICE_MESSAGES = {
  billingName: 'Enter the name the invoice is made out to.',
  billingNameTooLong: 'The billing name is at most 120 characters.',
  billingAddress: 'Enter the billing address.',
  billingAddressTooLong: 'The billing address is at most 400 characters.',
  taxNumber: 'Enter the tax number as letters and digits (4 to 20 of them), or leave it empty.',
  notFound: 'Invoice not found.',
  creditNoteNotFound: 'Credit note not found.',
  notInvoiceable: 'An invoice can only be made for a payment that went through and took money.',
  billingNotSet: 'Invoices cannot be made yet: the organisers have not given their billing details.',
  issued: 'Your invoice is ready.',
  requestFailed: 'The invoice could not be made. Please try again.',
  downloadFailed: 'The document could not be downloaded. Please try again.',
} as const;

/** Spaces, dots, dashes and slashes people write inside a tax number; the number itself is letters and digits. */
const TAX_SEPARATORS = /[\s./-]/g;
const TAX_NUMBER = /^[A-Z0-9]{4,20}$/;

/** A tax number as it is kept and printed: upper case, without separators (FR 12 345 678 901 → FR12345678901). */
export function normaliseTaxNumber(value: string): string {
  return value.replace(TAX_SEPARATORS, '').toUpperCase();
}

/** A tax number field: empty means none (null); otherwise letters and digits, at least two of them digits. */
export function taxNumberField(message: string) {
  return boundedText({ max: 40, tooLong: message })
    .transform(normaliseTaxNumber)
    .refine((v) => v === '' || (TAX_NUMBER.test(v) && (v.match(/\d/g)?.length ?? 0) >= 2), message)
    .transform((v) => (v === '' ? null : v));
}

/** POST /payments/:id/invoice: who the invoice is made out to. */
export const invoiceRequestSchema = z.object({
  name: boundedText({
    max: 120,
    tooLong: INVOICE_MESSAGES.billingNameTooLong,
    required: INVOICE_MESSAGES.billingName,
    singleLine: true,
  }).min(1, INVOICE_MESSAGES.billingName),
  address: boundedText({
    max: 400,
    tooLong: INVOICE_MESSAGES.billingAddressTooLong,
    required: INVOICE_MESSAGES.billingAddress,
  }).min(5, INVOICE_MESSAGES.billingAddress),
  taxNumber: taxNumberField(INVOICE_MESSAGES.taxNumber),
});
export type InvoiceRequestInput = z.input<typeof invoiceRequestSchema>;
export type InvoiceRequest = z.output<typeof invoiceRequestSchema>;

/** A credit note as her payments list shows it. */
export const creditNoteSummarySchema = z.object({
  _id: idSchema,
  number: z.string(),
  amountMinor: z.number().int(),
  issuedAt: isoDateTimeSchema,
});
export type CreditNoteSummary = z.infer<typeof creditNoteSummarySchema>;

/** An invoice as her payments list shows it, with the credit notes of the refunds made since. */
export const invoiceSummarySchema = z.object({
  _id: idSchema,
  number: z.string(),
  issuedAt: isoDateTimeSchema,
  creditNotes: z.array(creditNoteSummarySchema),
});
export type InvoiceSummary = z.infer<typeof invoiceSummarySchema>;
export const invoiceResponseSchema = successEnvelope(z.object({ invoice: invoiceSummarySchema }));

/** The organisers' details printed on every invoice and credit note (the back office's settings). */
export const BILLING_SETTINGS_MESSAGES = {
  legalName: 'Enter the organisation’s legal name',
  legalNameTooLong: 'The legal name is at most 160 characters',
  address: 'Enter the organisation’s postal address',
  addressTooLong: 'The address is at most 400 characters',
  taxNumber: 'Enter the tax number as letters and digits (4 to 20 of them), or leave it empty',
  saved: 'Billing details saved.',
} as const;

/** How the billing details are stored; empty until staff save them (no invoice can be made until then). */
export const billingSettingsSchema = z.object({
  legalName: z.string(),
  address: z.string(),
  taxNumber: z.string().nullable(),
});
export type BillingSettings = z.infer<typeof billingSettingsSchema>;
export const UNSET_BILLING_SETTINGS: BillingSettings = { legalName: '', address: '', taxNumber: null };

/** PUT /admin/settings/billing. */
export const billingSettingsUpdateSchema = z.object({
  legalName: boundedText({
    max: 160,
    tooLong: BILLING_SETTINGS_MESSAGES.legalNameTooLong,
    required: BILLING_SETTINGS_MESSAGES.legalName,
    singleLine: true,
  }).min(1, BILLING_SETTINGS_MESSAGES.legalName),
  address: boundedText({
    max: 400,
    tooLong: BILLING_SETTINGS_MESSAGES.addressTooLong,
    required: BILLING_SETTINGS_MESSAGES.address,
  }).min(5, BILLING_SETTINGS_MESSAGES.address),
  taxNumber: taxNumberField(BILLING_SETTINGS_MESSAGES.taxNumber),
});
export type BillingSettingsUpdateInput = z.input<typeof billingSettingsUpdateSchema>;

export const ACCOUNTING_EXPORT_MESSAGES = {
  date: 'Choose a day (YYYY-MM-DD)',
  order: 'The period must end on or after the day it starts',
  tooLong: 'Choose a period of at most 366 days',
  downloadFailed: 'The accounting export could not be downloaded. Please try again.',
} as const;

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const day = boundedText({
  max: 10,
  tooLong: ACCOUNTING_EXPORT_MESSAGES.date,
  required: ACCOUNTING_EXPORT_MESSAGES.date,
})
  .regex(DAY, ACCOUNTING_EXPORT_MESSAGES.date)
  .refine(
    (v) => !Number.isNaN(Date.parse(`${v}T00:00:00Z`)) && new Date(`${v}T00:00:00Z`).toISOString().startsWith(v),
    {
      message: ACCOUNTING_EXPORT_MESSAGES.date,
    },
  );

/** GET /admin/payments/accounting.csv: the days (UTC, both included) whose charges, refunds and fees it lists. */
export const accountingExportQuerySchema = z
  .object({ from: day, to: day })
  .refine((q) => q.from <= q.to, { message: ACCOUNTING_EXPORT_MESSAGES.order, path: ['to'] })
  .refine((q) => Date.parse(q.to) - Date.parse(q.from) <= 365 * 86_400_000, {
    message: ACCOUNTING_EXPORT_MESSAGES.tooLong,
    path: ['to'],
  });
export type AccountingExportQuery = z.infer<typeof accountingExportQuerySchema>;

/** accounting-2026-01-01-to-2026-03-31.csv */
export const accountingFileName = (q: AccountingExportQuery) => `accounting-${q.from}-to-${q.to}.csv`;
