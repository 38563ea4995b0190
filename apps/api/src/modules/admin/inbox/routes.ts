import {
  errorEnvelopeSchema,
  INBOX_MESSAGES,
  inboxListResponseSchema,
  inboxQuerySchema,
  inquiryDetailResponseSchema,
  inquiryHandledSchema,
  inquiryParamsSchema,
  inquiryReplyRequestSchema,
} from '@cq/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actorOf, staffOnly } from '../guard';
import { getInquiry, listInquiries, replyToInquiry, setHandled } from './service';

const errors = { 400: errorEnvelopeSchema, 401: errorEnvelopeSchema, 403: errorEnvelopeSchema };
const withNotFound = { ...errors, 404: errorEnvelopeSchema };
const common = { tags: ['admin'], security: [{ bearer: [] }] };

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
    async (request) => ({ success: true as const, data: await listInquiries(app.db, request.query) }),
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
      return { success: true as const, data: { inquiry: await getInquiry(app.db, type, id) } };
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
      return { success: true as const, message, data: { inquiry } };
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
      return { success: true as const, message: INBOX_MESSAGES.replySent, data: { inquiry } };
    },
  );
};

export default adminInboxRoutes;
