import { readinessResponseSchema } from '@cq/shared';
import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses, ok } from '#api/lib/answers';

/**
 * GET /health/ready: whether a load balancer should send this instance traffic. 503 from SIGTERM on (the
 * instance still answers what it is sent while it drains) and while the database does not answer.
 */
const readinessRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/health/ready',
    {
      schema: {
        tags: ['health'],
        summary: 'Readiness: 503 while the instance is shutting down',
        response: { 200: readinessResponseSchema, ...errorResponses(503) },
      },
      config: { rateLimit: false },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      if (app.lifecycle.draining) {
        return reply.status(503).send({ success: false, message: 'This instance is shutting down.' });
      }
      await app.db.execute(sql`select 1`);
      return ok({ status: 'ready' as const });
    },
  );
};

export default readinessRoutes;
