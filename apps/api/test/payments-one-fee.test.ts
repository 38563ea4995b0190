import {
  AUTOMATIC_REFUND_MESSAGES,
  MANUAL_PAYMENT_MESSAGES,
  normalisePaymentReference,
  RECEIPT_MESSAGES,
} from '@cq/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders, refunds, testCheckouts, users } from '../src/db/schema';
import { createPaidContestant } from '../src/dev/contestant-factories';
import { createUser, loginAs } from '../src/dev/factories';
import { createStaff, type Staff } from '../src/dev/staff-factories';
import { type FakePaystack, paystackWebhook, startFakePaystack } from './support/payment-fakes';
import {
  answerTestCheckout,
  initialize,
  initializeBody,
  paystackChargeSucceeded,
  paystackEnv,
  verifyReturn,
} from './support/payments';
import { createTestApp, type TestApp } from './support/test-app';

/**
 * One registration fee per contestant (docs/product/registration.md#payment): an order she replaced, or one still
 * open when staff settle her fee another way, takes no payment; a payment that arrives for it anyway is refunded
 * automatically and shown to her; one bank transfer's reference settles one fee, whatever its case, spaces, dashes.
 */

const SECRET = 'sk_test_paystack_one_fee_0123456789';
let t: TestApp;
let p: TestApp;
let fake: FakePaystack;
let treasurer: Staff;
let pTreasurer: Staff;

beforeAll(async () => {
  fake = await startFakePaystack(SECRET);
  [t, p] = await Promise.all([
    createTestApp({ env: { PUBLIC_URL: 'https://queens.example', RATE_LIMIT_MAX: '1000000' } }),
    createTestApp({ env: paystackEnv(SECRET, fake.url) }),
  ]);
  const rights = [{ resource: 'payments' as const, actions: ['read', 'update', 'export'] as const }];
  treasurer = await createStaff(
    t.app,
    'admin',
    rights.map((r) => ({ ...r, actions: [...r.actions] })),
  );
  pTreasurer = await createStaff(
    p.app,
    'admin',
    rights.map((r) => ({ ...r, actions: [...r.actions] })),
  );
});
afterAll(async () => {
  await Promise.all([t?.close(), p?.close()]);
  await fake?.close();
});

const makeCoupon = (app: TestApp, staff: Staff, code: string) =>
  app.app.inject({
    method: 'POST',
    url: '/api/admin/coupons',
    headers: staff.headers,
    payload: { code, percentOff: 10, maxUses: 50 },
  });
const approve = (reference: string) => answerTestCheckout(t.app, reference);
const recordManual = (app: TestApp, staff: Staff, userId: string, payload: object) =>
  app.app.inject({ method: 'POST', url: `/api/admin/users/${userId}/manual-payment`, headers: staff.headers, payload });
const paystackPaid = (reference: string) => paystackChargeSucceeded(p.app, fake, SECRET, reference);
const overview = async (app: TestApp, staff: Staff) =>
  (await app.app.inject({ method: 'GET', url: '/api/admin/overview', headers: staff.headers })).json().data
    .payments as {
    paidCount: number;
    paidByCurrency: { currency: string; amountMinor: number }[];
  };
const paidFees = async (app: TestApp, userId: string) =>
  (await app.db.select().from(orders).where(eq(orders.userId, userId))).filter(
    (o) => o.status === 'paid' && !o.closedReason,
  );

