import { consentRecordSchema, successEnvelope } from '@cq/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses, ok, signedInDoc } from '#api/lib/answers';
import { consentsOf } from './service';

/** GET /users/me/consents: what the signed-in person agreed to, in which wording, and when. */
const consentRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/users/me/consents',
    {
      preHandler: app.authenticate,
      schema: {
        ...signedInDoc('users'),
        summary: 'What the signed-in person agreed to (the words, their version, when, any withdrawal)',
        response: {
          200: successEnvelope(z.object({ consents: z.array(consentRecordSchema) })),
          ...errorResponses(401),
        },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return ok({ consents: await consentsOf(app.db, request.user.id) });
    },
  );
};

export default consentRoutes;
