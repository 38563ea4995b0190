import type { PaymentDetail, PaymentsList, PaymentsQuery } from '@cq/shared';
import { and, asc, count, desc, eq, gte, ilike, lt, or, type SQL } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { orders, paymentEvents, users } from '../../../db/schema';
import { notFound } from '../../../lib/errors';
import { invoicesOfOrders } from '../../payments/invoices/service';
import { toPaymentDetail, toPaymentSummary } from './present';
import { refundableMinor } from './refunds';
import { awaitingRefundMinor, refundsOf, totalsOf } from './repo';

const DAY_MS = 86_400_000;

/** ILIKE '%text%' with the pattern characters taken literally. */
function contains(column: Parameters<typeof ilike>[0], text: string): SQL {
  return ilike(column, `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`);
}

export function whereOf(q: PaymentsQuery): SQL | undefined {
  return and(
    q.status ? eq(orders.status, q.status) : undefined,
    q.provider ? eq(orders.provider, q.provider) : undefined,
    q.userId ? eq(orders.userId, q.userId) : undefined,
    q.q
      ? or(contains(users.email, q.q), contains(orders.reference, q.q), contains(orders.providerReference, q.q))
      : undefined,
    // Whole days in UTC: from the start of `from` to the end of `to`, of the day the period reads.
    q.from ? gte(periodColumn(q), new Date(`${q.from}T00:00:00Z`)) : undefined,
    q.to ? lt(periodColumn(q), new Date(Date.parse(`${q.to}T00:00:00Z`) + DAY_MS)) : undefined,
  );
}

/** The creation day, or the day the payment was received (an order never paid is outside any such period). */
const periodColumn = (q: PaymentsQuery) => (q.dates === 'paid' ? orders.paidAt : orders.createdAt);

const listFields = {
  order: orders,
  email: users.email,
  firstName: users.firstName,
  lastName: users.lastName,
};

export async function listPayments(db: Database, q: PaymentsQuery): Promise<PaymentsList> {
  const where = whereOf(q);
  const [rows, [total], byCurrency] = await Promise.all([
    db
      .select(listFields)
      .from(orders)
      .innerJoin(users, eq(users.id, orders.userId))
      .where(where)
      .orderBy(desc(orders.createdAt), desc(orders.id))
      .limit(q.pageSize)
      .offset((q.page - 1) * q.pageSize),
    db.select({ n: count() }).from(orders).innerJoin(users, eq(users.id, orders.userId)).where(where),
    totalsOf(db, where),
  ]);
  const paid = byCurrency.filter((c) => c.paidCount > 0);
  return {
    payments: rows.map(toPaymentSummary),
    total: total?.n ?? 0,
    page: q.page,
    pageSize: q.pageSize,
    totals: {
      paidCount: paid.reduce((sum, p) => sum + p.paidCount, 0),
      paidAmountMinor: Object.fromEntries(paid.map((p) => [p.currency, p.paidAmountMinor])),
      byCurrency,
    },
  };
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
  const [refunds, awaiting, invoiced] = await Promise.all([
    refundsOf(db, id),
    awaitingRefundMinor(db, id),
    invoicesOfOrders(db, [id]),
  ]);
  return {
    ...toPaymentDetail(row, events, refunds, refundableMinor(row.order, awaiting)),
    invoice: invoiced.get(id) ?? null,
  };
}
