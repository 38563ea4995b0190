import { DEFAULT_REGISTRATION_SETTINGS } from '@cq/shared';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { recordDemoFeePayments, seedDemoRecords } from '../src/cli/seed-demo-records';
import { orders, users } from '../src/db/schema';
import { createPaidContestant, setPaymentStatus } from '../src/dev/contestant-factories';
import { createUser } from '../src/dev/factories';
import { createStaff, type Staff } from '../src/dev/staff-factories';
import { setSetting } from '../src/modules/settings/service';
import { testAppForFile } from './support/test-app';

const t = testAppForFile({ env: { RATE_LIMIT_MAX: '1000000' } });
let boss: Staff;

beforeAll(async () => {
  await setSetting(t.db, 'registration', DEFAULT_REGISTRATION_SETTINGS);
  boss = await createStaff(t.app, 'super admin');
});

const get = async (url: string) => {
  const res = await t.app.inject({ method: 'GET', url, headers: boss.headers });
  expect(res.statusCode, url).toBe(200);
  return res.json().data;
};
const overviewFeesPaid = async () => (await get('/api/admin/overview')).payments.paidCount as number;
const listedPaid = async () => (await get('/api/admin/contestants?paymentStatus=paid')).total as number;

describe('Fees paid: one definition for the overview and the contestant list', () => {
  it('counts the contestants whose fee is paid, as the list filtered on Paid does, with or without an order', async () => {
    // Two paid accounts without an order (as records made outside the payment flow are), one pending.
    await createPaidContestant(t.db, { email: 'paid.one@example.com' });
    await createPaidContestant(t.db, { email: 'paid.two@example.com' });
    const pending = await createPaidContestant(t.db, { email: 'pending@example.com' });
    await setPaymentStatus(t.db, pending.user.id, 'pending');
    expect(await listedPaid()).toBe(2);
    expect(await overviewFeesPaid()).toBe(2);
  });

  it('the demo seed gives every paid account its paid order, so the payments list agrees too', async () => {
    await createUser(t.db, { email: 'contestant@demo.example', paymentStatus: 'paid' });
    await seedDemoRecords(t.db);
    const made = await recordDemoFeePayments(t.db);
    expect(made).toBeGreaterThan(12);
    // A second run adds nothing.
    expect(await recordDemoFeePayments(t.db)).toBe(0);

    const paidAccounts = await t.db.select({ id: users.id }).from(users).where(eq(users.paymentStatus, 'paid'));
    for (const account of paidAccounts) {
      const paidOrders = await t.db
        .select({ id: orders.id, amountMinor: orders.amountMinor, currency: orders.currency })
        .from(orders)
        .where(and(eq(orders.userId, account.id), eq(orders.status, 'paid')));
      expect(paidOrders).toHaveLength(1);
    }
    const overview = await get('/api/admin/overview');
    const payments = await get('/api/admin/payments?status=paid');
    // The paid account without a registration got the record a payment makes: every figure agrees.
    expect(overview.payments.paidCount).toBe(await listedPaid());
    expect(overview.payments.paidCount).toBe(paidAccounts.length);
    expect(payments.totals.paidCount).toBe(paidAccounts.length);
    expect(overview.payments.paidByCurrency).toEqual([
      { currency: DEFAULT_REGISTRATION_SETTINGS.currency, amountMinor: expect.any(Number) },
    ]);
  });

  it('seeded contestants live on the continent of their country of residence', async () => {
    const list = await get('/api/admin/contestants?q=contestants.demo&pageSize=50');
    const sweden = list.contestants.find((c: { firstName: string }) => c.firstName === 'Freya');
    expect(sweden?.continent).toBe('Europe');
  });
});
