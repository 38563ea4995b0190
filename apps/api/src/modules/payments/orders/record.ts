import { isPaymentSettled, OPEN_PAYMENT_STATUSES, REFUND_MESSAGES } from '@cq/shared';
import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Tx } from '#api/db/client';
import { type OrderRow, orders, paymentEvents, type RefundRow, refunds, type UserRow, users } from '#api/db/schema';
import { notFound } from '#api/lib/errors';
import { enqueueEmail, type MailBrand } from '#api/mail';
import { refundReceiptMessage } from '#api/mail/templates/payments';
import type { ProviderOutcome } from '#api/payments';
import { releaseUseOf, retakeUse } from '../coupons-repo';
import { issueCreditNotes } from '../invoices/service';
import { queueAutomaticRefund, refusalOf, sendAutomaticRefund } from './automatic-refunds';
import { productOf, receiptDetails } from './products';

/** `staff`: a refund of a payment staff recorded, recorded by staff. */
export type RecordSource = 'webhook' | 'verify' | 'checkout' | 'staff';

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
  /** Paid, but not taken (a replaced order, a second fee, a pack over her cap): refunded automatically. */
  | 'refused'
  /** Part of it was refunded: the order stays paid, with its refunded amount. */
  | 'partially-refunded'
  | 'refund-failed'
  | 'pending'
  /** The same event had been recorded before: nothing changed. */
  | 'replay'
  /** The outcome does not apply to the order's state (e.g. a late failure after payment). */
  | 'unchanged';

/**
 * Records what a provider says about an order, exactly once, whichever path
 * brings it first (webhook, the browser's return, the verify call, the test
 * checkout, staff). One transaction: the event row (unique per provider and
 * event id, so a replay stops here), the order, and what its product does with
 * it (products.ts: the fee marks her registration paid, a pack credits its
 * votes; each with its receipt in the outbox). Locks are taken user first, then
 * order, the same order as planning an order (start.ts).
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
        const r = await applyRefundOutcome(tx, brand, user, order, outcome);
        mailed = r.result === 'refunded' || r.result === 'partially-refunded';
        return r;
      }
      case 'refund-failed':
        return applyRefundFailure(tx, order, outcome);
    }
  });

  if (answer.result === 'mismatch') {
    app.log.warn({ orderId, expected: `${peek.amountMinor} ${peek.currency}`, outcome }, 'payment amount mismatch');
  } else if (answer.result !== 'replay') {
    app.log.info({ orderId, result: answer.result, source: meta.source, type: meta.type }, 'payment outcome recorded');
  }
  if (mailed) app.mail.wake();
  // A payment not taken is given back now that it is recorded (also when an earlier attempt was cut short).
  if (answer.order.closedReason && answer.order.status === 'paid') await sendAutomaticRefund(app, orderId);
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

  // A payment for an order that takes none, a second fee or a pack over her cap: recorded, not taken.
  const refusal = await refusalOf(tx, order);
  const paidAt = new Date();
  const [paid] = await tx
    .update(orders)
    .set({
      status: 'paid',
      paidAt,
      closedReason: refusal,
      ...(refusal ? {} : { failureReason: null }),
      providerReference: order.providerReference ?? outcome.providerReference ?? null,
      updatedAt: paidAt,
    })
    .where(and(eq(orders.id, order.id), inArray(orders.status, [...OPEN_PAYMENT_STATUSES])))
    .returning();
  if (!paid) return { order, result: 'already-paid' };
  if (refusal) {
    await queueAutomaticRefund(tx, paid, refusal);
    return { order: paid, result: 'refused' };
  }

  // Paid after it had failed (its use of a code given back meanwhile): the use counts again.
  if (paid.couponId) await retakeUse(tx, paid.couponId, user.id, paid.id);
  // What the product credits (the fee marks her registration paid, a pack adds its votes: decision 0028), once:
  // only the update above that found the order open gets this far.
  await productOf(paid).paid(tx, { brand, user, order: paid, paidAt });
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
  // A failed order gives back its use of a coupon code.
  if (terminal) await releaseUseOf(tx, order.id);
  await productOf(order).failed?.(tx, { user, order: updated ?? order });
  return { order: updated ?? order, result: 'failed' };
}

/**
 * A refund the provider confirms: one refund (by its id, else the oldest one awaiting the provider with its amount,
 * else one made at the provider), or what it has refunded of the payment in all (the refunds awaiting it are
 * settled, oldest first, and any rest was made at the provider). A refund already counted changes nothing. The
 * order keeps its refunded amount; once it reaches the amount, the order is refunded with all that follows.
 */
