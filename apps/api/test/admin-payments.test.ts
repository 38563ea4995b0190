import type { OrderStatus, PaymentProviderName } from '@cq/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { orders, paymentEvents } from '../src/db/schema';
import { createUser } from '../src/dev/factories';
import { createStaff, type Staff } from '../src/dev/staff-factories';
import { testAppForFile } from './support/test-app';

const t = testAppForFile();
let reader: Staff;
let outsider: Staff;
const ids: Record<string, string> = {};

async function order(
  key: string,
  email: string,
  o: { status: OrderStatus; provider: PaymentProviderName; amountMinor: number; currency: string; createdAt: string },
) {
  const user = await createUser(t.db, { email, firstName: 'Zanele', lastName: key, phoneNumber: '+27 82 555 0101' });
  const [row] = await t.db
    .insert(orders)
    .values({
      ...o,
      userId: user.id,
      reference: `cq_${key}`,
      providerReference: o.provider === 'stripe' ? `pi_${key}` : null,
      authorizationUrl: 'https://checkout.example/secret-session',
      createdAt: new Date(o.createdAt),
      paidAt: o.status === 'paid' ? new Date(o.createdAt) : null,
      failureReason: o.status === 'failed' ? 'Your card was declined.' : null,
    })
    .returning();
  ids[key] = row?.id as string;
}

beforeAll(async () => {
  reader = await createStaff(t.app, 'editor', [{ resource: 'payments', actions: ['read'] }]);
  outsider = await createStaff(t.app, 'admin', [{ resource: 'inquiries', actions: ['manage'] }]);
  const base = { provider: 'test' as const, amountMinor: 100, currency: 'USD' };
  await order('a', 'amara@example.com', { ...base, status: 'paid', createdAt: '2026-03-01T09:00:00Z' });
  await order('b', 'bea@example.com', { ...base, status: 'failed', createdAt: '2026-03-02T09:00:00Z' });
  await order('c', 'chioma@example.com', {
    status: 'paid',
    provider: 'stripe',
    amountMinor: 5000,
    currency: 'NGN',
    createdAt: '2026-03-03T23:30:00Z',
  });
  await order('d', 'dalia@example.com', { ...base, status: 'pending', createdAt: '2026-03-04T09:00:00Z' });
  await order('e', 'esi@example.com', { ...base, status: 'paid', createdAt: '2026-03-05T09:00:00Z' });
  await t.db.insert(paymentEvents).values([
    {
      provider: 'stripe',
      eventId: 'evt_2',
      orderId: ids.c,
      type: 'payment_intent.succeeded',
      source: 'webhook',
      details: { outcome: 'succeeded', intent: 'pi_c', amount: 5000, client_secret: 'pi_c_secret_x', nested: { a: 1 } },
      receivedAt: new Date('2026-03-03T23:31:00Z'),
    },
    {
      provider: 'stripe',
      eventId: 'evt_1',
      orderId: ids.c,
      type: 'verify.failed',
      source: 'verify',
      details: { outcome: 'failed', status: 'requires_payment_method' },
      receivedAt: new Date('2026-03-03T23:30:30Z'),
    },
  ]);
});

const list = async (qs = '') => {
  const res = await t.app.inject({ method: 'GET', url: `/api/admin/payments?${qs}`, headers: reader.headers });
  expect(res.statusCode).toBe(200);
  return res.json().data;
};
const refs = (d: { payments: { reference: string }[] }) => d.payments.map((p) => p.reference.slice(3));

