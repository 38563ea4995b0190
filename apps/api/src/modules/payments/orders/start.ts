import { fromMinorUnits, PAYMENT_SERVER_MESSAGES, type PaymentInitialize } from '@cq/shared';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { type OrderRow, orders, users } from '#api/db/schema';
import { AppError, conflict, notSignedIn } from '#api/lib/errors';
import type { Payer, PaymentProvider, PaymentProviders, ProviderStart } from '#api/payments';
import { type CheckedCoupon, checkCoupon, takeCouponUse } from '../coupons';
import { releaseUseOf } from '../coupons-repo';
import { newReference, providerFailure } from '../repo';
import { cancelAtProviders } from './automatic-refunds';
import type { OrderSale } from './products';
import { recordOutcome } from './record';

type Plan = { kind: 'start' | 'resume' | 'wait'; order: OrderRow };
type Checkout = { returnPath: string; description?: string };

const POLL_MS = 100;

/**
 * Starts paying for anything the site sells (the fee, a vote pack): the product says what she pays (sale.prepare),
 * payments keeps the order. A payer who already has an open order of the product on the same terms gets that order
 * again (a double click, a second tab), so there is never a second charge to make; the first request to reach the
 * provider starts it and a concurrent one waits for its answer. An open order on other terms is closed for good (a
 * payment that still arrives for it is refunded automatically). A coupon code takes its discount off the price
 * (its use counted with the order: coupons.ts); a code that takes it all makes a free order, settled at once.
 */
export async function startOrder(
  app: FastifyInstance,
  providers: PaymentProviders,
  userId: string,
  sale: OrderSale,
): Promise<PaymentInitialize> {
  const provider = providers.active;
  const checkout: Checkout = { returnPath: sale.product.returnPath, description: sale.description };
  // How long a start may be under way elsewhere before this request takes it over.
  const claimMs = app.config.payments.timeoutMs * 3 + 5_000;

  for (let attempt = 0; attempt < 3; attempt++) {
    const { plan, payer, replaced } = await planOrder(app, provider, userId, sale, claimMs);
    await cancelAtProviders(app, replaced ? [replaced] : []);
    let order = plan.order;
    if (order.amountMinor === 0) return completeFreeOrder(app, order, checkout);
    if (plan.kind === 'start') return startAtProvider(app, provider, order, payer, checkout);
    if (plan.kind === 'wait') order = await waitForStart(app, order.id, claimMs);

    let resumed: Awaited<ReturnType<PaymentProvider['resume']>>;
    try {
      resumed = await provider.resume({ ...order, ...checkout });
    } catch (err) {
      app.log.warn({ err, orderId: order.id }, 'payment provider: resume failed');
      throw providerFailure(err);
    }
    const { outcome } = resumed;
    if (outcome.kind === 'succeeded') {
      // Paid meanwhile (another tab, a webhook still on its way): recorded; what is bought once says so, anything
      // else is bought again with a new order.
      const { result } = await recordOutcome(app, order.id, outcome, { source: 'verify', type: 'verify.succeeded' });
      if (!sale.once || result === 'mismatch' || result === 'refused') continue;
      throw conflict(PAYMENT_SERVER_MESSAGES.alreadyPaid);
    }
    if (outcome.kind === 'failed' && outcome.terminal) {
      await recordOutcome(app, order.id, outcome, { source: 'verify', type: 'verify.failed' });
      continue; // the order is closed now: the next round makes a new one
    }
    return answer(order, resumed);
  }
  throw new AppError(502, PAYMENT_SERVER_MESSAGES.providerRejected);
}