async function applyRefundOutcome(
  tx: Tx,
  brand: MailBrand,
  user: UserRow,
  order: OrderRow,
  outcome: Extract<ProviderOutcome, { kind: 'refunded' }>,
): Promise<{ order: OrderRow; result: RecordResult }> {
  if (order.status !== 'paid') return { order, result: 'unchanged' };
  const now = new Date();
  const remaining = order.amountMinor - order.refundedMinor;
  const awaiting = await tx
    .select()
    .from(refunds)
    .where(and(eq(refunds.orderId, order.id), eq(refunds.state, 'requested')))
    .orderBy(asc(refunds.createdAt), asc(refunds.id));
  const settle = (row: RefundRow, providerRefundId: string | null) =>
    tx
      .update(refunds)
      .set({
        state: 'succeeded',
        settledAt: now,
        updatedAt: now,
        providerRefundId: row.providerRefundId ?? providerRefundId,
      })
      .where(eq(refunds.id, row.id));
  const atProvider = (amountMinor: number, providerRefundId: string | null) =>
    tx.insert(refunds).values({
      orderId: order.id,
      amountMinor,
      currency: order.currency,
      provider: order.provider,
      providerRefundId,
      state: 'succeeded',
      reason: REFUND_MESSAGES.atProvider,
      settledAt: now,
    });

  let added: number;
  if (outcome.refund) {
    const { providerRefundId, amountMinor } = outcome.refund;
    const [known] = providerRefundId
      ? await tx
          .select()
          .from(refunds)
          .where(and(eq(refunds.orderId, order.id), eq(refunds.providerRefundId, providerRefundId)))
          .limit(1)
      : [];
    const row =
      known ??
      awaiting.find(
        (r) =>
          r.amountMinor === amountMinor && (r.providerRefundId === null || r.providerRefundId === providerRefundId),
      );
    if (row && row.state !== 'requested') return { order, result: 'unchanged' };
    if (!row && providerRefundId) {
      // Already counted from a total (Stripe's charge.refunded came first): the refund now has its id, nothing more.
      const [counted] = await tx
        .select({ id: refunds.id })
        .from(refunds)
        .where(
          and(
            eq(refunds.orderId, order.id),
            eq(refunds.state, 'succeeded'),
            eq(refunds.amountMinor, amountMinor),
            isNull(refunds.providerRefundId),
          ),
        )
        .orderBy(asc(refunds.createdAt), asc(refunds.id))
        .limit(1);
      if (counted) {
        await tx.update(refunds).set({ providerRefundId, updatedAt: now }).where(eq(refunds.id, counted.id));
        return { order, result: 'unchanged' };
      }
    }
    added = Math.min(row?.amountMinor ?? amountMinor, remaining);
    if (row) await settle(row, providerRefundId);
    else if (added > 0) await atProvider(added, providerRefundId);
    else return { order, result: 'unchanged' };
  } else {
    const total = Math.min(outcome.refundedTotalMinor ?? order.amountMinor, order.amountMinor);
    added = total - order.refundedMinor;
    if (added <= 0 && !(added === 0 && order.amountMinor === 0)) return { order, result: 'unchanged' };
    let rest = added;
    for (const row of awaiting) {
      if (row.amountMinor > rest) continue;
      await settle(row, null);
      rest -= row.amountMinor;
    }
    if (rest > 0) await atProvider(rest, null);
  }

  const refundedMinor = order.refundedMinor + added;
  const [updated] = await tx
    .update(orders)
    .set({ refundedMinor, updatedAt: now })
    .where(eq(orders.id, order.id))
    .returning();
  const current = updated ?? order;
  // Each refund of an invoiced order has its credit note, numbered in the same transaction.
  await issueCreditNotes(tx, order.id, now);
  if (refundedMinor >= order.amountMinor) return applyRefund(tx, brand, user, current, added);
  // Part of a payment she made went back: a receipt says what, and what stays paid.
  if (!current.closedReason) {
    await enqueueEmail(tx, {
      to: user.email,
      receiptOrderId: current.id,
      ...refundReceiptMessage(brand, {
        ...receiptDetails(user, current),
        refundedMinor: added,
        refundedTotalMinor: refundedMinor,
        what: productOf(current).receipt,
      }),
    });
  }
  return { order: current, result: 'partially-refunded' };
}

/** A refund the provider could not make: it no longer counts against what remains to refund. */
async function applyRefundFailure(
  tx: Tx,
  order: OrderRow,
  outcome: Extract<ProviderOutcome, { kind: 'refund-failed' }>,
): Promise<{ order: OrderRow; result: RecordResult }> {
  const now = new Date();
  const [failed] = await tx
    .update(refunds)
    .set({ state: 'failed', failureReason: outcome.reason, settledAt: now, updatedAt: now })
    .where(
      and(
        eq(refunds.orderId, order.id),
        eq(refunds.providerRefundId, outcome.providerRefundId),
        eq(refunds.state, 'requested'),
      ),
    )
    .returning({ id: refunds.id });
  return { order, result: failed ? 'refund-failed' : 'unchanged' };
}

async function applyRefund(
  tx: Tx,
  brand: MailBrand,
  user: UserRow,
  order: OrderRow,
  /** What the refund that completed it gave back. */
  lastRefundMinor: number,
): Promise<{ order: OrderRow; result: RecordResult }> {
  if (order.status !== 'paid') return { order, result: 'unchanged' };
  const now = new Date();
  const [refunded] = await tx
    .update(orders)
    .set({ status: 'refunded', refundedAt: now, updatedAt: now })
    .where(and(eq(orders.id, order.id), eq(orders.status, 'paid')))
    .returning();
  if (!refunded) return { order, result: 'unchanged' };
  // A payment that was never taken (refunded automatically): nothing was credited, so nothing is taken back.
  if (refunded.closedReason) return { order: refunded, result: 'refunded' };

  // What the product had credited goes back (a pack's votes left, the fee's registration status).
  await productOf(refunded).refunded(tx, { brand, user, order: refunded, lastRefundMinor });
  return { order: refunded, result: 'refunded' };
}