describe('a replaced fee order', () => {
  it('is cancelled at the test provider: its checkout no longer takes the payment, so she pays one fee', async () => {
    expect((await makeCoupon(t, treasurer, 'FIRSTCODE')).statusCode).toBe(200);
    expect((await makeCoupon(t, treasurer, 'OTHERCODE')).statusCode).toBe(200);
    const user = await createUser(t.db);
    const headers = loginAs(t.app, user).headers;
    const first = (await initialize(t.app, headers, { ...initializeBody, couponCode: 'FIRSTCODE' })).json().data;
    const second = (await initialize(t.app, headers, { ...initializeBody, couponCode: 'OTHERCODE' })).json().data;
    expect(second.reference).not.toBe(first.reference);

    const [closed] = await t.db.select().from(orders).where(eq(orders.id, first.orderId));
    expect(closed).toMatchObject({ status: 'failed', closedReason: 'replaced' });
    const [checkout] = await t.db.select().from(testCheckouts).where(eq(testCheckouts.reference, first.reference));
    expect(checkout?.status).toBe('declined');

    await approve(first.reference);
    await approve(second.reference);
    expect((await paidFees(t, user.id)).map((o) => o.id)).toEqual([second.orderId]);
  });

  it('paid anyway at a provider that cannot cancel: refunded in full automatically, recorded and shown, one fee', async () => {
    expect((await makeCoupon(p, pTreasurer, 'PSTKCODE')).statusCode).toBe(200);
    const user = await createUser(p.db);
    const headers = loginAs(p.app, user).headers;
    const first = (await initialize(p.app, headers)).json().data;
    const second = (await initialize(p.app, headers, { ...initializeBody, couponCode: 'PSTKCODE' })).json().data;
    expect(second.orderId).not.toBe(first.orderId);

    expect((await paystackPaid(second.reference)).statusCode).toBe(200);
    expect((await paystackPaid(first.reference)).statusCode).toBe(200);
    // The webhook delivered again changes nothing more.
    const { body, signature } = paystackWebhook(SECRET, {
      event: 'charge.success',
      data: { ...fake.transactions.get(first.reference), paid_at: new Date().toISOString() },
    });
    await p.app.inject({
      method: 'POST',
      url: '/api/payments/webhooks/paystack',
      headers: { 'content-type': 'application/json', 'x-paystack-signature': signature },
      payload: body,
    });

    expect((await paidFees(p, user.id)).map((o) => o.id)).toEqual([second.orderId]);
    const [account] = await p.db.select().from(users).where(eq(users.id, user.id));
    expect(account?.paymentStatus).toBe('paid');
    // Refunded through Paystack, once, in full.
    expect(fake.refunds.filter((r) => r.transaction === first.reference)).toEqual([
      expect.objectContaining({ amount: 100 }),
    ]);
    const auto = await p.db.select().from(refunds).where(eq(refunds.orderId, first.orderId));
    expect(auto).toHaveLength(1);
    expect(auto[0]).toMatchObject({ amountMinor: 100, reason: AUTOMATIC_REFUND_MESSAGES.replaced, requestedBy: null });

    // She sees it in her payments: not taken, being refunded, no receipt.
    const mine = (await p.app.inject({ method: 'GET', url: '/api/payments/mine', headers })).json().data.payments;
    expect(mine.find((o: { _id: string }) => o._id === first.orderId)).toMatchObject({
      autoRefund: 'replaced',
      receiptNumber: null,
    });
    expect(mine.find((o: { _id: string }) => o._id === second.orderId)).toMatchObject({ autoRefund: null });
    // Nor can a receipt for it be downloaded: only the fee she paid has one.
    const notTaken = await p.app.inject({ method: 'GET', url: `/api/payments/${first.orderId}/receipt.pdf`, headers });
    expect(notTaken.statusCode).toBe(409);
    expect(notTaken.json().message).toBe(RECEIPT_MESSAGES.notTaken);
    const kept = await p.app.inject({ method: 'GET', url: `/api/payments/${second.orderId}/receipt.pdf`, headers });
    expect(kept.statusCode).toBe(200);

    // Paystack confirms the refund: the order is refunded, and her own fee stays paid.
    const refund = fake.refunds.find((r) => r.transaction === first.reference);
    const confirmed = paystackWebhook(SECRET, {
      event: 'refund.processed',
      data: {
        id: refund?.id,
        status: 'processed',
        transaction_reference: first.reference,
        amount: '100',
        currency: 'USD',
      },
    });
    await p.app.inject({
      method: 'POST',
      url: '/api/payments/webhooks/paystack',
      headers: { 'content-type': 'application/json', 'x-paystack-signature': confirmed.signature },
      payload: confirmed.body,
    });
    const [after] = await p.db.select().from(orders).where(eq(orders.id, first.orderId));
    expect(after?.status).toBe('refunded');
    const [still] = await p.db.select().from(users).where(eq(users.id, user.id));
    expect(still?.paymentStatus).toBe('paid');
  });
});

