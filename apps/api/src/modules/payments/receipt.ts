import type { Readable } from 'node:stream';
import {
  BRAND,
  MANUAL_PAYMENT_LABELS,
  type MyPayment,
  noReceiptReason,
  orderItem,
  orderPurchase,
  PROVIDER_LABELS,
  RECEIPT_MESSAGES,
  receiptFileName,
  receiptNumber,
} from '@cq/shared';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { OrderRow } from '../../db/schema';
import { conflict, notFound } from '../../lib/errors';
import { getOrganisation } from '../settings/service';
import type { ReceiptContent } from './receipt-pdf';
import { findOrderWithPayer, listOwnOrders } from './repo';

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** Her orders as her portal lists them, each with its receipt number once it has a receipt. */
export async function myPayments(app: FastifyInstance, userId: string): Promise<MyPayment[]> {
  const [rows, brand] = await Promise.all([listOwnOrders(app.db, userId), app.mail.brand()]);
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
  }));
}

/**
 * Where an order's receipt is kept once drawn. A settled order's receipt does not change while it stays paid;
 * a refund makes another (it says when the money went back), kept under its own name.
 */
export function receiptKey(orderId: string, refundedAt: Date | null): string {
  return `receipts/${orderId}/${refundedAt ? `refunded-${refundedAt.getTime()}` : 'paid'}.pdf`;
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
  const key = receiptKey(row.order.id, row.order.refundedAt);
  const kept = await app.storage.open(key).catch(() => null);
  if (kept) return { fileName, pdf: kept.stream as Readable | Buffer };

  const organisation = await getOrganisation(app.db, app.config);
  const brand = await app.mail.brand();
  const content: ReceiptContent = {
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
    item: orderItem({ ...row.order, voteName: row.voteName }, brand.siteName),
    amountMinor: row.order.amountMinor,
    currency: row.order.currency,
    paidAt,
    refundedAt: row.order.refundedAt,
    provider: PROVIDER_LABELS[row.order.provider],
    method: methodOf(row.order),
    reference: row.order.reference,
    providerReference: row.order.providerReference,
    waived: row.order.manualMethod === 'waiver',
    coupon: row.order.couponCode ? { code: row.order.couponCode, discountMinor: row.order.discountMinor } : null,
  };
  const pdf = await app.workers.run('receiptPdf', content);
  const bytes = Buffer.from(pdf.buffer, pdf.byteOffset, pdf.byteLength);
  await app.storage.put(key, bytes, { contentType: 'application/pdf' });
  return { fileName, pdf: bytes as Readable | Buffer };
}

/** Sends a receipt, to be saved under its own name; never kept by a cache (it names her). */
export function sendPdf(reply: FastifyReply, fileName: string, pdf: Readable | Buffer) {
  return reply
    .header('content-type', 'application/pdf')
    .header('content-disposition', `attachment; filename="${fileName}"`)
    .header('cache-control', 'no-store')
    .send(pdf);
}

/** How it was paid, when the organisers recorded it (a transfer, cash, a waiver). */
function methodOf(order: OrderRow): string | null {
  return order.manualMethod ? MANUAL_PAYMENT_LABELS[order.manualMethod] : null;
}
