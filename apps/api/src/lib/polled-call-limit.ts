import { POLLED_CALL_BUDGET_PER_MINUTE } from '@cq/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { tooMany } from './errors';

/**
 * The budget of a call the portal polls (docs/product/portal.md#polling): per user and per
 * call, so several tabs of one contestant share it and one noisy client cannot
 * spend another's. It runs after `authenticate` (the key is the user id) and
 * answers 429 with Retry-After once the minute's budget is spent. The counts
 * live in the rate-limit plugin's store: in-process, or Redis when REDIS_URL
 * is set, so every API instance shares them.
 */
const WINDOW_MS = 60_000;
// Distinct users tracked per call in the in-process store (least recently seen dropped first).
const TRACKED_USERS = 100_000;

export function polledCallLimit(app: FastifyInstance, call: string) {
  const check = app.createRateLimit({
    // The load-test multiplier (RATE_LIMIT_AUTH_MULTIPLIER) lifts per-account budgets together.
    max: POLLED_CALL_BUDGET_PER_MINUTE * app.config.rateLimitAuthMultiplier,
    timeWindow: WINDOW_MS,
    keyGenerator: (request) => `poll:${call}:${request.user.id}`,
    ...({ cache: TRACKED_USERS } as object),
  });
  return async (request: FastifyRequest): Promise<void> => {
    const result = await check(request);
    if (!result.isAllowed && result.isExceeded) throw tooMany(result.ttlInSeconds);
  };
}
