import {
  errorEnvelopeSchema,
  idParamsSchema,
  paymentDetailResponseSchema,
  paymentsListResponseSchema,
  paymentsQuerySchema,
} from '@cq/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { staffOnly } from '../guard';
import { getPayment, listPayments } from './service';

const errors = { 400: errorEnvelopeSchema, 401: errorEnvelopeSchema, 403: errorEnvelopeSchema };
const common = { tags: ['admin'], security: [{ bearer: [] }] };

/**
 * Payments (resource 'payments'): read only. The guard runs before validation,
 * so a caller without access gets 401/403 rather than field messages.
 */
const adminPaymentsRoutes: FastifyPluginAsyncZod = async (app) => {
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
    async (request) => ({ success: true as const, data: await listPayments(app.db, request.query) }),
  );

  app.get(
    '/payments/:id',
    {
      preValidation: staffOnly('payments', 'read'),
      schema: {
        ...common,
        summary: 'One order, its payer and the provider events recorded for it (oldest first)',
        params: idParamsSchema,
        response: { 200: paymentDetailResponseSchema, ...errors, 404: errorEnvelopeSchema },
      },
    },
    async (request) => ({ success: true as const, data: await getPayment(app.db, request.params.id) }),
  );
};

export default adminPaymentsRoutes;
