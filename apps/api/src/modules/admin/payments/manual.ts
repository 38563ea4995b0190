import {
  type AdminPayment,
  MANUAL_PAYMENT_MESSAGES as M,
  MANUAL_PAYMENT_LABELS,
  type ManualPaymentBody,
  PAYMENT_PRODUCT_ID,
  SETTINGS_MESSAGES,
} from '@cq/shared';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { orders, users } from '../../../db/schema';
import { badInput, conflict, notFound } from '../../../lib/errors';
import { enqueueEmail } from '../../../mail';
import { feeWaivedMessage, paymentReceiptMessage } from '../../../mail/templates/payments';
import type { AuditActor } from '../../audit/record';
import { recordAudit } from '../../audit/record';
import { markContestantPaid } from '../../contestants/lifecycle';
import { feeWaivedNotification, paymentReceivedNotification } from '../../notifications/messages';
import { createNotification } from '../../notifications/producer';
import { releaseUseOf } from '../../payments/coupons-repo';
import { cancelAtProviders } from '../../payments/orders';
import { newReference } from '../../payments/repo';
import { feeOf } from '../../registration-window/service';
import { getSetting } from '../../settings/service';
import { toPaymentSummary } from './present';
import { manualReferenceTaken } from './repo';

/**
 * Records a fee paid outside the providers' checkouts (a bank transfer, cash: the fee in full, with its
 * reference) or waives it (with the reason). One transaction, as a provider's confirmation: a paid order (provider
 * 'manual'), her account paid, her record open to fill in, her receipt or waiver notice by e-mail and in her
 * portal, and the audit entry. An order still open at a provider is closed, so it can never be paid as well.
 */
export async function recordManualPayment(
  app: FastifyInstance,
  actor: AuditActor,
  userId: string,
  body: ManualPaymentBody,
): Promise<AdminPayment> {
  const [brand, settings] = await Promise.all([app.mail.brand(), getSetting(app.db, 'registration')]);
  const waiver = body.method === 'waiver';
  const amountMinor = waiver ? 0 : feeOf(settings, SETTINGS_MESSAGES.feeNotSet).amountMinor;
  const label = MANUAL_PAYMENT_LABELS[body.method];

  const order = await app.db.transaction(async (tx) => {
    const [user] = await tx.select().from(users).where(eq(users.id, userId)).for('update');
    if (!user) throw notFound('No such account.');
    if (user.role !== 'user') throw badInput(M.notContestant);
    if (user.paymentStatus === 'paid') throw conflict(M.alreadyPaid);
    if (body.reference && (await manualReferenceTaken(tx, body.reference))) {
      throw badInput(M.referenceTaken, { reference: M.referenceTaken });
    }
    const paidAt = new Date();
    // Her order still open at a provider is closed for good: this fee is settled another way (a code it used is
    // given back); a payment that still arrives for it is refunded automatically.
    const closed = await tx
      .update(orders)
      .set({
        status: 'failed',
        closedReason: 'settled',
        failureReason: `settled another way: ${label}`,
        updatedAt: paidAt,
      })
      .where(and(eq(orders.userId, userId), eq(orders.product, PAYMENT_PRODUCT_ID), eq(orders.status, 'pending')))
      .returning();
    for (const { id } of closed) await releaseUseOf(tx, id);
    const [paid] = await tx
      .insert(orders)
      .values({
        userId,
        amountMinor,
        currency: settings.currency,
        provider: 'manual',
        reference: newReference(),
        providerReference: body.reference ?? null,
        status: 'paid',
        paidAt,
        manualMethod: body.method,
        recordedBy: actor.id,
        note: body.note ?? null,
      })
      .returning();
    if (!paid) throw new Error('order insert returned nothing');
    await tx.update(users).set({ paymentStatus: 'paid', updatedAt: paidAt }).where(eq(users.id, userId));
    await markContestantPaid(tx, userId, { amountMinor, currency: paid.currency, paidAt });
    await enqueueEmail(tx, {
      to: user.email,
      ...(waiver
        ? feeWaivedMessage(brand, { firstName: user.firstName, language: user.language, reference: paid.reference })
        : paymentReceiptMessage(brand, {
            firstName: user.firstName,
            language: user.language,
            amountMinor,
            currency: paid.currency,
            reference: paid.reference,
            provider: 'manual',
            paidAt,
            manualMethod: body.method,
          })),
    });
    await createNotification(
      tx,
      waiver ? feeWaivedNotification(userId, paid) : paymentReceivedNotification(userId, paid),
    );
    await recordAudit(tx, actor, {
      resource: 'payments',
      action: waiver ? 'payments.waive' : 'payments.record',
      recordId: paid.id,
      summary: waiver
        ? `Waived the fee of ${user.firstName} ${user.lastName}: ${body.note}`
        : `Recorded a payment (${label}, ${body.reference}) for ${user.firstName} ${user.lastName}`,
      details: { method: body.method, reference: body.reference ?? null, note: body.note ?? null, amountMinor },
    });
    return { order: paid, email: user.email, firstName: user.firstName, lastName: user.lastName, closed };
  });
  app.mail.wake();
  await cancelAtProviders(app, order.closed);
  return toPaymentSummary(order);
}
