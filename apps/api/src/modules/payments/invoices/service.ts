import type { Readable } from 'node:stream';
import {
  type CreditNoteSummary,
  creditNoteFileName,
  documentNumber,
  ERROR_CODES,
  INVOICE_MESSAGES,
  type InvoiceRequest,
  type InvoiceSeries,
  type InvoiceSummary,
  invoiceFileName,
  orderPurchase,
  RECEIPT_MESSAGES,
} from '@cq/shared';
import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { DbOrTx, Tx } from '#api/db/client';
import {
  type CreditNoteRow,
  creditNotes,
  documentCounters,
  fanVotes,
  type InvoiceRow,
  invoices,
  orders,
  refunds,
  users,
} from '#api/db/schema';
import { conflict, notFound } from '#api/lib/errors';
import { mailWords } from '#api/mail/i18n';
import { receiptDocumentMail as m } from '#api/mail/templates/receipt-document';
import { getOrganisation, getSetting } from '#api/modules/settings/service';
import { invoiceSheet } from './sheet';

/**
 * The next number of a series in a year, taken inside the caller's transaction: the counter's row is raised and
 * stays locked until the transaction ends, so concurrent requests are numbered one after the other, and one that
 * rolls back gives its number back. Numbers therefore run 1, 2, 3… per series and year, without gaps or repeats.
 */
export async function nextNumber(tx: Tx, series: InvoiceSeries, year: number): Promise<number> {
  const [row] = await tx
    .insert(documentCounters)
    .values({ series, year, last: 1 })
    .onConflictDoUpdate({
      target: [documentCounters.series, documentCounters.year],
      set: { last: sql`${documentCounters.last} + 1` },
    })
    .returning({ last: documentCounters.last });
  if (!row) throw new Error('document counter returned nothing');
  return row.last;
}

/**
 * A credit note for each refund of an invoiced order that has none yet (every refund the provider confirmed),
 * oldest first. Called in the transaction that records a refund, and when an invoice is made for an order that
 * was already partly refunded.
 */
export async function issueCreditNotes(tx: Tx, orderId: string, now = new Date()): Promise<void> {
  const [invoice] = await tx.select().from(invoices).where(eq(invoices.orderId, orderId)).limit(1);
  if (!invoice) return;
  const missing = await tx
    .select({ id: refunds.id, amountMinor: refunds.amountMinor, currency: refunds.currency })
    .from(refunds)
    .leftJoin(creditNotes, eq(creditNotes.refundId, refunds.id))
    .where(and(eq(refunds.orderId, orderId), eq(refunds.state, 'succeeded'), isNull(creditNotes.id)))
    .orderBy(asc(refunds.settledAt), asc(refunds.createdAt), asc(refunds.id));
  const year = now.getUTCFullYear();
  for (const refund of missing) {
    if (refund.amountMinor <= 0) continue;
    const sequence = await nextNumber(tx, 'credit_note', year);
    await tx.insert(creditNotes).values({
      number: documentNumber('credit_note', year, sequence),
      year,
      sequence,
      invoiceId: invoice.id,
      refundId: refund.id,
      amountMinor: refund.amountMinor,
      currency: refund.currency,
      issuedAt: now,
    });
  }
}

function summaryOf(invoice: InvoiceRow, notes: CreditNoteRow[]): InvoiceSummary {
  return {
    _id: invoice.id,
    number: invoice.number,
    issuedAt: invoice.issuedAt.toISOString(),
    creditNotes: notes
      .filter((n) => n.invoiceId === invoice.id)
      .map(
        (n): CreditNoteSummary => ({
          _id: n.id,
          number: n.number,
          amountMinor: n.amountMinor,
          issuedAt: n.issuedAt.toISOString(),
        }),
      ),
  };
}

/** The invoices of these orders (by order id), each with its credit notes, for her payments list. */
export async function invoicesOfOrders(db: DbOrTx, orderIds: string[]): Promise<Map<string, InvoiceSummary>> {
  if (!orderIds.length) return new Map();
  const rows = await db.select().from(invoices).where(inArray(invoices.orderId, orderIds));
  const notes = rows.length
    ? await db
        .select()
        .from(creditNotes)
        .where(
          inArray(
            creditNotes.invoiceId,
            rows.map((r) => r.id),
          ),
        )
        .orderBy(asc(creditNotes.year), asc(creditNotes.sequence))
    : [];
  return new Map(rows.map((r) => [r.orderId as string, summaryOf(r, notes)]));
}

/**
 * Her invoice of one of her orders, made the first time she asks, with the billing details she gives; asking
 * again answers the same invoice (its details never change once issued). Only an order that took money has one,
 * and only once the organisers have given their billing details. The number is taken in the transaction that
 * writes the invoice, under the order's lock, so two requests for one order make one invoice.
 */
