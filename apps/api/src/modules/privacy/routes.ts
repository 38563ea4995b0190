import { dataExportResponseSchema, deletionRequestResponseSchema, PRIVACY_MESSAGES as M } from '@cq/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses, ok, signedInDoc } from '#api/lib/answers';
import { forbidden } from '../../lib/errors';
import { contentDisposition } from '../../storage';
import { signedLinkQuerySchema } from '../uploads/serve';
import { currentDeletionRequest, requestDeletion } from './deletion-service';
import {
  currentExport,
  readyExport,
  removeExpiredExports,
  requestExport,
  resumeExports,
  whenExported,
} from './export-service';
import { verifyExportLink } from './links';

const common = signedInDoc('users');
/** Copies whose link expired lose their file within this time. */
const EXPIRED_SWEEP_MS = 60 * 60 * 1000;

/** Her own data: a copy of it to download, and the request that her account be erased. */
const privacyRoutes: FastifyPluginAsyncZod = async (app) => {
  let sweep: NodeJS.Timeout | undefined;
  // A copy a restart interrupted is written again once the server is up; closing waits for those in hand.
  app.addHook('onReady', async () => {
    void resumeExports(app).catch((err) => app.log.error({ err }, 'could not resume data exports'));
    const removeExpired = () =>
      void removeExpiredExports(app).catch((err) => app.log.warn({ err }, 'expired exports not removed'));
    sweep = setInterval(removeExpired, EXPIRED_SWEEP_MS);
    sweep.unref();
  });
  app.addHook('onClose', async () => {
    clearInterval(sweep);
    await whenExported(app);
  });

  app.get(
    '/users/me/data-export',
    {
      preHandler: app.authenticate,
      schema: {
        ...common,
        summary: 'Her latest copy of her data: being prepared, ready (with its link), failed or expired',
        response: { 200: dataExportResponseSchema, ...errorResponses(401) },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return ok({ dataExport: await currentExport(app, request.user.id) });
    },
  );

  app.post(
    '/users/me/data-export',
    {
      preHandler: app.authenticate,
      schema: {
        ...common,
        summary: 'Asks for a copy of her data, prepared in the background and e-mailed as a link that expires',
        response: { 200: dataExportResponseSchema, ...errorResponses(401) },
      },
    },
    async (request) => {
      const dataExport = await requestExport(app, request.user.id);
      return ok({ dataExport }, M.exportRequested);
    },
  );

  app.get(
    '/data-exports/:id/download',
    {
      schema: {
        tags: ['users'],
        summary: 'The ZIP of her data through its link (no sign-in: the link carries its expiry and signature)',
        params: z.object({ id: z.uuid() }),
        querystring: signedLinkQuerySchema,
        response: { 200: z.any().describe('the ZIP'), ...errorResponses(403) },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      const { expires, signature } = request.query;
      if (!verifyExportLink(app.config.jwtSecret, id, expires, signature)) throw forbidden(M.exportLinkInvalid);
      const row = await readyExport(app, id);
      if (!row?.storageKey) throw forbidden(M.exportLinkInvalid);
      const { stream, size } = await app.storage.open(row.storageKey);
      const day = (row.readyAt ?? row.requestedAt).toISOString().slice(0, 10);
      return reply
        .header('content-type', 'application/zip')
        .header('content-disposition', contentDisposition('attachment', `my-data-${day}.zip`))
        .header('content-length', String(size))
        .header('cache-control', 'no-store')
        .header('x-content-type-options', 'nosniff')
        .send(stream);
    },
  );

  app.get(
    '/users/me/deletion-request',
    {
      preHandler: app.authenticate,
      schema: {
        ...common,
        summary: 'Her request that her account be erased, if she made one',
        response: { 200: deletionRequestResponseSchema, ...errorResponses(401) },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return ok({ deletionRequest: await currentDeletionRequest(app.db, request.user.id) });
    },
  );

  app.post(
    '/users/me/deletion-request',
    {
      preHandler: app.authenticate,
      schema: {
        ...common,
        summary: 'Asks staff to erase her account (once; asking again answers the same request)',
        response: { 200: deletionRequestResponseSchema, ...errorResponses(401, 403) },
      },
    },
    async (request) => {
      const { deletionRequest, created } = await requestDeletion(app.db, request.user);
      return ok({ deletionRequest }, created ? M.deletionRequested : M.deletionAlreadyRequested);
    },
  );
};

export default privacyRoutes;
