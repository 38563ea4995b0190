import {
  bulkEmailDraftSchema,
  bulkEmailListResponseSchema,
  bulkEmailPreviewResponseSchema,
  bulkEmailResponseSchema,
  bulkEmailSendSchema,
  errorEnvelopeSchema,
  idParamsSchema,
  BULK_EMAIL_MESSAGES as M,
  successEnvelope,
} from '@cq/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOf, staffOnly } from '../guard';
import * as bulk from './service';

const errors = {
  400: errorEnvelopeSchema,
  401: errorEnvelopeSchema,
  403: errorEnvelopeSchema,
  404: errorEnvelopeSchema,
};
const common = { tags: ['admin'], security: [{ bearer: [] }] };

/** Bulk e-mail to a filtered set of contestants (resource 'contestants'): preview, test, send, progress. */
const adminBulkEmailRoutes: FastifyPluginAsyncZod = async (app) => {
  // A send a restart interrupted carries on once the server is up; closing waits for the batch in hand.
  app.addHook('onReady', async () => {
    void bulk.resumeQueues(app).catch((err) => app.log.error({ err }, 'could not resume bulk e-mail'));
  });
  app.addHook('onClose', async () => {
    await bulk.whenQueued(app);
  });

  app.get(
    '/bulk-emails',
    {
      preValidation: staffOnly('contestants', 'read'),
      schema: {
        ...common,
        summary: 'Bulk messages, newest first, with how many copies are written, sent and failed',
        response: { 200: bulkEmailListResponseSchema, ...errors },
      },
    },
    async () => ({ success: true as const, data: { bulkEmails: await bulk.listBulkEmails(app) } }),
  );

  app.get(
    '/bulk-emails/:id',
    {
      preValidation: staffOnly('contestants', 'read'),
      schema: {
        ...common,
        summary: 'One bulk message and its progress',
        params: idParamsSchema,
        response: { 200: bulkEmailResponseSchema, ...errors },
      },
    },
    async (request) => ({ success: true as const, data: await bulk.getBulkEmail(app, request.params.id) }),
  );

  app.post(
    '/bulk-emails/preview',
    {
      preValidation: staffOnly('contestants', 'read'),
      schema: {
        ...common,
        summary: 'How many it would reach, and the first copies as each recipient would read them',
        body: bulkEmailDraftSchema,
        response: { 200: bulkEmailPreviewResponseSchema, ...errors },
      },
    },
    async (request) => {
      bulk.checkAudience(request.user, request.body.audience);
      return { success: true as const, data: await bulk.preview(app, request.body) };
    },
  );

  app.post(
    '/bulk-emails/test',
    {
      preValidation: staffOnly('contestants', 'update'),
      schema: {
        ...common,
        summary: 'Sends one copy to the signed-in staff member',
        body: bulkEmailDraftSchema,
        response: { 200: successEnvelope(z.object({})), ...errors },
      },
    },
    async (request) => {
      bulk.checkAudience(request.user, request.body.audience);
      await bulk.sendTest(app, actorOf(request), request.body);
      return { success: true as const, message: M.testSent, data: {} };
    },
  );

  app.post(
    '/bulk-emails',
    {
      preValidation: staffOnly('contestants', 'update'),
      schema: {
        ...common,
        summary: 'Sends it to everyone the filter matches (once per request id; audited)',
        body: bulkEmailSendSchema,
        response: { 200: bulkEmailResponseSchema, ...errors },
      },
    },
    async (request) => {
      bulk.checkAudience(request.user, request.body.audience);
      return { success: true as const, message: M.queued, data: await bulk.send(app, actorOf(request), request.body) };
    },
  );
};

export default adminBulkEmailRoutes;
