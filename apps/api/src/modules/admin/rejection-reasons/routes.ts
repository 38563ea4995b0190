import {
  errorEnvelopeSchema,
  idParamsSchema,
  REJECTION_REASON_MESSAGES as M,
  rejectionReasonDeletedResponseSchema,
  rejectionReasonInputSchema,
  rejectionReasonListResponseSchema,
  rejectionReasonResponseSchema,
} from '@cq/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actorOf, staffOnly } from '../guard';
import * as reasons from './service';

const errors = {
  400: errorEnvelopeSchema,
  401: errorEnvelopeSchema,
  403: errorEnvelopeSchema,
  404: errorEnvelopeSchema,
};
const common = { tags: ['admin'], security: [{ bearer: [] }] };

/**
 * The reasons for sending a registration back (resource 'contestants'): reviewers read them to choose one
 * ('read'); staff who may change registrations keep them ('update'), each in every language.
 */
const adminRejectionReasonRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/rejection-reasons',
    {
      preValidation: staffOnly('contestants', 'read'),
      schema: {
        ...common,
        summary: 'The reasons reviewers choose from when sending a registration back, with every language’s version',
        response: { 200: rejectionReasonListResponseSchema, ...errors },
      },
    },
    async () => ({ success: true as const, data: { reasons: await reasons.listReasons(app.db) } }),
  );

  app.post(
    '/rejection-reasons',
    {
      preValidation: staffOnly('contestants', 'update'),
      schema: {
        ...common,
        summary: 'Adds a reason for sending a registration back, in English and other languages; audited',
        body: rejectionReasonInputSchema,
        response: { 200: rejectionReasonResponseSchema, ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      message: M.created,
      data: await reasons.createReason(app, actorOf(request), request.body),
    }),
  );

  app.put(
    '/rejection-reasons/:id',
    {
      preValidation: staffOnly('contestants', 'update'),
      schema: {
        ...common,
        summary: 'Changes a reason (registrations already sent back keep the words they were sent); audited',
        params: idParamsSchema,
        body: rejectionReasonInputSchema,
        response: { 200: rejectionReasonResponseSchema, ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      message: M.updated,
      data: await reasons.updateReason(app, actorOf(request), request.params.id, request.body),
    }),
  );

  app.delete(
    '/rejection-reasons/:id',
    {
      preValidation: staffOnly('contestants', 'update'),
      schema: {
        ...common,
        summary: 'Deletes a reason; audited',
        params: idParamsSchema,
        response: { 200: rejectionReasonDeletedResponseSchema, ...errors },
      },
    },
    async (request) => {
      await reasons.deleteReason(app, actorOf(request), request.params.id);
      return { success: true as const, message: M.deleted, data: { _id: request.params.id } };
    },
  );
};

export default adminRejectionReasonRoutes;
