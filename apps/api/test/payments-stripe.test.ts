import { PAYMENT_SERVER_MESSAGES } from '@cq/shared';
import Stripe from 'stripe';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createUser, loginAs } from '../src/dev/factories';
import { deadUrl, type FakeStripe, startFakeStripe, stripeEvent } from './support/payment-fakes';
import { eventsOf, initialize, paymentTrail } from './support/payments';
import { createTestApp, type TestApp } from './support/test-app';

const SECRET_KEY = 'sk_test_local_fake_51Queens';
const WEBHOOK_SECRET = 'whsec_local_fake_queens_0123456789';
// How long the provider may take: long enough that a busy machine never makes a healthy call time out, short
// enough that the tests of a provider that hangs finish soon.
const TIMEOUT_MS = 10_000;

let fake: FakeStripe;
let t: TestApp;
beforeAll(async () => {
  fake = await startFakeStripe(SECRET_KEY);
  t = await createTestApp({
    env: {
      PAYMENT_PROVIDER: 'stripe',
      STRIPE_SECRET_KEY: SECRET_KEY,
      STRIPE_PUBLISHABLE_KEY: 'pk_test_local_fake',
      STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
      STRIPE_API_BASE: fake.url,
      PAYMENT_TIMEOUT_MS: String(TIMEOUT_MS),
    },
  });
});
afterAll(async () => {
  await t.close();
  await fake.close();
});
beforeEach(() => {
  fake.mode = 'ok';
});

interface Started {
  orderId: string;
  reference: string;
  clientSecret: string;
}

async function started() {
  const user = await createUser(t.db);
  const headers = loginAs(t.app, user).headers;
  const res = await initialize(t.app, headers);
  expect(res.statusCode).toBe(200);
  const data = res.json().data as Started;
  const intentId = data.clientSecret.split('_secret_')[0] ?? '';
  return { user, headers, data, intentId };
}

const verify = (headers: Record<string, string>, orderId: string, paymentIntentId: string) =>
  t.app.inject({ method: 'POST', url: '/api/payments/verify', headers, payload: { orderId, paymentIntentId } });

function signed(payload: unknown, opts: { secret?: string; timestamp?: number } = {}) {
  const body = JSON.stringify(payload);
  const signature = Stripe.webhooks.generateTestHeaderString({
    payload: body,
    secret: opts.secret ?? WEBHOOK_SECRET,
    ...(opts.timestamp ? { timestamp: opts.timestamp } : {}),
  });
  return { body, signature };
}

function webhook(body: string, signature?: string) {
  return t.app.inject({
    method: 'POST',
    url: '/api/payments/webhooks/stripe',
    headers: {
      'content-type': 'application/json; charset=utf-8',
      ...(signature ? { 'stripe-signature': signature } : {}),
    },
    payload: body,
  });
}

