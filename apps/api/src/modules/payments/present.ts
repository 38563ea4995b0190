import {
  AUTOMATIC_REFUND_MESSAGES,
  fromMinorUnits,
  PAYMENT_SERVER_MESSAGES,
  type PaymentData,
  packCreditedMessage,
  VOTE_PACK_MESSAGES,
  VOTE_PACK_PRODUCT,
} from '@cq/shared';
import type { OrderRow } from '../../db/schema';
import type { ProviderOutcome } from '../../payments';
import type { RecordResult } from './orders';

export interface Verification {
  paymentData: PaymentData;
  message: string;
}

/** An order as the payer's browser sees it; `status` overrides the stored one (a mismatch reads as failed). */
export function paymentDataOf(order: OrderRow, status: PaymentData['status'] = order.status): PaymentData {
  return {
    status,
    orderId: order.id,
    reference: order.reference,
    provider: order.provider,
    amount: fromMinorUnits(order.amountMinor),
    currency: order.currency,
    paidAt: order.paidAt ? order.paidAt.toISOString() : null,
  };
}

/** What the browser is told after a check: the order as it now stands and the message that explains it. */
export function toVerification(order: OrderRow, outcome: ProviderOutcome | null, result: RecordResult): Verification {
  const pack = order.product === VOTE_PACK_PRODUCT;
  // A payment not taken reads as refunded from the start: it is being given back in full.
  if (order.closedReason && (order.status === 'paid' || order.status === 'refunded')) {
    return { paymentData: paymentDataOf(order, 'refunded'), message: AUTOMATIC_REFUND_MESSAGES[order.closedReason] };
  }
  if (order.status === 'paid') {
    const message = pack ? packCreditedMessage(order.packVotes ?? 0) : PAYMENT_SERVER_MESSAGES.paid;
    return { paymentData: paymentDataOf(order), message };
  }
  if (order.status === 'refunded') {
    return { paymentData: paymentDataOf(order), message: PAYMENT_SERVER_MESSAGES.refundedNotice };
  }
  if (result === 'mismatch' || outcome?.kind === 'succeeded') {
    const message = pack ? VOTE_PACK_MESSAGES.mismatch : PAYMENT_SERVER_MESSAGES.mismatch;
    return { paymentData: paymentDataOf(order, 'failed'), message };
  }
  if (outcome?.kind === 'failed') return { paymentData: paymentDataOf(order, 'failed'), message: outcome.reason };
  if (order.status === 'failed') {
    return { paymentData: paymentDataOf(order), message: PAYMENT_SERVER_MESSAGES.declined };
  }
  return { paymentData: paymentDataOf(order), message: PAYMENT_SERVER_MESSAGES.pending };
}
