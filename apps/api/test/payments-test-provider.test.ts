import { DEFAULT_REGISTRATION_SETTINGS, PAYMENT_SERVER_MESSAGES } from '@cq/shared';
import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { orders, paymentEvents } from '../src/db/schema';
import { createUser, loginAs } from '../src/dev/factories';
import { setSetting } from '../src/modules/settings/service';
import { answerTestCheckout, initialize, initializeBody, paymentTrail, verifyReturn } from './support/payments';
import { testAppForFile } from './support/test-app';

const t = testAppForFile({ env: { PUBLIC_URL: 'https://queens.example' } });
beforeEach(async () => {
  await setSetting(t.db, 'registration', DEFAULT_REGISTRATION_SETTINGS);
});

async function newPayer(overrides: Parameters<typeof createUser>[1] = {}) {
  const user = await createUser(t.db, overrides);
  return { user, headers: loginAs(t.app, user).headers };
}

const checkoutPath = (url: string) => new URL(url).pathname;

const choose = (reference: string, decision: 'approve' | 'decline') => answerTestCheckout(t.app, reference, decision);

describe('POST /payments/initialize with the test provider', () => {
  it('creates an order for the fee of the settings and a payment_pending contestant record', async () => {
    const { user, headers } = await newPayer();
    // A client cannot choose the amount: unknown fields are ignored.
    const res = await initialize(t.app, headers, { ...initializeBody, amount: 0.01, currency: 'NGN' });
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data).toMatchObject({ provider: 'test', clientSecret: null, amount: 1, currency: 'USD' });
    expect(data.authorizationUrl).toBe(`https://queens.example/api/payments/test-checkout/${data.reference}`);
    const trail = await paymentTrail(t.db, user.id, user.email);
    expect(trail.orders).toHaveLength(1);
    expect(trail.orders[0]).toMatchObject({ id: data.orderId, amountMinor: 100, currency: 'USD', status: 'pending' });
    expect(trail.contestantStatus).toBe('payment_pending');
    expect(trail.paymentStatus).toBe('pending');
  });

  it('takes a changed fee from the settings', async () => {
    await setSetting(t.db, 'registration', { ...DEFAULT_REGISTRATION_SETTINGS, fee: 25, currency: 'EUR' });
    const { headers } = await newPayer();
    const data = (await initialize(t.app, headers)).json().data;
    expect(data).toMatchObject({ amount: 25, currency: 'EUR' });
    const [order] = await t.db.select().from(orders).where(eq(orders.id, data.orderId));
    expect(order?.amountMinor).toBe(2500);
  });

  it('reuses the open order on a double click, also when both clicks arrive at once', async () => {
    const { user, headers } = await newPayer();
    const [a, b] = await Promise.all([initialize(t.app, headers), initialize(t.app, headers)]);
    const c = await initialize(t.app, headers);
    expect([a.statusCode, b.statusCode, c.statusCode]).toEqual([200, 200, 200]);
    const ids = new Set([a, b, c].map((r) => r.json().data.orderId));
    expect(ids.size).toBe(1);
    expect(a.json().data.authorizationUrl).toBe(c.json().data.authorizationUrl);
    expect((await paymentTrail(t.db, user.id, user.email)).orders).toHaveLength(1);
  });

  it('refuses with 409 and a clear message once paid', async () => {
    const { headers } = await newPayer({ paymentStatus: 'paid' });
    const res = await initialize(t.app, headers);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ success: false, code: 'conflict', message: PAYMENT_SERVER_MESSAGES.alreadyPaid });
  });

  it('refuses a refunded payer with 409', async () => {
    const { headers } = await newPayer({ paymentStatus: 'refunded' });
    const res = await initialize(t.app, headers);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(PAYMENT_SERVER_MESSAGES.refunded);
  });

  it('needs a signed-in user and the registration_fee product', async () => {
    expect((await initialize(t.app, {})).statusCode).toBe(401);
    const { headers } = await newPayer();
    const res = await initialize(t.app, headers, { ...initializeBody, productId: 'tiara' });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.productId).toBe('Unknown product');
  });

  it('settles a fee of zero at once and sends the payer to the return page', async () => {
    await setSetting(t.db, 'registration', { ...DEFAULT_REGISTRATION_SETTINGS, fee: 0 });
    const { user, headers } = await newPayer();
    const data = (await initialize(t.app, headers)).json().data;
    expect(data.authorizationUrl).toBe(`https://queens.example/user/register?reference=${data.reference}`);
    const check = await verifyReturn(t.app, headers, data.reference);
    expect(check.json().data.paymentData.status).toBe('paid');
    expect((await paymentTrail(t.db, user.id, user.email)).paymentStatus).toBe('paid');
  });
});

