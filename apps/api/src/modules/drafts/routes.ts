import {
  type DraftResponse,
  draftResponseSchema,
  draftRevisionFromHeader,
  draftSaveHeadersSchema,
  idParamsSchema,
  registrationFormSchema,
} from '@cq/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses, ok, prebuiltJson, sendPrebuilt } from '#api/lib/answers';
import { draftOf } from '../contestants/present';
import { findOwnContestant } from '../contestants/repo';
import { refuseDraftSave, saveDraft } from './service';

const errors = errorResponses(400, 401, 404);

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
      return ok(draftOf(row));
    },
  );

  app.post(
    '/contestants/:id/draft',
    {
      // The session is checked by the save itself (see saveDraft), and fully only when it changed nothing.
      schema: {
        tags: ['registration'],
        summary: 'Autosave the form; If-Match names the revision it was based on (409 when stale or locked)',
        params: idParamsSchema,
        headers: draftSaveHeadersSchema,
        body: registrationFormSchema,
        response: { 200: draftResponseSchema, ...errors, ...errorResponses(409) },
      },
    },
    async (request, reply) => {
      const claims = app.accessClaims(request);
      const base = draftRevisionFromHeader(request.headers['if-match']);
      const saver = { userId: claims.sub, tokenVersion: claims.ver, sessionId: claims.sid };
      const draft = await saveDraft(app.db, request.params.id, saver, base, request.body);
      if (!draft) {
        await app.authenticate(request, reply);
        return refuseDraftSave(app.db, request.params.id, request.user.id);
      }
      // Autosaves are the portal's most frequent write: the answer, built by the service from the validated
      // form it serialised for the database, is sent as it is (not serialised again nor re-validated).
      reply.header('etag', `"${draft.draftRevision}"`);
      return sendPrebuilt(
        reply,
        prebuiltJson<DraftResponse>(`{"success":true,"message":"Draft saved","data":${draft.json}}`),
      );
    },
  );
};

export default draftRoutes;
