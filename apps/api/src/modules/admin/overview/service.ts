import { type AdminOverview, canStaff, type Principal } from '@cq/shared';
import { desc, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { auditLog, contactMessages, contestants, orders, sponsorshipInquiries } from '../../../db/schema';
import { lateTodoCount } from '../../todos/service';
import { namesOf } from '../audit/names';
import { toAuditEntryDto } from '../audit/present';
import { countMatches, FEE_PAID } from '../contestants/repo';

async function contestantCounts(db: Database): Promise<NonNullable<AdminOverview['contestants']>> {
  const rows = await db
    .select({ status: contestants.registrationStatus, n: sql<number>`count(*)::int` })
    .from(contestants)
    .groupBy(contestants.registrationStatus);
  const byStatus = Object.fromEntries(rows.map((r) => [r.status, r.n]));
  return {
    total: rows.reduce((sum, r) => sum + r.n, 0),
    byStatus,
    awaitingReview: byStatus.preliminary_submitted ?? 0,
  };
}

async function inquiryCounts(db: Database): Promise<NonNullable<AdminOverview['inquiries']>> {
  const [contact] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(contactMessages)
    .where(eq(contactMessages.handled, false));
  const [sponsorship] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(sponsorshipInquiries)
    .where(eq(sponsorshipInquiries.handled, false));
  return { unhandledContact: contact?.n ?? 0, unhandledSponsorship: sponsorship?.n ?? 0 };
}

/**
 * Fees paid: the contestants whose fee is paid, counted as the contestant list counts them; the sums from their
 * orders. A payment the order could not take (replaced, settled another way, a second fee) is money being given
 * back, never a fee received: it is left out of the sums while its refund is on its way.
 */
async function paymentTotals(db: Database): Promise<NonNullable<AdminOverview['payments']>> {
  const paidCount = await countMatches(db, FEE_PAID);
  const rows = await db
    .select({
      status: orders.status,
      currency: orders.currency,
      n: sql<number>`count(*)::int`,
      amount: sql<number>`coalesce(sum(${orders.amountMinor}), 0)::bigint`,
    })
    .from(orders)
    .where(isNull(orders.closedReason))
    .groupBy(orders.status, orders.currency);
  const paid = rows.filter((r) => r.status === 'paid');
  return {
    paidCount,
    pendingCount: rows.filter((r) => r.status === 'pending').reduce((sum, r) => sum + r.n, 0),
    paidByCurrency: paid.map((r) => ({ currency: r.currency, amountMinor: Number(r.amount) })),
  };
}

async function recentActivity(db: Database): Promise<NonNullable<AdminOverview['recentActivity']>> {
  const rows = await db.select().from(auditLog).orderBy(desc(auditLog.createdAt)).limit(8);
  const names = await namesOf(db, rows);
  return rows.map((r) => toAuditEntryDto(r, names));
}

/** The parts of the overview this member of staff may read, fetched side by side. */
export async function adminOverview(db: Database, user: Principal): Promise<AdminOverview> {
  const may = (resource: Parameters<typeof canStaff>[1]) => canStaff(user, resource, 'read');
  const [c, t, i, p, a] = await Promise.all([
    may('contestants') ? contestantCounts(db) : null,
    may('contestants') ? lateTodoCount(db).then((late) => ({ late })) : null,
    may('inquiries') ? inquiryCounts(db) : null,
    may('payments') ? paymentTotals(db) : null,
    may('audit') ? recentActivity(db) : null,
  ]);
  return { contestants: c, todos: t, inquiries: i, payments: p, recentActivity: a };
}