describe('the test checkout page', () => {
  it('shows the amount with Approve payment and Decline, without any script', async () => {
    const { user, headers } = await newPayer();
    const data = (await initialize(t.app, headers)).json().data;
    const res = await t.app.inject({ method: 'GET', url: checkoutPath(data.authorizationUrl) });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.body).toContain('$1.00');
    expect(res.body).toContain('USD');
    expect(res.body).toContain(user.email);
    expect(res.body).toContain('>Approve payment</button>');
    expect(res.body).toContain('>Decline</button>');
    expect(res.body).toContain(`action="/api/payments/test-checkout/${data.reference}"`);
    expect(res.body).not.toContain('<script');
    expect(String(res.headers['content-security-policy'])).toContain("script-src 'self'");
  });

  it('answers 404 for an unknown reference', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/payments/test-checkout/CQ-unknown' });
    expect(res.statusCode).toBe(404);
    expect(res.body).toContain('This checkout link is not valid');
  });

  it('approve: records the payment once and returns to /user/register?reference=…', async () => {
    const { user, headers } = await newPayer();
    const data = (await initialize(t.app, headers)).json().data;
    const res = await choose(data.reference, 'approve');
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe(`https://queens.example/user/register?reference=${data.reference}`);

    const check = await verifyReturn(t.app, headers, data.reference);
    expect(check.statusCode).toBe(200);
    expect(check.json()).toMatchObject({
      success: true,
      message: PAYMENT_SERVER_MESSAGES.paid,
      data: { paymentData: { status: 'paid', orderId: data.orderId, amount: 1, currency: 'USD', provider: 'test' } },
    });
    // A second submit of the page (the back button) and a second return change nothing.
    await choose(data.reference, 'approve');
    await verifyReturn(t.app, headers, data.reference);

    const trail = await paymentTrail(t.db, user.id, user.email);
    expect(trail.paymentStatus).toBe('paid');
    expect(trail.contestantStatus).toBe('in_progress');
    expect(trail.orders[0]).toMatchObject({ status: 'paid' });
    expect(trail.receipts).toHaveLength(1);
    expect(trail.receipts[0]?.text).toContain('Amount paid: $1.00 USD');
    expect(trail.receipts[0]?.text).toContain(data.reference);
    expect(trail.paymentNotifications).toHaveLength(1);
    expect(trail.paymentNotifications[0]).toMatchObject({ type: 'payment', dedupeKey: `payment:${data.orderId}` });
  });

  it('decline: the payer sees the failure, retries with a new order, and pays', async () => {
    const { user, headers } = await newPayer();
    const first = (await initialize(t.app, headers)).json().data;
    expect((await choose(first.reference, 'decline')).statusCode).toBe(303);

    const check = await verifyReturn(t.app, headers, first.reference);
    expect(check.statusCode).toBe(200);
    expect(check.json().data.paymentData.status).toBe('failed');
    expect(check.json().message).toBe(PAYMENT_SERVER_MESSAGES.declined);
    let trail = await paymentTrail(t.db, user.id, user.email);
    expect(trail.paymentStatus).toBe('failed');
    expect(trail.contestantStatus).toBe('payment_pending');
    expect(trail.receipts).toHaveLength(0);

    const second = (await initialize(t.app, headers)).json().data;
    expect(second.orderId).not.toBe(first.orderId);
    expect((await paymentTrail(t.db, user.id, user.email)).paymentStatus).toBe('pending');
    await choose(second.reference, 'approve');
    expect((await verifyReturn(t.app, headers, second.reference)).json().data.paymentData.status).toBe('paid');
    // The declined checkout cannot be turned into an approval afterwards.
    await choose(first.reference, 'approve');
    expect((await verifyReturn(t.app, headers, first.reference)).json().data.paymentData.status).toBe('failed');

    trail = await paymentTrail(t.db, user.id, user.email);
    expect(trail.paymentStatus).toBe('paid');
    expect(trail.receipts).toHaveLength(1);
    expect(trail.orders.map((o) => o.status).sort()).toEqual(['failed', 'paid']);
  });

  it('an unanswered checkout verifies as pending and changes nothing', async () => {
    const { user, headers } = await newPayer();
    const data = (await initialize(t.app, headers)).json().data;
    const check = await verifyReturn(t.app, headers, data.reference);
    expect(check.json()).toMatchObject({
      message: PAYMENT_SERVER_MESSAGES.pending,
      data: { paymentData: { status: 'pending' } },
    });
    expect((await paymentTrail(t.db, user.id, user.email)).paymentStatus).toBe('pending');
  });
});

