import {
  adminDeletionRequestListResponseSchema,
  adminDeletionRequestResponseSchema,
  errorEnvelopeSchema,
  idParamsSchema,
  PRIVACY_MESSAGES as M,
} from '@cq/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { notFound } from '../../../lib/errors';
import { deletionRequestForStaff, listDeletionRequests } from '../../privacy/deletion-service';
import { eraseOnRequest } from '../../privacy/erasure';
import { actorOf, staffOnly } from '../guard';

const errors = {
  400: errorEnvelopeSchema,
  401: errorEnvelopeSchema,
  403: errorEnvelopeSchema,
  404: errorEnvelopeSchema,
  409: errorEnvelopeSchema,
};
const common = { tags: ['admin'], security: [{ bearer: [] }] };

/** People's requests to be erased (resource 'users'): staff read them and carry them out. */
const adminPrivacyRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/privacy/deletion-requests',
    {
      preValidation: staffOnly('users', 'read'),
      schema: {
        ...common,
        summary: 'Requests to erase an account: pending ones first, then those carried out',
        response: { 200: adminDeletionRequestListResponseSchema, ...errors },
      },
    },
    async () => ({ success: true as const, data: { requests: await listDeletionRequests(app.db) } }),
  );

  app.post(
    '/privacy/deletion-requests/:id/erase',
    {
      preValidation: staffOnly('users', 'update'),
      schema: {
        ...common,
        summary:
          'Erases the account: her files and personal data go, her payments stay without her name; audited without personal data',
        params: idParamsSchema,
        response: { 200: adminDeletionRequestResponseSchema, ...errors },
      },
    },
    async (request) => {
      await eraseOnRequest(app, actorOf(request), request.params.id);
      const done = await deletionRequestForStaff(app.db, request.params.id);
      if (!done) throw notFound(M.deletionRequestNotFound);
      return { success: true as const, message: M.erased, data: done };
    },
  );
};

export default adminPrivacyRoutes;
