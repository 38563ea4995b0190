import {
  idParamsSchema,
  THREAD_MESSAGES as M,
  threadListResponseSchema,
  threadResponseSchema,
  unreadCountResponseSchema,
} from '@cq/shared';
import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses, ok, signedInDoc } from '#api/lib/answers';
import { authenticatedRow } from '../../../plugins/auth';
import {
  REPLY_BODY_LIMIT,
  REPLY_MULTIPART_LIMITS,
  readReply,
  refuseDeclaredOversize,
} from '../../messages/incoming-reply';
import * as threads from '../../messages/service';
import { actorOf, staffOnly } from '../guard';

const errors = errorResponses(400, 401, 403, 404);
const common = signedInDoc('admin');

/**
 * The back office's conversations with contestants (resource 'contestants'): the inbox, with answers not yet
 * read first, and how many those are; one conversation, read once opened; staff's answer (audited).
 */
const adminMessageRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(multipart, { limits: REPLY_MULTIPART_LIMITS });

  app.get(
    '/messages',
    {
      preValidation: staffOnly('contestants', 'read'),
      schema: {
        ...common,
        summary: 'Conversations with contestants: those with answers not yet read first, then the latest',
        response: { 200: threadListResponseSchema, ...errors },
      },
    },
    async () => ok(await threads.inbox(app)),
  );

  app.get(
    '/messages/unread-count',
    {
      preValidation: staffOnly('contestants', 'read'),
      schema: {
        ...common,
        summary: 'How many conversations hold an answer not yet read (data.count), for the menu’s badge',
        response: { 200: unreadCountResponseSchema, ...errors },
      },
    },
    async () => ok({ count: await threads.unreadForStaff(app) }),
  );

  app.get(
    '/messages/:id',
    {
      preValidation: staffOnly('contestants', 'read'),
      schema: {
        ...common,
        summary: 'One conversation; her answers in it count as read from now on',
        params: idParamsSchema,
        response: { 200: threadResponseSchema, ...errors },
      },
    },
    async (request) => ok(await threads.openThreadAsStaff(app, request.params.id)),
  );

  app.post(
    '/messages/:id/replies',
    {
      // The guard runs on arrival, before the body's type is checked, so a caller who may not answer learns nothing.
      onRequest: [staffOnly('contestants', 'update'), refuseDeclaredOversize],
      config: { bodyType: 'multipart' },
      bodyLimit: REPLY_BODY_LIMIT,
      schema: {
        ...common,
        summary: 'Staff’s answer (multipart: message, then an optional file), in her notifications and by e-mail',
        consumes: ['multipart/form-data'],
        params: idParamsSchema,
        response: { 200: threadResponseSchema, ...errors, ...errorResponses(413, 415) },
      },
    },
    async (request) => {
      const { id } = request.params;
      const row = authenticatedRow(request);
      const actor = { ...actorOf(request), name: `${row.firstName} ${row.lastName}`.trim() };
      const reply = await readReply(app, request, id, () => threads.checkStaffReply(app, id));
      try {
        return ok(await threads.replyAsStaff(app, actor, id, reply), M.staffReplied);
      } catch (err) {
        await threads.dropAttachment(app, reply.attachment);
        throw err;
      }
    },
  );
};

export default adminMessageRoutes;
