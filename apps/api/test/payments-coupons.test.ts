import { COUPON_MESSAGES, DEFAULT_REGISTRATION_SETTINGS } from '@cq/shared';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditLog, contestants, coupons, couponUses, orders, users } from '../src/db/schema';
import { createUser, loginAs } from '../src/dev/factories';
import { createStaff, type Staff } from '../src/dev/staff-factories';
import { setSetting } from '../src/modules/settings/service';
import { answerTestCheckout, initialize, initializeBody, verifyReturn } from './support/payments';
import { pdfText } from './support/pdf-text';
import { testAppForFile } from './support/test-app';

const t = testAppForFile({ env: { PUBLIC_URL: 'https://queens.example', RATE_LIMIT_MAX: '1000000' } });
let treasurer: Staff;
let reader: Staff;

beforeAll(async () => {
  await setSetting(t.db, 'registration', { ...DEFAULT_REGISTRATION_SETTINGS, fee: 150, currency: 'USD' });
  treasurer = await createStaff(t.app, 'admin', [{ resource: 'payments', actions: ['read', 'update', 'export'] }]);
  reader = await createStaff(t.app, 'admin', [{ resource: 'payments', actions: ['read'] }]);
});

let n = 0;
async function newPayer() {
  n += 1;
  const user = await createUser(t.db, { email: `coupon.payer${n}@example.com` });
  return { user, headers: loginAs(t.app, user).headers };
}

const makeCoupon = (payload: object, who: Staff = treasurer) =>
  t.app.inject({ method: 'POST', url: '/api/admin/coupons', headers: who.headers, payload });
const changeCoupon = (id: string, payload: object) =>
  t.app.inject({ method: 'PATCH', url: `/api/admin/coupons/${id}`, headers: treasurer.headers, payload });
const quote = (headers: Record<string, string>, couponCode: string) =>
  t.app.inject({ method: 'POST', url: '/api/payments/coupon', headers, payload: { couponCode } });
const payWith = (headers: Record<string, string>, couponCode: string) =>
  initialize(t.app, headers, { ...initializeBody, couponCode });
const usesOf = async (id: string) => (await t.db.select().from(coupons).where(eq(coupons.id, id)))[0]?.uses;

async function coupon(payload: object): Promise<string> {
  const res = await makeCoupon({ maxUses: 5, ...payload });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data._id;
}

const choose = (reference: string, decision: 'approve' | 'decline') => answerTestCheckout(t.app, reference, decision);

describe('coupon codes in the back office', () => {
  it('staff make a code (in capitals, unique whatever the case), list it with its uses and change it; audited', async () => {
    const res = await makeCoupon({
      code: 'Spring25',
      percentOff: 25,
      maxUses: 10,
      expiresOn: '2099-12-31',
      note: 'Spring',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      message: COUPON_MESSAGES.created,
      data: { code: 'SPRING25', percentOff: 25, amountOffMinor: null, maxUses: 10, uses: 0, active: true },
    });
    const id = res.json().data._id;

    const again = await makeCoupon({ code: 'spring25', amountOffMinor: 1000, maxUses: 1 });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ success: false, message: COUPON_MESSAGES.codeTaken });

    const neither = await makeCoupon({ code: 'NOTHING1', maxUses: 1 });
    expect(neither.statusCode).toBe(400);
    expect(neither.json().errors).toEqual({ percentOff: COUPON_MESSAGES.discountRequired });
    const badCode = await makeCoupon({ code: 'NO-WAY', percentOff: 5, maxUses: 1 });
    expect(badCode.json().errors).toEqual({ code: COUPON_MESSAGES.codeFormat });
    expect((await makeCoupon({ code: 'TOOMUCH', percentOff: 101, maxUses: 1 })).statusCode).toBe(400);

    // A reader lists but cannot make one.
    expect((await makeCoupon({ code: 'READER1', percentOff: 5, maxUses: 1 }, reader)).statusCode).toBe(403);
    const list = await t.app.inject({ method: 'GET', url: '/api/admin/coupons', headers: reader.headers });
    expect(list.statusCode).toBe(200);
    expect(list.json().data.coupons.find((c: { _id: string }) => c._id === id)).toMatchObject({ code: 'SPRING25' });

    const off = await changeCoupon(id, { active: false, maxUses: 12, expiresOn: null });
    expect(off.json()).toMatchObject({ data: { active: false, maxUses: 12, expiresOn: null } });
    const audits = await t.db.select().from(auditLog).where(eq(auditLog.recordId, id));
    expect(audits.map((a) => a.action).sort()).toEqual(['payments.coupon-create', 'payments.coupon-update']);
    expect(audits.find((a) => a.action === 'payments.coupon-update')?.summary).toBe(
      'Changed the coupon code SPRING25: switched off, limit 10 → 12, last day 2099-12-31 → none',
    );
  });

  it('refuses a limit below the uses so far', async () => {
    const id = await coupon({ code: 'LIMITLOW', percentOff: 10, maxUses: 3 });
    expect((await payWith((await newPayer()).headers, 'limitlow')).statusCode).toBe(200);
    expect((await payWith((await newPayer()).headers, 'limitlow')).statusCode).toBe(200);
    const below = await changeCoupon(id, { maxUses: 1 });
    expect(below.statusCode).toBe(409);
    expect(below.json().message).toBe(COUPON_MESSAGES.limitBelowUses);
    expect((await changeCoupon(id, { maxUses: 2 })).statusCode).toBe(200);
    const late = await payWith((await newPayer()).headers, 'limitlow');
    expect(late.json()).toMatchObject({ success: false, message: COUPON_MESSAGES.usedUp });
    expect(await usesOf(id)).toBe(2);
  });
});