describe('Stripe: initialise', () => {
  it('creates a PaymentIntent for the fee and answers its client secret', async () => {
    const { data, intentId } = await started();
    expect(data).toMatchObject({ provider: 'stripe', authorizationUrl: null, amount: 1, currency: 'USD' });
    const intent = fake.intents.get(intentId);
    expect(intent).toMatchObject({ amount: 100, currency: 'usd', client_secret: data.clientSecret });
    expect(intent?.metadata).toMatchObject({ orderId: data.orderId, reference: data.reference });
    const call = fake.requests.find((r) => r.method === 'POST' && r.path === '/v1/payment_intents');
    expect(call?.headers['idempotency-key']).toMatch(/^order-/);
  });

  it('offers the same intent again on a double click and after a declined card', async () => {
    const user = await createUser(t.db);
    const headers = loginAs(t.app, user).headers;
    const before = fake.intents.size;
    const [a, b] = await Promise.all([initialize(t.app, headers), initialize(t.app, headers)]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    expect(a.json().data.clientSecret).toBe(b.json().data.clientSecret);
    expect(fake.intents.size).toBe(before + 1);

    const intentId = a.json().data.clientSecret.split('_secret_')[0];
    fake.confirm(intentId, 'declined');
    const retry = await initialize(t.app, headers);
    expect(retry.json().data.orderId).toBe(a.json().data.orderId);
    expect(fake.intents.size).toBe(before + 1);
  });

  it('answers 409 when the intent turns out to be paid already', async () => {
    const { user, headers, intentId } = await started();
    fake.confirm(intentId, 'succeeded');
    const res = await initialize(t.app, headers);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(PAYMENT_SERVER_MESSAGES.alreadyPaid);
    expect((await paymentTrail(t.db, user.id, user.email)).receipts).toHaveLength(1);
  });

  it('answers 502 when Stripe fails or does not answer', async () => {
    const user = await createUser(t.db);
    const headers = loginAs(t.app, user).headers;
    fake.mode = 'error';
    expect((await initialize(t.app, headers)).statusCode).toBe(502);
    fake.mode = 'hang';
    const res = await initialize(t.app, headers);
    expect(res.statusCode).toBe(502);
    expect(res.json().message).toBe(PAYMENT_SERVER_MESSAGES.providerUnavailable);
  });
});

describe('Stripe: POST /payments/verify', () => {
  it('a succeeded intent with the same amount and currency: paid, once', async () => {
    const { user, headers, data, intentId } = await started();
    fake.confirm(intentId, 'succeeded');
    const res = await verify(headers, data.orderId, intentId);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      message: PAYMENT_SERVER_MESSAGES.paid,
      data: { paymentData: { status: 'paid' } },
    });
    await verify(headers, data.orderId, intentId);
    const trail = await paymentTrail(t.db, user.id, user.email);
    expect(trail).toMatchObject({ paymentStatus: 'paid', contestantStatus: 'in_progress' });
    expect(trail.receipts).toHaveLength(1);
    expect(trail.paymentNotifications).toHaveLength(1);
  });

  it('a declined card: the card error comes back, the order stays payable', async () => {
    const { user, headers, data, intentId } = await started();
    fake.confirm(intentId, 'declined');
    const res = await verify(headers, data.orderId, intentId);
    expect(res.json()).toMatchObject({
      message: 'Your card was declined.',
      data: { paymentData: { status: 'failed' } },
    });
    const trail = await paymentTrail(t.db, user.id, user.email);
    expect(trail.paymentStatus).toBe('failed');
    expect(trail.orders[0]?.status).toBe('pending');
  });

  it('a succeeded intent for another amount is not a payment', async () => {
    const { user, headers, data, intentId } = await started();
    fake.confirm(intentId, 'succeeded', 50);
    const res = await verify(headers, data.orderId, intentId);
    expect(res.json()).toMatchObject({
      message: PAYMENT_SERVER_MESSAGES.mismatch,
      data: { paymentData: { status: 'failed' } },
    });
    expect((await paymentTrail(t.db, user.id, user.email)).receipts).toHaveLength(0);
  });

  it('refuses an intent that is not the order’s, and another payer’s order', async () => {
    const { headers, data, intentId } = await started();
    fake.confirm(intentId, 'succeeded');
    const wrong = await verify(headers, data.orderId, 'pi_someone_else');
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe(PAYMENT_SERVER_MESSAGES.wrongIntent);
    const other = await createUser(t.db);
    expect((await verify(loginAs(t.app, other).headers, data.orderId, intentId)).statusCode).toBe(404);
  });

  it('answers 502 when Stripe is down or slow, and nothing changes', async () => {
    const { user, headers, data, intentId } = await started();
    fake.confirm(intentId, 'succeeded');
    fake.mode = 'error';
    expect((await verify(headers, data.orderId, intentId)).statusCode).toBe(502);
    fake.mode = 'hang';
    expect((await verify(headers, data.orderId, intentId)).statusCode).toBe(502);
    expect((await paymentTrail(t.db, user.id, user.email)).paymentStatus).toBe('pending');
  });
});

