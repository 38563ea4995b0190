import { contactMessageSchema, INQUIRY_MESSAGES, inquiryReceivedSchema, successEnvelope } from '@cq/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses, ok } from '#api/lib/answers';
import { requestLocale } from '../../plugins/language';
import { PUBLIC_FORM_RATE_LIMIT } from '../sponsorship/routes';
import { receiveContactMessage } from './service';

const contactRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/contact',
    {
      config: { rateLimit: PUBLIC_FORM_RATE_LIMIT },
      schema: {
        tags: ['public forms'],
        summary: 'Send a message through the contact form',
        body: contactMessageSchema,
        response: { 201: successEnvelope(inquiryReceivedSchema), ...errorResponses(400, 429) },
      },
    },
    async (request, reply) => {
      const kept = await receiveContactMessage(app, request.body, requestLocale(request));
      if (!kept) request.log.info('contact form: honeypot filled, message dropped');
      return reply.status(201).send(ok({ received: true as const }, INQUIRY_MESSAGES.contactSuccess));
    },
  );
};

export default contactRoutes;
