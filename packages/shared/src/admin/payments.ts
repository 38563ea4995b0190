import { z } from 'zod';
import { idSchema, isoDateTimeSchema } from '../api/common';
import { successEnvelope } from '../api/envelope';
import { boundedText, isoDateInput } from '../api/text';
import { invoiceSummarySchema } from '../payments/invoices';
import { ORDER_STATUSES, PAYMENT_PROVIDERS } from '../payments/messages';
import { pageInfoSchema, pagingQuerySchema } from './paging';

/** The back office's payments: every order, read only, with the provider's events. */
export const ORDER_STATUS_LABELS: Record<(typeof ORDER_STATUSES)[number], string> = {
  pending: 'Pending',
  paid: 'Paid',
  failed: 'Failed',
  refunded: 'Refunded',
};
export const PAYMENT_PROVIDER_LABELS: Record<(typeof PAYMENT_PROVIDERS)[number], string> = {
  test: 'Test provider',
  stripe: 'Stripe',
  paystack: 'Paystack',
  manual: 'Recorded by staff',
};

/**
 * A fee paid outside the providers' checkouts, recorded by staff (docs/product/registration.md#recorded-by-staff):
 * a bank transfer or cash, for the fee in full, with its reference; or the fee waived, with the reason. Either
 * moves her on exactly as a paid fee does.
 */
export const MANUAL_PAYMENT_METHODS = ['bank_transfer', 'cash', 'waiver'] as const;
export type ManualPaymentMethod = (typeof MANUAL_PAYMENT_METHODS)[number];
export const MANUAL_PAYMENT_LABELS: Record<ManualPaymentMethod, string> = {
  bank_transfer: 'Bank transfer',
  cash: 'Cash',
  waiver: 'Fee waived',
};

export const manualPaymentBodySchema = z
  .object({
    method: z.enum(MANUAL_PAYMENT_METHODS, { error: 'Choose bank transfer, cash or a waiver' }),
    /** The transfer's or the receipt's reference; none for a waiver. */
    reference: boundedText({ max: 100, tooLong: 'At most 100 characters' }).optional(),
    /** Why (a waiver must say); kept in the audit log. */
    note: boundedText({ max: 500, tooLong: 'At most 500 characters' }).optional(),
  })
  .superRefine((b, ctx) => {
    if (b.method !== 'waiver' && !b.reference)
      ctx.addIssue({
        code: 'custom',
        path: ['reference'],
        message: 'Enter the reference of the transfer or the receipt',
      });
    if (b.method === 'waiver' && !b.note)
      ctx.addIssue({ code: 'custom', path: ['note'], message: 'Say why the fee is waived' });
  });
export type ManualPaymentBody = z.infer<typeof manualPaymentBodySchema>;

/** What a payment reference's comparison ignores: spaces and dashes (a regular expression read alike by the database). */
export const PAYMENT_REFERENCE_IGNORED = '[\\s\\u2010-\\u2015\\u2212-]+';

/**
 * A payment reference as two references are compared: without regard to case, spaces or dashes, so one transfer
 * (`BANK-1a2b`, `bank 1A2B`) can never settle two fees.
 */
export function normalisePaymentReference(reference: string): string {
  return reference.replace(new RegExp(PAYMENT_REFERENCE_IGNORED, 'g'), '').toUpperCase();
}

export const MANUAL_PAYMENT_MESSAGES = {
  recorded: 'Payment recorded: she can now fill in her registration.',
  waived: 'Fee waived: she can now fill in her registration.',
  alreadyPaid: 'Her fee is already paid.',
  notContestant: 'Fees are recorded for contestants’ accounts only.',
  referenceTaken: 'This reference is already recorded for another payment.',
} as const;

const day = isoDateInput('Use a date in the form YYYY-MM-DD');

/**
 * Which day of an order a period reads: the day it was created, or the day its payment was received (a treasurer's
 * month: an order opened in February and paid in March is March's money). An order never paid has no such day.
 */
