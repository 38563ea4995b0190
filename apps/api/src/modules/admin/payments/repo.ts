import { type CurrencyTotals, normalisePaymentReference, PAYMENT_REFERENCE_IGNORED } from '@cq/shared';
import { and, asc, count, eq, type SQL, sql } from 'drizzle-orm';
import type { Database, DbOrTx, Tx } from '../../../db/client';
import { orders, type RefundRow, refunds, users } from '../../../db/schema';

/**
 * The filtered orders' totals per currency, in code order: all of them, what was received (paid orders: a waived
 * fee counts 0) and what was paid then refunded. The list's figures and the CSV's last lines both come from here.
 */
export async function totalsOf(db: Database, where: SQL | undefined): Promise<CurrencyTotals[]> {
  const of = (status: 'paid' | 'refunded') => sql`${orders.status} = ${status}`;
  // What was refunded of each order, a partial refund included (an order refunded in full: all of it).
  const refunded = sql`case when ${orders.status} = 'refunded' then ${orders.amountMinor} else ${orders.refundedMinor} end`;
  const rows = await db
    .select({
      currency: orders.currency,
      count: count(),
      amountMinor: sql<string>`coalesce(sum(${orders.amountMinor}), 0)`,
      paidCount: sql<string>`count(*) filter (where ${of('paid')})`,
      paidAmountMinor: sql<string>`coalesce(sum(${orders.amountMinor}) filter (where ${of('paid')}), 0)`,
      refundedCount: sql<string>`count(*) filter (where ${of('refunded')} or ${orders.refundedMinor} > 0)`,
      refundedAmountMinor: sql<string>`coalesce(sum(${refunded}), 0)`,
    })
    .from(orders)
    .innerJoin(users, eq(users.id, orders.userId))
    .where(where)
    .groupBy(orders.currency)
    .orderBy(asc(orders.currency));
  return rows.map((r) => ({
    currency: r.currency,
    count: Number(r.count),
    amountMinor: Number(r.amountMinor),
    paidCount: Number(r.paidCount),
    paidAmountMinor: Number(r.paidAmountMinor),
    refundedCount: Number(r.refundedCount),
    refundedAmountMinor: Number(r.refundedAmountMinor),
  }));
}

export async function findRefund(db: DbOrTx, id: string): Promise<RefundRow | null> {
  const [row] = await db.select().from(refunds).where(eq(refunds.id, id)).limit(1);
  return row ?? null;
}

export async function findRefundByKey(db: DbOrTx, idempotencyKey: string): Promise<RefundRow | null> {
  const [row] = await db.select().from(refunds).where(eq(refunds.idempotencyKey, idempotencyKey)).limit(1);
  return row ?? null;
}

/** An order's refunds, oldest first, each with the name of who asked for it (the event log names her). */
export async function refundsOf(
  db: DbOrTx,
  orderId: string,
): Promise<(RefundRow & { requestedByName: string | null })[]> {
  const rows = await db
    .select({ refund: refunds, firstName: users.firstName, lastName: users.lastName })
    .from(refunds)
    .leftJoin(users, eq(users.id, refunds.requestedBy))
    .where(eq(refunds.orderId, orderId))
    .orderBy(asc(refunds.createdAt), asc(refunds.id));
  return rows.map((r) => ({ ...r.refund, requestedByName: personName(r.firstName, r.lastName) }));
}

/** The name of whoever asked for a refund, as her account reads now. */
export async function requesterName(db: DbOrTx, userId: string | null): Promise<string | null> {
  if (!userId) return null;
  const [row] = await db
    .select({ firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .where(eq(users.id, userId));
  return row ? personName(row.firstName, row.lastName) : null;
}

const personName = (first: string | null, last: string | null) => `${first ?? ''} ${last ?? ''}`.trim() || null;

/** What an order's refunds still awaiting the provider add up to. */
export async function awaitingRefundMinor(db: DbOrTx, orderId: string): Promise<number> {
  const [row] = await db
    .select({ sum: sql<string>`coalesce(sum(${refunds.amountMinor}), 0)` })
    .from(refunds)
    .where(and(eq(refunds.orderId, orderId), eq(refunds.state, 'requested')));
  return Number(row?.sum ?? 0);
}

export async function insertRefund(db: DbOrTx, values: typeof refunds.$inferInsert): Promise<RefundRow> {
  const [row] = await db.insert(refunds).values(values).returning();
  if (!row) throw new Error('refund insert returned nothing');
  return row;
}

/** The provider's id of a refund, once it answers (a webhook that came first may have set it already). */
export async function setProviderRefundId(db: DbOrTx, id: string, providerRefundId: string): Promise<void> {
  await db
    .update(refunds)
    .set({ providerRefundId, updatedAt: new Date() })
    .where(and(eq(refunds.id, id), sql`${refunds.providerRefundId} is null`));
}

/** A refund the provider refused or never answered: it no longer counts against what remains. */
export async function markRefundFailed(db: DbOrTx, id: string, failureReason: string): Promise<void> {
  const now = new Date();
  await db
    .update(refunds)
    .set({ state: 'failed', failureReason, settledAt: now, updatedAt: now })
    .where(and(eq(refunds.id, id), eq(refunds.state, 'requested')));
}

/**
 * Whether a payment staff recorded already carries this reference, compared without regard to case, spaces or
 * dashes. Holds, until the transaction ends, a lock on the reference so two staff recording it at once are checked
 * one after the other.
 */
export async function manualReferenceTaken(tx: Tx, reference: string): Promise<boolean> {
  const key = normalisePaymentReference(reference);
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`manual-reference:${key}`}, 0))`);
  const [taken] = await tx
    .select({ id: orders.id })
    .from(orders)
    .where(
      and(
        eq(orders.provider, 'manual'),
        sql`upper(regexp_replace(${orders.providerReference}, ${PAYMENT_REFERENCE_IGNORED}, '', 'g')) = ${key}`,
      ),
    )
    .limit(1);
  return Boolean(taken);
}
