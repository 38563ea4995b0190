import type { CurrencyTotals } from '@cq/shared';
import { asc, count, eq, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { orders, users } from '../../../db/schema';

/**
 * The filtered orders' totals per currency, in code order: all of them, what was received (paid orders: a waived
 * fee counts 0) and what was paid then refunded. The list's figures and the CSV's last lines both come from here.
 */
export async function totalsOf(db: Database, where: SQL | undefined): Promise<CurrencyTotals[]> {
  const of = (status: 'paid' | 'refunded') => sql`${orders.status} = ${status}`;
  const rows = await db
    .select({
      currency: orders.currency,
      count: count(),
      amountMinor: sql<string>`coalesce(sum(${orders.amountMinor}), 0)`,
      paidCount: sql<string>`count(*) filter (where ${of('paid')})`,
      paidAmountMinor: sql<string>`coalesce(sum(${orders.amountMinor}) filter (where ${of('paid')}), 0)`,
      refundedCount: sql<string>`count(*) filter (where ${of('refunded')})`,
      refundedAmountMinor: sql<string>`coalesce(sum(${orders.amountMinor}) filter (where ${of('refunded')}), 0)`,
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
