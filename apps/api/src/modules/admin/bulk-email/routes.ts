import {
  bulkEmailAttachmentResponseSchema,
  bulkEmailDraftSchema,
  bulkEmailListResponseSchema,
  bulkEmailPreviewResponseSchema,
  bulkEmailResponseSchema,
  bulkEmailSendSchema,
  bulkEmailTemplateInputSchema,
  bulkEmailTemplateListResponseSchema,
  bulkEmailTemplateRenameSchema,
  bulkEmailTemplateResponseSchema,
  idParamsSchema,
  BULK_EMAIL_MESSAGES as M,
  successEnvelope,
} from '@cq/shared';
import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses, ok, signedInDoc } from '#api/lib/answers';
import { getSetting } from '../../settings/service';
import { actorOf, staffOnly } from '../guard';
import { ATTACHMENT_BODY_LIMIT, ATTACHMENT_MULTIPART_LIMITS, uploadAttachment } from './attachments';
import * as bulk from './service';
import * as templates from './templates';

const errors = errorResponses(400, 401, 403, 404);
const common = signedInDoc('admin');

/** Bulk e-mail to a filtered set of contestants (resource 'contestants'): preview, test, send, progress. */
const adminBulkEmailRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(multipart, { limits: ATTACHMENT_MULTIPART_LIMITS });
  // A send a restart interrupted carries on once the server is up, and one whose instance stopped is taken over
  // by any other once its lease has passed; closing waits for the batch in hand.
  let stopSweeping = () => {};
  let stopWatching = () => {};
  app.addHook('onReady', async () => {
    void bulk.resumeQueues(app).catch((err) => app.log.error({ err }, 'could not resume bulk e-mail'));
    stopSweeping = bulk.sweepQueues(app);
    stopWatching = bulk.watchSchedule(app);
  });
  app.addHook('onClose', async () => {
    stopSweeping();
    stopWatching();
    await bulk.whenChecked(app);
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
    async () => {
      const [bulkEmails, mailing] = await Promise.all([bulk.listBulkEmails(app), getSetting(app.db, 'mailing')]);
      return ok({ bulkEmails, timeZone: mailing.timeZone });
    },
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
    async (request) => ok(await bulk.getBulkEmail(app, request.params.id)),
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
      return ok(await bulk.preview(app, request.body));
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
      return ok({}, M.testSent);
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
      const sent = await bulk.send(app, actorOf(request), request.body);
      return ok(sent, sent.state === 'scheduled' ? M.scheduled : M.queued);
    },
  );

  app.post(
    '/bulk-email-attachments',
    {
      // The guard runs on arrival, before the body's type is checked, so a caller who may not attach learns nothing.
      onRequest: staffOnly('contestants', 'update'),
      bodyLimit: ATTACHMENT_BODY_LIMIT,
      config: { bodyType: 'multipart' },
      schema: {
        ...common,
        summary: 'A file for a bulk e-mail (multipart `file`: a PDF, JPEG or PNG of 10 MB at most), stored once',
        consumes: ['multipart/form-data'],
        response: {
          200: bulkEmailAttachmentResponseSchema,
          ...errors,
          ...errorResponses(413, 415),
        },
      },
    },
    async (request) => ok(await uploadAttachment(app, request, actorOf(request).id)),
  );

  app.post(
    '/bulk-emails/:id/cancel',
    {
      preValidation: staffOnly('contestants', 'update'),
      schema: {
        ...common,
        summary: 'Cancels a scheduled message before it starts (audited)',
        params: idParamsSchema,
        response: { 200: bulkEmailResponseSchema, ...errors, ...errorResponses(409) },
      },
    },
    async (request) => ok(await bulk.cancelScheduled(app, actorOf(request), request.params.id), M.cancelled),
  );

  app.get(
    '/bulk-email-templates',
    {
      preValidation: staffOnly('contestants', 'read'),
      schema: {
        ...common,
        summary: 'Saved bulk e-mail templates, by name',
        response: { 200: bulkEmailTemplateListResponseSchema, ...errors },
      },
    },
    async () => ok({ templates: await templates.listTemplates(app.db) }),
  );

  app.post(
    '/bulk-email-templates',
    {
      preValidation: staffOnly('contestants', 'update'),
      schema: {
        ...common,
        summary: 'Saves a message (every language) as a named template (audited)',
        body: bulkEmailTemplateInputSchema,
        response: { 200: bulkEmailTemplateResponseSchema, ...errors },
      },
    },
    async (request) => ok(await templates.saveTemplate(app.db, actorOf(request), request.body), M.templateSaved),
  );

  app.patch(
    '/bulk-email-templates/:id',
    {
      preValidation: staffOnly('contestants', 'update'),
      schema: {
        ...common,
        summary: 'Renames a template (audited)',
        params: idParamsSchema,
        body: bulkEmailTemplateRenameSchema,
        response: { 200: bulkEmailTemplateResponseSchema, ...errors },
      },
    },
    async (request) =>
      ok(
        await templates.renameTemplate(app.db, actorOf(request), request.params.id, request.body.name),
        M.templateRenamed,
      ),
  );

  app.delete(
    '/bulk-email-templates/:id',
    {
      preValidation: staffOnly('contestants', 'update'),
      schema: {
        ...common,
        summary: 'Deletes a template (audited)',
        params: idParamsSchema,
        response: { 200: successEnvelope(z.object({})), ...errors },
      },
    },
    async (request) => {
      await templates.deleteTemplate(app.db, actorOf(request), request.params.id);
      return ok({}, M.templateDeleted);
    },
  );
};

export default adminBulkEmailRoutes;
