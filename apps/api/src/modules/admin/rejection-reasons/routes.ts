import {
  idParamsSchema,
  REJECTION_REASON_MESSAGES as M,
  rejectionReasonDeletedResponseSchema,
  rejectionReasonInputSchema,
  rejectionReasonListResponseSchema,
  rejectionReasonResponseSchema,
} from '@cq/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses, ok, signedInDoc } from '#api/lib/answers';
import { actorOf, staffOnly } from '../guard';
import * as reasons from './service';

const errors = errorResponses(400, 401, 403, 404);
const common = signedInDoc('admin');

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
    async () => ok({ reasons: await reasons.listReasons(app.db) }),
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
    async (request) => ok(await reasons.createReason(app, actorOf(request), request.body), M.created),
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
    async (request) =>
      ok(await reasons.updateReason(app, actorOf(request), request.params.id, request.body), M.updated),
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
      return ok({ _id: request.params.id }, M.deleted);
    },
  );
};

export default adminRejectionReasonRoutes;
