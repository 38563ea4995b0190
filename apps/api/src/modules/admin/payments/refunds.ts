import { type AdminRefund, formatAmount, REFUND_MESSAGES as M, type RefundBody } from '@cq/shared';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { type OrderRow, orders } from '../../../db/schema';
import { AppError, badInput, conflict, notFound } from '../../../lib/errors';
import {
  type PaymentProviders,
  type ProviderRefund,
  ProviderRejectedError,
  ProviderUnavailableError,
} from '../../../payments';
import type { AuditActor } from '../../audit/record';
import { recordAudit } from '../../audit/record';
import { recordOutcome } from '../../payments/orders';
import { providerFailure } from '../../payments/repo';
import { toAdminRefund } from './present';
import {
  awaitingRefundMinor,
  findRefund,
  findRefundByKey,
  insertRefund,
  markRefundFailed,
  requesterName,
  setProviderRefundId,
} from './repo';

/**
 * What may still be refunded of an order: nothing unless it is paid; else its amount less what is refunded and
 * what awaits the provider.
 */
export function refundableMinor(
  order: Pick<OrderRow, 'status' | 'amountMinor' | 'refundedMinor'>,
  awaitingMinor: number,
): number {
  if (order.status !== 'paid') return 0;
  return Math.max(0, order.amountMinor - order.refundedMinor - awaitingMinor);
}

/**
 * POST /admin/payments/:id/refunds: staff give back (part of) a paid order. The request is checked and written
 * (with its audit entry) under the order's lock, so two requests can never together exceed what remains; a request
 * whose key was seen before answers that refund again and asks nothing of the provider. Then the order's provider
 * is asked (its webhook confirms the refund later; the test provider confirms it at once); a payment staff
 * recorded, or a fee of nothing, is refunded by recording it.
 */
export async function requestRefund(
  app: FastifyInstance,
  providers: PaymentProviders,
  actor: AuditActor,
  orderId: string,
  body: RefundBody,
): Promise<AdminRefund> {
  const created = await app.db.transaction(async (tx) => {
    const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update');
    if (!order) throw notFound('Payment not found.');
    const seen = await findRefundByKey(tx, body.idempotencyKey);
    if (seen) {
      if (seen.orderId !== order.id) throw conflict(M.keyTaken);
      return { order, refund: seen, replay: true };
    }
    if (order.status !== 'paid') throw conflict(M.notRefundable);
    if (body.amountMinor === 0 && order.amountMinor > 0) throw badInput(M.zeroAmount, { amountMinor: M.zeroAmount });
    const remaining = refundableMinor(order, await awaitingRefundMinor(tx, order.id));
    if (body.amountMinor > remaining) throw conflict(M.exceedsRemaining);

    const recorded = order.provider === 'manual' || order.amountMinor === 0;
    const refund = await insertRefund(tx, {
      orderId: order.id,
      amountMinor: body.amountMinor,
      currency: order.currency,
      provider: order.provider,
      reason: body.reason,
      idempotencyKey: body.idempotencyKey,
      requestedBy: actor.id,
    });
    const amount = formatAmount(body.amountMinor, order.currency);
    await recordAudit(tx, actor, {
      resource: 'payments',
      action: 'payments.refund',
      recordId: order.id,
      summary: `Refunded ${amount} of ${order.reference}${recorded ? ' (recorded)' : ''}: ${body.reason}`,
      details: {
        refundId: refund.id,
        amountMinor: body.amountMinor,
        currency: order.currency,
        reason: body.reason,
        provider: order.provider,
      },
    });
    return { order, refund, replay: false };
  });

  const { order, refund, replay } = created;
  if (replay) return toAdminRefund(refund, await requesterName(app.db, refund.requestedBy));
  if (order.provider === 'manual' || order.amountMinor === 0) {
    const providerRefundId = `recorded-${refund.id}`;
    await setProviderRefundId(app.db, refund.id, providerRefundId);
    await recordOutcome(
      app,
      order.id,
      {
        kind: 'refunded',
        eventId: `refund:${refund.id}`,
        refund: { providerRefundId, amountMinor: refund.amountMinor },
      },
      { source: 'staff', type: 'refund.recorded', details: { refund: refund.id, amount: refund.amountMinor } },
    );
    return toAdminRefund((await findRefund(app.db, refund.id)) ?? refund, await requesterName(app.db, actor.id));
  }

  let answer: ProviderRefund;
  try {
    answer = await providers
      .get(order.provider)
      .refund(order, { refundId: refund.id, amountMinor: refund.amountMinor, reason: refund.reason });
  } catch (err) {
    if (err instanceof ProviderRejectedError || err instanceof ProviderUnavailableError) {
      app.log.warn({ err, orderId: order.id, refundId: refund.id }, 'payment provider: refund failed');
      await markRefundFailed(app.db, refund.id, err.message);
      if (err instanceof ProviderRejectedError) throw new AppError(502, M.failed);
    }
    throw providerFailure(err);
  }
  if (answer.providerRefundId) await setProviderRefundId(app.db, refund.id, answer.providerRefundId);
  if (answer.outcome) {
    await recordOutcome(app, order.id, answer.outcome, {
      source: 'checkout',
      type: 'refund.succeeded',
      details: { refund: answer.providerRefundId, amount: refund.amountMinor },
    });
  }
  return toAdminRefund((await findRefund(app.db, refund.id)) ?? refund, await requesterName(app.db, actor.id));
}
