import type { Readable } from 'node:stream';
import {
  BRAND,
  type MyPayment,
  noReceiptReason,
  orderItem,
  orderPurchase,
  RECEIPT_MESSAGES,
  receiptFileName,
  receiptNumber,
} from '@cq/shared';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { AppError, conflict, notFound } from '#api/lib/errors';
import type { MailAttachment } from '#api/mail/outbox';
import { getOrganisation } from '#api/modules/settings/service';
import { invoicesOfOrders } from './invoices/service';
import { receiptSheet } from './receipt-sheet';
import { findOrderWithPayer, listOwnOrders } from './repo';

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** Her orders as her portal lists them, each with its receipt number once it has a receipt. */
export async function myPayments(app: FastifyInstance, userId: string): Promise<MyPayment[]> {
  const [rows, brand] = await Promise.all([listOwnOrders(app.db, userId), app.mail.brand()]);
  const invoiced = await invoicesOfOrders(
    app.db,
    rows.map((r) => r.order.id),
  );
  return rows.map(({ order: o, voteName }) => ({
    _id: o.id,
    product: o.product,
    item: orderItem({ ...o, voteName }, brand.siteName),
    purchase: orderPurchase({ ...o, voteName }, brand.siteName),
    reference: o.reference,
    status: o.status,
    provider: o.provider,
    method: o.manualMethod,
    amountMinor: o.amountMinor,
    currency: o.currency,
    couponCode: o.couponCode,
    discountMinor: o.discountMinor,
    createdAt: o.createdAt.toISOString(),
    paidAt: iso(o.paidAt),
    refundedAt: iso(o.refundedAt),
    // A payment not taken has no receipt: it is given back.
    receiptNumber: !noReceiptReason(o.status) && o.paidAt && !o.closedReason ? receiptNumber(o.id, o.paidAt) : null,
    autoRefund: o.closedReason && (o.status === 'paid' || o.status === 'refunded') ? o.closedReason : null,
    invoice: invoiced.get(o.id) ?? null,
  }));
}

/**
 * Where an order’s receipt is kept once drawn. A settled order’s receipt does not change while it stays paid and
 * nothing of it is refunded; a partial refund makes another (it says what went back and what stays paid), and
 * a full refund another (it says when the money went back), each kept under its own name.
 */
export function receiptKey(orderId: string, refundedAt: Date | null, refundedMinor = 0): string {
  const state = refundedAt
    ? `refunded-${refundedAt.getTime()}`
    : refundedMinor > 0
      ? `partly-refunded-${refundedMinor}`
      : 'paid';
  return `receipts/${orderId}/${state}.pdf`;
}

/**
 * The receipt of one order as PDF bytes or a stream of the kept file. The first request draws it on the worker
 * pool and keeps it in storage; later ones send the kept file. `payerId` limits it to her own orders (another's answers as if it did
 * not exist); staff pass null. Only a settled order has one: a pending or failed order is refused with why.
 */
export async function receiptOf(app: FastifyInstance, orderId: string, payerId: string | null) {
  const row = await findOrderWithPayer(app.db, orderId);
  if (!row || (payerId !== null && row.order.userId !== payerId)) throw notFound(RECEIPT_MESSAGES.notFound);
  // A payment the order could no longer take (replaced, settled another way, over a cap) is given back: no receipt.
  if (row.order.closedReason && row.order.paidAt) throw conflict(RECEIPT_MESSAGES.notTaken);
  const refusal = noReceiptReason(row.order.status);
  const paidAt = row.order.paidAt;
  if (refusal || !paidAt) throw conflict(refusal ?? RECEIPT_MESSAGES.pending);

  const number = receiptNumber(row.order.id, paidAt);
  const fileName = receiptFileName(number);
  const key = receiptKey(row.order.id, row.order.refundedAt, row.order.refundedMinor);
  const kept = await app.storage.open(key).catch(() => null);
  if (kept) return { fileName, pdf: kept.stream as Readable | Buffer };

  const organisation = await getOrganisation(app.db, app.config);
  const brand = await app.mail.brand();
  const content = receiptSheet({
    language: row.language,
    number,
    organisation: {
      name: brand.siteName,
      // The pageant's full title, unless the deployment goes by a name of its own.
      fullTitle: brand.siteName === BRAND.siteName ? BRAND.fullTitle : brand.siteName,
      tagline: brand.tagline,
      website: brand.publicUrl,
      email: organisation.contactEmail,
      phone: organisation.phone,
    },
    colors: brand.colors,
    payer: { name: `${row.firstName} ${row.lastName}`.trim(), email: row.email },
    purchase: orderPurchase({ ...row.order, voteName: row.voteName }, brand.siteName),
    amountMinor: row.order.amountMinor,
    currency: row.order.currency,
    paidAt,
    refundedAt: row.order.refundedAt,
    refundedMinor: row.order.refundedMinor,
    provider: row.order.provider,
    manualMethod: row.order.manualMethod,
    reference: row.order.reference,
    providerReference: row.order.providerReference,
    waived: row.order.manualMethod === 'waiver',
    coupon: row.order.couponCode ? { code: row.order.couponCode, discountMinor: row.order.discountMinor } : null,
  });
  const pdf = await app.workers.run('receiptPdf', content);
  const bytes = Buffer.from(pdf.buffer, pdf.byteOffset, pdf.byteLength);
  await app.storage.put(key, bytes, { contentType: 'application/pdf' });
  return { fileName, pdf: bytes as Readable | Buffer };
}

/**
 * An order's receipt as a file for an e-mail. An order with no receipt to give (a payment not taken, or gone)
 * answers null and the message leaves without it; any other failure is thrown, so the message is tried again.
 */
export async function receiptAttachment(app: FastifyInstance, orderId: string): Promise<MailAttachment | null> {
  let receipt: Awaited<ReturnType<typeof receiptOf>>;
  try {
    receipt = await receiptOf(app, orderId, null);
  } catch (err) {
    if (err instanceof AppError && (err.statusCode === 404 || err.statusCode === 409)) return null;
    throw err;
  }
  const content = Buffer.isBuffer(receipt.pdf) ? receipt.pdf : await bytesOf(receipt.pdf);
  return { fileName: receipt.fileName, contentType: 'application/pdf', content };
}

async function bytesOf(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk));
  return Buffer.concat(chunks);
}

/** Sends a receipt, to be saved under its own name; never kept by a cache (it names her). */
export function sendPdf(reply: FastifyReply, fileName: string, pdf: Readable | Buffer) {
  return reply
    .header('content-type', 'application/pdf')
    .header('content-disposition', `attachment; filename="${fileName}"`)
    .header('cache-control', 'no-store')
    .send(pdf);
}
