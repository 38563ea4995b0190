import { BULK_EMAIL_MESSAGES, errorEnvelopeSchema, successEnvelope, unsubscribeBodySchema } from '@cq/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { unsubscribe } from './unsubscribe';

/** What a person chooses about the mail she receives, from the link in a message: no sign-in needed. */
const emailPreferenceRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/email/unsubscribe',
    {
      schema: {
        tags: ['email'],
        summary: 'Stops bulk messages to the person the link names (messages about her own registration still go)',
        body: unsubscribeBodySchema,
        response: { 200: successEnvelope(z.object({})), 400: errorEnvelopeSchema },
      },
    },
    async (request) => {
      await unsubscribe(app, request.body.token);
      return { success: true as const, message: BULK_EMAIL_MESSAGES.unsubscribed, data: {} };
    },
  );
};

export default emailPreferenceRoutes;
