import { randomBytes, randomUUID } from 'node:crypto';
import { PAYMENT_SERVER_MESSAGES, REFUND_MESSAGES } from '@cq/shared';
import { eq } from 'drizzle-orm';
import Stripe from 'stripe';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { orders, paymentEvents, refunds } from '../src/db/schema';
import { createUser } from '../src/dev/factories';
import { createStaff, type Staff } from '../src/dev/staff-factories';
import {
  type FakePaystack,
  type FakeStripe,
  paystackWebhook,
  startFakePaystack,
  startFakeStripe,
  stripeEvent,
} from './support/payment-fakes';
import { paymentTrail } from './support/payments';
import { createTestApp, type TestApp } from './support/test-app';

const STRIPE_KEY = 'sk_test_local_fake_51Queens';
const WEBHOOK_SECRET = 'whsec_local_fake_queens_0123456789';
const PAYSTACK_KEY = 'sk_test_paystack_local_fake_0123456789';

let stripe: FakeStripe;
let paystack: FakePaystack;
let t: TestApp;
let treasurer: Staff;

// One site takes new payments through Stripe; an order paid earlier through Paystack is refunded through Paystack.
beforeAll(async () => {
  stripe = await startFakeStripe(STRIPE_KEY);
  paystack = await startFakePaystack(PAYSTACK_KEY);
  t = await createTestApp({
    env: {
      RATE_LIMIT_MAX: '1000000',
      PAYMENT_PROVIDER: 'stripe',
      STRIPE_SECRET_KEY: STRIPE_KEY,
      STRIPE_PUBLISHABLE_KEY: 'pk_test_local_fake',
      STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
      STRIPE_API_BASE: stripe.url,
      PAYSTACK_SECRET_KEY: PAYSTACK_KEY,
      PAYSTACK_BASE_URL: paystack.url,
      PAYMENT_TIMEOUT_MS: '10000',
    },
  });
  treasurer = await createStaff(t.app, 'admin', [{ resource: 'payments', actions: ['read', 'update'] }]);
});
afterAll(async () => {
  await t.close();
  await stripe.close();
  await paystack.close();
});
beforeEach(() => {
  stripe.mode = 'ok';
  paystack.mode = 'ok';
});

const refund = (orderId: string, amountMinor: number, idempotencyKey: string = randomUUID()) =>
  t.app.inject({
    method: 'POST',
    url: `/api/admin/payments/${orderId}/refunds`,
    headers: treasurer.headers,
    payload: { amountMinor, reason: 'Withdrew from the pageant', idempotencyKey },
  });
const orderOf = async (id: string) => (await t.db.select().from(orders).where(eq(orders.id, id)))[0];
const refundsOf = (orderId: string) => t.db.select().from(refunds).where(eq(refunds.orderId, orderId));
const detail = async (orderId: string) =>
  (await t.app.inject({ method: 'GET', url: `/api/admin/payments/${orderId}`, headers: treasurer.headers })).json()
    .data;

async function paidOrder(provider: 'stripe' | 'paystack', reference: string, providerReference: string) {
  const user = await createUser(t.db, { paymentStatus: 'paid' });
  const [order] = await t.db
    .insert(orders)
    .values({
      userId: user.id,
      amountMinor: 15000,
      currency: 'USD',
      provider,
      reference,
      providerReference,
      status: 'paid',
      paidAt: new Date(),
    })
    .returning();
  if (!order) throw new Error('no order');
  return { user, order };
}

// ——— Stripe ———

async function paidWithStripe() {
  const id = `pi_${randomBytes(8).toString('hex')}`;
  const reference = `CQ-${randomBytes(12).toString('hex')}`;
  stripe.intents.set(id, {
    id,
    object: 'payment_intent',
    amount: 15000,
    amount_received: 15000,
    currency: 'usd',
    status: 'succeeded',
    client_secret: `${id}_secret_x`,
    metadata: { reference },
    last_payment_error: null,
    latest_charge: `ch_${randomBytes(6).toString('hex')}`,
    livemode: false,
    created: Math.floor(Date.now() / 1000),
  });
  return { intentId: id, ...(await paidOrder('stripe', reference, id)) };
}

function stripeWebhook(payload: unknown) {
  const body = JSON.stringify(payload);
  const signature = Stripe.webhooks.generateTestHeaderString({ payload: body, secret: WEBHOOK_SECRET });
  return t.app.inject({
    method: 'POST',
    url: '/api/payments/webhooks/stripe',
    headers: { 'content-type': 'application/json; charset=utf-8', 'stripe-signature': signature },
    payload: body,
  });
}

function refundUpdated(refundId: string, status: 'succeeded' | 'failed' = 'succeeded') {
  const r = stripe.refunds.get(refundId);
  if (!r) throw new Error(`no refund ${refundId}`);
  r.status = status;
  return stripeEvent('refund.updated', { ...r });
}

