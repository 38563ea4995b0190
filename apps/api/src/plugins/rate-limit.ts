import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { Redis } from 'ioredis';
import { tooMany } from '../lib/errors';

export interface RateLimitOptions {
  redisUrl?: string;
  /** Requests per minute per IP for routes without their own limit (decision 14: 600). */
  globalMax?: number;
}

/**
 * Rate limits (DESIGN decision 14). In-process by default; with REDIS_URL every
 * API instance shares one budget. Routes set their own with `config.rateLimit`.
 */
export const rateLimitPlugin = fp(async (app: FastifyInstance, opts: RateLimitOptions) => {
  let redis: Redis | undefined;
  if (opts.redisUrl) {
    redis = new Redis(opts.redisUrl, { maxRetriesPerRequest: 1, enableOfflineQueue: true, lazyConnect: false });
    redis.on('error', (err) => app.log.warn({ err: err.message }, 'redis error'));
    app.addHook('onClose', async () => {
      await redis?.quit().catch(() => {});
    });
  }
  await app.register(rateLimit, {
    global: true,
    max: opts.globalMax ?? 600,
    timeWindow: 60_000,
    ...(redis ? { redis, nameSpace: 'cq-rl:' } : {}),
    // If Redis is briefly unreachable, serve rather than fail every request.
    skipOnError: true,
    addHeadersOnExceeding: { 'x-ratelimit-limit': true, 'x-ratelimit-remaining': true, 'x-ratelimit-reset': true },
    errorResponseBuilder: (_request, context) => tooMany(context.ttl / 1000),
  });
});
