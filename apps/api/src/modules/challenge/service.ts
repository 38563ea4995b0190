import { createHmac } from 'node:crypto';
import {
  CHALLENGE_MESSAGES,
  CHALLENGE_TTL_SECONDS,
  challengeSchema,
  ERROR_CODES,
  type PersonChallenge,
  signupNeedsChallenge,
} from '@cq/shared';
import { createChallenge, randomInt, verifySolution } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { AppError } from '../../lib/errors';

/**
 * The person check (docs/product/fan-voting.md#the-person-check): an ALTCHA proof-of-work puzzle signed with a
 * key derived from the server's secret, solved by the browser and verified here. A solution is accepted once.
 */

const ALGORITHM = 'PBKDF2/SHA-256';
/** PBKDF2 rounds per guess and the range of the secret counter: about a second or two in a phone's browser. */
const COST = 1_000;
const COUNTER_MIN = 500;
const COUNTER_MAX = 2_000;

const secrets = (app: FastifyInstance) => {
  const derive = (purpose: string) =>
    createHmac('sha256', app.config.jwtSecret).update(`person-check:${purpose}`).digest('base64url');
  return { hmacSignatureSecret: derive('challenge'), hmacKeySignatureSecret: derive('key') };
};

export async function newChallenge(app: FastifyInstance, now = Date.now()): Promise<PersonChallenge> {
  return (await createChallenge({
    algorithm: ALGORITHM,
    cost: COST,
    counter: randomInt(COUNTER_MAX, COUNTER_MIN),
    deriveKey,
    expiresAt: Math.floor(now / 1000) + CHALLENGE_TTL_SECONDS,
    ...secrets(app),
  })) as PersonChallenge;
}

const payloadSchema = z.object({
  challenge: challengeSchema,
  solution: z.object({ counter: z.number().int().min(0), derivedKey: z.string().max(256) }),
});

const required = () =>
  new AppError(403, CHALLENGE_MESSAGES.required, undefined, undefined, ERROR_CODES.challengeRequired);
const failed = () => new AppError(403, CHALLENGE_MESSAGES.failed, undefined, undefined, ERROR_CODES.challengeFailed);

/**
 * Refuses (403 challenge_required) a request without a solution, and (403 challenge_failed) one whose solution
 * is malformed, wrong, expired, signed by someone else, or already used.
 */
export async function requireSolution(app: FastifyInstance, encoded: string | undefined): Promise<void> {
  if (!encoded) throw required();
  let payload: z.infer<typeof payloadSchema>;
  try {
    payload = payloadSchema.parse(JSON.parse(Buffer.from(encoded, 'base64').toString('utf8')));
  } catch {
    throw failed();
  }
  if (payload.challenge.parameters.algorithm !== ALGORITHM) throw failed();
  let verified = false;
  try {
    const result = await verifySolution({
      challenge: payload.challenge,
      solution: payload.solution,
      deriveKey,
      ...secrets(app),
    });
    verified = result.verified;
  } catch {
    verified = false;
  }
  if (!verified || !payload.challenge.signature) throw failed();
  if (!(await app.challenges.useOnce(payload.challenge.signature, CHALLENGE_TTL_SECONDS))) throw failed();
}

/**
 * The person check before a sign-up: once an address has tried SIGNUP_CHALLENGE_AFTER sign-ups within the
 * sign-up rate window, each further one needs a solution (the hard limit comes later). The address is kept as
 * a keyed hash, for that window only.
 */
export async function checkSignup(
  app: FastifyInstance,
  address: string,
  windowMs: number,
  solution: string | undefined,
): Promise<void> {
  const key = createHmac('sha256', app.config.jwtSecret).update(`signup-address:${address}`).digest('base64url');
  const tried = await app.challenges.hit(`signup:${key}`, windowMs);
  if (signupNeedsChallenge(tried - 1, app.config.rateLimitAuthMultiplier)) await requireSolution(app, solution);
}