function chargeRefunded(intentId: string, amountRefunded: number) {
  const intent = stripe.intents.get(intentId);
  return stripeEvent('charge.refunded', {
    id: intent?.latest_charge,
    object: 'charge',
    payment_intent: intentId,
    amount: 15000,
    amount_refunded: amountRefunded,
    refunded: amountRefunded >= 15000,
    currency: 'usd',
    metadata: {},
  });
}

describe('Stripe refunds', () => {
  it('asks the Refunds API with the intent, the amount and an idempotency key; the webhook settles it once', async () => {
    const { user, order, intentId } = await paidWithStripe();
    const res = await refund(order.id, 5000);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ message: REFUND_MESSAGES.requested, data: { state: 'requested' } });
    const ours = res.json().data._id as string;

    const calls = stripe.requests.filter((r) => r.method === 'POST' && r.path === '/v1/refunds');
    const call = calls.find((c) => c.headers['idempotency-key'] === `refund-${ours}`);
    expect(call).toBeDefined();
    const form = new URLSearchParams(call?.body);
    expect(form.get('payment_intent')).toBe(intentId);
    expect(form.get('amount')).toBe('5000');

    // Awaiting Stripe: not yet refunded, but no longer refundable either.
    expect(await orderOf(order.id)).toMatchObject({ status: 'paid', refundedMinor: 0 });
    expect((await detail(order.id)).refundableMinor).toBe(10000);
    const [row] = await refundsOf(order.id);
    expect(row?.providerRefundId).toMatch(/^re_/);

    // The confirming webhook, delivered ten times, records one refund.
    const event = refundUpdated(row?.providerRefundId ?? '');
    for (let i = 0; i < 10; i++) expect((await stripeWebhook(event)).statusCode).toBe(200);
    expect(await orderOf(order.id)).toMatchObject({ status: 'paid', refundedMinor: 5000 });
    expect((await refundsOf(order.id)).map((r) => [r.state, r.amountMinor])).toEqual([['succeeded', 5000]]);
    const events = await t.db.select().from(paymentEvents).where(eq(paymentEvents.eventId, event.id));
    expect(events).toHaveLength(1);

    // Stripe's charge.refunded for the same refund (its total so far) adds nothing.
    for (let i = 0; i < 3; i++) await stripeWebhook(chargeRefunded(intentId, 5000));
    expect(await orderOf(order.id)).toMatchObject({ refundedMinor: 5000 });
    expect(await refundsOf(order.id)).toHaveLength(1);
    expect((await paymentTrail(t.db, user.id, user.email)).paymentStatus).toBe('paid');
  });

  it('the rest, confirmed by charge.refunded replayed ten times, refunds the order in full once', async () => {
    const { user, order, intentId } = await paidWithStripe();
    expect((await refund(order.id, 6000)).statusCode).toBe(200);
    expect((await refund(order.id, 9000)).statusCode).toBe(200);
    const full = chargeRefunded(intentId, 15000);
    for (let i = 0; i < 10; i++) expect((await stripeWebhook(full)).statusCode).toBe(200);
    expect(await orderOf(order.id)).toMatchObject({ status: 'refunded', refundedMinor: 15000 });
    expect((await refundsOf(order.id)).map((r) => r.state)).toEqual(['succeeded', 'succeeded']);
    const trail = await paymentTrail(t.db, user.id, user.email);
    expect(trail.paymentStatus).toBe('refunded');
    expect(trail.refunds).toHaveLength(1);
    expect(trail.refundNotifications).toHaveLength(1);
    // The refunds' own webhooks, arriving after, change nothing.
    for (const r of await refundsOf(order.id)) await stripeWebhook(refundUpdated(r.providerRefundId ?? ''));
    expect(await orderOf(order.id)).toMatchObject({ refundedMinor: 15000 });
    expect(await refundsOf(order.id)).toHaveLength(2);
  });

  it('a second click sends the same request once; a refund Stripe fails frees its amount again', async () => {
    const { order } = await paidWithStripe();
    const key = randomUUID();
    const [a, b] = await Promise.all([refund(order.id, 4000, key), refund(order.id, 4000, key)]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    expect(stripe.requests.filter((r) => r.headers['idempotency-key'] === `refund-${a.json().data._id}`)).toHaveLength(
      1,
    );
    const [row] = await refundsOf(order.id);
    await stripeWebhook(refundUpdated(row?.providerRefundId ?? '', 'failed'));
    expect((await refundsOf(order.id)).map((r) => r.state)).toEqual(['failed']);
    expect((await detail(order.id)).refundableMinor).toBe(15000);
    expect(await orderOf(order.id)).toMatchObject({ status: 'paid', refundedMinor: 0 });
  });

  it('a refund made in Stripe’s dashboard counts once, whichever of its two webhooks comes first', async () => {
    const { order, intentId } = await paidWithStripe();
    const dashboard = {
      id: `re_${randomBytes(8).toString('hex')}`,
      object: 'refund',
      amount: 3000,
      currency: 'usd',
      payment_intent: intentId,
      status: 'succeeded',
      metadata: {},
    };
    for (let i = 0; i < 3; i++) await stripeWebhook(chargeRefunded(intentId, 3000));
    for (let i = 0; i < 3; i++) await stripeWebhook(stripeEvent('refund.updated', dashboard));
    expect(await orderOf(order.id)).toMatchObject({ status: 'paid', refundedMinor: 3000 });
    expect(await refundsOf(order.id)).toMatchObject([
      { amountMinor: 3000, state: 'succeeded', providerRefundId: dashboard.id, reason: REFUND_MESSAGES.atProvider },
    ]);

    // The other way round: the refund's own event first, then the charge's total.
    const second = { ...dashboard, id: `re_${randomBytes(8).toString('hex')}`, amount: 2000 };
    await stripeWebhook(stripeEvent('refund.updated', second));
    await stripeWebhook(chargeRefunded(intentId, 5000));
    expect(await orderOf(order.id)).toMatchObject({ refundedMinor: 5000 });
    expect(await refundsOf(order.id)).toHaveLength(2);
  });

  it('answers 502 when Stripe cannot be reached, and the refund does not count', async () => {
    const { order } = await paidWithStripe();
    stripe.mode = 'error';
    const res = await refund(order.id, 15000);
    expect(res.statusCode).toBe(502);
    expect(res.json()).toMatchObject({ success: false, message: PAYMENT_SERVER_MESSAGES.providerUnavailable });
    expect((await refundsOf(order.id)).map((r) => r.state)).toEqual(['failed']);
    expect((await detail(order.id)).refundableMinor).toBe(15000);
  });
});

