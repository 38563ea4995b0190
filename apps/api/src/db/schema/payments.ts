import type {
  BillingSettings,
  InvoiceSeries,
  ManualPaymentMethod,
  OrderClosedReason,
  OrderStatus,
  PaymentProviderName,
  RefundState,
} from '@cq/shared';
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { clearedWith, createdAt, ownedBy, primaryId, timestamptz, updatedAt } from './columns';
import { users } from './users';
import { fanVotes } from './voting';

/**
 * One order per payment attempt of the registration fee. The amount (minor
 * units) and currency are copied from the registration settings when the order
 * is made, so a later fee change never alters what a provider is asked to
 * confirm. `reference` is ours (sent to the provider and back on the return
 * URL); `provider_reference` is the provider's own id (Stripe's PaymentIntent).
 */
export const orders = pgTable(
  'orders',
  {
    id: primaryId(),
    userId: ownedBy('user_id', () => users.id),
    product: text('product').notNull().default('registration_fee'),
    amountMinor: integer('amount_minor').notNull(),
    currency: text('currency').notNull(),
    provider: text('provider').$type<PaymentProviderName>().notNull(),
    reference: text('reference').notNull(),
    providerReference: text('provider_reference'),
    authorizationUrl: text('authorization_url'),
    status: text('status').$type<OrderStatus>().notNull().default('pending'),
    failureReason: text('failure_reason'),
    /**
     * Set when the order no longer takes a payment (replaced, its fee settled another way) or when a payment that
     * arrived could not be taken (a pack over her cap, a second fee): that payment is refunded automatically.
     */
    closedReason: text('closed_reason').$type<OrderClosedReason>(),
    /** Set while one request asks the provider to start this payment; a second click waits for it. */
    initStartedAt: timestamptz('init_started_at'),
    initialisedAt: timestamptz('initialised_at'),
    paidAt: timestamptz('paid_at'),
    refundedAt: timestamptz('refunded_at'),
    /** What has been refunded so far (minor units): the refunds confirmed; the order is 'refunded' once it reaches the amount. */
    refundedMinor: integer('refunded_minor').notNull().default(0),
    /** A payment staff recorded (provider 'manual'): how it was paid, who recorded it and why. */
    manualMethod: text('manual_method').$type<ManualPaymentMethod>(),
    recordedBy: clearedWith('recorded_by', () => users.id),
    note: text('note'),
    /** The coupon code she paid with (its code kept as entered), and what it took off the fee (minor units). */
    couponId: clearedWith('coupon_id', (): AnyPgColumn => coupons.id),
    couponCode: text('coupon_code'),
    discountMinor: integer('discount_minor').notNull().default(0),
    /** A vote pack (product 'vote_pack'): the fan vote it is for and its number of votes, credited once paid. */
    voteId: clearedWith('vote_id', (): AnyPgColumn => fanVotes.id),
    packVotes: integer('pack_votes'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('orders_reference_unique').on(t.reference),
    uniqueIndex('orders_provider_reference_unique').on(t.provider, t.providerReference),
    index('orders_user_idx').on(t.userId, t.createdAt),
    // At most one open order per user and product: a second click reuses it instead of charging twice.
    uniqueIndex('orders_one_pending_per_user').on(t.userId, t.product).where(sql`${t.status} = 'pending'`),
    check('orders_amount_non_negative', sql`${t.amountMinor} >= 0`),
    check('orders_refunded_within_amount', sql`${t.refundedMinor} >= 0 and ${t.refundedMinor} <= ${t.amountMinor}`),
  ],
);
export type OrderRow = typeof orders.$inferSelect;

/**
 * Every provider event applied to an order, keyed by the provider's event id:
 * a replayed webhook finds its key taken and changes nothing. Only the
 * normalised facts are kept (never a client secret).
 */
export const paymentEvents = pgTable(
  'payment_events',
  {
    id: primaryId(),
    provider: text('provider').$type<PaymentProviderName>().notNull(),
    eventId: text('event_id').notNull(),
    orderId: uuid('order_id').references(() => orders.id, { onDelete: 'cascade' }),
    type: text('type').notNull(),
    /** webhook, verify (the browser's return or verify call) or checkout (the test provider's page). */
    source: text('source').notNull(),
    details: jsonb('details').$type<Record<string, unknown>>().notNull().default({}),
    receivedAt: timestamptz('received_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('payment_events_provider_event_unique').on(t.provider, t.eventId),
    index('payment_events_order_idx').on(t.orderId),
  ],
);
export type PaymentEventRow = typeof paymentEvents.$inferSelect;

/**
 * The built-in test provider's own books: what its checkout page was asked to
 * collect and what the payer chose. It stands where a real provider's records
 * would, so verification reads from here, not from the order.
 */
export const testCheckouts = pgTable('test_checkouts', {
  reference: text('reference').primaryKey(),
  amountMinor: integer('amount_minor').notNull(),
  currency: text('currency').notNull(),
  email: text('email').notNull(),
  status: text('status').$type<'open' | 'approved' | 'declined'>().notNull().default('open'),
  createdAt: createdAt(),
  decidedAt: timestamptz('decided_at'),
});
export type TestCheckoutRow = typeof testCheckouts.$inferSelect;

/**
 * A refund of (part of) a paid order, asked by staff or made at the provider. It is 'requested' until the
 * provider confirms it (its webhook, or at once for the test provider and a payment staff recorded), then
 * 'succeeded' and counted in the order's refunded amount; or 'failed'. `idempotency_key` is the staff request's
 * own key (a second click finds it taken); `provider_refund_id` is the provider's id of the refund.
 */
export const refunds = pgTable(
  'refunds',
  {
    id: primaryId(),
    orderId: ownedBy('order_id', () => orders.id),
    amountMinor: integer('amount_minor').notNull(),
    currency: text('currency').notNull(),
    provider: text('provider').$type<PaymentProviderName>().notNull(),
    providerRefundId: text('provider_refund_id'),
    state: text('state').$type<RefundState>().notNull().default('requested'),
    reason: text('reason').notNull(),
    failureReason: text('failure_reason'),
    idempotencyKey: text('idempotency_key'),
    requestedBy: clearedWith('requested_by', () => users.id),
    createdAt: createdAt(),
    settledAt: timestamptz('settled_at'),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('refunds_idempotency_key_unique').on(t.idempotencyKey),
    uniqueIndex('refunds_provider_refund_unique').on(t.provider, t.providerRefundId),
    index('refunds_order_idx').on(t.orderId, t.createdAt),
    check('refunds_amount_non_negative', sql`${t.amountMinor} >= 0`),
  ],
);
export type RefundRow = typeof refunds.$inferSelect;

/** The test provider's books of refunds: what it was asked to give back for a checkout. */
export const testRefunds = pgTable('test_refunds', {
  id: text('id').primaryKey(),
  reference: text('reference')
    .notNull()
    .references(() => testCheckouts.reference, { onDelete: 'cascade' }),
  amountMinor: integer('amount_minor').notNull(),
  createdAt: createdAt(),
});

/**
 * A coupon code staff made (docs/product/registration.md#coupon-codes): a percentage or a fixed amount off the fee,
 * for at most `max_uses` contestants, until its last day. `uses` counts the contestants holding a use (one row each
 * in coupon_uses); it is raised only by `uses < max_uses`, in the transaction that makes her order.
 */
export const coupons = pgTable(
  'coupons',
  {
    id: primaryId(),
    /** In capitals: codes are read without regard to case. */
    code: text('code').notNull(),
    percentOff: integer('percent_off'),
    amountOffMinor: integer('amount_off_minor'),
    /** The currency of a fixed amount: the fee's when the code was made. */
    currency: text('currency'),
    maxUses: integer('max_uses').notNull(),
    uses: integer('uses').notNull().default(0),
    /** The last day (UTC) it is accepted. */
    expiresOn: date('expires_on', { mode: 'string' }),
    note: text('note'),
    active: boolean('active').notNull().default(true),
    createdBy: clearedWith('created_by', () => users.id),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('coupons_code_unique').on(t.code),
    check('coupons_uses_non_negative', sql`${t.uses} >= 0`),
    check('coupons_max_uses_positive', sql`${t.maxUses} >= 1`),
    check(
      'coupons_one_discount',
      sql`(${t.percentOff} is null) <> (${t.amountOffMinor} is null) and (${t.percentOff} is null or ${t.percentOff} between 1 and 100) and (${t.amountOffMinor} is null or ${t.amountOffMinor} >= 1)`,
    ),
  ],
);
export type CouponRow = typeof coupons.$inferSelect;

/** One contestant's use of a code, held by her order: one per code and contestant. */
export const couponUses = pgTable(
  'coupon_uses',
  {
    id: primaryId(),
    couponId: ownedBy('coupon_id', () => coupons.id),
    userId: ownedBy('user_id', () => users.id),
    orderId: ownedBy('order_id', () => orders.id),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('coupon_uses_coupon_user_unique').on(t.couponId, t.userId),
    index('coupon_uses_order_idx').on(t.orderId),
  ],
);

/**
 * The last number given in each series of documents (invoices, credit notes) per calendar year. A number is taken
 * by raising `last` in the transaction that writes the document: the row stays locked until it commits, so two
 * requests take numbers one after the other, and a transaction that fails gives its number back (no gap).
 */
export const documentCounters = pgTable(
  'document_counters',
  {
    series: text('series').$type<InvoiceSeries>().notNull(),
    year: integer('year').notNull(),
    last: integer('last').notNull(),
  },
  (t) => [primaryKey({ columns: [t.series, t.year] })],
);

/**
 * An invoice she asked for from her receipt: one per order. It keeps what it says as it was issued (the
 * organisers' details, her billing details, what was bought and for how much, in her language then), so it
 * reads the same forever, even once the order or her account is gone.
 */
export const invoices = pgTable(
  'invoices',
  {
    id: primaryId(),
    number: text('number').notNull(),
    year: integer('year').notNull(),
    sequence: integer('sequence').notNull(),
    orderId: clearedWith('order_id', () => orders.id),
    userId: clearedWith('user_id', () => users.id),
    orderReference: text('order_reference').notNull(),
    product: text('product').notNull(),
    /** What was bought, in the words printed on the invoice. */
    item: text('item').notNull(),
    amountMinor: integer('amount_minor').notNull(),
    currency: text('currency').notNull(),
    billingName: text('billing_name').notNull(),
    billingAddress: text('billing_address').notNull(),
    billingTaxNumber: text('billing_tax_number'),
    billingEmail: text('billing_email').notNull(),
    issuer: jsonb('issuer').$type<BillingSettings>().notNull(),
    language: text('language').notNull(),
    issuedAt: timestamptz('issued_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('invoices_number_unique').on(t.number),
    uniqueIndex('invoices_year_sequence_unique').on(t.year, t.sequence),
    uniqueIndex('invoices_order_unique').on(t.orderId),
    index('invoices_issued_idx').on(t.issuedAt),
  ],
);
export type InvoiceRow = typeof invoices.$inferSelect;

/** A credit note for one refund of an invoiced order, numbered in its own series, referring to the invoice. */
export const creditNotes = pgTable(
  'credit_notes',
  {
    id: primaryId(),
    number: text('number').notNull(),
    year: integer('year').notNull(),
    sequence: integer('sequence').notNull(),
    invoiceId: uuid('invoice_id')
      .notNull()
      .references(() => invoices.id, { onDelete: 'restrict' }),
    refundId: clearedWith('refund_id', () => refunds.id),
    amountMinor: integer('amount_minor').notNull(),
    currency: text('currency').notNull(),
    issuedAt: timestamptz('issued_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('credit_notes_number_unique').on(t.number),
    uniqueIndex('credit_notes_year_sequence_unique').on(t.year, t.sequence),
    uniqueIndex('credit_notes_refund_unique').on(t.refundId),
    index('credit_notes_invoice_idx').on(t.invoiceId),
  ],
);
export type CreditNoteRow = typeof creditNotes.$inferSelect;
