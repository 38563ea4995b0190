import { z } from 'zod';
import { idSchema, isoDateTimeSchema } from '../api/common';
import { successEnvelope } from '../api/envelope';
import { boundedText } from '../api/text';
import { ORDER_STATUSES, PAYMENT_PRODUCT_ID, PAYMENT_PROVIDERS } from './messages';

/** The payment calls: request and response shapes both sides use. */

const text = (max: number) => boundedText({ max, tooLong: `At most ${max} characters` }).default('');

// POST /payments/initialize — the amount and currency come from the registration settings, never from here.
export const paymentInitializeRequestSchema = z.object({
  productId: z.literal(PAYMENT_PRODUCT_ID, { message: 'Unknown product' }),
  quantity: z.literal(1, { message: 'Quantity must be 1' }).default(1),
  firstName: text(100),
  lastName: text(100),
  email: text(254),
  phone: text(40),
  /** A coupon code (docs/product/registration.md#coupon-codes); empty for none. */
  couponCode: text(32),
});
export type PaymentInitializeRequest = z.input<typeof paymentInitializeRequestSchema>;

export const paymentInitializeSchema = z.object({
  provider: z.enum(PAYMENT_PROVIDERS),
  /** Where the browser goes to pay (test checkout page, Paystack); null for Stripe's card form. */
  authorizationUrl: z.string().nullable(),
  /** The PaymentIntent's client secret for Stripe's card form; null for the redirect providers. */
  clientSecret: z.string().nullable(),
  orderId: idSchema,
  reference: z.string(),
  /** In major units, e.g. 1 for $1.00. */
  amount: z.number(),
  currency: z.string(),
});
export type PaymentInitialize = z.infer<typeof paymentInitializeSchema>;
export const paymentInitializeResponseSchema = successEnvelope(paymentInitializeSchema);

// POST /payments/verify
export const paymentVerifyRequestSchema = z.object({
  orderId: idSchema,
  paymentIntentId: boundedText({ max: 255, tooLong: 'paymentIntentId is too long' }).min(
    1,
    'paymentIntentId is required',
  ),
});
export type PaymentVerifyRequest = z.input<typeof paymentVerifyRequestSchema>;

// GET /payments/verification/{reference} (and its first name, /payments/test-verification/{reference})
export const paymentReferenceParamsSchema = z.object({
  reference: boundedText({ max: 100, tooLong: 'Invalid reference' })
    .min(1, 'Invalid reference')
    .regex(/^[A-Za-z0-9_.=-]+$/, 'Invalid reference'),
});

/** The order as the browser sees it after a check: success is a status of paid. */
export const paymentDataSchema = z.object({
  status: z.enum(ORDER_STATUSES),
  orderId: idSchema,
  reference: z.string(),
  provider: z.enum(PAYMENT_PROVIDERS),
  amount: z.number(),
  currency: z.string(),
  paidAt: isoDateTimeSchema.nullable(),
});
export type PaymentData = z.infer<typeof paymentDataSchema>;
export const paymentVerificationResponseSchema = successEnvelope(z.object({ paymentData: paymentDataSchema }));
export type PaymentVerificationResponse = z.infer<typeof paymentVerificationResponseSchema>;

/** Webhook acknowledgement. */
export const webhookAckResponseSchema = successEnvelope(z.object({ received: z.literal(true) }));
