import {
  MANUAL_PAYMENT_LABELS,
  ORDER_STATUS_LABELS,
  PAYMENT_PERIOD_DATE_LABELS,
  PAYMENT_PROVIDER_LABELS,
  type PaymentsQuery,
} from '@cq/shared';
import { and, desc, eq, lt, or, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { orders, users } from '../../../db/schema';
import { CSV_BOM, csvDateTime, csvLine } from '../../../lib/csv';
import type { AuditActor } from '../../audit/record';
import { recordAudit } from '../../audit/record';
import { refundedOf } from './present';
import { totalsOf } from './repo';
import { whereOf } from './service';

const money = (minor: number) => (minor / 100).toFixed(2);

const exportFields = {
  order: orders,
  email: users.email,
  firstName: users.firstName,
  lastName: users.lastName,
  // The creation time as the database holds it (microseconds), for the keyset: a JS date would round it.
  key: sql<string>`${orders.createdAt}::text`,
};
type ExportRow = Awaited<ReturnType<typeof batchAfter>>[number];
interface Cursor {
  key: string;
  id: string;
}

const COLUMNS: ReadonlyArray<readonly [string, (r: ExportRow) => string | number | null]> = [
  ['Reference', (r) => r.order.reference],
  ['Provider reference', (r) => r.order.providerReference],
  ['Provider', (r) => PAYMENT_PROVIDER_LABELS[r.order.provider]],
  ['Method', (r) => (r.order.manualMethod ? MANUAL_PAYMENT_LABELS[r.order.manualMethod] : null)],
  ['Status', (r) => ORDER_STATUS_LABELS[r.order.status]],
  ['Amount', (r) => money(r.order.amountMinor)],
  ['Currency', (r) => r.order.currency],
  ['Coupon code', (r) => r.order.couponCode],
  ['Discount', (r) => (r.order.couponCode ? money(r.order.discountMinor) : null)],
  ['Payer', (r) => `${r.firstName} ${r.lastName}`.trim()],
  ['E-mail', (r) => r.email],
  ['Created at', (r) => csvDateTime(r.order.createdAt)],
  ['Paid at', (r) => csvDateTime(r.order.paidAt)],
  ['Refunded at', (r) => csvDateTime(r.order.refundedAt)],
  ['Refunded', (r) => money(refundedOf(r.order))],
  ['Failure reason', (r) => r.order.failureReason],
  ['Note', (r) => r.order.note],
];

/** The next rows, newest first, after the last one written (keyset: no connection is held between batches). */
function batchAfter(db: Database, q: PaymentsQuery, after: Cursor | null, limit: number) {
  return db
    .select(exportFields)
    .from(orders)
    .innerJoin(users, eq(users.id, orders.userId))
    .where(
      and(
        whereOf(q),
        after
          ? or(
              sql`${orders.createdAt} < ${after.key}::timestamptz`,
              and(sql`${orders.createdAt} = ${after.key}::timestamptz`, lt(orders.id, after.id)),
            )
          : undefined,
      ),
    )
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(limit);
}

/**
 * The filtered orders as CSV, newest first, then what was selected and the totals per currency (all the orders,
 * what was received: a waived fee counts 0, and what was refunded), in the same file so a treasurer's spreadsheet
 * has both. Written batch by batch; the totals are the list's own (totalsOf).
 */
export async function* paymentsCsv(db: Database, q: PaymentsQuery, batchSize = 500) {
  yield CSV_BOM + csvLine(COLUMNS.map(([header]) => header));
  let after: Cursor | null = null;
  for (;;) {
    const rows = await batchAfter(db, q, after, batchSize);
    if (rows.length === 0) break;
    yield rows.map((r) => csvLine(COLUMNS.map(([, pick]) => pick(r)))).join('');
    const last = rows.at(-1);
    if (!last || rows.length < batchSize) break;
    after = { key: last.key, id: last.order.id };
  }
  let summary = csvLine([]);
  selectionOf(q).forEach(([label, value], i) => {
    summary += csvLine([i === 0 ? 'Selection' : '', label, value]);
  });
  summary += csvLine([]);
  summary += csvLine(['Totals', 'Currency', 'Orders', 'Amount', 'Paid', 'Paid amount', 'Refunded', 'Refunded amount']);
  for (const t of await totalsOf(db, whereOf(q))) {
    summary += csvLine([
      '',
      t.currency,
      t.count,
      money(t.amountMinor),
      t.paidCount,
      money(t.paidAmountMinor),
      t.refundedCount,
      money(t.refundedAmountMinor),
    ]);
  }
  yield summary;
}

/** The filters of an export in words, so the file says what it holds. */
function selectionOf(q: PaymentsQuery): [string, string][] {
  const period = q.from || q.to ? `${q.from ?? 'the start'} to ${q.to ?? 'today'}` : 'Any day';
  return [
    ['Status', q.status ? ORDER_STATUS_LABELS[q.status] : 'Any status'],
    ['Provider', q.provider ? PAYMENT_PROVIDER_LABELS[q.provider] : 'Any provider'],
    ...(q.q ? ([['Payer or reference', q.q]] as [string, string][]) : []),
    [`${PAYMENT_PERIOD_DATE_LABELS[q.dates ?? 'created']} (UTC)`, period],
  ];
}

/** payments-2026-03-14.csv; a period and a status are named: payments-paid-2026-03-01-to-2026-03-31.csv. */
export function paymentsFileName(q: Partial<PaymentsQuery> = {}, now = new Date()): string {
  const status = q.status ? `-${q.status}` : '';
  const period = q.from || q.to ? `${q.from ?? 'start'}-to-${q.to ?? now.toISOString().slice(0, 10)}` : null;
  return `payments${status}-${period ?? now.toISOString().slice(0, 10)}.csv`;
}

/** The export, written to the audit log with its filters (who took which money figures). */
export async function exportPayments(db: Database, actor: AuditActor, q: PaymentsQuery) {
  await recordAudit(db, actor, {
    resource: 'payments',
    action: 'payments.export',
    summary: 'Exported payments as CSV',
    details: { filters: { ...q, page: undefined, pageSize: undefined } },
  });
  return { fileName: paymentsFileName(q), rows: paymentsCsv(db, q) };
}
