import {
  draftResponseSchema,
  draftRevisionFromHeader,
  draftSaveHeadersSchema,
  errorEnvelopeSchema,
  idParamsSchema,
  registrationFormSchema,
} from '@cq/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { findOwnContestant } from '../contestants/repo';
import { draftOf, saveDraft } from './service';

const errors = { 400: errorEnvelopeSchema, 401: errorEnvelopeSchema, 404: errorEnvelopeSchema };

const draftRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/contestants/:id/draft',
    {
      preHandler: app.authenticate,
      schema: {
        tags: ['registration'],
        summary: 'The autosaved draft with its revision',
        params: idParamsSchema,
        response: { 200: draftResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const row = await findOwnContestant(app.db, request.params.id, request.user.id);
      reply.header('cache-control', 'no-store').header('etag', `"${row.draftRevision}"`);
      return { success: true as const, data: draftOf(row) };
    },
  );

  app.post(
    '/contestants/:id/draft',
    {
      preHandler: app.authenticate,
      schema: {
        tags: ['registration'],
        summary: 'Autosave the form; If-Match names the revision it was based on (409 when stale or locked)',
        params: idParamsSchema,
        headers: draftSaveHeadersSchema,
        body: registrationFormSchema,
        response: { 200: draftResponseSchema, ...errors, 409: errorEnvelopeSchema },
      },
    },
    async (request, reply) => {
      const base = draftRevisionFromHeader(request.headers['if-match']);
      const draft = await saveDraft(app.db, request.params.id, request.user.id, base, request.body);
      reply.header('etag', `"${draft.draftRevision}"`);
      return { success: true as const, message: 'Draft saved', data: draft };
    },
  );
};

export default draftRoutes;
