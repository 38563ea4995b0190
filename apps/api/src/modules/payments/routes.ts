import {
  INVOICE_MESSAGES,
  idParamsSchema,
  invoiceRequestSchema,
  invoiceResponseSchema,
  myPaymentsResponseSchema,
  paymentReferenceParamsSchema,
  paymentVerificationResponseSchema,
  paymentVerifyRequestSchema,
} from '@cq/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses, ok, signedInDoc } from '#api/lib/answers';
import { createPaymentProviders } from '../../payments';
import { creditNotePdf, invoicePdf, requestInvoice } from './invoices/service';
import { orderErrors as errors } from './orders';
import { myPayments, receiptOf, sendPdf } from './receipt';
import testCheckoutRoutes from './test-checkout-routes';
import { verifyByReference, verifyPaymentIntent } from './verify';
import webhookRoutes from './webhook-routes';

/**
 * What every order shares, whatever it sells: verifying a payment on the payer's return, her orders and receipts, and
 * the providers' webhooks. Each product starts its own orders from its module (the fee's, a vote pack's).
 */
const paymentRoutes: FastifyPluginAsyncZod = async (app) => {
  const providers = createPaymentProviders(app.config, app.db);

  app.post(
    '/payments/verify',
    {
      preHandler: app.authenticate,
      config: { rateLimit: { max: 60, timeWindow: 60_000 } },
      schema: {
        ...signedInDoc('payments'),
        summary: 'Verify a card payment: the PaymentIntent is read back from Stripe and recorded',
        body: paymentVerifyRequestSchema,
        response: { 200: paymentVerificationResponseSchema, ...errors },
      },
    },
    async (request) => {
      const { orderId, paymentIntentId } = request.body;
      const result = await verifyPaymentIntent(app, providers, request.user.id, orderId, paymentIntentId);
      return ok({ paymentData: result.paymentData }, result.message);
    },
  );

  // The browser's return from any provider's checkout. The first name, test-verification, stays for the links
  // already sent with it (e-mails, a payer's open tab).
  for (const path of ['/payments/verification/:reference', '/payments/test-verification/:reference']) {
    app.get(
      path,
      {
        preHandler: app.authenticate,
        config: { rateLimit: { max: 60, timeWindow: 60_000 } },
        schema: {
          ...signedInDoc('payments'),
          summary: 'Check a payment by its reference after returning from the checkout, and record the result',
          params: paymentReferenceParamsSchema,
          response: { 200: paymentVerificationResponseSchema, ...errors },
          ...(path.includes('test-') ? { deprecated: true } : {}),
        },
      },
      async (request, reply) => {
        reply.header('cache-control', 'no-store');
        const result = await verifyByReference(app, providers, request.user.id, request.params.reference);
        return ok({ paymentData: result.paymentData }, result.message);
      },
    );
  }

  app.get(
    '/payments/mine',
    {
      preHandler: app.authenticate,
      schema: {
        ...signedInDoc('payments'),
        summary:
          'Her orders (the registration fee, vote packs), newest first, each with its receipt number once it has one',
        response: { 200: myPaymentsResponseSchema, ...errorResponses(401) },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return ok({ payments: await myPayments(app, request.user.id) });
    },
  );

  app.get(
    '/payments/:id/receipt.pdf',
    {
      preHandler: app.authenticate,
      config: { rateLimit: { max: 30, timeWindow: 60_000 } },
      schema: {
        ...signedInDoc('payments'),
        summary: 'The receipt of one of her paid orders as a PDF (404 for an order not hers, 409 while not paid)',
        produces: ['application/pdf'],
        params: idParamsSchema,
        response: { 200: z.any().describe('application/pdf'), ...errors, ...errorResponses(409) },
      },
    },
    async (request, reply) => {
      const { fileName, pdf } = await receiptOf(app, request.params.id, request.user.id);
      return sendPdf(reply, fileName, pdf);
    },
  );

  app.post(
    '/payments/:id/invoice',
    {
      preHandler: app.authenticate,
      config: { rateLimit: { max: 20, timeWindow: 60_000 } },
      schema: {
        ...signedInDoc('payments'),
        summary:
          'Her invoice of one of her paid orders, made out to the billing name and address she gives; asking again answers the same invoice',
        params: idParamsSchema,
        body: invoiceRequestSchema,
        response: { 200: invoiceResponseSchema, ...errors, ...errorResponses(409) },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const invoice = await requestInvoice(app, request.user.id, request.params.id, request.body);
      return ok({ invoice }, INVOICE_MESSAGES.issued);
    },
  );

  app.get(
    '/payments/:id/invoice.pdf',
    {
      preHandler: app.authenticate,
      config: { rateLimit: { max: 30, timeWindow: 60_000 } },
      schema: {
        ...signedInDoc('payments'),
        summary: 'The invoice of one of her orders as a PDF (404 when it has none or is not hers)',
        produces: ['application/pdf'],
        params: idParamsSchema,
        response: { 200: z.any().describe('application/pdf'), ...errors },
      },
    },
    async (request, reply) => {
      const { fileName, pdf } = await invoicePdf(app, request.params.id, request.user.id);
      return sendPdf(reply, fileName, pdf);
    },
  );

  app.get(
    '/payments/credit-notes/:id/credit-note.pdf',
    {
      preHandler: app.authenticate,
      config: { rateLimit: { max: 30, timeWindow: 60_000 } },
      schema: {
        ...signedInDoc('payments'),
        summary: 'One of her credit notes (one per refund of an invoiced order) as a PDF',
        produces: ['application/pdf'],
        params: idParamsSchema,
        response: { 200: z.any().describe('application/pdf'), ...errors },
      },
    },
    async (request, reply) => {
      const { fileName, pdf } = await creditNotePdf(app, request.params.id, request.user.id);
      return sendPdf(reply, fileName, pdf);
    },
  );

  await app.register(webhookRoutes, { providers });
  if (app.config.payments.provider === 'test') await app.register(testCheckoutRoutes);
};

export default paymentRoutes;
