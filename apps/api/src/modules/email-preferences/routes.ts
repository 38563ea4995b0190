import { BULK_EMAIL_MESSAGES, successEnvelope, unsubscribeBodySchema } from '@cq/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses, ok } from '#api/lib/answers';
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
        response: { 200: successEnvelope(z.object({})), ...errorResponses(400) },
      },
    },
    async (request) => {
      await unsubscribe(app, request.body.token);
      return ok({}, BULK_EMAIL_MESSAGES.unsubscribed);
    },
  );
};

export default emailPreferenceRoutes;
