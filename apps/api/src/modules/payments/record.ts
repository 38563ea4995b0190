import { isPaymentSettled, OPEN_PAYMENT_STATUSES } from '@cq/shared';
import { and, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Tx } from '../../db/client';
import { type OrderRow, orders, paymentEvents, type UserRow, users } from '../../db/schema';
import { notFound } from '../../lib/errors';
import { enqueueEmail, type MailBrand } from '../../mail';
import { paymentReceiptMessage, paymentRefundedMessage } from '../../mail/templates/payments';
import type { ProviderOutcome } from '../../payments';
import { markContestantPaid } from '../contestants/lifecycle';
import { feeRefundedNotification, paymentReceivedNotification } from '../notifications/messages';
import { createNotification } from '../notifications/producer';
import { latestOrderId } from './repo';

export type RecordSource = 'webhook' | 'verify' | 'checkout';

export interface RecordMeta {
  source: RecordSource;
  /** The provider's event id; the outcome's own id when the fact came from a verification. */
  eventId?: string;
  type: string;
  details?: Record<string, unknown>;
}

export type RecordResult =
  | 'paid'
  | 'already-paid'
  | 'failed'
  | 'mismatch'
  | 'refunded'
  | 'pending'
  /** The same event had been recorded before: nothing changed. */
  | 'replay'
  /** The outcome does not apply to the order's state (e.g. a late failure after payment). */
  | 'unchanged';

/**
 * Records what a provider says about an order, exactly once, whichever path
 * brings it first (webhook, the browser's return, the verify call, the test
 * checkout). One transaction: the event row (unique per provider and event
 * id, so a replay stops here), the order, the user's payment status, the
 * contestant record, the receipt in the outbox and the notification. Locks are
 * taken user first, then order, the same order as initialising a payment.
 */
export async function recordOutcome(
  app: FastifyInstance,
  orderId: string,
  outcome: ProviderOutcome,
  meta: RecordMeta,
): Promise<{ order: OrderRow; result: RecordResult }> {
  const [peek] = await app.db.select().from(orders).where(eq(orders.id, orderId)).limit(1);
  if (!peek) throw notFound();
  if (outcome.kind === 'pending') return { order: peek, result: 'pending' };

  const brand = await app.mail.brand();
  let mailed = false;
  const answer = await app.db.transaction(async (tx) => {
    const [user] = await tx.select().from(users).where(eq(users.id, peek.userId)).for('update');
    const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update');
    if (!user || !order) throw notFound();

    const [event] = await tx
      .insert(paymentEvents)
      .values({
        provider: order.provider,
        eventId: meta.eventId ?? outcome.eventId,
        orderId: order.id,
        type: meta.type,
        source: meta.source,
        details: { outcome: outcome.kind, ...meta.details },
      })
      .onConflictDoNothing()
      .returning({ id: paymentEvents.id });
    if (!event) return { order, result: 'replay' as const };

    switch (outcome.kind) {
      case 'succeeded': {
        const r = await applySuccess(tx, brand, user, order, outcome);
        mailed = r.result === 'paid';
        return r;
      }
      case 'failed':
        return applyFailure(tx, user, order, outcome.reason, outcome.terminal);
      case 'refunded': {
        const r = await applyRefund(tx, brand, user, order);
        mailed = r.result === 'refunded';
        return r;
      }
    }
  });

  if (answer.result === 'mismatch') {
    app.log.warn({ orderId, expected: `${peek.amountMinor} ${peek.currency}`, outcome }, 'payment amount mismatch');
  } else if (answer.result !== 'replay') {
    app.log.info({ orderId, result: answer.result, source: meta.source, type: meta.type }, 'payment outcome recorded');
  }
  if (mailed) app.mail.wake();
  return answer;
}

