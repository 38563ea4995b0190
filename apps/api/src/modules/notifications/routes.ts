import {
  idParamsSchema,
  markAllReadResponseSchema,
  NOTIFICATION_MESSAGES,
  notificationDeletedResponseSchema,
  notificationListQuerySchema,
  notificationListResponseSchema,
  notificationResponseSchema,
  type UnreadCountResponse,
  unreadCountResponseSchema,
} from '@cq/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses, ok, prebuiltJson, sendPrebuilt } from '#api/lib/answers';
import { polledCallLimit } from '../../lib/polled-call-limit';
import { listKey, notificationCaches } from './caches';
import * as service from './service';

const errors = errorResponses(400, 401, 404);
const tags = ['notifications'];
const security = [{ bearer: [] }];

/** The contestant's notifications. Every route is the caller's own. */
const notificationRoutes: FastifyPluginAsyncZod = async (app) => {
  const { unread, lists } = await notificationCaches(app);
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  app.get(
    '/notifications',
    {
      preHandler: [app.authenticate, polledCallLimit(app, 'notifications')],
      schema: {
        tags,
        security,
        summary: 'The caller’s notifications, newest first, with the total and the unread count',
        querystring: notificationListQuerySchema,
        response: { 200: notificationListResponseSchema, ...errors, ...errorResponses(429) },
      },
    },
    async (request, reply) => {
      // Every open portal tab polls this too: the answer is kept serialised (see caches.ts) and written as it is.
      const list = await lists.load(listKey(request.user.id, request.query));
      // The list's loader always answers: nothing here means the cache itself failed.
      if (list === undefined) throw new Error('The notifications list cache answered nothing');
      return sendPrebuilt(reply, list);
    },
  );

  app.get(
    '/notifications/unread-count',
    {
      preHandler: [app.authenticate, polledCallLimit(app, 'unread-count')],
      schema: {
        tags,
        security,
        summary: 'How many of the caller’s notifications are unread (data.count)',
        response: { 200: unreadCountResponseSchema, ...errorResponses(401, 429) },
      },
    },
    async (request, reply) => {
      // Every open portal tab polls this: the answer is written directly (a string skips the serialiser),
      // and it can hold nothing but an integer.
      const count = Math.trunc((await unread.load(request.user.id)) ?? 0);
      return sendPrebuilt(reply, prebuiltJson<UnreadCountResponse>(`{"success":true,"data":{"count":${count}}}`));
    },
  );

  app.patch(
    '/notifications/mark-all-read',
    {
      preHandler: app.authenticate,
      schema: {
        tags,
        security,
        summary: 'Mark every unread notification of the caller as read',
        response: { 200: markAllReadResponseSchema, ...errorResponses(401) },
      },
    },
    async (request) =>
      ok(
        { updated: await service.markAllRead(app.db, request.user.id), unreadCount: 0 },
        NOTIFICATION_MESSAGES.allRead,
      ),
  );

  app.patch(
    '/notifications/:id/read',
    {
      preHandler: app.authenticate,
      schema: {
        tags,
        security,
        summary: 'Mark one notification as read (an archived one stays archived)',
        params: idParamsSchema,
        response: { 200: notificationResponseSchema, ...errors },
      },
    },
    async (request) => {
      const row = await service.markRead(app.db, request.user.id, request.params.id);
      return ok({ notification: service.toNotificationDto(row) }, NOTIFICATION_MESSAGES.markedRead);
    },
  );

  app.patch(
    '/notifications/:id/archive',
    {
      preHandler: app.authenticate,
      schema: {
        tags,
        security,
        summary: 'Archive one notification (409 when it is archived already)',
        params: idParamsSchema,
        response: { 200: notificationResponseSchema, ...errors, ...errorResponses(409) },
      },
    },
    async (request) => {
      const row = await service.archive(app.db, request.user.id, request.params.id);
      return ok({ notification: service.toNotificationDto(row) }, NOTIFICATION_MESSAGES.archived);
    },
  );

  app.delete(
    '/notifications/:id',
    {
      preHandler: app.authenticate,
      schema: {
        tags,
        security,
        summary: 'Delete one notification',
        params: idParamsSchema,
        response: { 200: notificationDeletedResponseSchema, ...errors },
      },
    },
    async (request) => {
      await service.remove(app.db, request.user.id, request.params.id);
      return ok({ _id: request.params.id }, NOTIFICATION_MESSAGES.deleted);
    },
  );
};

export default notificationRoutes;
