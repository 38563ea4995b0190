import { randomUUID } from 'node:crypto';
import { DEFAULT_REGISTRATION_SETTINGS, REFUND_MESSAGES } from '@cq/shared';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditLog, orders, refunds, testRefunds, users } from '../src/db/schema';
import { createUser } from '../src/dev/factories';
import { createStaff, type Staff } from '../src/dev/staff-factories';
import { setSetting } from '../src/modules/settings/service';
import { paidTestOrder, paymentTrail } from './support/payments';
import { testAppForFile } from './support/test-app';

const t = testAppForFile({ env: { RATE_LIMIT_MAX: '1000000' } });
let treasurer: Staff;
let reader: Staff;

beforeAll(async () => {
  await setSetting(t.db, 'registration', { ...DEFAULT_REGISTRATION_SETTINGS, fee: 150, currency: 'USD' });
  treasurer = await createStaff(t.app, 'admin', [{ resource: 'payments', actions: ['read', 'update', 'export'] }]);
  reader = await createStaff(t.app, 'admin', [{ resource: 'payments', actions: ['read'] }]);
});

/** A fee of 150.00 USD paid at the test provider (its books say approved). */
const paidAtTestProvider = (amountMinor = 15000) => paidTestOrder(t.db, amountMinor);

const refund = (orderId: string, payload: object, who: Staff = treasurer) =>
  t.app.inject({ method: 'POST', url: `/api/admin/payments/${orderId}/refunds`, headers: who.headers, payload });
const body = (amountMinor: number, extra: object = {}) => ({
  amountMinor,
  reason: 'Withdrew before the deadline',
  idempotencyKey: randomUUID(),
  ...extra,
});
const detail = async (orderId: string) =>
  (await t.app.inject({ method: 'GET', url: `/api/admin/payments/${orderId}`, headers: treasurer.headers })).json()
    .data;
const orderOf = async (id: string) => (await t.db.select().from(orders).where(eq(orders.id, id)))[0];

describe('refunds through the test provider', () => {
  it('a partial refund keeps the order paid with its refunded amount; the rest refunds it in full', async () => {
    const { user, order } = await paidAtTestProvider();

    const part = await refund(order.id, body(4000));
    expect(part.statusCode, part.body).toBe(200);
    expect(part.json()).toMatchObject({
      message: REFUND_MESSAGES.refunded,
      data: { amountMinor: 4000, currency: 'USD', state: 'succeeded', reason: 'Withdrew before the deadline' },
    });
    expect(await orderOf(order.id)).toMatchObject({ status: 'paid', refundedMinor: 4000 });
    // Her fee is still paid: no refund e-mail or notification for a part.
    let trail = await paymentTrail(t.db, user.id, user.email);
    expect(trail.paymentStatus).toBe('paid');
    expect(trail.refunds).toHaveLength(0);
    // The test provider's own books hold it.
    const books = await t.db.select().from(testRefunds).where(eq(testRefunds.reference, order.reference));
    expect(books.map((b) => b.amountMinor)).toEqual([4000]);

    const seen = await detail(order.id);
    expect(seen.payment.refundedMinor).toBe(4000);
    expect(seen.refundableMinor).toBe(11000);
    // The order's log names who asked for it, as her account reads now.
    expect(seen.refunds).toMatchObject([
      {
        amountMinor: 4000,
        state: 'succeeded',
        requestedBy: treasurer.user.id,
        requestedByName: `${treasurer.user.firstName} ${treasurer.user.lastName}`,
      },
    ]);

    const rest = await refund(order.id, body(11000, { reason: 'Rest of the fee' }));
    expect(rest.statusCode, rest.body).toBe(200);
    expect(await orderOf(order.id)).toMatchObject({ status: 'refunded', refundedMinor: 15000 });
    trail = await paymentTrail(t.db, user.id, user.email);
    expect(trail.paymentStatus).toBe('refunded');
    expect(trail.refunds).toHaveLength(1);
    expect(trail.refundNotifications).toHaveLength(1);
    expect((await detail(order.id)).refundableMinor).toBe(0);

    // Audited: who, how much, why.
    const audits = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'payments.refund'), eq(auditLog.recordId, order.id)));
    expect(audits).toHaveLength(2);
    expect(audits.map((a) => a.actorId)).toEqual([treasurer.user.id, treasurer.user.id]);
    expect(audits.map((a) => a.details)).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ amountMinor: 4000, reason: 'Withdrew before the deadline' }),
        expect.objectContaining({ amountMinor: 11000, reason: 'Rest of the fee' }),
      ]),
    );
  });

  it('refuses more than what remains, with a clear message, and changes nothing', async () => {
    const { order } = await paidAtTestProvider();
    const tooMuch = await refund(order.id, body(15001));
    expect(tooMuch.statusCode).toBe(409);
    expect(tooMuch.json()).toMatchObject({ success: false, message: REFUND_MESSAGES.exceedsRemaining });

    expect((await refund(order.id, body(10000))).statusCode).toBe(200);
    const over = await refund(order.id, body(5001));
    expect(over.statusCode).toBe(409);
    expect(over.json().message).toBe(REFUND_MESSAGES.exceedsRemaining);
    expect(await orderOf(order.id)).toMatchObject({ status: 'paid', refundedMinor: 10000 });
    expect(await t.db.select().from(refunds).where(eq(refunds.orderId, order.id))).toHaveLength(1);
  });

  it('a second click (the same key, even at the same moment) never refunds twice', async () => {
    const { order } = await paidAtTestProvider();
    const once = body(5000);
    const answers = await Promise.all([refund(order.id, once), refund(order.id, once), refund(order.id, once)]);
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200]);
    expect(new Set(answers.map((a) => a.json().data._id)).size).toBe(1);
    expect(await t.db.select().from(refunds).where(eq(refunds.orderId, order.id))).toHaveLength(1);
    expect(await t.db.select().from(testRefunds).where(eq(testRefunds.reference, order.reference))).toHaveLength(1);
    expect(await orderOf(order.id)).toMatchObject({ refundedMinor: 5000 });
  });

  it('refuses an order that is not paid, an empty reason, and a refund of nothing', async () => {
    const user = await createUser(t.db);
    const [pending] = await t.db
      .insert(orders)
      .values({
        userId: user.id,
        amountMinor: 15000,
        currency: 'USD',
        provider: 'test',
        reference: `CQ-${randomUUID()}`,
      })
      .returning();
    const notPaid = await refund(pending?.id ?? '', body(100));
    expect(notPaid.statusCode).toBe(409);
    expect(notPaid.json().message).toBe(REFUND_MESSAGES.notRefundable);

    const { order } = await paidAtTestProvider();
    const noReason = await refund(order.id, body(100, { reason: '   ' }));
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().errors).toHaveProperty('reason');
    const nothing = await refund(order.id, body(0));
    expect(nothing.statusCode).toBe(400);
    expect(nothing.json().message).toBe(REFUND_MESSAGES.zeroAmount);
    expect(await t.db.select().from(refunds).where(eq(refunds.orderId, order.id))).toHaveLength(0);
  });

  it('needs the payments update permission', async () => {
    const { order } = await paidAtTestProvider();
    expect((await refund(order.id, body(100), reader)).statusCode).toBe(403);
    expect(await t.db.select().from(refunds).where(eq(refunds.orderId, order.id))).toHaveLength(0);
  });
});

