import type { OrderStatus } from '@cq/shared';
import { currencyTotals } from '@cq/shared/test-support/payment-totals';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditLog, orders } from '../src/db/schema';
import { createUser } from '../src/dev/factories';
import { createStaff, type Staff } from '../src/dev/staff-factories';
import { testAppForFile } from './support/test-app';

/**
 * A treasurer's month: the payments list and its CSV by period (the day an order was created, or the day its
 * payment was received) and status, with totals per currency of what the filters select.
 */
const t = testAppForFile({ env: { RATE_LIMIT_MAX: '1000000' } });
let treasurer: Staff;

async function order(
  key: string,
  o: { status: OrderStatus; amountMinor: number; currency: string; createdAt: string; paidAt?: string },
) {
  const user = await createUser(t.db, { email: `${key}@example.com`, firstName: 'Payer', lastName: key });
  await t.db.insert(orders).values({
    userId: user.id,
    provider: 'stripe',
    reference: `cq_${key}`,
    amountMinor: o.amountMinor,
    currency: o.currency,
    status: o.status,
    createdAt: new Date(o.createdAt),
    paidAt: o.paidAt ? new Date(o.paidAt) : null,
    refundedAt: o.status === 'refunded' ? new Date('2026-04-02T10:00:00Z') : null,
  });
}

beforeAll(async () => {
  treasurer = await createStaff(t.app, 'admin', [{ resource: 'payments', actions: ['read', 'export'] }]);
  // Opened in February, paid on the 1st of March: February's order, March's money.
  await order('late', {
    status: 'paid',
    amountMinor: 15000,
    currency: 'USD',
    createdAt: '2026-02-27T22:00:00Z',
    paidAt: '2026-03-01T08:00:00Z',
  });
  await order('usd1', {
    status: 'paid',
    amountMinor: 15000,
    currency: 'USD',
    createdAt: '2026-03-05T09:00:00Z',
    paidAt: '2026-03-05T09:02:00Z',
  });
  await order('eur1', {
    status: 'paid',
    amountMinor: 12000,
    currency: 'EUR',
    createdAt: '2026-03-10T09:00:00Z',
    paidAt: '2026-03-10T09:01:00Z',
  });
  await order('eur2', {
    status: 'refunded',
    amountMinor: 12000,
    currency: 'EUR',
    createdAt: '2026-03-12T09:00:00Z',
    paidAt: '2026-03-12T09:01:00Z',
  });
  await order('usdfail', { status: 'failed', amountMinor: 15000, currency: 'USD', createdAt: '2026-03-20T09:00:00Z' });
  await order('eurpend', { status: 'pending', amountMinor: 12000, currency: 'EUR', createdAt: '2026-03-31T23:59:00Z' });
  // The 1st of April, just after March's last second.
  await order('april', {
    status: 'paid',
    amountMinor: 15000,
    currency: 'USD',
    createdAt: '2026-04-01T00:00:00Z',
    paidAt: '2026-04-01T00:00:30Z',
  });
});

