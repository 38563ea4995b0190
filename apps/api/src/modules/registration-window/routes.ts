import { registrationWindowResponseSchema } from '@cq/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '#api/lib/answers';
import { getRegistrationWindow } from './service';

const registrationWindowRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/settings/registration-status',
    {
      schema: {
        tags: ['registration'],
        summary:
          'Whether registration is open (flag and dates), with the reason when closed, the fee and edits allowed',
        response: { 200: registrationWindowResponseSchema },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-cache');
      return ok(await getRegistrationWindow(app.db));
    },
  );
};

export default registrationWindowRoutes;
