import { idParamsSchema, THREAD_MESSAGES as M, threadListResponseSchema, threadResponseSchema } from '@cq/shared';
import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses, ok, signedInDoc } from '#api/lib/answers';
import { forbidden } from '../../lib/errors';
import { sendPrivateFile, signedLinkQuerySchema } from '../uploads/serve';
import { REPLY_BODY_LIMIT, REPLY_MULTIPART_LIMITS, readReply, refuseDeclaredOversize } from './incoming-reply';
import { REPLY_ROUTE_LIMIT } from './limits';
import * as threads from './service';

const errors = errorResponses(400, 401, 403, 404);
const common = signedInDoc('messages');

/** Her conversations with the organisers (docs/product/back-office.md#messages): reading them and answering. */
const messageRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(multipart, { limits: REPLY_MULTIPART_LIMITS });
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  app.get(
    '/messages',
    {
      preHandler: app.authenticate,
      schema: {
        ...common,
        summary: 'Her conversations with the organisers, the latest word first',
        response: { 200: threadListResponseSchema, ...errors },
      },
    },
    async (request) => ok(await threads.myThreads(app, request.user.id)),
  );

  app.get(
    '/messages/:id',
    {
      preHandler: app.authenticate,
      schema: {
        ...common,
        summary: 'One of her conversations: the organisers’ message and every answer',
        params: idParamsSchema,
        response: { 200: threadResponseSchema, ...errors },
      },
    },
    async (request) => ok(await threads.myThread(app, request.user.id, request.params.id)),
  );

  app.post(
    '/messages/:id/replies',
    {
      onRequest: refuseDeclaredOversize,
      preHandler: app.authenticate,
      config: { bodyType: 'multipart', rateLimit: REPLY_ROUTE_LIMIT },
      bodyLimit: REPLY_BODY_LIMIT,
      schema: {
        ...common,
        summary: 'Her answer (multipart: message, then an optional file: a PDF, JPEG or PNG)',
        consumes: ['multipart/form-data'],
        params: idParamsSchema,
        response: { 200: threadResponseSchema, ...errors, ...errorResponses(413, 415, 429) },
      },
    },
    async (request) => {
      const { id } = request.params;
      const reply = await readReply(app, request, id, () => threads.checkHerReply(app, request.user.id, id));
      try {
        return ok(await threads.replyAsContestant(app, request.user.id, id, reply), M.replied);
      } catch (err) {
        await threads.dropAttachment(app, reply.attachment);
        throw err;
      }
    },
  );

  app.get(
    '/message-files/:id',
    {
      schema: {
        tags: ['messages'],
        summary: 'A file attached to an answer, through its signed link',
        params: idParamsSchema,
        querystring: signedLinkQuerySchema,
        response: { 200: z.any().describe('the file'), ...errorResponses(403, 404) },
      },
    },
    async (request, reply) => {
      const { expires, signature } = request.query;
      if (!threads.verifyThreadFileLink(app.config.jwtSecret, request.params.id, expires, signature))
        throw forbidden(M.linkInvalid);
      const file = await threads.threadFileFor(app.db, request.params.id);
      return sendPrivateFile(app, reply, file);
    },
  );
};

export default messageRoutes;