const get = (url: string) => t.app.inject({ method: 'GET', url, headers: treasurer.headers });
const list = async (qs: string) => {
  const res = await get(`/api/admin/payments?${qs}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
};
const refs = (d: { payments: { reference: string }[] }) => d.payments.map((p) => p.reference.slice(3)).sort();
const csvLines = async (qs: string) => {
  const res = await get(`/api/admin/payments/export.csv?${qs}`);
  expect(res.statusCode, res.body).toBe(200);
  return { res, lines: res.body.replace(/^\uFEFF/, '').split('\r\n') };
};

describe('payments by period and status, with totals per currency', () => {
  it('totals every currency of the filtered set: all orders, what was received and what was refunded', async () => {
    const march = await list('from=2026-03-01&to=2026-03-31');
    expect(refs(march)).toEqual(['eur1', 'eur2', 'eurpend', 'usd1', 'usdfail']);
    expect(march.totals).toEqual({
      paidCount: 2,
      paidAmountMinor: { EUR: 12000, USD: 15000 },
      byCurrency: [
        currencyTotals('EUR', [3, 36000], [1, 12000], [1, 12000]),
        currencyTotals('USD', [2, 30000], [1, 15000], [0, 0]),
      ],
    });
  });

  it('reads the period on the day the payment was received when asked, leaving out orders never paid', async () => {
    const received = await list('dates=paid&from=2026-03-01&to=2026-03-31');
    expect(refs(received)).toEqual(['eur1', 'eur2', 'late', 'usd1']);
    expect(received.totals.paidAmountMinor).toEqual({ EUR: 12000, USD: 30000 });
    const paidInMarch = await list('dates=paid&status=paid&from=2026-03-01&to=2026-03-31');
    expect(refs(paidInMarch)).toEqual(['eur1', 'late', 'usd1']);
    expect(
      paidInMarch.totals.byCurrency.map((c: { currency: string; count: number }) => [c.currency, c.count]),
    ).toEqual([
      ['EUR', 1],
      ['USD', 2],
    ]);
    const bad = await get('/api/admin/payments?dates=refunded');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual({ dates: 'Choose the day orders were created or paid' });
  });

  it('exports the same selection as CSV, says what it selected, and ends with the totals per currency', async () => {
    const { res, lines } = await csvLines('status=paid&dates=paid&from=2026-03-01&to=2026-03-31&page=2');
    expect(res.headers['content-disposition']).toBe(
      'attachment; filename="payments-paid-2026-03-01-to-2026-03-31.csv"',
    );
    const rows = lines.slice(1, lines.indexOf(''));
    // Every page, newest first.
    expect(rows.map((l) => l.split(',')[0])).toEqual(['cq_eur1', 'cq_usd1', 'cq_late']);
    expect(lines.slice(lines.indexOf('') + 1)).toEqual([
      'Selection,Status,Paid',
      ',Provider,Any provider',
      ',Payment received (UTC),2026-03-01 to 2026-03-31',
      '',
      'Totals,Currency,Orders,Amount,Paid,Paid amount,Refunded,Refunded amount',
      ',EUR,1,120.00,1,120.00,0,0.00',
      ',USD,2,300.00,2,300.00,0,0.00',
      '',
    ]);
    const [audit] = await t.db.select().from(auditLog);
    expect(audit?.details).toMatchObject({
      filters: { status: 'paid', dates: 'paid', from: '2026-03-01', to: '2026-03-31' },
    });
  });

  it('totals two currencies of every status over the creation period', async () => {
    const { res, lines } = await csvLines('from=2026-03-01&to=2026-03-31');
    expect(res.headers['content-disposition']).toBe('attachment; filename="payments-2026-03-01-to-2026-03-31.csv"');
    expect(lines.filter((l) => l.startsWith('cq_'))).toHaveLength(5);
    expect(lines).toContain('Selection,Status,Any status');
    expect(lines).toContain(',Order created (UTC),2026-03-01 to 2026-03-31');
    const totalsAt = lines.indexOf('Totals,Currency,Orders,Amount,Paid,Paid amount,Refunded,Refunded amount');
    expect(lines.slice(totalsAt + 1, -1)).toEqual([',EUR,3,360.00,1,120.00,1,120.00', ',USD,2,300.00,1,150.00,0,0.00']);

    const refunded = await csvLines('status=refunded');
    expect(refunded.lines.filter((l) => l.startsWith('cq_'))).toEqual([expect.stringMatching(/^cq_eur2,/)]);
    expect(refunded.lines.at(-2)).toBe(',EUR,1,120.00,0,0.00,1,120.00');
    const nothing = await csvLines('status=paid&from=2027-01-01');
    expect(nothing.lines.at(-2)).toBe('Totals,Currency,Orders,Amount,Paid,Paid amount,Refunded,Refunded amount');
    expect(nothing.lines).toContain(',Order created (UTC),2027-01-01 to today');
  });
});
