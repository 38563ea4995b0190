import { Readable } from 'node:stream';
import {
  accountingExportQuerySchema,
  adminPaymentSchema,
  idParamsSchema,
  MANUAL_PAYMENT_MESSAGES,
  manualPaymentBodySchema,
  paymentDetailResponseSchema,
  paymentsListResponseSchema,
  paymentsQuerySchema,
  REFUND_MESSAGES,
  refundBodySchema,
  refundResponseSchema,
  successEnvelope,
} from '@cq/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses, ok, signedInDoc } from '#api/lib/answers';
import { createPaymentProviders } from '../../../payments';
import { creditNotePdf, invoicePdf } from '../../payments/invoices/service';
import { receiptOf, sendPdf } from '../../payments/receipt';
import { actorOf, staffOnly } from '../guard';
import { exportAccounting } from './accounting';
import adminCouponRoutes from './coupon-routes';
import { exportPayments } from './csv';
import { recordManualPayment } from './manual';
import { requestRefund } from './refunds';
import { getPayment, listPayments } from './service';

const errors = errorResponses(400, 401, 403);
const common = signedInDoc('admin');

/**
 * Payments (resource 'payments'): the orders, read; and a fee paid another way, or waived, recorded by staff
 * with 'update'. The guard runs before validation, so a caller without access gets 401/403 rather than field
 * messages.
 */
const adminPaymentsRoutes: FastifyPluginAsyncZod = async (app) => {
  const providers = createPaymentProviders(app.config, app.db);
  await app.register(adminCouponRoutes);

  app.post(
    '/payments/:id/refunds',
    {
      preValidation: staffOnly('payments', 'update'),
      schema: {
        ...common,
        summary:
          'Refunds a paid order in full or in part through its provider (a payment staff recorded: recorded); ' +
          'at most what remains; the same idempotency key never refunds twice; audited',
        params: idParamsSchema,
        body: refundBodySchema,
        response: { 200: refundResponseSchema, ...errors, ...errorResponses(404, 409, 502) },
      },
    },
    async (request) => {
      const refund = await requestRefund(app, providers, actorOf(request), request.params.id, request.body);
      return ok(
        refund,
        REFUND_MESSAGES[refund.state === 'succeeded' ? 'refunded' : refund.state === 'failed' ? 'failed' : 'requested'],
      );
    },
  );

  app.post(
    '/users/:id/manual-payment',
    {
      preValidation: staffOnly('payments', 'update'),
      schema: {
        ...common,
        summary: 'Records her fee paid by bank transfer or cash (with its reference), or waives it (with why); audited',
        params: idParamsSchema,
        body: manualPaymentBodySchema,
        response: { 200: successEnvelope(adminPaymentSchema), ...errors, ...errorResponses(404, 409) },
      },
    },
    async (request) =>
      ok(
        await recordManualPayment(app, actorOf(request), request.params.id, request.body),
        request.body.method === 'waiver' ? MANUAL_PAYMENT_MESSAGES.waived : MANUAL_PAYMENT_MESSAGES.recorded,
      ),
  );

  app.get(
    '/payments',
    {
      preValidation: staffOnly('payments', 'read'),
      schema: {
        ...common,
        summary: 'Orders, newest first: filter by status, provider, payer e-mail or reference and dates; paid totals',
        querystring: paymentsQuerySchema,
        response: { 200: paymentsListResponseSchema, ...errors },
      },
    },
    async (request) => ok(await listPayments(app.db, request.query)),
  );

  app.get(
    '/payments/export.csv',
    {
      preValidation: staffOnly('payments', 'export'),
      schema: {
        ...common,
        summary: 'The filtered orders as CSV, newest first, then the paid totals per currency; streamed and audited',
        produces: ['text/csv'],
        querystring: paymentsQuerySchema,
        response: { 200: z.any().describe('text/csv; charset=utf-8'), ...errors },
      },
    },
    async (request, reply) => {
      const { fileName, rows } = await exportPayments(app.db, actorOf(request), request.query);
      reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${fileName}"`);
      return reply.send(Readable.from(rows, { objectMode: false }));
    },
  );

  app.get(
    '/payments/:id/receipt.pdf',
    {
      preValidation: staffOnly('payments', 'read'),
      schema: {
        ...common,
        summary: 'The receipt of a paid (or refunded) order as a PDF, as its payer downloads it; 409 while not paid',
        produces: ['application/pdf'],
        params: idParamsSchema,
        response: { 200: z.any().describe('application/pdf'), ...errors, ...errorResponses(404, 409) },
      },
    },
    async (request, reply) => {
      const { fileName, pdf } = await receiptOf(app, request.params.id, null);
      return sendPdf(reply, fileName, pdf);
    },
  );

  app.get(
    '/payments/accounting.csv',
    {
      preValidation: staffOnly('payments', 'export'),
      schema: {
        ...common,
        summary:
          'Every charge and refund of a period (days in UTC) with invoice and credit note numbers, then totals per currency, as CSV; audited',
        produces: ['text/csv'],
        querystring: accountingExportQuerySchema,
        response: { 200: z.any().describe('text/csv; charset=utf-8'), ...errors },
      },
    },
    async (request, reply) => {
      const { fileName, csv } = await exportAccounting(app, actorOf(request), request.query);
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${fileName}"`)
        .header('cache-control', 'no-store')
        .send(csv);
    },
  );

  app.get(
    '/payments/:id/invoice.pdf',
    {
      preValidation: staffOnly('payments', 'read'),
      schema: {
        ...common,
        summary: 'The invoice of an order as a PDF, as its payer downloads it; 404 when she asked for none',
        produces: ['application/pdf'],
        params: idParamsSchema,
        response: { 200: z.any().describe('application/pdf'), ...errors, ...errorResponses(404) },
      },
    },
    async (request, reply) => {
      const { fileName, pdf } = await invoicePdf(app, request.params.id, null);
      return sendPdf(reply, fileName, pdf);
    },
  );

  app.get(
    '/payments/credit-notes/:id/credit-note.pdf',
    {
      preValidation: staffOnly('payments', 'read'),
      schema: {
        ...common,
        summary: 'A credit note (one per refund of an invoiced order) as a PDF, as its payer downloads it',
        produces: ['application/pdf'],
        params: idParamsSchema,
        response: { 200: z.any().describe('application/pdf'), ...errors, ...errorResponses(404) },
      },
    },
    async (request, reply) => {
      const { fileName, pdf } = await creditNotePdf(app, request.params.id, null);
      return sendPdf(reply, fileName, pdf);
    },
  );

  app.get(
    '/payments/:id',
    {
      preValidation: staffOnly('payments', 'read'),
      schema: {
        ...common,
        summary: 'One order, its payer and the provider events recorded for it (oldest first)',
        params: idParamsSchema,
        response: { 200: paymentDetailResponseSchema, ...errors, ...errorResponses(404) },
      },
    },
    async (request) => ok(await getPayment(app.db, request.params.id)),
  );
};

export default adminPaymentsRoutes;
