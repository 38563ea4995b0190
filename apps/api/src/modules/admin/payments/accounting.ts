import { type AccountingExportQuery, accountingFileName, orderItem, PAYMENT_PROVIDER_LABELS } from '@cq/shared';
import { and, asc, eq, gt, gte, inArray, isNotNull, lt } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { creditNotes, fanVotes, invoices, orders, refunds, users } from '#api/db/schema';
import type { AccountingEntry } from '#api/workers/accounting-csv';
import { type AuditActor, recordAudit } from '../../audit/record';

/** The instants a period of days covers (UTC): from the first day's start to the day after the last. */
function bounds(q: AccountingExportQuery): [Date, Date] {
  const start = new Date(`${q.from}T00:00:00.000Z`);
  const end = new Date(`${q.to}T00:00:00.000Z`);
  end.setUTCDate(end.getUTCDate() + 1);
  return [start, end];
}

/**
 * Every money movement of the period: each charge (an order paid with money, on the day it was paid, including
 * one later given back) and each refund the provider confirmed (on the day it was settled, negative), with the
 * invoice and credit note numbers where they exist. A waived fee moved no money and is not listed.
 */
export async function accountingEntries(app: FastifyInstance, q: AccountingExportQuery): Promise<AccountingEntry[]> {
  const [start, end] = bounds(q);
  const brand = await app.mail.brand();
  const payer = { email: users.email, firstName: users.firstName, lastName: users.lastName, voteName: fanVotes.name };
  const charges = await app.db
    .select({ order: orders, invoiceNumber: invoices.number, ...payer })
    .from(orders)
    .innerJoin(users, eq(users.id, orders.userId))
    .leftJoin(fanVotes, eq(fanVotes.id, orders.voteId))
    .leftJoin(invoices, eq(invoices.orderId, orders.id))
    .where(
      and(
        inArray(orders.status, ['paid', 'refunded']),
        isNotNull(orders.paidAt),
        gte(orders.paidAt, start),
        lt(orders.paidAt, end),
        gt(orders.amountMinor, 0),
      ),
    );
  const refunded = await app.db
    .select({
      refund: refunds,
      order: orders,
      creditNoteNumber: creditNotes.number,
      invoiceNumber: invoices.number,
      ...payer,
    })
    .from(refunds)
    .innerJoin(orders, eq(orders.id, refunds.orderId))
    .innerJoin(users, eq(users.id, orders.userId))
    .leftJoin(fanVotes, eq(fanVotes.id, orders.voteId))
    .leftJoin(creditNotes, eq(creditNotes.refundId, refunds.id))
    .leftJoin(invoices, eq(invoices.orderId, orders.id))
    .where(
      and(
        eq(refunds.state, 'succeeded'),
        isNotNull(refunds.settledAt),
        gte(refunds.settledAt, start),
        lt(refunds.settledAt, end),
        gt(refunds.amountMinor, 0),
      ),
    )
    .orderBy(asc(refunds.settledAt));
  const common = (r: (typeof charges)[number]) => ({
    reference: r.order.reference,
    product: orderItem({ ...r.order, voteName: r.voteName }, brand.siteName),
    payer: `${r.firstName} ${r.lastName}`.trim(),
    email: r.email,
    currency: r.order.currency,
    invoiceNumber: r.invoiceNumber,
    provider: PAYMENT_PROVIDER_LABELS[r.order.provider],
    providerReference: r.order.providerReference,
  });
  const entries: AccountingEntry[] = [
    ...charges.map(
      (r): AccountingEntry => ({
        ...common(r),
        type: 'charge',
        at: (r.order.paidAt as Date).toISOString(),
        amountMinor: r.order.amountMinor,
        creditNoteNumber: null,
      }),
    ),
    ...refunded.map(
      (r): AccountingEntry => ({
        ...common(r),
        type: 'refund',
        at: (r.refund.settledAt as Date).toISOString(),
        amountMinor: -r.refund.amountMinor,
        currency: r.refund.currency,
        creditNoteNumber: r.creditNoteNumber,
        providerReference: r.refund.providerRefundId ?? r.order.providerReference,
      }),
    ),
  ];
  return entries.sort((a, b) => a.at.localeCompare(b.at) || a.reference.localeCompare(b.reference));
}

/** The accounting export of a period as CSV bytes, written on the worker pool, and its audit entry. */
export async function exportAccounting(app: FastifyInstance, actor: AuditActor, q: AccountingExportQuery) {
  const entries = await accountingEntries(app, q);
  const csv = await app.workers.run('accountingCsvBytes', { from: q.from, to: q.to, entries });
  await recordAudit(app.db, actor, {
    resource: 'payments',
    action: 'payments.accounting-export',
    summary: `Exported the accounting entries from ${q.from} to ${q.to} as CSV`,
    details: { from: q.from, to: q.to, entries: entries.length },
  });
  return { fileName: accountingFileName(q), csv: Buffer.from(csv.buffer, csv.byteOffset, csv.byteLength) };
}