async function planOrder(
  app: FastifyInstance,
  provider: PaymentProvider,
  userId: string,
  sale: OrderSale,
  claimMs: number,
): Promise<{ plan: Plan; payer: Payer; replaced?: OrderRow }> {
  return app.db.transaction(async (tx) => {
    // Her row's lock: her clicks are planned one after the other (the same lock order as recording a payment).
    const [user] = await tx.select().from(users).where(eq(users.id, userId)).for('update');
    if (!user) throw notSignedIn();
    const { payer, item, couponCode } = await sale.prepare(tx, user);

    const coupon: CheckedCoupon | null = couponCode
      ? await checkCoupon(tx, user.id, couponCode, { amountMinor: item.amountMinor, currency: item.currency })
      : null;
    const terms = {
      amountMinor: item.amountMinor - (coupon?.discountMinor ?? 0),
      currency: item.currency,
      couponId: coupon?.coupon.id ?? null,
      voteId: item.voteId ?? null,
      packVotes: item.packVotes ?? null,
    };

    const now = new Date();
    const [open] = await tx
      .select()
      .from(orders)
      .where(and(eq(orders.userId, user.id), eq(orders.product, sale.product.id), eq(orders.status, 'pending')))
      .limit(1);
    let replaced: OrderRow | undefined;
    if (open) {
      const sameTerms =
        open.provider === provider.name &&
        open.amountMinor === terms.amountMinor &&
        open.currency === terms.currency &&
        open.couponId === terms.couponId &&
        open.voteId === terms.voteId &&
        open.packVotes === terms.packVotes;
      const fresh = now.getTime() - open.createdAt.getTime() < provider.reuseWindowMs;
      if (sameTerms && fresh) {
        if (open.initialisedAt) return { plan: { kind: 'resume', order: open }, payer };
        if (open.initStartedAt && now.getTime() - open.initStartedAt.getTime() < claimMs) {
          return { plan: { kind: 'wait', order: open }, payer };
        }
        const [claimed] = await tx
          .update(orders)
          .set({ initStartedAt: now, updatedAt: now })
          .where(eq(orders.id, open.id))
          .returning();
        return { plan: { kind: 'start', order: claimed ?? open }, payer };
      }
      // Other terms (price, item, provider or code changed) or too old to offer again: close it for good (a payment
      // that still arrives for it is refunded automatically) and open a new one.
      [replaced] = await tx
        .update(orders)
        .set({
          status: 'failed',
          closedReason: 'replaced',
          failureReason: 'superseded by a new payment',
          updatedAt: now,
        })
        .where(eq(orders.id, open.id))
        .returning();
      // Its use of a code is given back, unless the new order takes it with the same code.
      if (coupon?.heldUse?.orderId !== open.id) await releaseUseOf(tx, open.id);
    }
    const [created] = await tx
      .insert(orders)
      .values({
        userId: user.id,
        product: sale.product.id,
        voteId: terms.voteId,
        packVotes: terms.packVotes,
        amountMinor: terms.amountMinor,
        currency: terms.currency,
        provider: provider.name,
        reference: newReference(),
        initStartedAt: now,
        couponId: terms.couponId,
        couponCode: coupon?.code ?? null,
        discountMinor: coupon?.discountMinor ?? 0,
      })
      .returning();
    if (!created) throw new Error('order insert returned nothing');
    if (coupon) await takeCouponUse(tx, user.id, created.id, coupon);
    return { plan: { kind: 'start', order: created }, payer, replaced };
  });
}

async function startAtProvider(
  app: FastifyInstance,
  provider: PaymentProvider,
  order: OrderRow,
  payer: Payer,
  checkout: Checkout,
): Promise<PaymentInitialize> {
  let started: ProviderStart;
  try {
    started = await provider.start({ ...order, ...checkout }, payer);
  } catch (err) {
    app.log.warn({ err, orderId: order.id }, 'payment provider: start failed');
    // The payer never reached the provider with this order: close it so the next click starts afresh, and give
    // back its use of a code.
    await app.db.transaction(async (tx) => {
      const [closed] = await tx
        .update(orders)
        .set({ status: 'failed', failureReason: `could not start: ${(err as Error).message}`, updatedAt: new Date() })
        .where(and(eq(orders.id, order.id), eq(orders.status, 'pending')))
        .returning({ id: orders.id });
      if (closed) await releaseUseOf(tx, order.id);
    });
    throw providerFailure(err);
  }
  const [saved] = await app.db
    .update(orders)
    .set({
      providerReference: started.providerReference,
      authorizationUrl: started.authorizationUrl,
      initialisedAt: new Date(),
      updatedAt: new Date(),
    })
    .where(eq(orders.id, order.id))
    .returning();
  return answer(saved ?? order, started);
}

/** A concurrent request is starting this order with the provider: wait for its answer. */
async function waitForStart(app: FastifyInstance, orderId: string, claimMs: number): Promise<OrderRow> {
  const deadline = Date.now() + claimMs;
  while (Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
    const [row] = await app.db.select().from(orders).where(eq(orders.id, orderId)).limit(1);
    if (row?.initialisedAt) return row;
    if (row?.status !== 'pending') throw new AppError(502, PAYMENT_SERVER_MESSAGES.providerUnavailable);
  }
  throw new AppError(502, PAYMENT_SERVER_MESSAGES.providerUnavailable);
}

/** Nothing to collect: the order is settled at once and the product's return page shows it as paid. */
async function completeFreeOrder(
  app: FastifyInstance,
  order: OrderRow,
  checkout: Checkout,
): Promise<PaymentInitialize> {
  await recordOutcome(
    app,
    order.id,
    { kind: 'succeeded', eventId: `free:${order.id}`, amountMinor: 0, currency: order.currency },
    { source: 'verify', type: 'free' },
  );
  const authorizationUrl = `${app.config.publicUrl}${checkout.returnPath}?reference=${encodeURIComponent(order.reference)}`;
  return answer(order, { authorizationUrl, clientSecret: null });
}

function answer(order: OrderRow, started: Pick<ProviderStart, 'authorizationUrl' | 'clientSecret'>): PaymentInitialize {
  return {
    provider: order.provider,
    authorizationUrl: started.authorizationUrl,
    clientSecret: started.clientSecret,
    orderId: order.id,
    reference: order.reference,
    amount: fromMinorUnits(order.amountMinor),
    currency: order.currency,
  };
}
