import { healthResponseSchema } from '@cq/shared';
import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '#api/lib/answers';

const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/health',
    {
      schema: {
        tags: ['health'],
        summary: 'Liveness with a database round-trip',
        response: { 200: healthResponseSchema },
      },
      config: { rateLimit: false },
    },
    async (_request, reply) => {
      await app.db.execute(sql`select 1`);
      reply.header('cache-control', 'no-store');
      return ok({
        status: 'ok' as const,
        database: 'ok' as const,
        redis: app.rateLimitRedisState(),
        uptimeSeconds: Math.round(process.uptime()),
      });
    },
  );
};

export default healthRoutes;