export const PAYMENT_PERIOD_DATES = ['created', 'paid'] as const;
export type PaymentPeriodDate = (typeof PAYMENT_PERIOD_DATES)[number];
export const PAYMENT_PERIOD_DATE_LABELS: Record<PaymentPeriodDate, string> = {
  created: 'Order created',
  paid: 'Payment received',
};

export const paymentsQuerySchema = pagingQuerySchema
  .extend({
    status: z.enum(ORDER_STATUSES, { error: 'Unknown payment status' }).optional(),
    provider: z.enum(PAYMENT_PROVIDERS, { error: 'Unknown payment provider' }).optional(),
    /** The payer's e-mail or an order reference (ours or the provider's). */
    q: boundedText({ max: 200, tooLong: 'At most 200 characters' }).optional(),
    /** Created (or paid, with `dates=paid`) on or after this day (UTC). */
    from: day.optional(),
    /** Created (or paid, with `dates=paid`) on or before this day (UTC). */
    to: day.optional(),
    /** The day the period reads; the creation day unless `paid`. */
    dates: z.enum(PAYMENT_PERIOD_DATES, { error: 'Choose the day orders were created or paid' }).optional(),
    /** One payer's orders (her record in the back office). */
    userId: idSchema.optional(),
  })
  .refine((q) => !q.from || !q.to || q.from <= q.to, {
    message: 'The end date is before the start date',
    path: ['to'],
  });
export type PaymentsQuery = z.infer<typeof paymentsQuerySchema>;

export const adminPaymentSchema = z.object({
  _id: idSchema,
  reference: z.string(),
  /** What it pays for: 'registration_fee' or 'vote_pack' (absent reads as the fee). */
  product: z.string().optional(),
  providerReference: z.string().nullable(),
  provider: z.enum(PAYMENT_PROVIDERS),
  /** How a payment staff recorded was made (null for a provider's). */
  method: z.enum(MANUAL_PAYMENT_METHODS).nullable(),
  status: z.enum(ORDER_STATUSES),
  amountMinor: z.number().int(),
  currency: z.string(),
  /** The coupon code the order used and what it took off (minor units); null and 0 without one. */
  couponCode: z.string().nullable(),
  discountMinor: z.number().int(),
  email: z.string(),
  name: z.string(),
  createdAt: isoDateTimeSchema,
  paidAt: isoDateTimeSchema.nullable(),
  failureReason: z.string().nullable(),
  /** What has been refunded of it so far (a partial refund included), minor units. */
  refundedMinor: z.number().int(),
});
export type AdminPayment = z.infer<typeof adminPaymentSchema>;

/**
 * A refund, in full or in part, of a paid order (docs/product/back-office.md#refunds): asked by staff through the
 * order's provider (or recorded, for a payment staff recorded), 'requested' until the provider confirms it.
 */
export const REFUND_STATES = ['requested', 'succeeded', 'failed'] as const;
export type RefundState = (typeof REFUND_STATES)[number];
export const REFUND_STATE_LABELS: Record<RefundState, string> = {
  requested: 'Awaiting the provider',
  succeeded: 'Refunded',
  failed: 'Failed',
};

export const refundBodySchema = z.object({
  /** How much to give back, in minor units: at most what remains refundable. */
  amountMinor: z
    .number({ error: 'Enter the amount to refund' })
    .int('Enter the amount in cents')
    .min(0, 'Enter the amount to refund')
    .max(100_000_000, 'Enter the amount to refund'),
  reason: boundedText({ max: 500, tooLong: 'At most 500 characters', required: 'Say why it is refunded' }).min(
    1,
    'Say why it is refunded',
  ),
  /** The request's own key (made when the form opens): a second click with it never refunds twice. */
  idempotencyKey: idSchema,
});
export type RefundBody = z.infer<typeof refundBodySchema>;