describe('GET /payments/verification/:reference', () => {
  it('never reveals another payer’s order', async () => {
    const { headers } = await newPayer();
    const other = await newPayer();
    const data = (await initialize(t.app, headers)).json().data;
    const res = await verifyReturn(t.app, other.headers, data.reference);
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe(PAYMENT_SERVER_MESSAGES.orderNotFound);
  });

  it('still answers at its first name, test-verification, for links already sent', async () => {
    const { user, headers } = await newPayer();
    const data = (await initialize(t.app, headers)).json().data;
    await choose(data.reference, 'approve');
    const old = await t.app.inject({
      method: 'GET',
      url: `/api/payments/test-verification/${data.reference}`,
      headers,
    });
    expect(old.statusCode).toBe(200);
    expect(old.json()).toMatchObject({
      success: true,
      data: { paymentData: { status: 'paid', reference: data.reference } },
    });
    expect((await verifyReturn(t.app, headers, data.reference)).json()).toMatchObject({
      data: { paymentData: { status: 'paid', reference: data.reference } },
    });
    const trail = await paymentTrail(t.db, user.id, user.email);
    expect(trail.paymentStatus).toBe('paid');
    expect(trail.receipts).toHaveLength(1);
  });

  it('a made-up reference in the return URL changes nothing', async () => {
    const { user, headers } = await newPayer();
    await initialize(t.app, headers);
    expect((await verifyReturn(t.app, headers, 'CQ-0000')).statusCode).toBe(404);
    expect((await verifyReturn(t.app, headers, 'bad ref!')).statusCode).toBe(400);
    expect((await paymentTrail(t.db, user.id, user.email)).paymentStatus).toBe('pending');
  });

  it('racing returns and approvals record one payment', async () => {
    const { user, headers } = await newPayer();
    const data = (await initialize(t.app, headers)).json().data;
    await Promise.all([
      choose(data.reference, 'approve'),
      ...Array.from({ length: 5 }, () => verifyReturn(t.app, headers, data.reference)),
    ]);
    await Promise.all(Array.from({ length: 5 }, () => verifyReturn(t.app, headers, data.reference)));
    const trail = await paymentTrail(t.db, user.id, user.email);
    expect(trail.paymentStatus).toBe('paid');
    expect(trail.receipts).toHaveLength(1);
    expect(trail.paymentNotifications).toHaveLength(1);
    const events = await t.db.select().from(paymentEvents).where(eq(paymentEvents.orderId, data.orderId));
    expect(
      events.filter((e) => e.type.endsWith('approved') || e.type === 'verify.succeeded').length,
    ).toBeGreaterThanOrEqual(1);
  });
});
