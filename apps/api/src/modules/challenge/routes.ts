import { challengeSchema, successEnvelope } from '@cq/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses, ok } from '#api/lib/answers';
import { newChallenge } from './service';

/** Hands out person-check puzzles; anyone may ask, no cookie or account is involved. */
const challengeRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/challenge',
    {
      schema: {
        tags: ['challenge'],
        summary: 'A new person-check puzzle (ALTCHA v2) for the browser to solve before a checked request',
        response: { 200: successEnvelope(challengeSchema), ...errorResponses(429) },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return ok(await newChallenge(app));
    },
  );
};

export default challengeRoutes;
