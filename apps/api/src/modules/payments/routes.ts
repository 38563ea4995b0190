import {
  errorEnvelopeSchema,
  paymentInitializeRequestSchema,
  paymentInitializeResponseSchema,
  paymentReferenceParamsSchema,
  paymentVerificationResponseSchema,
  paymentVerifyRequestSchema,
} from '@cq/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { createPaymentProviders } from '../../payments';
import { initializePayment } from './initialize';
import testCheckoutRoutes from './test-checkout-routes';
import { verifyByReference, verifyPaymentIntent } from './verify';
import webhookRoutes from './webhook-routes';

const errors = {
  400: errorEnvelopeSchema,
  401: errorEnvelopeSchema,
  404: errorEnvelopeSchema,
  502: errorEnvelopeSchema,
};

/** The registration fee: start a payment, verify it, and the providers' webhooks. */
const paymentRoutes: FastifyPluginAsyncZod = async (app) => {
  const providers = createPaymentProviders(app.config, app.db);

  app.post(
    '/payments/initialize',
    {
      preHandler: app.authenticate,
      config: { rateLimit: { max: 30, timeWindow: 60_000 } },
      schema: {
        tags: ['payments'],
        summary: 'Start paying the registration fee (amount and currency from the registration settings)',
        security: [{ bearer: [] }],
        body: paymentInitializeRequestSchema,
        response: { 200: paymentInitializeResponseSchema, ...errors, 409: errorEnvelopeSchema },
      },
    },
    async (request) => ({
      success: true as const,
      data: await initializePayment(app, providers, request.user.id, request.body),
    }),
  );

  app.post(
    '/payments/verify',
    {
      preHandler: app.authenticate,
      config: { rateLimit: { max: 60, timeWindow: 60_000 } },
      schema: {
        tags: ['payments'],
        summary: 'Verify a card payment: the PaymentIntent is read back from Stripe and recorded',
        security: [{ bearer: [] }],
        body: paymentVerifyRequestSchema,
        response: { 200: paymentVerificationResponseSchema, ...errors },
      },
    },
    async (request) => {
      const { orderId, paymentIntentId } = request.body;
      const result = await verifyPaymentIntent(app, providers, request.user.id, orderId, paymentIntentId);
      return { success: true as const, message: result.message, data: { paymentData: result.paymentData } };
    },
  );

  app.get(
    '/payments/test-verification/:reference',
    {
      preHandler: app.authenticate,
      config: { rateLimit: { max: 60, timeWindow: 60_000 } },
      schema: {
        tags: ['payments'],
        summary: 'Check a payment by its reference after returning from the checkout, and record the result',
        security: [{ bearer: [] }],
        params: paymentReferenceParamsSchema,
        response: { 200: paymentVerificationResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const result = await verifyByReference(app, providers, request.user.id, request.params.reference);
      return { success: true as const, message: result.message, data: { paymentData: result.paymentData } };
    },
  );

  await app.register(webhookRoutes, { providers });
  if (app.config.payments.provider === 'test') await app.register(testCheckoutRoutes);
};

export default paymentRoutes;
