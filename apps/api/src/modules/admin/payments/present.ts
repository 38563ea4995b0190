import { type AdminPaymentEvent, type AdminRefund, PAYMENT_PRODUCT_ID, type PaymentDetail } from '@cq/shared';
import type { OrderRow, PaymentEventRow, RefundRow } from '../../../db/schema';

const iso = (d: Date | null) => (d ? d.toISOString() : null);

interface PaymentWithPayer {
  order: OrderRow;
  email: string;
  firstName: string;
  lastName: string;
}

/** What was refunded of an order, a partial refund included (an order refunded in full: all of it). */
export function refundedOf(o: Pick<OrderRow, 'status' | 'amountMinor' | 'refundedMinor'>): number {
  return o.status === 'refunded' ? Math.max(o.refundedMinor, o.amountMinor) : o.refundedMinor;
}

/** One line of the back office's list of payments. */
export function toPaymentSummary(r: PaymentWithPayer) {
  const o = r.order;
  return {
    _id: o.id,
    reference: o.reference,
    // What it pays for when it is not the registration fee (a vote pack); absent for the fee.
    ...(o.product === PAYMENT_PRODUCT_ID ? {} : { product: o.product }),
    providerReference: o.providerReference,
    provider: o.provider,
    method: o.manualMethod,
    status: o.status,
    amountMinor: o.amountMinor,
    currency: o.currency,
    couponCode: o.couponCode,
    discountMinor: o.discountMinor,
    email: r.email,
    name: `${r.firstName} ${r.lastName}`.trim(),
    createdAt: o.createdAt.toISOString(),
    paidAt: iso(o.paidAt),
    failureReason: o.failureReason,
    refundedMinor: refundedOf(o),
  };
}

export function toAdminRefund(r: RefundRow, requestedByName: string | null = null): AdminRefund {
  return {
    _id: r.id,
    amountMinor: r.amountMinor,
    currency: r.currency,
    state: r.state,
    reason: r.reason,
    providerRefundId: r.providerRefundId,
    failureReason: r.failureReason,
    requestedBy: r.requestedBy,
    requestedByName,
    createdAt: r.createdAt.toISOString(),
    settledAt: iso(r.settledAt),
  };
}

// Event details hold ids, statuses and amounts only; anything that could be a credential is dropped all the same.
const SECRET_KEY = /secret|token|password|authori[sz]ation|signature|card|cvc|key/i;

function safeDetails(details: Record<string, unknown>): AdminPaymentEvent['details'] {
  const out: AdminPaymentEvent['details'] = {};
  for (const [key, value] of Object.entries(details ?? {})) {
    if (SECRET_KEY.test(key)) continue;
    if (value === null || ['string', 'number', 'boolean'].includes(typeof value)) {
      out[key] = value as string | number | boolean | null;
    }
  }
  return out;
}

/** One payment with its payer and every event the provider sent about it. */
export function toPaymentDetail(
  row: PaymentWithPayer & { phoneNumber: string | null; paymentStatus: string | null },
  events: PaymentEventRow[],
  refunds: (RefundRow & { requestedByName: string | null })[],
  refundableMinor: number,
): PaymentDetail {
  const o = row.order;
  return {
    payment: {
      ...toPaymentSummary(row),
      product: o.product,
      initialisedAt: iso(o.initialisedAt),
      refundedAt: iso(o.refundedAt),
      updatedAt: o.updatedAt.toISOString(),
    },
    payer: {
      _id: o.userId,
      name: `${row.firstName} ${row.lastName}`.trim(),
      email: row.email,
      phoneNumber: row.phoneNumber || null,
      paymentStatus: row.paymentStatus ?? null,
    },
    events: events.map((e) => ({
      _id: e.id,
      type: e.type,
      source: e.source,
      details: safeDetails(e.details),
      receivedAt: e.receivedAt.toISOString(),
    })),
    refunds: refunds.map((r) => toAdminRefund(r, r.requestedByName)),
    refundableMinor,
  };
}
