import {
  COUPON_MESSAGES,
  couponCheckBodySchema,
  couponQuoteResponseSchema,
  PAYMENT_SERVER_MESSAGES,
  paymentInitializeRequestSchema,
  paymentInitializeResponseSchema,
} from '@cq/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses, ok, signedInDoc } from '#api/lib/answers';
import { forbidden } from '#api/lib/errors';
import { orderErrors as errors, registerOrderProduct } from '#api/modules/payments/orders';
import { createPaymentProviders } from '#api/payments';
import { authenticatedRow } from '#api/plugins/auth';
import { payRegistrationFee, quoteCoupon, registrationFeeOrder } from './order';

/** The registration fee: start paying it, and check a coupon code against it (the order flow does the rest). */
const registrationFeeRoutes: FastifyPluginAsyncZod = async (app) => {
  registerOrderProduct(registrationFeeOrder);
  const providers = createPaymentProviders(app.config, app.db);

  app.post(
    '/payments/initialize',
    {
      preHandler: app.authenticate,
      config: { rateLimit: { max: 30, timeWindow: 60_000 } },
      schema: {
        ...signedInDoc('payments'),
        summary: 'Start paying the registration fee (amount and currency from the registration settings)',
        body: paymentInitializeRequestSchema,
        response: { 200: paymentInitializeResponseSchema, ...errors, ...errorResponses(409) },
      },
    },
    async (request) => {
      // A fan's account has no registration, so no fee, until she applies to compete.
      if (authenticatedRow(request).accountKind === 'fan') throw forbidden(PAYMENT_SERVER_MESSAGES.fanNoFee);
      return ok(await payRegistrationFee(app, providers, request.user.id, request.body));
    },
  );

  app.post(
    '/payments/coupon',
    {
      preHandler: app.authenticate,
      config: { rateLimit: { max: 30, timeWindow: 60_000 } },
      schema: {
        ...signedInDoc('payments'),
        summary: 'Check a coupon code: the fee she pays with it, or why it is refused (400, in the envelope)',
        body: couponCheckBodySchema,
        response: { 200: couponQuoteResponseSchema, ...errors },
      },
    },
    async (request) => ok(await quoteCoupon(app, request.user.id, request.body.couponCode), COUPON_MESSAGES.applied),
  );
};

export default registrationFeeRoutes;