export async function requestInvoice(
  app: FastifyInstance,
  userId: string,
  orderId: string,
  billing: InvoiceRequest,
): Promise<InvoiceSummary> {
  const brand = await app.mail.brand();
  return app.db.transaction(async (tx) => {
    const [row] = await tx
      .select({ order: orders, email: users.email, language: users.language, voteName: fanVotes.name })
      .from(orders)
      .innerJoin(users, eq(users.id, orders.userId))
      .leftJoin(fanVotes, eq(fanVotes.id, orders.voteId))
      .where(and(eq(orders.id, orderId), eq(orders.userId, userId)))
      .for('update', { of: orders })
      .limit(1);
    if (!row) throw notFound(RECEIPT_MESSAGES.notFound);
    const [existing] = await tx.select().from(invoices).where(eq(invoices.orderId, orderId)).limit(1);
    if (existing) {
      const notes = await tx.select().from(creditNotes).where(eq(creditNotes.invoiceId, existing.id));
      return summaryOf(existing, notes);
    }
    const o = row.order;
    const tookMoney =
      (o.status === 'paid' || o.status === 'refunded') &&
      o.paidAt !== null &&
      !o.closedReason &&
      o.amountMinor > 0 &&
      o.manualMethod !== 'waiver';
    if (!tookMoney) throw conflict(INVOICE_MESSAGES.notInvoiceable, ERROR_CODES.notInvoiceable);
    const issuer = await getSetting(tx, 'billing');
    if (!issuer.legalName.trim() || !issuer.address.trim()) {
      throw conflict(INVOICE_MESSAGES.billingNotSet, ERROR_CODES.billingNotSet);
    }

    const words = mailWords(row.language);
    const purchase = orderPurchase({ ...o, voteName: row.voteName }, brand.siteName);
    const item =
      purchase.kind === 'pack'
        ? words.t(m.itemPack, { votes: purchase.votes, vote: purchase.voteName ?? words.t(m.aFanVote) })
        : words.t(m.itemFee, { site: purchase.siteName });
    const now = new Date();
    const year = now.getUTCFullYear();
    const sequence = await nextNumber(tx, 'invoice', year);
    const [invoice] = await tx
      .insert(invoices)
      .values({
        number: documentNumber('invoice', year, sequence),
        year,
        sequence,
        orderId: o.id,
        userId,
        orderReference: o.reference,
        product: o.product,
        item,
        amountMinor: o.amountMinor,
        currency: o.currency,
        billingName: billing.name,
        billingAddress: billing.address,
        billingTaxNumber: billing.taxNumber,
        billingEmail: row.email,
        issuer,
        language: words.locale,
        issuedAt: now,
      })
      .returning();
    if (!invoice) throw new Error('invoice insert returned nothing');
    // Refunds made before she asked are credited at once.
    await issueCreditNotes(tx, o.id, now);
    const notes = await tx.select().from(creditNotes).where(eq(creditNotes.invoiceId, invoice.id));
    return summaryOf(invoice, notes);
  });
}

async function drawn(app: FastifyInstance, key: string, draw: () => Promise<Parameters<typeof invoiceSheet>[0]>) {
  const kept = await app.storage.open(key).catch(() => null);
  if (kept) return kept.stream as Readable | Buffer;
  const pdf = await app.workers.run('receiptPdf', invoiceSheet(await draw()));
  const bytes = Buffer.from(pdf.buffer, pdf.byteOffset, pdf.byteLength);
  await app.storage.put(key, bytes, { contentType: 'application/pdf' });
  return bytes as Readable | Buffer;
}

async function factsOf(app: FastifyInstance, invoice: InvoiceRow) {
  const [brand, organisation, order] = await Promise.all([
    app.mail.brand(),
    getOrganisation(app.db, app.config),
    invoice.orderId
      ? app.db
          .select({ paidAt: orders.paidAt })
          .from(orders)
          .where(eq(orders.id, invoice.orderId))
          .then((r) => r[0])
      : undefined,
  ]);
  return {
    language: invoice.language,
    invoiceNumber: invoice.number,
    paidAt: order?.paidAt ?? null,
    brand: {
      name: brand.siteName,
      tagline: brand.tagline,
      website: brand.publicUrl,
      email: organisation.contactEmail,
      phone: organisation.phone,
    },
    issuer: invoice.issuer,
    colors: brand.colors,
    billing: {
      name: invoice.billingName,
      address: invoice.billingAddress,
      taxNumber: invoice.billingTaxNumber,
      email: invoice.billingEmail,
    },
    item: invoice.item,
    currency: invoice.currency,
    reference: invoice.orderReference,
  };
}

/**
 * The invoice of an order as a PDF, drawn on the worker pool once and kept (an issued invoice never changes).
 * `payerId` limits it to her own (another's answers as if it did not exist); staff pass null.
 */
export async function invoicePdf(app: FastifyInstance, orderId: string, payerId: string | null) {
  const [invoice] = await app.db.select().from(invoices).where(eq(invoices.orderId, orderId)).limit(1);
  if (!invoice || (payerId !== null && invoice.userId !== payerId)) throw notFound(INVOICE_MESSAGES.notFound);
  const pdf = await drawn(app, `invoices/${invoice.id}.pdf`, async () => ({
    ...(await factsOf(app, invoice)),
    kind: 'invoice',
    number: invoice.number,
    issuedAt: invoice.issuedAt,
    amountMinor: invoice.amountMinor,
  }));
  return { fileName: invoiceFileName(invoice.number), pdf };
}

/** A credit note as a PDF, drawn like its invoice; `payerId` as for the invoice. */
export async function creditNotePdf(app: FastifyInstance, creditNoteId: string, payerId: string | null) {
  const [row] = await app.db
    .select({ note: creditNotes, invoice: invoices })
    .from(creditNotes)
    .innerJoin(invoices, eq(invoices.id, creditNotes.invoiceId))
    .where(eq(creditNotes.id, creditNoteId))
    .limit(1);
  if (!row || (payerId !== null && row.invoice.userId !== payerId)) throw notFound(INVOICE_MESSAGES.creditNoteNotFound);
  const { note, invoice } = row;
  const pdf = await drawn(app, `credit-notes/${note.id}.pdf`, async () => ({
    ...(await factsOf(app, invoice)),
    kind: 'credit_note',
    number: note.number,
    issuedAt: note.issuedAt,
    amountMinor: note.amountMinor,
    currency: note.currency,
  }));
  return { fileName: creditNoteFileName(note.number), pdf };
}