export const adminRefundSchema = z.object({
  _id: idSchema,
  amountMinor: z.number().int(),
  currency: z.string(),
  state: z.enum(REFUND_STATES),
  reason: z.string(),
  providerRefundId: z.string().nullable(),
  failureReason: z.string().nullable(),
  /** Who asked for it (null for a refund made at the provider). */
  requestedBy: z.string().nullable(),
  /** The requester's name as her account reads now, for the event log (null when nobody asked, or she is gone). */
  requestedByName: z.string().nullable(),
  createdAt: isoDateTimeSchema,
  settledAt: isoDateTimeSchema.nullable(),
});
export type AdminRefund = z.infer<typeof adminRefundSchema>;

export const REFUND_MESSAGES = {
  requested: 'Refund requested: it is counted once the provider confirms it.',
  refunded: 'Refund recorded.',
  notRefundable: 'Only a paid order can be refunded.',
  exceedsRemaining: 'That is more than what remains to refund on this order.',
  zeroAmount: 'Enter an amount greater than zero.',
  failed: 'The provider refused the refund; nothing was refunded.',
  atProvider: 'Refunded at the provider',
  keyTaken: 'This refund request was made for another order.',
  amountFormat: 'Enter an amount such as 25.00',
} as const;

/**
 * The filtered orders of one currency: how many and for how much, and of those what was received (paid; a waived
 * fee counts 0) and what was paid and then refunded. Amounts in minor units.
 */
export const currencyTotalsSchema = z.object({
  currency: z.string(),
  count: z.number().int(),
  amountMinor: z.number().int(),
  paidCount: z.number().int(),
  paidAmountMinor: z.number().int(),
  refundedCount: z.number().int(),
  refundedAmountMinor: z.number().int(),
});
export type CurrencyTotals = z.infer<typeof currencyTotalsSchema>;

export const paymentsListSchema = pageInfoSchema.extend({
  payments: z.array(adminPaymentSchema),
  /** Paid orders among those matching the filters; amounts per currency in minor units. */
  totals: z.object({
    paidCount: z.number().int(),
    paidAmountMinor: z.record(z.string(), z.number()),
    /** Every currency of the filtered orders, in code order. */
    byCurrency: z.array(currencyTotalsSchema),
  }),
});
export type PaymentsList = z.infer<typeof paymentsListSchema>;
export const paymentsListResponseSchema = successEnvelope(paymentsListSchema);

/** An event as staff see it: only plain values, never anything that looks like a secret. */
export const adminPaymentEventSchema = z.object({
  _id: idSchema,
  type: z.string(),
  source: z.string(),
  details: z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()])),
  receivedAt: isoDateTimeSchema,
});
export type AdminPaymentEvent = z.infer<typeof adminPaymentEventSchema>;

export const paymentDetailSchema = z.object({
  payment: adminPaymentSchema.extend({
    product: z.string(),
    initialisedAt: isoDateTimeSchema.nullable(),
    refundedAt: isoDateTimeSchema.nullable(),
    updatedAt: isoDateTimeSchema,
  }),
  payer: z.object({
    _id: idSchema,
    name: z.string(),
    email: z.string(),
    phoneNumber: z.string().nullable(),
    paymentStatus: z.string().nullable(),
  }),
  events: z.array(adminPaymentEventSchema),
  /** Its refunds, oldest first. */
  refunds: z.array(adminRefundSchema),
  /** What may still be refunded: the amount less what is refunded and what is awaiting the provider. */
  refundableMinor: z.number().int(),
  /** The invoice the payer asked for, with the credit notes of its refunds; null when she asked for none. */
  invoice: invoiceSummarySchema.nullable().optional(),
});
export type PaymentDetail = z.infer<typeof paymentDetailSchema>;
export const paymentDetailResponseSchema = successEnvelope(paymentDetailSchema);
export const refundResponseSchema = successEnvelope(adminRefundSchema);
