import {
  buyVotePackSchema,
  COUPON_MESSAGES,
  couponCheckBodySchema,
  couponQuoteResponseSchema,
  errorEnvelopeSchema,
  fanVoteSlugParamsSchema,
  idParamsSchema,
  myPaymentsResponseSchema,
  paymentInitializeRequestSchema,
  paymentInitializeResponseSchema,
  paymentInitializeSchema,
  paymentReferenceParamsSchema,
  paymentVerificationResponseSchema,
  paymentVerifyRequestSchema,
  successEnvelope,
} from '@cq/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { createPaymentProviders } from '../../payments';
import { quoteCoupon } from './coupons';
import { initializePayment } from './initialize';
import { buyVotePack } from './packs';
import { myPayments, receiptOf, sendPdf } from './receipt';
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
    '/votes/:slug/packs',
    {
      preHandler: app.authenticate,
      config: { rateLimit: { max: 30, timeWindow: 60_000 } },
      schema: {
        tags: ['voting', 'payments'],
        summary: 'Start paying for a vote pack of a fan vote (price and currency from the vote); credited once paid',
        security: [{ bearer: [] }],
        params: fanVoteSlugParamsSchema,
        body: buyVotePackSchema,
        response: {
          200: successEnvelope(paymentInitializeSchema.extend({ votes: z.number().int() })),
          ...errors,
          403: errorEnvelopeSchema,
          409: errorEnvelopeSchema,
        },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return {
        success: true as const,
        data: await buyVotePack(app, providers, request.user.id, request.params.slug, request.body.votes),
      };
    },
  );

  app.post(
    '/payments/coupon',
    {
      preHandler: app.authenticate,
      config: { rateLimit: { max: 30, timeWindow: 60_000 } },
      schema: {
        tags: ['payments'],
        summary: 'Check a coupon code: the fee she pays with it, or why it is refused (400, in the envelope)',
        security: [{ bearer: [] }],
        body: couponCheckBodySchema,
        response: { 200: couponQuoteResponseSchema, ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      message: COUPON_MESSAGES.applied,
      data: await quoteCoupon(app, request.user.id, request.body.couponCode),
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

  app.get(
    '/payments/mine',
    {
      preHandler: app.authenticate,
      schema: {
        tags: ['payments'],
        summary:
          'Her orders (the registration fee, vote packs), newest first, each with its receipt number once it has one',
        security: [{ bearer: [] }],
        response: { 200: myPaymentsResponseSchema, 401: errorEnvelopeSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return { success: true as const, data: { payments: await myPayments(app, request.user.id) } };
    },
  );

  app.get(
    '/payments/:id/receipt.pdf',
    {
      preHandler: app.authenticate,
      config: { rateLimit: { max: 30, timeWindow: 60_000 } },
      schema: {
        tags: ['payments'],
        summary: 'The receipt of one of her paid orders as a PDF (404 for an order not hers, 409 while not paid)',
        security: [{ bearer: [] }],
        produces: ['application/pdf'],
        params: idParamsSchema,
        response: { 200: z.any().describe('application/pdf'), ...errors, 409: errorEnvelopeSchema },
      },
    },
    async (request, reply) => {
      const { fileName, pdf } = await receiptOf(app, request.params.id, request.user.id);
      return sendPdf(reply, fileName, pdf);
    },
  );

  await app.register(webhookRoutes, { providers });
  if (app.config.payments.provider === 'test') await app.register(testCheckoutRoutes);
};

export default paymentRoutes;
