import {
  COUPON_CODE_PATTERN,
  COUPON_MESSAGES,
  couponDiscountMinor,
  isCouponExpired,
  normaliseCouponCode,
} from '@cq/shared';
import type { DbOrTx } from '../../db/client';
import type { CouponRow } from '../../db/schema';
import { badInput } from '../../lib/errors';
import { countUse, findCouponByCode, findUse, insertUse, moveUse } from './coupons-repo';

/**
 * The rules of a coupon code at the payment step (docs/product/registration.md#coupon-codes). A code is accepted
 * while it is switched on, its last day has not passed and a use is left, or she already holds one (her open order
 * with it). Her use is counted once, when her order with the code is made; it is given back when that order fails
 * or is replaced by an order without the code (coupons-repo releaseUseOf).
 */

export interface CheckedCoupon {
  coupon: CouponRow;
  code: string;
  discountMinor: number;
  /** Her use, held by her open order: it moves to her next order with the code and is not counted again. */
  heldUse: { id: string; orderId: string } | null;
}

export const couponRefusal = (message: string) => badInput(message, { couponCode: message });

/** Checks a code for her and a price (the fee's); throws the refusal in the payer's words. */
export async function checkCoupon(
  db: DbOrTx,
  userId: string,
  rawCode: string,
  fee: { amountMinor: number; currency: string },
): Promise<CheckedCoupon> {
  const code = normaliseCouponCode(rawCode);
  if (!COUPON_CODE_PATTERN.test(code)) throw couponRefusal(COUPON_MESSAGES.unknown);
  const coupon = await findCouponByCode(db, code);
  if (!coupon) throw couponRefusal(COUPON_MESSAGES.unknown);
  if (!coupon.active) throw couponRefusal(COUPON_MESSAGES.inactive);
  if (isCouponExpired(coupon.expiresOn)) throw couponRefusal(COUPON_MESSAGES.expired);
  if (coupon.amountOffMinor != null && coupon.currency !== fee.currency) {
    throw couponRefusal(COUPON_MESSAGES.wrongCurrency);
  }
  const use = await findUse(db, coupon.id, userId);
  if (use && use.orderStatus !== 'pending') throw couponRefusal(COUPON_MESSAGES.alreadyUsed);
  if (!use && coupon.uses >= coupon.maxUses) throw couponRefusal(COUPON_MESSAGES.usedUp);
  return {
    coupon,
    code,
    discountMinor: couponDiscountMinor(fee.amountMinor, coupon),
    heldUse: use ? { id: use.id, orderId: use.orderId } : null,
  };
}

/**
 * Her use of the code for a new order, in the transaction that makes the order: the use she held moves to it, or a
 * new one is counted, only while the limit allows (a conditional update), so the limit holds under requests
 * arriving at once; refused, the transaction and the order with it are undone.
 */
export async function takeCouponUse(tx: DbOrTx, userId: string, orderId: string, checked: CheckedCoupon) {
  if (checked.heldUse) {
    await moveUse(tx, checked.heldUse.id, orderId);
    return;
  }
  if (!(await insertUse(tx, checked.coupon.id, userId, orderId))) throw couponRefusal(COUPON_MESSAGES.alreadyUsed);
  if (!(await countUse(tx, checked.coupon.id))) throw couponRefusal(COUPON_MESSAGES.usedUp);
}
