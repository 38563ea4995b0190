import type { FastifyInstance, FastifyRequest } from 'fastify';
import { tooMany } from '../../lib/errors';

export interface AccountLimit {
  /** Distinguishes this budget from the others in the shared store. */
  name: string;
  max: number;
  timeWindowMs: number;
  /** Whose budget a request spends: the IP, an address, an account. */
  key: (request: FastifyRequest) => string;
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/** Decision 14's numbers for the account routes. */
export const ACCOUNT_LIMITS = {
  loginPerIp: { name: 'login-ip', max: 10, timeWindowMs: 5 * MINUTE, key: (r) => r.ip },
  loginPerAccount: { name: 'login-account', max: 20, timeWindowMs: HOUR, key: (r) => bodyEmail(r) },
  signupPerIp: { name: 'signup-ip', max: 5, timeWindowMs: 30 * MINUTE, key: (r) => r.ip },
  resetPerIp: { name: 'reset-ip', max: 3, timeWindowMs: MINUTE, key: (r) => r.ip },
  resetPerAddress: { name: 'reset-address', max: 5, timeWindowMs: HOUR, key: (r) => bodyEmail(r) },
  resendPerIp: { name: 'resend-ip', max: 3, timeWindowMs: MINUTE, key: (r) => r.ip },
  resendPerAccount: { name: 'resend-account', max: 5, timeWindowMs: HOUR, key: (r) => r.user?.id ?? r.ip },
} satisfies Record<string, AccountLimit>;

function bodyEmail(request: FastifyRequest): string {
  const email = (request.body as { email?: unknown } | undefined)?.email;
  return typeof email === 'string' ? email.trim().toLowerCase() : '';
}

/**
 * A preHandler spending one unit of each budget; the first exhausted one
 * answers 429 with Retry-After. The budgets live in the rate-limit plugin's
 * store: in-process, or Redis (shared by every instance) when REDIS_URL is set.
 */
export function limitBy(app: FastifyInstance, ...limits: AccountLimit[]) {
  const multiplier = app.config.rateLimitAuthMultiplier;
  const checks = limits.map((limit) => ({
    limit,
    check: app.createRateLimit({
      max: limit.max * multiplier,
      timeWindow: limit.timeWindowMs,
      keyGenerator: (request) => `acct:${limit.name}:${limit.key(request)}`,
    }),
  }));
  return async (request: FastifyRequest): Promise<void> => {
    for (const { check } of checks) {
      const result = await check(request);
      if (!result.isAllowed && result.isExceeded) throw tooMany(result.ttlInSeconds);
    }
  };
}
