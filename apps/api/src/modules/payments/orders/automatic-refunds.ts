import { AUTOMATIC_REFUND_MESSAGES, type OrderClosedReason } from '@cq/shared';
import { and, eq, inArray, isNull, lt, or } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Tx } from '#api/db/client';
import { type OrderRow, orders, refunds } from '#api/db/schema';
import { markRefundFailed, setProviderRefundId } from '#api/modules/admin/payments/repo';
import {
  createPaymentProviders,
  type ProviderOutcome,
  ProviderRejectedError,
  ProviderUnavailableError,
} from '#api/payments';
import { productOf } from './products';
import { recordOutcome } from './record';

/**
 * Payments that are given back (docs/product/fan-voting.md#paid-vote-packs, docs/product/registration.md#payment):
 * an order she replaced or whose fee staff settled another way takes no payment; a payment that arrives for it
 * anyway, a second registration fee, or a pack that would take her over the paid votes one fan may buy is recorded
 * (the money was taken), not credited, and refunded in full through its provider, automatically.
 */

/** The idempotency key of an order's automatic refund: one per order, however often its payment is reported. */
const automaticKey = (orderId: string) => `automatic:${orderId}`;
/** The same key once a caller has taken the refund to send it: whoever reports the payment next leaves it alone. */
const sendingKey = (orderId: string) => `automatic-sending:${orderId}`;
/**
 * How long a taken refund stays with its caller before another may send it (a process that died between taking
 * it and asking the provider): far longer than a provider's call may take, so a slow call is never sent twice.
 */
const SENDING_LEASE_MS = 10 * 60_000;

/**
 * Why a payment arriving for this order is not taken, or null when it is: an order closed already, else what its
 * product says (a second fee, a pack over her cap). Runs in the transaction that records the payment, under her
 * row's lock (every crediting and every fee of hers is recorded under it).
 */
export async function refusalOf(tx: Tx, order: OrderRow): Promise<OrderClosedReason | null> {
  if (order.closedReason) return order.closedReason;
  return (await productOf(order).refusal?.(tx, order)) ?? null;
}

/** Writes the order's automatic refund, in the transaction that records its payment: it awaits the provider. */
export async function queueAutomaticRefund(tx: Tx, order: OrderRow, reason: OrderClosedReason): Promise<void> {
  await tx
    .insert(refunds)
    .values({
      orderId: order.id,
      amountMinor: order.amountMinor,
      currency: order.currency,
      provider: order.provider,
      reason: AUTOMATIC_REFUND_MESSAGES[reason],
      idempotencyKey: automaticKey(order.id),
    })
    .onConflictDoNothing();
}

/**
 * Asks the order's provider for its automatic refund (after the payment's transaction has committed). The
 * provider's confirmation is recorded as any refund's (at once for the test provider, by its webhook otherwise).
 * A refusal or an outage marks the refund failed, where staff see it and can refund by hand.
 */
export async function sendAutomaticRefund(app: FastifyInstance, orderId: string): Promise<void> {
  const record = (id: string, outcome: ProviderOutcome, refundId: string) =>
    recordOutcome(app, id, outcome, { source: 'checkout', type: 'refund.automatic', details: { refund: refundId } });
  const [row] = await app.db
    .select({ order: orders, refund: refunds })
    .from(refunds)
    .innerJoin(orders, eq(orders.id, refunds.orderId))
    .where(
      and(
        inArray(refunds.idempotencyKey, [automaticKey(orderId), sendingKey(orderId)]),
        eq(refunds.state, 'requested'),
      ),
    )
    .limit(1);
  if (!row || row.refund.providerRefundId) return;
  const { order, refund } = row;
  // The webhook and the payer's return may report the payment at once: only the caller that takes the refund
  // asks the provider (Paystack's refund call has no idempotency key of its own).
  const now = new Date();
  const taken = await app.db
    .update(refunds)
    .set({ idempotencyKey: sendingKey(orderId), updatedAt: now })
    .where(
      and(
        eq(refunds.id, refund.id),
        eq(refunds.state, 'requested'),
        isNull(refunds.providerRefundId),
        or(
          eq(refunds.idempotencyKey, automaticKey(orderId)),
          and(
            eq(refunds.idempotencyKey, sendingKey(orderId)),
            lt(refunds.updatedAt, new Date(now.getTime() - SENDING_LEASE_MS)),
          ),
        ),
      ),
    )
    .returning({ id: refunds.id });
  if (!taken.length) return;
  if (order.provider === 'manual' || order.amountMinor === 0) {
    const providerRefundId = `recorded-${refund.id}`;
    await setProviderRefundId(app.db, refund.id, providerRefundId);
    await record(
      order.id,
      {
        kind: 'refunded',
        eventId: `refund:${refund.id}`,
        refund: { providerRefundId, amountMinor: refund.amountMinor },
      },
      refund.id,
    );
    return;
  }
  try {
    const answer = await createPaymentProviders(app.config, app.db)
      .get(order.provider)
      .refund(order, { refundId: refund.id, amountMinor: refund.amountMinor, reason: refund.reason });
    if (answer.providerRefundId) await setProviderRefundId(app.db, refund.id, answer.providerRefundId);
    if (answer.outcome) await record(order.id, answer.outcome, refund.id);
  } catch (err) {
    app.log.warn({ err, orderId: order.id, refundId: refund.id }, 'payment provider: automatic refund failed');
    if (err instanceof ProviderRejectedError || err instanceof ProviderUnavailableError) {
      await markRefundFailed(app.db, refund.id, err.message);
    }
  }
}

/**
 * Closes her orders still open at a provider (after the transaction that replaced them committed), where the
 * provider can: they can no longer be paid. Best effort: a payment that still arrives is refunded automatically.
 */
export async function cancelAtProviders(app: FastifyInstance, closed: readonly OrderRow[]): Promise<void> {
  if (!closed.length) return;
  const providers = createPaymentProviders(app.config, app.db);
  for (const order of closed) {
    if (order.provider === 'manual') continue;
    const provider = providers.get(order.provider);
    if (!provider.cancel) continue;
    try {
      await provider.cancel(order);
    } catch (err) {
      app.log.warn({ err, orderId: order.id }, 'payment provider: could not cancel a replaced order');
    }
  }
}
