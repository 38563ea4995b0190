import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Database, DbOrTx } from '../../src/db/client';
import { contestants, notifications, orders, outbox, paymentEvents, testCheckouts, users } from '../../src/db/schema';
import { createUser } from '../../src/dev/factories';
import { type FakePaystack, paystackWebhook } from './payment-fakes';

/** What a payment left behind for one user: the facts the exactly-once tests count. */
export async function paymentTrail(db: DbOrTx, userId: string, email: string) {
  const [user] = await db.select().from(users).where(eq(users.id, userId));
  const [contestant] = await db.select().from(contestants).where(eq(contestants.userId, userId));
  const userOrders = await db.select().from(orders).where(eq(orders.userId, userId));
  const receipts = await db
    .select()
    .from(outbox)
    .where(and(eq(outbox.to, email.toLowerCase()), eq(outbox.kind, 'payment-receipt')));
  const refunds = await db
    .select()
    .from(outbox)
    .where(and(eq(outbox.to, email.toLowerCase()), eq(outbox.kind, 'payment-refunded')));
  const notes = await db.select().from(notifications).where(eq(notifications.userId, userId));
  return {
    paymentStatus: user?.paymentStatus ?? null,
    contestantStatus: contestant?.registrationStatus ?? null,
    orders: userOrders,
    receipts,
    refunds,
    paymentNotifications: notes.filter((n) => n.title === 'Payment received'),
    refundNotifications: notes.filter((n) => n.title === 'Registration fee refunded'),
  };
}

export async function eventsOf(db: DbOrTx, orderId: string) {
  return db.select().from(paymentEvents).where(eq(paymentEvents.orderId, orderId));
}

export const initializeBody = {
  productId: 'registration_fee',
  quantity: 1,
  firstName: 'Amara',
  lastName: 'Okafor',
  email: 'amara@example.com',
  phone: '',
};

export function initialize(app: FastifyInstance, headers: Record<string, string>, body: unknown = initializeBody) {
  return app.inject({ method: 'POST', url: '/api/payments/initialize', headers, payload: body as object });
}

export function verifyReturn(app: FastifyInstance, headers: Record<string, string>, reference: string) {
  return app.inject({ method: 'GET', url: `/api/payments/verification/${reference}`, headers });
}

/** The built-in test provider's checkout page, answered as the buyer would: approve (the default) or decline. */
export function answerTestCheckout(app: FastifyInstance, reference: string, decision = 'approve') {
  return app.inject({
    method: 'POST',
    url: `/api/payments/test-checkout/${reference}`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: `decision=${decision}`,
  });
}

/** An API that takes payments through Paystack (the local fake at `baseUrl`), for the public site's address. */
export function paystackEnv(secretKey: string, baseUrl: string): Record<string, string> {
  return {
    PAYMENT_PROVIDER: 'paystack',
    PAYSTACK_SECRET_KEY: secretKey,
    PAYSTACK_BASE_URL: baseUrl,
    PAYMENT_TIMEOUT_MS: '10000',
    PUBLIC_URL: 'https://queens.example',
    RATE_LIMIT_MAX: '1000000',
  };
}

/** Paystack settles the charge and tells the API so, signed as Paystack signs it. */
export function paystackChargeSucceeded(
  app: FastifyInstance,
  fake: FakePaystack,
  secretKey: string,
  reference: string,
) {
  const tx = fake.settle(reference, 'success');
  const { body, signature } = paystackWebhook(secretKey, {
    event: 'charge.success',
    data: { ...tx, paid_at: new Date().toISOString() },
  });
  return app.inject({
    method: 'POST',
    url: '/api/payments/webhooks/paystack',
    headers: { 'content-type': 'application/json', 'x-paystack-signature': signature },
    payload: body,
  });
}

/**
 * A registration fee paid at the test provider (its books say approved), written straight into the database,
 * by a payer with these details.
 */
export async function paidTestOrder(
  db: Database,
  amountMinor = 15000,
  payer: Parameters<typeof createUser>[1] = {},
  paidAt = new Date(),
) {
  const user = await createUser(db, { paymentStatus: 'paid', ...payer });
  const reference = `CQ-${randomUUID()}`;
  await db
    .insert(testCheckouts)
    .values({ reference, amountMinor, currency: 'USD', email: user.email, status: 'approved', decidedAt: paidAt });
  const [order] = await db
    .insert(orders)
    .values({
      userId: user.id,
      amountMinor,
      currency: 'USD',
      provider: 'test',
      reference,
      providerReference: reference,
      status: 'paid',
      paidAt,
    })
    .returning();
  if (!order) throw new Error('no order');
  return { user, order };
}
