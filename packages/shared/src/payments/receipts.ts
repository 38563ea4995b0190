import { z } from 'zod';
import { MANUAL_PAYMENT_METHODS } from '../admin/payments';
import { idSchema, isoDateTimeSchema } from '../api/common';
import { successEnvelope } from '../api/envelope';
import { VOTE_PACK_PRODUCT } from '../voting/packs';
import { invoiceSummarySchema } from './invoices';
import {
  isPaymentSettled,
  ORDER_CLOSED_REASONS,
  ORDER_STATUSES,
  type OrderStatus,
  PAYMENT_PROVIDERS,
} from './messages';

/**
 * What an order bought, for a page to word in its language: the registration fee (of the site, by its name), or
 * a pack of votes in a fan vote (its name; null when the vote is gone). Names are the organisers' words.
 */
export const orderPurchaseSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('fee'), siteName: z.string() }),
  z.object({ kind: z.literal('pack'), votes: z.number().int(), voteName: z.string().nullable() }),
]);
export type OrderPurchase = z.infer<typeof orderPurchaseSchema>;

type OrderOf = { product: string; packVotes: number | null; voteName: string | null };

export function orderPurchase(order: OrderOf, siteName: string): OrderPurchase {
  return order.product === VOTE_PACK_PRODUCT
    ? { kind: 'pack', votes: order.packVotes ?? 0, voteName: order.voteName }
    : { kind: 'fee', siteName };
}

/** What an order bought in English words, as her receipts name it (a page words `orderPurchase` itself). */
export function orderItem(order: OrderOf, siteName: string): string {
  const purchase = orderPurchase(order, siteName);
  if (purchase.kind === 'pack') {
    const { votes } = purchase;
    return `Vote pack: ${votes} vote${votes === 1 ? '' : 's'} in ${purchase.voteName ?? 'a fan vote'}`;
  }
  return `${purchase.siteName} registration fee`;
}

/**
 * Receipts of the registration fee (docs/product/registration.md#receipts): an order has one once money was
 * taken for it (or the fee was waived), that is once it is settled: paid, or paid and later refunded. A pending or
 * failed order has none.
 */
export function hasReceipt(status: OrderStatus | string | null | undefined): boolean {
  return isPaymentSettled(status);
}

/**
 * The receipt's number, the same every time it is printed: the year it was paid and the first twelve hex digits
 * of the order's id (2026-1A2B3C4D5E6F).
 */
export function receiptNumber(orderId: string, paidAt: Date | string): string {
  const year = new Date(paidAt).getUTCFullYear();
  return `${year}-${orderId.replace(/-/g, '').slice(0, 12).toUpperCase()}`;
}

/** receipt-2026-1A2B3C4D5E6F.pdf */
export const receiptFileName = (number: string) => `receipt-${number}.pdf`;

export const RECEIPT_MESSAGES = {
  /** Someone else's order, or none: the same words, so it never shows that an order exists. */
  notFound: 'Payment not found.',
  pending: 'This payment is not complete yet, so there is no receipt for it. A receipt is ready once it is paid.',
  failed: 'This payment did not go through and nothing was taken, so there is no receipt for it.',
  /** A payment that arrived for an order that could no longer be paid: it is being given back in full. */
  notTaken: 'This payment could not be accepted and is being refunded in full, so there is no receipt for it.',
  downloadFailed: 'The receipt could not be downloaded. Please try again.',
  /** Printed on the receipt of a waived fee. */
  waived: 'The registration fee was waived by the organisers: no money was taken.',
} as const;

/** Why an order has no receipt, in the payer's words; null when it has one. */
export function noReceiptReason(status: OrderStatus): string | null {
  if (hasReceipt(status)) return null;
  return status === 'failed' ? RECEIPT_MESSAGES.failed : RECEIPT_MESSAGES.pending;
}

/** GET /payments/mine: her orders of the fee, newest first. */
export const myPaymentSchema = z.object({
  _id: idSchema,
  /** 'registration_fee' or 'vote_pack', and what it bought in English words and for a page to word. */
  product: z.string(),
  item: z.string(),
  purchase: orderPurchaseSchema,
  reference: z.string(),
  status: z.enum(ORDER_STATUSES),
  provider: z.enum(PAYMENT_PROVIDERS),
  /** How a payment the organisers recorded was made (null for a provider's). */
  method: z.enum(MANUAL_PAYMENT_METHODS).nullable(),
  amountMinor: z.number().int(),
  currency: z.string(),
  /** The coupon code the order used and what it took off (minor units); null and 0 without one. */
  couponCode: z.string().nullable(),
  discountMinor: z.number().int(),
  createdAt: isoDateTimeSchema,
  paidAt: isoDateTimeSchema.nullable(),
  refundedAt: isoDateTimeSchema.nullable(),
  /** Set when the order has a receipt (hasReceipt). */
  receiptNumber: z.string().nullable(),
  /** Why a payment was not taken and is refunded automatically (a replaced order, a second fee, a pack over her cap). */
  autoRefund: z.enum(ORDER_CLOSED_REASONS).nullable(),
  /** Her invoice of the order once she asked for one, with its credit notes; absent or null before. */
  invoice: invoiceSummarySchema.nullable().optional(),
});
export type MyPayment = z.infer<typeof myPaymentSchema>;
export const myPaymentsResponseSchema = successEnvelope(z.object({ payments: z.array(myPaymentSchema) }));
