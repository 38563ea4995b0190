import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { tooMany } from '../lib/errors';
import { type LimitCounters, localCounters, sharedCounters } from './limit-counters';
import { type RedisState, sharedBudgets } from './rate-limit-store';

export interface RateLimitOptions {
  redisUrl?: string;
  /** Requests per minute per IP for routes without their own limit (600 by default). */
  globalMax?: number;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Where the shared budgets stand: undefined without REDIS_URL, 'degraded' while Redis is away. */
    rateLimitRedisState(): RedisState | undefined;
    /** Exact counters for long windows (plugins/limit-counters.ts), shared through the same Redis when set. */
    limitCounters: LimitCounters;
  }
}

/**
 * Rate limits (docs/product/accounts.md#rate-limits). In-process by default; with REDIS_URL every API
 * instance shares one budget, and while Redis is away each instance counts
 * in-process (plugins/rate-limit-store.ts). Routes set their own with
 * `config.rateLimit`.
 */
export const rateLimitPlugin = fp(async (app: FastifyInstance, opts: RateLimitOptions) => {
  const shared = opts.redisUrl ? sharedBudgets(opts.redisUrl, 'cq-rl:', app.log) : undefined;
  if (shared) {
    app.addHook('onClose', async () => {
      await shared.close();
    });
  }
  app.decorate('rateLimitRedisState', () => shared?.state());
  app.decorate('limitCounters', shared ? sharedCounters(shared.redis, 'cq-count:') : localCounters());
  await app.register(rateLimit, {
    global: true,
    max: opts.globalMax ?? 600,
    timeWindow: 60_000,
    ...(shared ? { store: shared.Store as unknown as never } : {}),
    addHeadersOnExceeding: { 'x-ratelimit-limit': true, 'x-ratelimit-remaining': true, 'x-ratelimit-reset': true },
    errorResponseBuilder: (_request, context) => tooMany(context.ttl / 1000),
  });
});
