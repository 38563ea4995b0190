import {
  INBOX_MESSAGES,
  inboxListResponseSchema,
  inboxQuerySchema,
  inquiryDetailResponseSchema,
  inquiryHandledSchema,
  inquiryParamsSchema,
  inquiryReplyRequestSchema,
} from '@cq/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses, ok, signedInDoc } from '#api/lib/answers';
import { actorOf, staffOnly } from '../guard';
import { getInquiry, listInquiries, replyToInquiry, setHandled } from './service';

const errors = errorResponses(400, 401, 403);
const withNotFound = { ...errors, ...errorResponses(404) };
const common = signedInDoc('admin');

/**
 * The inbox (resource 'inquiries'): contact messages and sponsorship inquiries,
 * handled and answered. The guard runs before validation, so a caller without
 * access gets 401/403, never a description of the body it should have sent.
 */
const adminInboxRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/inquiries',
    {
      preValidation: staffOnly('inquiries', 'read'),
      schema: {
        ...common,
        summary: 'Contact messages and sponsorship inquiries, newest first, with the unhandled counts',
        querystring: inboxQuerySchema,
        response: { 200: inboxListResponseSchema, ...errors },
      },
    },
    async (request) => ok(await listInquiries(app.db, request.query)),
  );

  app.get(
    '/inquiries/:type/:id',
    {
      preValidation: staffOnly('inquiries', 'read'),
      schema: {
        ...common,
        summary: 'One message with every field, the replies sent and who handled it',
        params: inquiryParamsSchema,
        response: { 200: inquiryDetailResponseSchema, ...withNotFound },
      },
    },
    async (request) => {
      const { type, id } = request.params;
      return ok({ inquiry: await getInquiry(app.db, type, id) });
    },
  );

  app.post(
    '/inquiries/:type/:id/handled',
    {
      preValidation: staffOnly('inquiries', 'update'),
      schema: {
        ...common,
        summary: 'Mark a message handled or not handled',
        params: inquiryParamsSchema,
        body: inquiryHandledSchema,
        response: { 200: inquiryDetailResponseSchema, ...withNotFound },
      },
    },
    async (request) => {
      const { type, id } = request.params;
      const { handled } = request.body;
      const inquiry = await setHandled(app.db, actorOf(request), type, id, handled);
      const message = handled ? INBOX_MESSAGES.markedHandled : INBOX_MESSAGES.markedUnhandled;
      return ok({ inquiry }, message);
    },
  );

  app.post(
    '/inquiries/:type/:id/reply',
    {
      preValidation: staffOnly('inquiries', 'update'),
      schema: {
        ...common,
        summary: 'Answer a message by e-mail (through the outbox), optionally marking it handled',
        params: inquiryParamsSchema,
        body: inquiryReplyRequestSchema,
        response: { 200: inquiryDetailResponseSchema, ...withNotFound },
      },
    },
    async (request) => {
      const { type, id } = request.params;
      const inquiry = await replyToInquiry(app, actorOf(request), type, id, request.body);
      return ok({ inquiry }, INBOX_MESSAGES.replySent);
    },
  );
};

export default adminInboxRoutes;
