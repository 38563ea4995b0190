import { DEFAULT_REGISTRATION_SETTINGS } from '@cq/shared';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditLog, contestants, notifications, orders, outbox, users } from '../src/db/schema';
import { createUser } from '../src/dev/factories';
import { createStaff, type Staff } from '../src/dev/staff-factories';
import { setSetting } from '../src/modules/settings/service';
import { testAppForFile } from './support/test-app';

const t = testAppForFile({ env: { RATE_LIMIT_MAX: '1000000' } });
let treasurer: Staff;
let reader: Staff;

beforeAll(async () => {
  await setSetting(t.db, 'registration', { ...DEFAULT_REGISTRATION_SETTINGS, fee: 150, currency: 'USD' });
  treasurer = await createStaff(t.app, 'admin', [{ resource: 'payments', actions: ['read', 'update'] }]);
  reader = await createStaff(t.app, 'admin', [{ resource: 'payments', actions: ['read'] }]);
});

const record = (userId: string, payload: object, who: Staff = treasurer) =>
  t.app.inject({ method: 'POST', url: `/api/admin/users/${userId}/manual-payment`, headers: who.headers, payload });

describe('a fee paid another way, recorded by staff', () => {
  it('records a bank transfer as a paid fee: order, account, record, receipt, notification and audit', async () => {
    const user = await createUser(t.db, { firstName: 'Amara', email: 'amara.transfer@example.com' });
    // She had started paying by card: that order is closed, so it can never be paid as well.
    const [open] = await t.db
      .insert(orders)
      .values({ userId: user.id, amountMinor: 15000, currency: 'USD', provider: 'test', reference: 'CQ-OPEN-1' })
      .returning();

    const res = await record(user.id, { method: 'bank_transfer', reference: 'BANK-2026-0042' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      message: 'Payment recorded: she can now fill in her registration.',
      data: {
        provider: 'manual',
        status: 'paid',
        amountMinor: 15000,
        currency: 'USD',
        providerReference: 'BANK-2026-0042',
      },
    });

    const [account] = await t.db.select().from(users).where(eq(users.id, user.id));
    expect(account?.paymentStatus).toBe('paid');
    const [contestant] = await t.db.select().from(contestants).where(eq(contestants.userId, user.id));
    expect(contestant).toMatchObject({ registrationStatus: 'in_progress', paymentAmountMinor: 15000 });
    const [closed] = await t.db
      .select()
      .from(orders)
      .where(eq(orders.id, open?.id ?? ''));
    expect(closed).toMatchObject({ status: 'failed', failureReason: 'settled another way: Bank transfer' });

    const [receipt] = await t.db.select().from(outbox).where(eq(outbox.to, 'amara.transfer@example.com'));
    expect(receipt?.kind).toBe('payment-receipt');
    expect(receipt?.text).toContain('Payment method: Bank transfer');
    expect(receipt?.text).toContain('Amount paid: $150.00');
    const [told] = await t.db.select().from(notifications).where(eq(notifications.userId, user.id));
    expect(told?.title).toBe('Payment received');
    const [audit] = await t.db.select().from(auditLog).where(eq(auditLog.action, 'payments.record'));
    expect(audit?.summary).toBe('Recorded a payment (Bank transfer, BANK-2026-0042) for Amara Okafor');

    // Once paid, no second payment is recorded.
    const again = await record(user.id, { method: 'cash', reference: 'CASH-1' });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('Her fee is already paid.');
  });

  it('waives the fee with the reason, for nothing, and tells her it is waived', async () => {
    const user = await createUser(t.db, { firstName: 'Naledi', email: 'naledi.waived@example.com' });
    const noReason = await record(user.id, { method: 'waiver' });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().errors).toEqual({ note: 'Say why the fee is waived' });

    const res = await record(user.id, { method: 'waiver', note: 'Scholarship of the Johannesburg chapter' });
    expect(res.json()).toMatchObject({
      message: 'Fee waived: she can now fill in her registration.',
      data: { amountMinor: 0 },
    });
    const [mail] = await t.db.select().from(outbox).where(eq(outbox.to, 'naledi.waived@example.com'));
    expect(mail?.kind).toBe('fee-waived');
    const [order] = await t.db
      .select()
      .from(orders)
      .where(and(eq(orders.userId, user.id), eq(orders.provider, 'manual')));
    expect(order).toMatchObject({ manualMethod: 'waiver', note: 'Scholarship of the Johannesburg chapter' });
  });

  it('needs a reference for a transfer or cash, refuses one already recorded, and a staff account', async () => {
    const user = await createUser(t.db, { email: 'zola.cash@example.com' });
    const noReference = await record(user.id, { method: 'cash' });
    expect(noReference.json().errors).toEqual({ reference: 'Enter the reference of the transfer or the receipt' });
    const reused = await record(user.id, { method: 'bank_transfer', reference: 'BANK-2026-0042' });
    expect(reused.statusCode).toBe(400);
    expect(reused.json().errors).toEqual({ reference: 'This reference is already recorded for another payment.' });
    const staffAccount = await record(reader.user.id, { method: 'cash', reference: 'CASH-9' });
    expect(staffAccount.json().message).toBe('Fees are recorded for contestants’ accounts only.');
  });

  it('is for staff who may update payments', async () => {
    const user = await createUser(t.db, { email: 'mei.denied@example.com' });
    expect((await record(user.id, { method: 'cash', reference: 'C-1' }, reader)).statusCode).toBe(403);
  });

  it('exports the filtered orders as CSV with the paid totals per currency, for staff who may export', async () => {
    const exporter = await createStaff(t.app, 'admin', [{ resource: 'payments', actions: ['read', 'export'] }]);
    const csv = (query: string, who: Staff = exporter) =>
      t.app.inject({ method: 'GET', url: `/api/admin/payments/export.csv${query}`, headers: who.headers });
    expect((await csv('', reader)).statusCode).toBe(403);

    const all = await csv('');
    expect(all.statusCode).toBe(200);
    expect(all.headers['content-disposition']).toMatch(/^attachment; filename="payments-\d{4}-\d{2}-\d{2}\.csv"$/);
    const lines = all.body.replace(/^\uFEFF/, '').split('\r\n');
    expect(lines[0]).toBe(
      'Reference,Provider reference,Provider,Method,Status,Amount,Currency,Coupon code,Discount,Payer,E-mail,Created at,Paid at,Refunded at,Refunded,Failure reason,Note',
    );
    const transfer = lines.find((l) => l.includes('BANK-2026-0042'));
    expect(transfer).toContain(
      'Recorded by staff,Bank transfer,Paid,150.00,USD,,,Amara Okafor,amara.transfer@example.com',
    );
    expect(lines.find((l) => l.startsWith('CQ-OPEN-1'))).toContain('Failed');
    // What was received: the transfer and the waiver (0); the closed order is counted among the orders only.
    const totalsAt = lines.indexOf('Totals,Currency,Orders,Amount,Paid,Paid amount,Refunded,Refunded amount');
    expect(lines.slice(totalsAt + 1, -1)).toEqual([',USD,3,300.00,2,150.00,0,0.00']);

    const paidOnly = (await csv('?status=paid')).body.split('\r\n');
    expect(paidOnly.some((l) => l.startsWith('CQ-OPEN-1'))).toBe(false);
    const [audit] = await t.db.select().from(auditLog).where(eq(auditLog.action, 'payments.export'));
    expect(audit?.summary).toBe('Exported payments as CSV');
  });
});