// ——— Paystack ———

async function paidWithPaystack() {
  const reference = `CQ-${randomBytes(12).toString('hex')}`;
  paystack.transactions.set(reference, {
    id: Math.floor(Math.random() * 1_000_000),
    reference,
    amount: 15000,
    currency: 'USD',
    email: 'payer@example.com',
    status: 'success',
    gateway_response: 'Approved',
  });
  return { reference, ...(await paidOrder('paystack', reference, reference)) };
}

function paystackRefundProcessed(reference: string, id: number | string, amount: number) {
  const { body, signature } = paystackWebhook(PAYSTACK_KEY, {
    event: 'refund.processed',
    data: { id, status: 'processed', transaction_reference: reference, amount: String(amount), currency: 'USD' },
  });
  return t.app.inject({
    method: 'POST',
    url: '/api/payments/webhooks/paystack',
    headers: { 'content-type': 'application/json', 'x-paystack-signature': signature },
    payload: body,
  });
}

describe('Paystack refunds', () => {
  it('asks the Refund API with the transaction and amount; refund.processed replayed ten times records one', async () => {
    const { user, order, reference } = await paidWithPaystack();
    const res = await refund(order.id, 6000);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.state).toBe('requested');
    const call = paystack.requests.find(
      (r) => r.method === 'POST' && r.path === '/refund' && r.body.includes(reference),
    );
    expect(JSON.parse(call?.body ?? '{}')).toMatchObject({ transaction: reference, amount: 6000 });
    const queued = paystack.refunds.find((r) => r.transaction === reference);

    for (let i = 0; i < 10; i++) {
      expect((await paystackRefundProcessed(reference, queued?.id ?? 0, 6000)).statusCode).toBe(200);
    }
    expect(await orderOf(order.id)).toMatchObject({ status: 'paid', refundedMinor: 6000 });
    expect((await refundsOf(order.id)).map((r) => [r.state, r.amountMinor])).toEqual([['succeeded', 6000]]);
    expect((await paymentTrail(t.db, user.id, user.email)).refunds).toHaveLength(0);

    // The rest, refunded from Paystack's dashboard: recorded as made at the provider, and the order is refunded.
    for (let i = 0; i < 10; i++) await paystackRefundProcessed(reference, 'dashboard-1', 9000);
    expect(await orderOf(order.id)).toMatchObject({ status: 'refunded', refundedMinor: 15000 });
    const rows = await refundsOf(order.id);
    expect(rows).toHaveLength(2);
    expect(rows[1]).toMatchObject({ reason: REFUND_MESSAGES.atProvider, amountMinor: 9000, requestedBy: null });
    const trail = await paymentTrail(t.db, user.id, user.email);
    expect(trail.paymentStatus).toBe('refunded');
    expect(trail.refunds).toHaveLength(1);
  });

  it('refuses more than what remains before asking Paystack', async () => {
    const { order, reference } = await paidWithPaystack();
    const before = paystack.requests.length;
    const res = await refund(order.id, 15001);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(REFUND_MESSAGES.exceedsRemaining);
    expect(paystack.requests.slice(before).filter((r) => r.body.includes(reference))).toHaveLength(0);
  });
});