describe('GET /api/admin/payments', () => {
  it('lists every order newest first with its payer and the paid totals per currency', async () => {
    const data = await list();
    expect(refs(data)).toEqual(['e', 'd', 'c', 'b', 'a']);
    expect(data).toMatchObject({ total: 5, page: 1, pageSize: 25 });
    expect(data.totals).toMatchObject({ paidCount: 3, paidAmountMinor: { USD: 200, NGN: 5000 } });
    expect(data.payments[2]).toEqual({
      _id: ids.c,
      reference: 'cq_c',
      providerReference: 'pi_c',
      provider: 'stripe',
      method: null,
      status: 'paid',
      amountMinor: 5000,
      couponCode: null,
      discountMinor: 0,
      currency: 'NGN',
      email: 'chioma@example.com',
      name: 'Zanele c',
      createdAt: '2026-03-03T23:30:00.000Z',
      paidAt: '2026-03-03T23:30:00.000Z',
      failureReason: null,
      refundedMinor: 0,
    });
    expect(data.payments[3]).toMatchObject({ status: 'failed', failureReason: 'Your card was declined.' });
    expect(JSON.stringify(data)).not.toContain('secret-session');
  });

  it('filters by status, provider, e-mail or reference, and whole days; totals follow the filters', async () => {
    expect(refs(await list('status=paid'))).toEqual(['e', 'c', 'a']);
    expect(refs(await list('provider=stripe'))).toEqual(['c']);
    expect(refs(await list('q=BEA%40'))).toEqual(['b']);
    expect(refs(await list('q=pi_c'))).toEqual(['c']);
    expect(refs(await list('q=cq_d'))).toEqual(['d']);
    const days = await list('from=2026-03-02&to=2026-03-03');
    expect(refs(days)).toEqual(['c', 'b']);
    expect(days.totals).toMatchObject({ paidCount: 1, paidAmountMinor: { NGN: 5000 } });
    expect(await list('status=failed&provider=stripe')).toMatchObject({
      payments: [],
      total: 0,
      totals: { paidCount: 0, paidAmountMinor: {} },
    });
    const page = await list('pageSize=2&page=3');
    expect(refs(page)).toEqual(['a']);
    expect(page.total).toBe(5);
  });

  it('answers 400 with field messages for bad filters', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/admin/payments?status=lost&provider=cash&from=yesterday&pageSize=500',
      headers: reader.headers,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({
      status: 'Unknown payment status',
      provider: 'Unknown payment provider',
      from: 'Use a date in the form YYYY-MM-DD',
      pageSize: 'Use at most 100 rows per page',
    });
    const order = await t.app.inject({
      method: 'GET',
      url: '/api/admin/payments?from=2026-03-05&to=2026-03-01',
      headers: reader.headers,
    });
    expect(order.json().errors).toEqual({ to: 'The end date is before the start date' });
  });

  it('is refused without the payments permission and to anonymous callers', async () => {
    const other = await t.app.inject({ method: 'GET', url: '/api/admin/payments', headers: outsider.headers });
    expect(other.statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/payments?status=x' })).statusCode).toBe(401);
  });
});

describe('GET /api/admin/payments/:id', () => {
  it('answers the order, its payer and its events oldest first, without anything secret', async () => {
    const res = await t.app.inject({ method: 'GET', url: `/api/admin/payments/${ids.c}`, headers: reader.headers });
    expect(res.statusCode).toBe(200);
    const { data } = res.json();
    expect(data.payment).toMatchObject({ _id: ids.c, product: 'registration_fee', status: 'paid', refundedAt: null });
    expect(data.payer).toMatchObject({
      name: 'Zanele c',
      email: 'chioma@example.com',
      phoneNumber: '+27 82 555 0101',
    });
    expect(data.events).toEqual([
      expect.objectContaining({
        type: 'verify.failed',
        source: 'verify',
        details: { outcome: 'failed', status: 'requires_payment_method' },
        receivedAt: '2026-03-03T23:30:30.000Z',
      }),
      expect.objectContaining({
        type: 'payment_intent.succeeded',
        source: 'webhook',
        details: { outcome: 'succeeded', intent: 'pi_c', amount: 5000 },
      }),
    ]);
    expect(res.body).not.toContain('secret');
    expect(res.body).not.toContain('password');
  });

  it('answers 404 for an unknown order and 400 for a malformed id', async () => {
    const missing = await t.app.inject({
      method: 'GET',
      url: '/api/admin/payments/0b9a7c52-3f1e-4d2a-9c8b-7a6f5e4d3c2b',
      headers: reader.headers,
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ success: false, code: 'not_found', message: 'Payment not found.' });
    const bad = await t.app.inject({ method: 'GET', url: '/api/admin/payments/42', headers: reader.headers });
    expect(bad.json()).toMatchObject({ success: false, errors: { id: 'Invalid id' } });
  });
});
