import { z } from 'zod';
import { idSchema, isoDateTimeSchema } from '../api/common';
import { successEnvelope } from '../api/envelope';
import { boundedText, isoDateInput } from '../api/text';

/**
 * Coupon codes (docs/product/registration.md#coupon-codes): staff make a code that takes a percentage or a fixed
 * amount off the registration fee, for a number of contestants, until a day; a contestant enters it before paying.
 */

/** Letters and digits, 3 to 32; read without regard to case and kept in capitals. */
export const COUPON_CODE_PATTERN = /^[A-Za-z0-9]{3,32}$/;
export const normaliseCouponCode = (code: string) => code.trim().toUpperCase();

export interface CouponTerms {
  percentOff: number | null;
  amountOffMinor: number | null;
}

/** What a code takes off a fee (minor units): a percentage (rounded to the cent) or a fixed amount, never more than the fee. */
export function couponDiscountMinor(feeMinor: number, terms: CouponTerms): number {
  const off = terms.percentOff != null ? Math.round((feeMinor * terms.percentOff) / 100) : (terms.amountOffMinor ?? 0);
  return Math.max(0, Math.min(feeMinor, off));
}

/** Whether a code's last day (UTC) has passed. */
export function isCouponExpired(expiresOn: string | null, now: Date = new Date()): boolean {
  return expiresOn != null && now.toISOString().slice(0, 10) > expiresOn;
}

export const COUPON_MESSAGES = {
  unknown: 'This code is not valid. Please check it and try again.',
  inactive: 'This code is no longer accepted.',
  expired: 'This code has expired.',
  usedUp: 'This code has been used as many times as it allows.',
  alreadyUsed: 'You have already used this code.',
  wrongCurrency: 'This code does not apply to the registration fee’s currency.',
  applied: 'Code applied.',
  created: 'Coupon code created.',
  updated: 'Coupon code updated.',
  codeTaken: 'A coupon with this code exists already.',
  limitBelowUses: 'The limit cannot be lower than the uses so far.',
  notFound: 'No such coupon code.',
  codeFormat: 'Use 3 to 32 letters and digits',
  discountRequired: 'Enter a percentage or an amount off',
  discountBoth: 'Enter a percentage or an amount off, not both',
} as const;

const code = boundedText({ max: 32, tooLong: COUPON_MESSAGES.codeFormat }).regex(
  COUPON_CODE_PATTERN,
  COUPON_MESSAGES.codeFormat,
);
const day = isoDateInput('Use a date in the form YYYY-MM-DD');
const maxUses = z
  .number({ error: 'Enter how many contestants may use it' })
  .int('Enter a whole number')
  .min(1, 'At least 1')
  .max(100_000, 'At most 100000');

/** POST /admin/coupons. */
export const couponCreateBodySchema = z
  .object({
    code,
    /** 1–100: 100 makes the fee free. */
    percentOff: z.number().int('Enter a whole percentage').min(1, 'From 1 to 100').max(100, 'From 1 to 100').optional(),
    /** A fixed amount off, in the fee's currency, minor units. */
    amountOffMinor: z.number().int('Enter the amount in cents').min(1, 'Enter an amount').max(100_000_000).optional(),
    maxUses,
    /** The last day (UTC) it is accepted. */
    expiresOn: day.optional(),
    note: boundedText({ max: 500, tooLong: 'At most 500 characters' }).optional(),
  })
  .superRefine((b, ctx) => {
    if (b.percentOff == null && b.amountOffMinor == null)
      ctx.addIssue({ code: 'custom', path: ['percentOff'], message: COUPON_MESSAGES.discountRequired });
    if (b.percentOff != null && b.amountOffMinor != null)
      ctx.addIssue({ code: 'custom', path: ['amountOffMinor'], message: COUPON_MESSAGES.discountBoth });
  });
export type CouponCreateBody = z.infer<typeof couponCreateBodySchema>;

/** PATCH /admin/coupons/:id: switch it on or off, change its limit or its last day (null: none). */
export const couponUpdateBodySchema = z.object({
  active: z.boolean().optional(),
  maxUses: maxUses.optional(),
  expiresOn: day.nullable().optional(),
});
export type CouponUpdateBody = z.infer<typeof couponUpdateBodySchema>;

export const adminCouponSchema = z.object({
  _id: idSchema,
  code: z.string(),
  percentOff: z.number().int().nullable(),
  amountOffMinor: z.number().int().nullable(),
  /** The currency of a fixed amount (the fee's when it was made); null for a percentage. */
  currency: z.string().nullable(),
  maxUses: z.number().int(),
  uses: z.number().int(),
  expiresOn: z.string().nullable(),
  note: z.string().nullable(),
  active: z.boolean(),
  createdAt: isoDateTimeSchema,
});
export type AdminCoupon = z.infer<typeof adminCouponSchema>;
export const couponResponseSchema = successEnvelope(adminCouponSchema);
export const couponsListResponseSchema = successEnvelope(z.object({ coupons: z.array(adminCouponSchema) }));

/** POST /payments/coupon: what she would pay with a code. */
export const couponCheckBodySchema = z.object({
  couponCode: boundedText({ max: 32, tooLong: COUPON_MESSAGES.unknown, required: COUPON_MESSAGES.unknown }).min(
    1,
    COUPON_MESSAGES.unknown,
  ),
});
export const couponQuoteSchema = z.object({
  code: z.string(),
  feeMinor: z.number().int(),
  discountMinor: z.number().int(),
  /** What she pays, minor units (0: nothing to pay). */
  amountMinor: z.number().int(),
  currency: z.string(),
});
export type CouponQuote = z.infer<typeof couponQuoteSchema>;
export const couponQuoteResponseSchema = successEnvelope(couponQuoteSchema);