describe('Stripe: webhooks', () => {
  it('payment_intent.succeeded with a valid signature records the payment', async () => {
    const { user, intentId } = await started();
    const intent = fake.confirm(intentId, 'succeeded');
    const { body, signature } = signed(stripeEvent('payment_intent.succeeded', intent));
    expect((await webhook(body, signature)).statusCode).toBe(200);
    expect((await paymentTrail(t.db, user.id, user.email)).paymentStatus).toBe('paid');
  });

  it('tampered body, wrong secret, stale timestamp, no signature: 400 and nothing changes', async () => {
    const { user, data, intentId } = await started();
    const intent = fake.confirm(intentId, 'succeeded');
    const event = stripeEvent('payment_intent.succeeded', intent);
    const good = signed(event);
    const tampered = good.body.replace('"amount":100', '"amount":10000');
    expect(tampered).not.toBe(good.body);
    const wrongSecret = signed(event, { secret: 'whsec_someone_else' });
    const stale = signed(event, { timestamp: Math.floor(Date.now() / 1000) - 60 * 60 });
    for (const res of [
      await webhook(tampered, good.signature),
      await webhook(wrongSecret.body, wrongSecret.signature),
      await webhook(stale.body, stale.signature),
      await webhook(good.body),
    ]) {
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({
        success: false,
        code: 'bad_request',
        message: PAYMENT_SERVER_MESSAGES.badSignature,
      });
    }
    expect((await paymentTrail(t.db, user.id, user.email)).paymentStatus).toBe('pending');
    expect(await eventsOf(t.db, data.orderId)).toHaveLength(0);
  });

  it('the same event ten times in a row and ten times at once: one payment, one receipt, one notification', async () => {
    const { user, data, intentId } = await started();
    const intent = fake.confirm(intentId, 'succeeded');
    const { body, signature } = signed(stripeEvent('payment_intent.succeeded', intent));
    for (let i = 0; i < 10; i++) expect((await webhook(body, signature)).statusCode).toBe(200);
    const second = signed(stripeEvent('payment_intent.succeeded', intent));
    const answers = await Promise.all(Array.from({ length: 10 }, () => webhook(second.body, second.signature)));
    expect(answers.every((r) => r.statusCode === 200)).toBe(true);
    const trail = await paymentTrail(t.db, user.id, user.email);
    expect(trail.receipts).toHaveLength(1);
    expect(trail.paymentNotifications).toHaveLength(1);
    expect((await eventsOf(t.db, data.orderId)).filter((e) => e.source === 'webhook')).toHaveLength(2);
  });

  it('a webhook racing the browser’s verify: one payment', async () => {
    const { user, headers, data, intentId } = await started();
    const intent = fake.confirm(intentId, 'succeeded');
    const { body, signature } = signed(stripeEvent('payment_intent.succeeded', intent));
    const answers = await Promise.all([
      verify(headers, data.orderId, intentId),
      webhook(body, signature),
      verify(headers, data.orderId, intentId),
      webhook(body, signature),
    ]);
    expect(answers.map((r) => r.statusCode)).toEqual([200, 200, 200, 200]);
    expect(answers[0]?.json().data.paymentData.status).toBe('paid');
    const trail = await paymentTrail(t.db, user.id, user.email);
    expect(trail.receipts).toHaveLength(1);
    expect(trail.paymentNotifications).toHaveLength(1);
  });

  it('payment_intent.payment_failed marks the payer failed; a later success still pays', async () => {
    const { user, intentId } = await started();
    const declined = fake.confirm(intentId, 'declined');
    const failed = signed(stripeEvent('payment_intent.payment_failed', declined));
    await webhook(failed.body, failed.signature);
    expect((await paymentTrail(t.db, user.id, user.email)).paymentStatus).toBe('failed');
    const ok = signed(stripeEvent('payment_intent.succeeded', fake.confirm(intentId, 'succeeded')));
    await webhook(ok.body, ok.signature);
    expect((await paymentTrail(t.db, user.id, user.email)).paymentStatus).toBe('paid');
  });

  it('charge.refunded sets refunded; a partial refund does not', async () => {
    const { user, intentId } = await started();
    const intent = fake.confirm(intentId, 'succeeded');
    const paid = signed(stripeEvent('payment_intent.succeeded', intent));
    await webhook(paid.body, paid.signature);
    const charge = {
      id: intent.latest_charge,
      object: 'charge',
      payment_intent: intentId,
      amount: 100,
      currency: 'usd',
      metadata: {},
    };
    const partial = signed(stripeEvent('charge.refunded', { ...charge, amount_refunded: 40, refunded: false }));
    await webhook(partial.body, partial.signature);
    expect((await paymentTrail(t.db, user.id, user.email)).paymentStatus).toBe('paid');
    const full = signed(stripeEvent('charge.refunded', { ...charge, amount_refunded: 100, refunded: true }));
    await webhook(full.body, full.signature);
    await webhook(full.body, full.signature);
    const trail = await paymentTrail(t.db, user.id, user.email);
    expect(trail.paymentStatus).toBe('refunded');
    expect(trail.orders[0]?.status).toBe('refunded');
    expect(trail.refunds).toHaveLength(1);
    expect(trail.refundNotifications).toHaveLength(1);
  });
});

describe('Stripe: provider down', () => {
  it('answers 502 when nothing listens at the API host', async () => {
    const down = await createTestApp({
      env: {
        PAYMENT_PROVIDER: 'stripe',
        STRIPE_SECRET_KEY: SECRET_KEY,
        STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
        STRIPE_API_BASE: await deadUrl(),
        PAYMENT_TIMEOUT_MS: String(TIMEOUT_MS),
      },
    });
    try {
      const user = await createUser(down.db);
      const res = await initialize(down.app, loginAs(down.app, user).headers);
      expect(res.statusCode).toBe(502);
    } finally {
      await down.close();
    }
  });
});