describe('a contestant pays with a code', () => {
  it('answers the price with a percentage or an amount off, and every refusal in the envelope', async () => {
    await coupon({ code: 'TENPCT', percentOff: 10 });
    await coupon({ code: 'FIFTYOFF', amountOffMinor: 5000 });
    const { headers } = await newPayer();
    expect((await quote(headers, ' tenpct ')).json()).toEqual({
      success: true,
      message: COUPON_MESSAGES.applied,
      data: { code: 'TENPCT', feeMinor: 15000, discountMinor: 1500, amountMinor: 13500, currency: 'USD' },
    });
    expect((await quote(headers, 'FiftyOff')).json().data).toMatchObject({ discountMinor: 5000, amountMinor: 10000 });

    const offId = await coupon({ code: 'SWITCHED', percentOff: 10 });
    await changeCoupon(offId, { active: false });
    await coupon({ code: 'EXPIRED1', percentOff: 10, expiresOn: '2020-01-31' });
    await coupon({ code: 'ONLYONE', percentOff: 10, maxUses: 1 });
    expect((await payWith((await newPayer()).headers, 'ONLYONE')).statusCode).toBe(200);
    await setSetting(t.db, 'registration', { ...DEFAULT_REGISTRATION_SETTINGS, fee: 150, currency: 'EUR' });
    const euro = await quote(headers, 'FIFTYOFF');
    await setSetting(t.db, 'registration', { ...DEFAULT_REGISTRATION_SETTINGS, fee: 150, currency: 'USD' });

    for (const [res, message] of [
      [await quote(headers, 'NOSUCHCODE'), COUPON_MESSAGES.unknown],
      [await quote(headers, 'no such'), COUPON_MESSAGES.unknown],
      [await quote(headers, 'switched'), COUPON_MESSAGES.inactive],
      [await quote(headers, 'EXPIRED1'), COUPON_MESSAGES.expired],
      [await quote(headers, 'onlyone'), COUPON_MESSAGES.usedUp],
      [euro, COUPON_MESSAGES.wrongCurrency],
      [await payWith(headers, 'switched'), COUPON_MESSAGES.inactive],
    ] as const) {
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json()).toMatchObject({ success: false, message, errors: { couponCode: message } });
    }
  });

  it('makes the order for the discounted fee, keeps the code and counts her use once', async () => {
    const id = await coupon({ code: 'ONCEONLY', percentOff: 20 });
    const { user, headers } = await newPayer();
    const first = await payWith(headers, 'onceonly');
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().data).toMatchObject({ amount: 120, currency: 'USD' });
    const [order] = await t.db.select().from(orders).where(eq(orders.id, first.json().data.orderId));
    expect(order).toMatchObject({ amountMinor: 12000, couponId: id, couponCode: 'ONCEONLY', discountMinor: 3000 });

    // A second click with the code reuses the order; her use is not counted again.
    const second = await payWith(headers, 'ONCEONLY');
    expect(second.json().data.orderId).toBe(first.json().data.orderId);
    expect(await usesOf(id)).toBe(1);

    // Paid: the use stays, and the code is hers no more to use.
    await choose(first.json().data.reference, 'approve');
    expect((await verifyReturn(t.app, headers, first.json().data.reference)).json().data.paymentData.status).toBe(
      'paid',
    );
    expect(await usesOf(id)).toBe(1);
    expect((await quote(headers, 'ONCEONLY')).json().message).toBe(COUPON_MESSAGES.alreadyUsed);
    expect(await t.db.select().from(couponUses).where(eq(couponUses.userId, user.id))).toHaveLength(1);

    // Her receipt, the list and the CSV show the code and what it took off.
    const pdf = await t.app.inject({ method: 'GET', url: `/api/payments/${order?.id}/receipt.pdf`, headers });
    const { text } = await pdfText(pdf.rawPayload);
    expect(text).toContain('Coupon code ONCEONLY');
    expect(text).toContain('-$30.00 USD');
    expect(text).toContain('$150.00 USD');
    const list = await t.app.inject({
      method: 'GET',
      url: `/api/admin/payments?userId=${user.id}`,
      headers: treasurer.headers,
    });
    expect(list.json().data.payments[0]).toMatchObject({ couponCode: 'ONCEONLY', discountMinor: 3000 });
    const csv = await t.app.inject({
      method: 'GET',
      url: `/api/admin/payments/export.csv?q=${user.email}`,
      headers: treasurer.headers,
    });
    expect(csv.body).toContain(',120.00,USD,ONCEONLY,30.00,');
  });

  it('a 100 % code makes the order free and moves her on as a paid fee does', async () => {
    const id = await coupon({ code: 'FULLFREE', percentOff: 100 });
    const { user, headers } = await newPayer();
    const res = await payWith(headers, 'fullfree');
    expect(res.statusCode, res.body).toBe(200);
    const data = res.json().data;
    expect(data).toMatchObject({ amount: 0, currency: 'USD' });
    expect(data.authorizationUrl).toBe(`https://queens.example/user/register?reference=${data.reference}`);
    const [order] = await t.db.select().from(orders).where(eq(orders.id, data.orderId));
    expect(order).toMatchObject({ status: 'paid', amountMinor: 0, discountMinor: 15000, couponCode: 'FULLFREE' });
    const [account] = await t.db.select().from(users).where(eq(users.id, user.id));
    expect(account?.paymentStatus).toBe('paid');
    const [record] = await t.db.select().from(contestants).where(eq(contestants.userId, user.id));
    expect(record?.registrationStatus).toBe('in_progress');
    expect(await usesOf(id)).toBe(1);
  });

  it('gives her use back when her order with the code is declined or replaced by one without it', async () => {
    const id = await coupon({ code: 'GIVEBACK', percentOff: 50, maxUses: 1 });
    const { headers } = await newPayer();
    const first = (await payWith(headers, 'GIVEBACK')).json().data;
    expect(await usesOf(id)).toBe(1);
    await choose(first.reference, 'decline');
    expect((await verifyReturn(t.app, headers, first.reference)).json().data.paymentData.status).toBe('failed');
    expect(await usesOf(id)).toBe(0);

    // The use given back is there for her (or anyone) again.
    const second = (await payWith(headers, 'GIVEBACK')).json().data;
    expect(second.amount).toBe(75);
    expect(await usesOf(id)).toBe(1);
    const other = await newPayer();
    expect((await quote(other.headers, 'GIVEBACK')).json().message).toBe(COUPON_MESSAGES.usedUp);

    // She pays without the code instead: that order replaces the one with it, and the use is given back.
    const third = (await initialize(t.app, headers)).json().data;
    expect(third.amount).toBe(150);
    expect(await usesOf(id)).toBe(0);
    const [replaced] = await t.db.select().from(orders).where(eq(orders.id, second.orderId));
    expect(replaced?.status).toBe('failed');
    expect((await quote(other.headers, 'GIVEBACK')).statusCode).toBe(200);
  });

  it('gives the use back when staff settle her fee another way', async () => {
    const id = await coupon({ code: 'MANUALGB', percentOff: 50 });
    const { user, headers } = await newPayer();
    await payWith(headers, 'MANUALGB');
    expect(await usesOf(id)).toBe(1);
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/admin/users/${user.id}/manual-payment`,
      headers: treasurer.headers,
      payload: { method: 'cash', reference: 'CASH-COUPON-1' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(await usesOf(id)).toBe(0);
  });

  it('holds the limit when contestants use a code at once: 10 at once on a limit of 3, 3 succeed', async () => {
    const id = await coupon({ code: 'RACE3', percentOff: 30, maxUses: 3 });
    const payers = await Promise.all(Array.from({ length: 10 }, () => newPayer()));
    const answers = await Promise.all(payers.map((p) => payWith(p.headers, 'RACE3')));
    const ok = answers.filter((r) => r.statusCode === 200);
    const refused = answers.filter((r) => r.statusCode !== 200);
    expect(ok).toHaveLength(3);
    expect(refused).toHaveLength(7);
    for (const r of refused) expect(r.json()).toMatchObject({ success: false, message: COUPON_MESSAGES.usedUp });
    expect(await usesOf(id)).toBe(3);
    expect(await t.db.select().from(couponUses).where(eq(couponUses.couponId, id))).toHaveLength(3);
    const made = await t.db.select().from(orders).where(eq(orders.couponId, id));
    expect(made).toHaveLength(3);
  });
});