describe('refunds of payments staff recorded', () => {
  const manual = (userId: string, payload: object) =>
    t.app.inject({
      method: 'POST',
      url: `/api/admin/users/${userId}/manual-payment`,
      headers: treasurer.headers,
      payload,
    });

  it('a bank transfer is refunded by recording it, in part then in full', async () => {
    const user = await createUser(t.db);
    const paid = await manual(user.id, { method: 'bank_transfer', reference: `BANK-${randomUUID()}` });
    expect(paid.statusCode, paid.body).toBe(200);
    const orderId = paid.json().data._id as string;
    const fee = paid.json().data.amountMinor as number;
    expect(fee).toBe(15000);

    expect((await refund(orderId, body(100))).json().data.state).toBe('succeeded');
    expect(await orderOf(orderId)).toMatchObject({ status: 'paid', refundedMinor: 100 });
    expect((await refund(orderId, body(fee - 100))).statusCode).toBe(200);
    expect(await orderOf(orderId)).toMatchObject({ status: 'refunded', refundedMinor: fee });
    const [account] = await t.db.select().from(users).where(eq(users.id, user.id));
    expect(account?.paymentStatus).toBe('refunded');
  });

  it('a waiver is withdrawn by recording a refund of nothing, with the reason', async () => {
    const user = await createUser(t.db);
    const waived = await manual(user.id, { method: 'waiver', note: 'Scholarship' });
    const orderId = waived.json().data._id as string;
    const res = await refund(orderId, body(0, { reason: 'Scholarship withdrawn' }));
    expect(res.statusCode, res.body).toBe(200);
    expect(await orderOf(orderId)).toMatchObject({ status: 'refunded', refundedMinor: 0 });
  });
});

describe('the refunded amount in the list and the CSV', () => {
  it('shows a partial refund on its line and in the totals', async () => {
    const { user, order } = await paidAtTestProvider(20000);
    await refund(order.id, body(2500));
    const list = await t.app.inject({
      method: 'GET',
      url: `/api/admin/payments?userId=${user.id}`,
      headers: treasurer.headers,
    });
    expect(list.json().data.payments).toMatchObject([{ _id: order.id, status: 'paid', refundedMinor: 2500 }]);
    expect(list.json().data.totals.byCurrency).toMatchObject([
      { currency: 'USD', paidCount: 1, refundedCount: 1, refundedAmountMinor: 2500 },
    ]);
    const csv = await t.app.inject({
      method: 'GET',
      url: `/api/admin/payments/export.csv?userId=${user.id}`,
      headers: treasurer.headers,
    });
    const lines = csv.body.replace(/^\uFEFF/, '').split('\r\n');
    const header = lines[0]?.split(',') ?? [];
    const row = lines[1]?.split(',') ?? [];
    expect(row[header.indexOf('Refunded')]).toBe('25.00');
    expect(row[header.indexOf('Status')]).toBe('Paid');
  });
});
