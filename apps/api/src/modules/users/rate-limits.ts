import type { FastifyInstance, FastifyRequest } from 'fastify';
import { tooMany } from '../../lib/errors';
import { isKnownAddress } from './login-addresses';
import { challengeSubject } from './second-factor';

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

/**
 * Decision 14's numbers for the account routes. Login has four budgets (docs/decisions/0018-login-budgets.md):
 * per address; per account and address; per account for addresses it has not signed in from lately; and,
 * once that one is spent, a slow trickle per account that still lets a right password through.
 */
export const ACCOUNT_LIMITS = {
  loginPerIp: { name: 'login-ip', max: 10, timeWindowMs: 5 * MINUTE, key: (r) => r.ip },
  loginPerAccountAndIp: {
    name: 'login-account-ip',
    max: 20,
    timeWindowMs: HOUR,
    key: (r) => `${bodyEmail(r)}|${r.ip}`,
  },
  loginPerAccountFromNewAddresses: {
    name: 'login-account-new',
    max: 20,
    timeWindowMs: HOUR,
    key: (r) => bodyEmail(r),
  },
  loginPerAccountSlow: { name: 'login-account-slow', max: 1, timeWindowMs: 5 * MINUTE, key: (r) => bodyEmail(r) },
  signupPerIp: { name: 'signup-ip', max: 5, timeWindowMs: 30 * MINUTE, key: (r) => r.ip },
  resetPerIp: { name: 'reset-ip', max: 3, timeWindowMs: MINUTE, key: (r) => r.ip },
  resetPerAddress: { name: 'reset-address', max: 5, timeWindowMs: HOUR, key: (r) => bodyEmail(r) },
  resendPerIp: { name: 'resend-ip', max: 3, timeWindowMs: MINUTE, key: (r) => r.ip },
  resendPerAccount: { name: 'resend-account', max: 5, timeWindowMs: HOUR, key: (r) => r.user?.id ?? r.ip },
  /** Guessing the current password through the change form is held like guessing it at sign-in. */
  changePasswordPerAccount: {
    name: 'change-password-account',
    max: 10,
    timeWindowMs: HOUR,
    key: (r) => r.user?.id ?? r.ip,
  },
  /**
   * Guessing the code after a right password: 5 tries per 5 minutes per account (a genuine challenge names it;
   * forged ones share one budget and are refused), and 10 per address.
   */
  /** Guessing the first code while setting it up, held like the change of password. */
  secondFactorSetupPerAccount: {
    name: 'second-factor-setup-account',
    max: 10,
    timeWindowMs: HOUR,
    key: (r) => r.user?.id ?? r.ip,
  },
  secondFactorPerIp: { name: 'second-factor-ip', max: 10, timeWindowMs: 5 * MINUTE, key: (r) => r.ip },
  /** Passkey ceremonies from one address (options and answers): a device signs, nobody types, so a few suffice. */
  passkeyPerIp: { name: 'passkey-ip', max: 30, timeWindowMs: 5 * MINUTE, key: (r) => r.ip },
  /** Turning two-step sign-in off and renewing recovery codes check a password or a code: held like a password change. */
  manageSecondFactorPerAccount: {
    name: 'manage-second-factor-account',
    max: 10,
    timeWindowMs: HOUR,
    key: (r) => r.user?.id ?? r.ip,
  },
} satisfies Record<string, AccountLimit>;

function bodyEmail(request: FastifyRequest): string {
  const email = (request.body as { email?: unknown } | undefined)?.email;
  return typeof email === 'string' ? email.trim().toLowerCase() : '';
}

/**
 * The second step's budget per account, whichever way she proves it (a code or a passkey): the account is the one
 * the sign-in's challenge names.
 */
export function secondFactorPerAccount(app: FastifyInstance): AccountLimit {
  return {
    name: 'second-factor-account',
    max: 5,
    timeWindowMs: 5 * MINUTE,
    key: (r) =>
      challengeSubject(app, (r.body as { secondFactorChallenge?: unknown } | undefined)?.secondFactorChallenge),
  };
}

/**
 * A preHandler spending one unit of each budget; the first exhausted one
 * answers 429 with Retry-After. The budgets live in the rate-limit plugin's
 * store: in-process, or Redis (shared by every instance) when REDIS_URL is set.
 */
export function limitBy(app: FastifyInstance, ...limits: AccountLimit[]) {
  const checks = limits.map((limit) => budget(app, limit));
  return async (request: FastifyRequest): Promise<void> => {
    for (const check of checks) {
      const result = await check(request);
      if (!result.isAllowed && result.isExceeded) throw tooMany(result.ttlInSeconds);
    }
  };
}

function budget(app: FastifyInstance, limit: AccountLimit) {
  return app.createRateLimit({
    max: limit.max * app.config.rateLimitAuthMultiplier,
    timeWindow: limit.timeWindowMs,
    keyGenerator: (request) => `acct:${limit.name}:${limit.key(request)}`,
  });
}

/**
 * The login budgets, spent before the password is checked. An address spends its own budget and its budget
 * on this account: a guesser at one address is held there. An address the account signed in from in the last
 * 30 days stops there, so strangers elsewhere cannot lock the owner out of her usual devices. Any other
 * address also spends the account's budget for new addresses, shared by all of them, which holds a guesser
 * spread over many addresses; once it is spent, one attempt per five minutes still reaches the password check,
 * so the owner at a new address gets in with the right password after a wait rather than never.
 */
export function loginBudgets(app: FastifyInstance) {
  const own = limitBy(app, ACCOUNT_LIMITS.loginPerIp, ACCOUNT_LIMITS.loginPerAccountAndIp);
  const fromNewAddresses = budget(app, ACCOUNT_LIMITS.loginPerAccountFromNewAddresses);
  const slow = budget(app, ACCOUNT_LIMITS.loginPerAccountSlow);
  return async (request: FastifyRequest): Promise<void> => {
    await own(request);
    if (await isKnownAddress(app, bodyEmail(request), request.ip)) return;
    const shared = await fromNewAddresses(request);
    if (shared.isAllowed || !shared.isExceeded) return;
    const trickle = await slow(request);
    if (!trickle.isAllowed && trickle.isExceeded) throw tooMany(trickle.ttlInSeconds);
  };
}
