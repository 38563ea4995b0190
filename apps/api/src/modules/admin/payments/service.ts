import type { AdminPaymentEvent, PaymentDetail, PaymentsList, PaymentsQuery } from '@cq/shared';
import { and, asc, count, desc, eq, gte, ilike, lt, or, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { type OrderRow, orders, paymentEvents, users } from '../../../db/schema';
import { notFound } from '../../../lib/errors';

const DAY_MS = 86_400_000;
const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** ILIKE '%text%' with the pattern characters taken literally. */
function contains(column: Parameters<typeof ilike>[0], text: string): SQL {
  return ilike(column, `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`);
}

function whereOf(q: PaymentsQuery): SQL | undefined {
  return and(
    q.status ? eq(orders.status, q.status) : undefined,
    q.provider ? eq(orders.provider, q.provider) : undefined,
    q.q
      ? or(contains(users.email, q.q), contains(orders.reference, q.q), contains(orders.providerReference, q.q))
      : undefined,
    // Whole days in UTC: from the start of `from` to the end of `to`.
    q.from ? gte(orders.createdAt, new Date(`${q.from}T00:00:00Z`)) : undefined,
    q.to ? lt(orders.createdAt, new Date(Date.parse(`${q.to}T00:00:00Z`) + DAY_MS)) : undefined,
  );
}

const listFields = {
  order: orders,
  email: users.email,
  firstName: users.firstName,
  lastName: users.lastName,
};

function present(r: { order: OrderRow; email: string; firstName: string; lastName: string }) {
  const o = r.order;
  return {
    _id: o.id,
    reference: o.reference,
    providerReference: o.providerReference,
    provider: o.provider,
    status: o.status,
    amountMinor: o.amountMinor,
    currency: o.currency,
    email: r.email,
    name: `${r.firstName} ${r.lastName}`.trim(),
    createdAt: o.createdAt.toISOString(),
    paidAt: iso(o.paidAt),
    failureReason: o.failureReason,
  };
}

export async function listPayments(db: Database, q: PaymentsQuery): Promise<PaymentsList> {
  const where = whereOf(q);
  const [rows, [total], paid] = await Promise.all([
    db
      .select(listFields)
      .from(orders)
      .innerJoin(users, eq(users.id, orders.userId))
      .where(where)
      .orderBy(desc(orders.createdAt), desc(orders.id))
      .limit(q.pageSize)
      .offset((q.page - 1) * q.pageSize),
    db.select({ n: count() }).from(orders).innerJoin(users, eq(users.id, orders.userId)).where(where),
    db
      .select({
        currency: orders.currency,
        n: count(),
        amount: sql<string>`coalesce(sum(${orders.amountMinor}), 0)`,
      })
      .from(orders)
      .innerJoin(users, eq(users.id, orders.userId))
      .where(and(where, eq(orders.status, 'paid')))
      .groupBy(orders.currency),
  ]);
  return {
    payments: rows.map(present),
    total: total?.n ?? 0,
    page: q.page,
    pageSize: q.pageSize,
    totals: {
      paidCount: paid.reduce((sum, p) => sum + p.n, 0),
      paidAmountMinor: Object.fromEntries(paid.map((p) => [p.currency, Number(p.amount)])),
    },
  };
}

// Event details hold ids, statuses and amounts only; anything that could be a credential is dropped all the same.
const SECRET_KEY = /secret|token|password|authori[sz]ation|signature|card|cvc|key/i;

function safeDetails(details: Record<string, unknown>): AdminPaymentEvent['details'] {
  const out: AdminPaymentEvent['details'] = {};
  for (const [key, value] of Object.entries(details ?? {})) {
    if (SECRET_KEY.test(key)) continue;
    if (value === null || ['string', 'number', 'boolean'].includes(typeof value)) {
      out[key] = value as string | number | boolean | null;
    }
  }
  return out;
}

export async function getPayment(db: Database, id: string): Promise<PaymentDetail> {
  const [row] = await db
    .select({ ...listFields, phoneNumber: users.phoneNumber, paymentStatus: users.paymentStatus })
    .from(orders)
    .innerJoin(users, eq(users.id, orders.userId))
    .where(eq(orders.id, id));
  if (!row) throw notFound('Payment not found.');
  const events = await db
    .select()
    .from(paymentEvents)
    .where(eq(paymentEvents.orderId, id))
    .orderBy(asc(paymentEvents.receivedAt), asc(paymentEvents.id));
  const o = row.order;
  return {
    payment: {
      ...present(row),
      product: o.product,
      initialisedAt: iso(o.initialisedAt),
      refundedAt: iso(o.refundedAt),
      updatedAt: o.updatedAt.toISOString(),
    },
    payer: {
      _id: o.userId,
      name: `${row.firstName} ${row.lastName}`.trim(),
      email: row.email,
      phoneNumber: row.phoneNumber || null,
      paymentStatus: row.paymentStatus ?? null,
    },
    events: events.map((e) => ({
      _id: e.id,
      type: e.type,
      source: e.source,
      details: safeDetails(e.details),
      receivedAt: e.receivedAt.toISOString(),
    })),
  };
}