describe('a fee staff settle another way while a provider order is open', () => {
  it('closes the open order for good; a late payment for it is refunded automatically, never a second fee', async () => {
    const user = await createUser(p.db);
    const headers = loginAs(p.app, user).headers;
    const open = (await initialize(p.app, headers)).json().data;
    const res = await recordManual(p, pTreasurer, user.id, { method: 'bank_transfer', reference: 'BANK-LATE-1' });
    expect(res.statusCode, res.body).toBe(200);
    const [closed] = await p.db.select().from(orders).where(eq(orders.id, open.orderId));
    expect(closed).toMatchObject({ status: 'failed', closedReason: 'settled' });

    const before = await overview(p, pTreasurer);
    await paystackPaid(open.reference);
    expect(await paidFees(p, user.id)).toHaveLength(1);
    // Her late payment awaits its refund at Paystack: the overview counts and sums one fee, the one recorded.
    expect(await overview(p, pTreasurer)).toEqual(before);
    expect((await paidFees(p, user.id))[0]?.provider).toBe('manual');
    expect(fake.refunds.filter((r) => r.transaction === open.reference)).toHaveLength(1);
    const verified = await p.app.inject({
      method: 'GET',
      url: `/api/payments/verification/${open.reference}`,
      headers,
    });
    expect(verified.json()).toMatchObject({
      data: { paymentData: { status: 'refunded' } },
      message: AUTOMATIC_REFUND_MESSAGES.settled,
    });
  });

  it('cash recorded while her test checkout is open: the old checkout cannot be paid; a payment that still arrives is refunded and shown; one fee counted and summed', async () => {
    // Someone else's fee already paid, so the overview's sums are not trivially one order's.
    await createPaidContestant(t.db);
    const user = await createUser(t.db);
    const headers = loginAs(t.app, user).headers;
    const open = (await initialize(t.app, headers)).json().data;
    const before = await overview(t, treasurer);
    const res = await recordManual(t, treasurer, user.id, { method: 'cash', reference: 'CASH-DESK-77' });
    expect(res.statusCode, res.body).toBe(200);
    const fee = res.json().data.amountMinor as number;

    // She approves the old checkout: it no longer takes the payment and does not say it succeeded.
    const approved = await approve(open.reference);
    expect(approved.statusCode).toBe(303);
    const [checkout] = await t.db.select().from(testCheckouts).where(eq(testCheckouts.reference, open.reference));
    expect(checkout?.status).toBe('declined');
    const verified = (await verifyReturn(t.app, headers, open.reference)).json();
    expect(verified.data.paymentData.status).toBe('failed');
    expect(verified.message).not.toMatch(/Payment successful/);
    expect((await paidFees(t, user.id)).map((o) => o.provider)).toEqual(['manual']);

    // The provider never heard of the closing (the instance stopped first): her payment still arrives.
    await t.db.update(testCheckouts).set({ status: 'open' }).where(eq(testCheckouts.reference, open.reference));
    await approve(open.reference);
    const [late] = await t.db.select().from(orders).where(eq(orders.id, open.orderId));
    expect(late).toMatchObject({ status: 'refunded', closedReason: 'settled' });
    const auto = await t.db.select().from(refunds).where(eq(refunds.orderId, open.orderId));
    expect(auto).toEqual([
      expect.objectContaining({
        state: 'succeeded',
        amountMinor: late?.amountMinor,
        reason: AUTOMATIC_REFUND_MESSAGES.settled,
      }),
    ]);
    const again = (await verifyReturn(t.app, headers, open.reference)).json();
    expect(again).toMatchObject({
      data: { paymentData: { status: 'refunded' } },
      message: AUTOMATIC_REFUND_MESSAGES.settled,
    });
    const mine = (await t.app.inject({ method: 'GET', url: '/api/payments/mine', headers })).json().data.payments;
    expect(mine.find((o: { _id: string }) => o._id === open.orderId)).toMatchObject({
      autoRefund: 'settled',
      receiptNumber: null,
    });
    expect((await paidFees(t, user.id)).map((o) => o.provider)).toEqual(['manual']);
    const [account] = await t.db.select().from(users).where(eq(users.id, user.id));
    expect(account?.paymentStatus).toBe('paid');

    // The overview counts her once and sums her fee once.
    const after = await overview(t, treasurer);
    expect(after.paidCount).toBe(before.paidCount + 1);
    const usd = (o: typeof before) => o.paidByCurrency.find((c) => c.currency === 'USD')?.amountMinor ?? 0;
    expect(usd(after)).toBe(usd(before) + fee);
  });

  it('a waiver closes the open test checkout too: it can no longer be approved', async () => {
    const user = await createUser(t.db);
    const headers = loginAs(t.app, user).headers;
    const open = (await initialize(t.app, headers)).json().data;
    const res = await recordManual(t, treasurer, user.id, { method: 'waiver', note: 'Sponsored by the committee' });
    expect(res.statusCode, res.body).toBe(200);
    await approve(open.reference);
    expect((await verifyReturn(t.app, headers, open.reference)).json().data.paymentData.status).toBe('failed');
    expect((await paidFees(t, user.id)).map((o) => o.provider)).toEqual(['manual']);
  });
});

describe('payment references staff record', () => {
  it('are compared without regard to case, spaces or dashes: one transfer settles one fee', async () => {
    expect(normalisePaymentReference(' bank – 1a2b ')).toBe(normalisePaymentReference('BANK-1A2B'));
    const a = await createUser(t.db);
    const b = await createUser(t.db);
    const c = await createUser(t.db);
    expect(
      (await recordManual(t, treasurer, a.id, { method: 'bank_transfer', reference: 'BANK-1a2b' })).statusCode,
    ).toBe(200);
    for (const [who, reference] of [
      [b, 'bank-1a2b'],
      [b, 'BANK 1A2B'],
      [c, 'bank1a2b'],
      [c, ' Bank - 1A2B '],
    ] as const) {
      const res = await recordManual(t, treasurer, who.id, { method: 'cash', reference });
      expect(res.statusCode, reference).toBe(400);
      expect(res.json()).toMatchObject({
        success: false,
        message: MANUAL_PAYMENT_MESSAGES.referenceTaken,
        errors: { reference: MANUAL_PAYMENT_MESSAGES.referenceTaken },
      });
    }
    // Two staff recording the same transfer for two contestants at once: one is accepted.
    const [x, y] = await Promise.all([
      recordManual(t, treasurer, b.id, { method: 'bank_transfer', reference: 'BANK-RACE-9' }),
      recordManual(t, treasurer, c.id, { method: 'bank_transfer', reference: 'bank race 9' }),
    ]);
    expect([x.statusCode, y.statusCode].sort()).toEqual([200, 400]);
  });
});
