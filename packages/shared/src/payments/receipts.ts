import { z } from 'zod';
import { MANUAL_PAYMENT_METHODS } from '../admin/payments';
import { idSchema, isoDateTimeSchema } from '../api/common';
import { successEnvelope } from '../api/envelope';
import { VOTE_PACK_PRODUCT } from '../voting/packs';
import { isPaymentSettled, ORDER_STATUSES, type OrderStatus, PAYMENT_PROVIDERS } from './messages';

/** What an order bought, as her receipts and her list of payments name it. */
export function orderItem(
  order: { product: string; packVotes: number | null; voteName: string | null },
  siteName: string,
): string {
  if (order.product === VOTE_PACK_PRODUCT) {
    const votes = order.packVotes ?? 0;
    return `Vote pack: ${votes} vote${votes === 1 ? '' : 's'} in ${order.voteName ?? 'a fan vote'}`;
  }
  return `${siteName} registration fee`;
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
  /** 'registration_fee' or 'vote_pack', and what it bought in words. */
  product: z.string(),
  item: z.string(),
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
});
export type MyPayment = z.infer<typeof myPaymentSchema>;
export const myPaymentsResponseSchema = successEnvelope(z.object({ payments: z.array(myPaymentSchema) }));