async function applySuccess(
  tx: Tx,
  brand: MailBrand,
  user: UserRow,
  order: OrderRow,
  outcome: Extract<ProviderOutcome, { kind: 'succeeded' }>,
): Promise<{ order: OrderRow; result: RecordResult }> {
  if (order.status === 'paid') return { order, result: 'already-paid' };
  if (order.status === 'refunded') return { order, result: 'unchanged' };

  // A confirmation counts only for the amount and currency this order asked for.
  if (outcome.amountMinor !== order.amountMinor || outcome.currency.toUpperCase() !== order.currency) {
    const reason = `amount mismatch: asked ${order.amountMinor} ${order.currency}, got ${outcome.amountMinor} ${outcome.currency}`;
    const failed = await applyFailure(tx, user, order, reason, true);
    return { order: failed.order, result: 'mismatch' };
  }

  const paidAt = new Date();
  const [paid] = await tx
    .update(orders)
    .set({
      status: 'paid',
      paidAt,
      failureReason: null,
      providerReference: order.providerReference ?? outcome.providerReference ?? null,
      updatedAt: paidAt,
    })
    .where(and(eq(orders.id, order.id), inArray(orders.status, [...OPEN_PAYMENT_STATUSES])))
    .returning();
  if (!paid) return { order, result: 'already-paid' };

  await tx.update(users).set({ paymentStatus: 'paid', updatedAt: paidAt }).where(eq(users.id, user.id));
  await markContestantPaid(tx, user.id, { amountMinor: paid.amountMinor, currency: paid.currency, paidAt });
  await enqueueEmail(tx, {
    to: user.email,
    ...paymentReceiptMessage(brand, {
      firstName: user.firstName,
      amountMinor: paid.amountMinor,
      currency: paid.currency,
      reference: paid.reference,
      provider: paid.provider,
      paidAt,
    }),
  });
  await createNotification(tx, paymentReceivedNotification(user.id, paid));
  return { order: paid, result: 'paid' };
}

async function applyFailure(
  tx: Tx,
  user: UserRow,
  order: OrderRow,
  reason: string,
  terminal: boolean,
): Promise<{ order: OrderRow; result: RecordResult }> {
  // A failure reported after the order was paid (or refunded) changes nothing.
  if (isPaymentSettled(order.status)) return { order, result: 'unchanged' };
  const [updated] = await tx
    .update(orders)
    .set({ ...(terminal ? { status: 'failed' as const } : {}), failureReason: reason, updatedAt: new Date() })
    .where(eq(orders.id, order.id))
    .returning();
  // The payer's status follows her latest attempt only, and never undoes a payment.
  const isLatest = (await latestOrderId(tx, user.id)) === order.id;
  if (isLatest && (user.paymentStatus === null || user.paymentStatus === 'pending')) {
    await tx.update(users).set({ paymentStatus: 'failed', updatedAt: new Date() }).where(eq(users.id, user.id));
  }
  return { order: updated ?? order, result: 'failed' };
}

async function applyRefund(
  tx: Tx,
  brand: MailBrand,
  user: UserRow,
  order: OrderRow,
): Promise<{ order: OrderRow; result: RecordResult }> {
  if (order.status !== 'paid') return { order, result: 'unchanged' };
  const now = new Date();
  const [refunded] = await tx
    .update(orders)
    .set({ status: 'refunded', refundedAt: now, updatedAt: now })
    .where(and(eq(orders.id, order.id), eq(orders.status, 'paid')))
    .returning();
  if (!refunded) return { order, result: 'unchanged' };

  const [otherPaid] = await tx
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.userId, user.id), eq(orders.status, 'paid')))
    .limit(1);
  if (!otherPaid) {
    await tx.update(users).set({ paymentStatus: 'refunded', updatedAt: now }).where(eq(users.id, user.id));
  }
  await enqueueEmail(tx, {
    to: user.email,
    ...paymentRefundedMessage(brand, {
      firstName: user.firstName,
      amountMinor: refunded.amountMinor,
      currency: refunded.currency,
      reference: refunded.reference,
      provider: refunded.provider,
    }),
  });
  await createNotification(tx, feeRefundedNotification(user.id, refunded));
  return { order: refunded, result: 'refunded' };
}
