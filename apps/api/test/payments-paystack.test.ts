import { PAYMENT_SERVER_MESSAGES } from '@cq/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { orders, paymentEvents } from '../src/db/schema';
import { createUser, loginAs } from '../src/dev/factories';
import { deadUrl, type FakePaystack, paystackWebhook, startFakePaystack } from './support/payment-fakes';
import { eventsOf, initialize, paymentTrail, verifyReturn } from './support/payments';
import { createTestApp, type TestApp } from './support/test-app';

const SECRET = 'sk_test_paystack_local_fake_0123456789';
// How long the provider may take: long enough that a busy machine never makes a healthy call time out, short
// enough that the tests of a provider that hangs finish soon.
const TIMEOUT_MS = 10_000;

let fake: FakePaystack;
let t: TestApp;
beforeAll(async () => {
  fake = await startFakePaystack(SECRET);
  t = await createTestApp({
    env: {
      PAYMENT_PROVIDER: 'paystack',
      PAYSTACK_SECRET_KEY: SECRET,
      PAYSTACK_BASE_URL: fake.url,
      PAYMENT_TIMEOUT_MS: String(TIMEOUT_MS),
      PUBLIC_URL: 'https://queens.example',
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

async function started() {
  const user = await createUser(t.db);
  const headers = loginAs(t.app, user).headers;
  const res = await initialize(t.app, headers);
  expect(res.statusCode).toBe(200);
  return { user, headers, data: res.json().data as { orderId: string; reference: string; authorizationUrl: string } };
}

function webhook(body: string, signature: string | undefined) {
  return t.app.inject({
    method: 'POST',
    url: '/api/payments/webhooks/paystack',
    headers: { 'content-type': 'application/json', ...(signature ? { 'x-paystack-signature': signature } : {}) },
    payload: body,
  });
}

function chargeSuccess(reference: string) {
  const tx = fake.transactions.get(reference);
  if (!tx) throw new Error('no transaction');
  return {
    event: 'charge.success',
    data: { ...tx, status: 'success', gateway_response: 'Approved', paid_at: new Date().toISOString() },
  };
}

describe('Paystack: initialise', () => {
  it('initialises a transaction over the REST API and answers its authorization_url', async () => {
    const { user, data } = await started();
    expect(data).toMatchObject({ provider: 'paystack', clientSecret: null, amount: 1, currency: 'USD' });
    expect(data.authorizationUrl).toMatch(/^https:\/\/checkout\.paystack\.com\//);
    const call = fake.requests.find((r) => r.path === '/transaction/initialize' && r.body.includes(data.reference));
    expect(call?.headers.authorization).toBe(`Bearer ${SECRET}`);
    expect(JSON.parse(call?.body ?? '{}')).toMatchObject({
      email: user.email,
      amount: 100,
      currency: 'USD',
      reference: data.reference,
      callback_url: 'https://queens.example/user/register',
    });
  });

  it('a double click reaches Paystack once and answers the same checkout', async () => {
    const user = await createUser(t.db);
    const headers = loginAs(t.app, user).headers;
    const before = fake.requests.length;
    const [a, b] = await Promise.all([initialize(t.app, headers), initialize(t.app, headers)]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    expect(a.json().data.orderId).toBe(b.json().data.orderId);
    expect(a.json().data.authorizationUrl).toBe(b.json().data.authorizationUrl);
    const inits = fake.requests.slice(before).filter((r) => r.path === '/transaction/initialize');
    expect(inits).toHaveLength(1);
  });

  it('answers 502 when Paystack fails, and the next click starts afresh', async () => {
    const user = await createUser(t.db);
    const headers = loginAs(t.app, user).headers;
    fake.mode = 'error';
    const res = await initialize(t.app, headers);
    expect(res.statusCode).toBe(502);
    expect(res.json()).toEqual({
      success: false,
      code: 'upstream_failed',
      message: PAYMENT_SERVER_MESSAGES.providerUnavailable,
    });
    fake.mode = 'ok';
    const again = await initialize(t.app, headers);
    expect(again.statusCode).toBe(200);
    const rows = await t.db.select().from(orders).where(eq(orders.userId, user.id));
    expect(rows.map((o) => o.status).sort()).toEqual(['failed', 'pending']);
  });

  it('answers 502 when Paystack does not answer in time', async () => {
    const user = await createUser(t.db);
    fake.mode = 'hang';
    const startedAt = Date.now();
    const res = await initialize(t.app, loginAs(t.app, user).headers);
    expect(res.statusCode).toBe(502);
    expect(res.json().message).toBe(PAYMENT_SERVER_MESSAGES.providerUnavailable);
    expect(Date.now() - startedAt).toBeLessThan(TIMEOUT_MS * 10);
  });
});

describe('Paystack: verify by reference', () => {
  it('success with the same amount and currency: paid, contestant in_progress, one receipt', async () => {
    const { user, headers, data } = await started();
    fake.settle(data.reference, 'success');
    const res = await verifyReturn(t.app, headers, data.reference);
    expect(res.json()).toMatchObject({
      message: PAYMENT_SERVER_MESSAGES.paid,
      data: { paymentData: { status: 'paid' } },
    });
    const trail = await paymentTrail(t.db, user.id, user.email);
    expect(trail).toMatchObject({ paymentStatus: 'paid', contestantStatus: 'in_progress' });
    expect(trail.receipts).toHaveLength(1);
    expect(trail.paymentNotifications).toHaveLength(1);
  });

  it('a decline: failed, nothing paid', async () => {
    const { user, headers, data } = await started();
    fake.settle(data.reference, 'failed');
    const res = await verifyReturn(t.app, headers, data.reference);
    expect(res.json()).toMatchObject({
      message: PAYMENT_SERVER_MESSAGES.declined,
      data: { paymentData: { status: 'failed' } },
    });
    const trail = await paymentTrail(t.db, user.id, user.email);
    expect(trail).toMatchObject({ paymentStatus: 'failed', contestantStatus: 'payment_pending' });
    expect(trail.receipts).toHaveLength(0);
  });

  it('a success for another amount is not a payment', async () => {
    const { user, headers, data } = await started();
    fake.settle(data.reference, 'success', 1);
    const res = await verifyReturn(t.app, headers, data.reference);
    expect(res.json()).toMatchObject({
      message: PAYMENT_SERVER_MESSAGES.mismatch,
      data: { paymentData: { status: 'failed' } },
    });
    const trail = await paymentTrail(t.db, user.id, user.email);
    expect(trail.paymentStatus).toBe('failed');
    expect(trail.receipts).toHaveLength(0);
    expect(trail.orders[0]?.failureReason).toContain('amount mismatch');
  });

  it('a success in another currency is not a payment', async () => {
    const { user, headers, data } = await started();
    const tx = fake.settle(data.reference, 'success');
    tx.currency = 'NGN';
    await verifyReturn(t.app, headers, data.reference);
    expect((await paymentTrail(t.db, user.id, user.email)).paymentStatus).toBe('failed');
  });

  it('an unfinished checkout stays pending', async () => {
    const { headers, data } = await started();
    const res = await verifyReturn(t.app, headers, data.reference);
    expect(res.json().data.paymentData.status).toBe('pending');
  });

  it('answers 502 when Paystack is down or slow, and changes nothing', async () => {
    const { user, headers, data } = await started();
    fake.settle(data.reference, 'success');
    fake.mode = 'error';
    expect((await verifyReturn(t.app, headers, data.reference)).statusCode).toBe(502);
    fake.mode = 'hang';
    expect((await verifyReturn(t.app, headers, data.reference)).statusCode).toBe(502);
    expect((await paymentTrail(t.db, user.id, user.email)).paymentStatus).toBe('pending');
    fake.mode = 'ok';
    expect((await verifyReturn(t.app, headers, data.reference)).json().data.paymentData.status).toBe('paid');
  });
});

describe('Paystack: webhooks', () => {
  it('a valid signature records the payment', async () => {
    const { user, data } = await started();
    const { body, signature } = paystackWebhook(SECRET, chargeSuccess(data.reference));
    const res = await webhook(body, signature);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      success: true,
      message: PAYMENT_SERVER_MESSAGES.webhookReceived,
      data: { received: true },
    });
    expect((await paymentTrail(t.db, user.id, user.email)).paymentStatus).toBe('paid');
  });

  it('a tampered body, a wrong secret or no signature: 400 and nothing changes', async () => {
    const { user, data } = await started();
    const { body, signature } = paystackWebhook(SECRET, chargeSuccess(data.reference));
    const tampered = body.replace('"amount":100', '"amount":1');
    expect(tampered).not.toBe(body);
    const wrongSecret = paystackWebhook('sk_test_someone_else', chargeSuccess(data.reference));
    for (const res of [
      await webhook(tampered, signature),
      await webhook(wrongSecret.body, wrongSecret.signature),
      await webhook(body, undefined),
      await webhook(body, signature.slice(0, -2)),
    ]) {
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({
        success: false,
        code: 'bad_request',
        message: PAYMENT_SERVER_MESSAGES.badSignature,
      });
    }
    const trail = await paymentTrail(t.db, user.id, user.email);
    expect(trail.paymentStatus).toBe('pending');
    expect(await eventsOf(t.db, data.orderId)).toHaveLength(0);
  });

  it('a signed success for another amount is refused as a payment', async () => {
    const { user, data } = await started();
    const payload = chargeSuccess(data.reference);
    payload.data.amount = 50;
    const { body, signature } = paystackWebhook(SECRET, payload);
    expect((await webhook(body, signature)).statusCode).toBe(200);
    const trail = await paymentTrail(t.db, user.id, user.email);
    expect(trail.paymentStatus).toBe('failed');
    expect(trail.receipts).toHaveLength(0);
  });

  it('the same webhook ten times in a row: one payment, one receipt, one notification', async () => {
    const { user, data } = await started();
    const { body, signature } = paystackWebhook(SECRET, chargeSuccess(data.reference));
    for (let i = 0; i < 10; i++) expect((await webhook(body, signature)).statusCode).toBe(200);
    const trail = await paymentTrail(t.db, user.id, user.email);
    expect(trail.receipts).toHaveLength(1);
    expect(trail.paymentNotifications).toHaveLength(1);
    expect((await eventsOf(t.db, data.orderId)).filter((e) => e.source === 'webhook')).toHaveLength(1);
  });

  it('the same webhook ten times at once: one payment, one receipt, one notification', async () => {
    const { user, data } = await started();
    const { body, signature } = paystackWebhook(SECRET, chargeSuccess(data.reference));
    const answers = await Promise.all(Array.from({ length: 10 }, () => webhook(body, signature)));
    expect(answers.map((r) => r.statusCode)).toEqual(Array(10).fill(200));
    const trail = await paymentTrail(t.db, user.id, user.email);
    expect(trail.paymentStatus).toBe('paid');
    expect(trail.receipts).toHaveLength(1);
    expect(trail.paymentNotifications).toHaveLength(1);
  });

  it('a webhook racing the browser’s return: one payment', async () => {
    const { user, headers, data } = await started();
    fake.settle(data.reference, 'success');
    const { body, signature } = paystackWebhook(SECRET, chargeSuccess(data.reference));
    const answers = await Promise.all([
      webhook(body, signature),
      verifyReturn(t.app, headers, data.reference),
      webhook(body, signature),
      verifyReturn(t.app, headers, data.reference),
    ]);
    expect(answers.map((r) => r.statusCode)).toEqual([200, 200, 200, 200]);
    expect(answers[1]?.json().data.paymentData.status).toBe('paid');
    expect(answers[3]?.json().data.paymentData.status).toBe('paid');
    const trail = await paymentTrail(t.db, user.id, user.email);
    expect(trail.receipts).toHaveLength(1);
    expect(trail.paymentNotifications).toHaveLength(1);
  });

  it('a refund sets refunded, once', async () => {
    const { user, data } = await started();
    const paid = paystackWebhook(SECRET, chargeSuccess(data.reference));
    await webhook(paid.body, paid.signature);
    const refund = paystackWebhook(SECRET, {
      event: 'refund.processed',
      data: { id: 77, status: 'processed', transaction_reference: data.reference, amount: '100', currency: 'USD' },
    });
    for (let i = 0; i < 3; i++) expect((await webhook(refund.body, refund.signature)).statusCode).toBe(200);
    const trail = await paymentTrail(t.db, user.id, user.email);
    expect(trail.paymentStatus).toBe('refunded');
    expect(trail.orders[0]).toMatchObject({ status: 'refunded' });
    expect(trail.refunds).toHaveLength(1);
    expect(trail.refundNotifications).toHaveLength(1);
    // A refunded payer cannot start a new payment by herself.
    const again = await initialize(t.app, loginAs(t.app, user).headers);
    expect(again.statusCode).toBe(409);
  });

  it('acknowledges events about unknown orders and other types without changing anything', async () => {
    const unknown = paystackWebhook(SECRET, {
      event: 'charge.success',
      data: { id: 1, reference: 'CQ-not-ours', amount: 100, currency: 'USD', status: 'success' },
    });
    expect((await webhook(unknown.body, unknown.signature)).statusCode).toBe(200);
    const other = paystackWebhook(SECRET, { event: 'transfer.success', data: { id: 9, reference: 'tr_1' } });
    expect((await webhook(other.body, other.signature)).statusCode).toBe(200);
    const rows = await t.db.select().from(paymentEvents).where(eq(paymentEvents.provider, 'paystack'));
    expect(rows.some((r) => r.type === 'transfer.success' && r.orderId === null)).toBe(true);
  });
});

describe('Paystack: provider down at start', () => {
  it('answers 502 when nothing listens at the base URL', async () => {
    const down = await createTestApp({
      env: { PAYMENT_PROVIDER: 'paystack', PAYSTACK_SECRET_KEY: SECRET, PAYSTACK_BASE_URL: await deadUrl() },
    });
    try {
      const user = await createUser(down.db);
      const res = await initialize(down.app, loginAs(down.app, user).headers);
      expect(res.statusCode).toBe(502);
      expect(res.json().message).toBe(PAYMENT_SERVER_MESSAGES.providerUnavailable);
    } finally {
      await down.close();
    }
  });
});
