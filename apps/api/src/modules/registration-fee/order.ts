import {
  type CouponQuote,
  PAYMENT_PRODUCT_ID,
  PAYMENT_SERVER_MESSAGES,
  type PaymentInitialize,
  type PaymentInitializeRequest,
} from '@cq/shared';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { type OrderRow, orders, type UserRow, users } from '#api/db/schema';
import { conflict } from '#api/lib/errors';
import { enqueueEmail } from '#api/mail';
import { paymentReceiptMessage, paymentRefundedMessage } from '#api/mail/templates/payments';
import { ensureContestantRecord, markContestantPaid } from '#api/modules/contestants/lifecycle';
import { feeRefundedNotification, paymentReceivedNotification } from '#api/modules/notifications/messages';
import { createNotification } from '#api/modules/notifications/producer';
import { checkCoupon } from '#api/modules/payments/coupons';
import { type OrderProduct, receiptDetails, startOrder } from '#api/modules/payments/orders';
import { latestOrderId, secondPaidOf } from '#api/modules/payments/repo';
import { feeOf } from '#api/modules/registration-window/service';
import { getSetting } from '#api/modules/settings/service';
import type { PaymentProviders } from '#api/payments';

/**
 * The registration fee as the order flow sells it (decision 0017): paid, her account is paid and her registration
 * record opens to fill in; refunded in full, her account says refunded. Her account's payment status follows her
 * latest attempt at the fee, and never undoes a payment.
 */
export const registrationFeeOrder: OrderProduct = {
  id: PAYMENT_PRODUCT_ID,
  returnPath: '/user/register',
  receipt: 'fee',
  // One fee per registration: a second one that arrives anyway is recorded and refunded.
  refusal: async (tx, order) => ((await secondPaidOf(tx, order)) ? 'second-fee' : null),
  async paid(tx, { brand, user, order, paidAt }) {
    await tx.update(users).set({ paymentStatus: 'paid', updatedAt: paidAt }).where(eq(users.id, user.id));
    await markContestantPaid(tx, user.id, { amountMinor: order.amountMinor, currency: order.currency, paidAt });
    await enqueueEmail(tx, {
      to: user.email,
      receiptOrderId: order.id,
      ...paymentReceiptMessage(brand, { ...feeDetails(user, order), paidAt }),
    });
    await createNotification(tx, paymentReceivedNotification(user.id, order));
  },
  async failed(tx, { user, order }) {
    const isLatest = (await latestOrderId(tx, user.id, PAYMENT_PRODUCT_ID)) === order.id;
    if (isLatest && (user.paymentStatus === null || user.paymentStatus === 'pending')) {
      await tx.update(users).set({ paymentStatus: 'failed', updatedAt: new Date() }).where(eq(users.id, user.id));
    }
  },
  async refunded(tx, { brand, user, order }) {
    const [otherPaid] = await tx
      .select({ id: orders.id })
      .from(orders)
      .where(and(eq(orders.userId, user.id), eq(orders.product, PAYMENT_PRODUCT_ID), eq(orders.status, 'paid')))
      .limit(1);
    if (!otherPaid) {
      await tx.update(users).set({ paymentStatus: 'refunded', updatedAt: new Date() }).where(eq(users.id, user.id));
    }
    await enqueueEmail(tx, {
      to: user.email,
      receiptOrderId: order.id,
      ...paymentRefundedMessage(brand, feeDetails(user, order)),
    });
    await createNotification(tx, feeRefundedNotification(user.id, order));
  },
};

/** What the fee's e-mails say of her and the order: the way she paid is named by its provider, as it always was. */
const feeDetails = (user: UserRow, order: OrderRow) => ({ ...receiptDetails(user, order), manualMethod: undefined });

/**
 * POST /payments/initialize. The amount and currency come from the registration settings; the payer may correct
 * her names for the checkout (addressed to her account's own e-mail); a coupon code takes its discount off.
 */
export async function payRegistrationFee(
  app: FastifyInstance,
  providers: PaymentProviders,
  userId: string,
  body: PaymentInitializeRequest,
): Promise<PaymentInitialize> {
  const fee = feeOf(await getSetting(app.db, 'registration'));
  return startOrder(app, providers, userId, {
    product: registrationFeeOrder,
    once: true,
    async prepare(tx, user) {
      if (user.paymentStatus === 'paid') throw conflict(PAYMENT_SERVER_MESSAGES.alreadyPaid);
      if (user.paymentStatus === 'refunded') throw conflict(PAYMENT_SERVER_MESSAGES.refunded);
      await ensureContestantRecord(tx, user.id);
      if (user.paymentStatus !== 'pending') {
        await tx.update(users).set({ paymentStatus: 'pending', updatedAt: new Date() }).where(eq(users.id, user.id));
      }
      return {
        payer: {
          email: user.email,
          firstName: body.firstName || user.firstName,
          lastName: body.lastName || user.lastName,
          phone: body.phone || user.phoneNumber,
        },
        item: fee,
        couponCode: body.couponCode,
      };
    },
  });
}

/** POST /payments/coupon: what she pays for the fee with the code, or why it is refused. */
export async function quoteCoupon(app: FastifyInstance, userId: string, rawCode: string): Promise<CouponQuote> {
  const settings = await getSetting(app.db, 'registration');
  const feeMinor = feeOf(settings).amountMinor;
  const checked = await checkCoupon(app.db, userId, rawCode, { amountMinor: feeMinor, currency: settings.currency });
  return {
    code: checked.code,
    feeMinor,
    discountMinor: checked.discountMinor,
    amountMinor: feeMinor - checked.discountMinor,
    currency: settings.currency,
  };
}
