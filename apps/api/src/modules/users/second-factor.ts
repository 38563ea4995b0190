import { createHash, hkdfSync, randomBytes, randomInt } from 'node:crypto';
import {
  ACCOUNT_MESSAGES,
  ERROR_CODES,
  isStaff,
  SECOND_FACTOR_MESSAGES as M,
  RECOVERY_CODE_COUNT,
  SECOND_FACTOR_CHALLENGE_MINUTES,
  type SecondFactorPolicy,
  secondFactorRequired,
  TOTP_DIGITS,
  TOTP_PERIOD_SECONDS,
  TOTP_WINDOW_STEPS,
} from '@cq/shared';
import { and, count, eq, isNull, lt, or } from 'drizzle-orm';
import { createSigner, createVerifier } from 'fast-jwt';
import type { FastifyInstance } from 'fastify';
import { Secret, TOTP } from 'otpauth';
import type { DbOrTx } from '../../db/client';
import { passkeys, recoveryCodes, type UserRow, users } from '../../db/schema';
import { badInput, conflict, notSignedIn } from '../../lib/errors';
import { checkSignInPassword } from '../../lib/passwords';
import { isSealed, open, seal } from '../../lib/secret-box';
import { recordAudit } from '../audit/record';
import { getSetting } from '../settings/service';

/**
 * Two-step sign-in with a code from an authenticator app (RFC 6238: SHA-1, 6 digits, 30 seconds, one step of
 * drift either way) and ten single-use recovery codes. A code is accepted once: the step it belongs to is kept,
 * and a code of that step or an earlier one is refused, so a code seen over her shoulder cannot sign in again.
 */

const totpOf = (secret: string, label = '', issuer = '') =>
  new TOTP({
    secret: Secret.fromBase32(secret),
    digits: TOTP_DIGITS,
    period: TOTP_PERIOD_SECONDS,
    algorithm: 'SHA1',
    label,
    issuer,
  });

/** The time step a code belongs to, if it is one of the accepted steps around now; null otherwise. */
export function matchingStep(secret: string, code: string, now = Date.now()): number | null {
  const delta = totpOf(secret).validate({ token: code, timestamp: now, window: TOTP_WINDOW_STEPS });
  if (delta === null) return null;
  return Math.floor(now / 1000 / TOTP_PERIOD_SECONDS) + delta;
}

/** The organisation's rule on who must have a second factor. */
export async function secondFactorPolicy(app: FastifyInstance, db: DbOrTx = app.db): Promise<SecondFactorPolicy> {
  return (await getSetting(db, 'secondFactor', { policy: app.config.staffSecondFactor })).policy;
}

/** Whether codes from an authenticator app are on for her account. */
export function hasAppCodes(row: Pick<UserRow, 'totpEnabledAt' | 'totpSecret'>): boolean {
  return Boolean(row.totpEnabledAt && row.totpSecret);
}

/**
 * Whether sign-in with her password asks a second step: codes from an app, or, for staff, a passkey (which counts
 * as their second factor). A contestant's or fan's passkey is a way to sign in, not a step after the password.
 */
export function hasSecondFactor(
  row: Pick<UserRow, 'totpEnabledAt' | 'totpSecret' | 'passkeyCount' | 'role' | 'permissions'>,
): boolean {
  return hasAppCodes(row) || (row.passkeyCount > 0 && isStaff(row));
}

/** The app's secret as stored (sealed with the deployment's key; a secret kept before sealing began is read as it is). */
const openSecret = (app: FastifyInstance, stored: string) => open(app.config.totpKey, stored);

/** A new secret waiting for its first code, with the picture her app scans (drawn here: it never leaves the site). */
export async function startSetup(app: FastifyInstance, row: UserRow) {
  if (hasAppCodes(row)) throw conflict(M.alreadyEnabled);
  const secret = new Secret({ size: 20 }).base32;
  const sealed = seal(app.config.totpKey, secret);
  await app.db.update(users).set({ totpPendingSecret: sealed, updatedAt: new Date() }).where(eq(users.id, row.id));
  const otpauthUrl = totpOf(secret, row.email, app.config.siteName).toString();
  // The QR code library loads with the first enrolment, not at every start.
  const { default: QRCode } = await import('qrcode');
  const qrSvg = await QRCode.toString(otpauthUrl, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
  return { secret, otpauthUrl, qrSvg };
}

/** Recovery codes as shown: two groups of five letters and digits (no 0/o, 1/l/i, which read alike). */
const RECOVERY_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';
function newRecoveryCode(): string {
  let code = '';
  for (let i = 0; i < 10; i += 1) code += RECOVERY_ALPHABET[randomInt(RECOVERY_ALPHABET.length)];
  return `${code.slice(0, 5)}-${code.slice(5)}`;
}
const recoveryHash = (code: string) =>
  createHash('sha256').update(code.replace(/[\s-]/g, '').toLowerCase()).digest('hex');

/** The first code from her app turns two-step sign-in on; her recovery codes are answered this once. */
export async function confirmSetup(app: FastifyInstance, row: UserRow, code: string, now = Date.now()) {
  if (hasAppCodes(row)) throw conflict(M.alreadyEnabled);
  if (!row.totpPendingSecret) throw conflict(M.noSetupWaiting);
  const secret = openSecret(app, row.totpPendingSecret);
  const step = matchingStep(secret, code, now);
  if (step === null) throw badInput(M.codeWrong, { code: M.codeWrong });
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
  await app.db.transaction(async (tx) => {
    await tx
      .update(users)
      .set({
        totpSecret: seal(app.config.totpKey, secret),
        totpPendingSecret: null,
        totpEnabledAt: new Date(now),
        totpLastStep: step,
        updatedAt: new Date(now),
      })
      .where(eq(users.id, row.id));
    await tx.delete(recoveryCodes).where(eq(recoveryCodes.userId, row.id));
    await tx.insert(recoveryCodes).values(codes.map((c) => ({ userId: row.id, codeHash: recoveryHash(c) })));
  });
  return { recoveryCodes: codes };
}

export async function secondFactorStatus(app: FastifyInstance, row: UserRow, required: boolean) {
  const [left] = await app.db
    .select({ n: count() })
    .from(recoveryCodes)
    .where(and(eq(recoveryCodes.userId, row.id), isNull(recoveryCodes.usedAt)));
  return {
    enabled: hasAppCodes(row),
    required,
    recoveryCodesLeft: hasAppCodes(row) ? (left?.n ?? 0) : 0,
    passkeys: row.passkeyCount,
  };
}

/**
 * Checks a code at sign-in: an app code of a step later than the last one accepted, or an unused recovery code,
 * which is spent. Both are taken in one statement, so two requests with the same code cannot both pass.
 */
export async function useSecondFactor(
  app: FastifyInstance,
  db: DbOrTx,
  row: UserRow,
  code: string,
  now = Date.now(),
): Promise<boolean> {
  if (!row.totpSecret || !row.totpEnabledAt) return false;
  if (/^\d+$/.test(code)) {
    const secret = openSecret(app, row.totpSecret);
    const step = matchingStep(secret, code, now);
    if (step === null) return false;
    // A secret kept before sealing began is sealed by the statement that accepts its code.
    const resealed = isSealed(row.totpSecret) ? {} : { totpSecret: seal(app.config.totpKey, secret) };
    const taken = await db
      .update(users)
      .set({ totpLastStep: step, ...resealed })
      .where(and(eq(users.id, row.id), or(isNull(users.totpLastStep), lt(users.totpLastStep, step))))
      .returning({ id: users.id });
    return taken.length === 1;
  }
  const spent = await db
    .update(recoveryCodes)
    .set({ usedAt: new Date(now) })
    .where(
      and(
        eq(recoveryCodes.userId, row.id),
        eq(recoveryCodes.codeHash, recoveryHash(code)),
        isNull(recoveryCodes.usedAt),
      ),
    )
    .returning({ id: recoveryCodes.id });
  return spent.length === 1;
}

/** Takes the app's codes off an account: secret, waiting secret and recovery codes (her passkeys stay). */
export async function clearAppCodes(tx: DbOrTx, userId: string): Promise<void> {
  await tx
    .update(users)
    .set({ totpSecret: null, totpPendingSecret: null, totpEnabledAt: null, totpLastStep: null, updatedAt: new Date() })
    .where(eq(users.id, userId));
  await tx.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
}

/** Takes every second factor off an account (a super admin's recovery): the app's codes and her passkeys. */
export async function clearSecondFactor(tx: DbOrTx, userId: string): Promise<void> {
  await clearAppCodes(tx, userId);
  await tx.delete(passkeys).where(eq(passkeys.userId, userId));
  await tx.update(users).set({ passkeyCount: 0 }).where(eq(users.id, userId));
}

/** Ten new recovery codes in place of the old ones, which stop working at once; answered this once. */
export async function renewRecoveryCodes(tx: DbOrTx, userId: string): Promise<string[]> {
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
  await tx.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
  await tx.insert(recoveryCodes).values(codes.map((c) => ({ userId, codeHash: recoveryHash(c) })));
  return codes;
}

/**
 * She turns the app's codes off herself: her password and a current code (from the app, or a recovery code) must be
 * right. Refused when the organisation's rule requires a second factor of her role and no passkey remains. Audited.
 */
export async function turnOff(app: FastifyInstance, row: UserRow, password: string, code: string): Promise<void> {
  if (!hasAppCodes(row)) throw conflict(M.notEnabled);
  if (!(await checkSignInPassword(row.passwordHash, password))) {
    throw badInput(ACCOUNT_MESSAGES.currentPasswordWrong, { password: ACCOUNT_MESSAGES.currentPasswordWrong });
  }
  if (secondFactorRequired(row, await secondFactorPolicy(app)) && row.passkeyCount === 0) {
    throw conflict(M.stillRequired, ERROR_CODES.secondFactorStillRequired);
  }
  if (!(await useSecondFactor(app, app.db, row, code))) throw badInput(M.codeWrong, { code: M.codeWrong });
  await app.db.transaction(async (tx) => {
    await clearAppCodes(tx, row.id);
    await recordAudit(
      tx,
      { id: row.id, email: row.email },
      {
        resource: 'users',
        action: 'users.second_factor_off',
        recordId: row.id,
        summary: `Turned off two-step sign-in for ${row.email}`,
      },
    );
  });
}

/** Ten new recovery codes for a current code from her app (or an unused recovery code); the old ones stop working. Audited. */
export async function renewOwnRecoveryCodes(app: FastifyInstance, row: UserRow, code: string): Promise<string[]> {
  if (!hasAppCodes(row)) throw conflict(M.notEnabled);
  if (!(await useSecondFactor(app, app.db, row, code))) throw badInput(M.codeWrong, { code: M.codeWrong });
  return app.db.transaction(async (tx) => {
    const codes = await renewRecoveryCodes(tx, row.id);
    await recordAudit(
      tx,
      { id: row.id, email: row.email },
      {
        resource: 'users',
        action: 'users.recovery_codes_renewed',
        recordId: row.id,
        summary: `Made new recovery codes for ${row.email}`,
      },
    );
    return codes;
  });
}

/**
 * The proof, between the password and the code, that the password was right: signed with a key of its own (drawn
 * from the server's secret, so it can never pass as an access token), for this step only, for a few minutes, and
 * void once the password changes (the account's token version).
 */
const CHALLENGE_AUDIENCE = 'continental-queens-second-factor';
interface ChallengeClaims {
  sub: string;
  ver: number;
}
const challengeTools = new WeakMap<
  FastifyInstance,
  { sign: (claims: ChallengeClaims) => string; verify: (token: string) => ChallengeClaims }
>();
function tools(app: FastifyInstance) {
  let found = challengeTools.get(app);
  if (!found) {
    const key = Buffer.from(hkdfSync('sha256', app.config.jwtSecret, '', 'second-factor-challenge', 32));
    const signer = createSigner({
      key,
      algorithm: 'HS256',
      aud: CHALLENGE_AUDIENCE,
      expiresIn: SECOND_FACTOR_CHALLENGE_MINUTES * 60_000,
    });
    const verifier = createVerifier({
      key,
      algorithms: ['HS256'],
      allowedAud: CHALLENGE_AUDIENCE,
      requiredClaims: ['exp', 'aud', 'sub'],
    });
    found = { sign: (claims) => signer({ ...claims, n: randomBytes(8).toString('hex') }), verify: verifier };
    challengeTools.set(app, found);
  }
  return found;
}

export function issueChallenge(app: FastifyInstance, row: UserRow): string {
  return tools(app).sign({ sub: row.id, ver: row.tokenVersion });
}

/** The account a challenge names, if the challenge is genuine, unexpired and her password has not changed since. */
export async function openChallenge(app: FastifyInstance, challenge: string): Promise<UserRow> {
  let claims: ChallengeClaims;
  try {
    claims = tools(app).verify(challenge);
  } catch {
    throw notSignedIn(M.challengeExpired);
  }
  const [row] = await app.db.select().from(users).where(eq(users.id, claims.sub)).limit(1);
  if (!row || row.tokenVersion !== claims.ver || !hasSecondFactor(row)) throw notSignedIn(M.challengeExpired);
  return row;
}

/** The account a genuine challenge names (its budget of guesses); '' for anything else, which is refused anyway. */
export function challengeSubject(app: FastifyInstance, challenge: unknown): string {
  if (typeof challenge !== 'string') return '';
  try {
    return tools(app).verify(challenge).sub;
  } catch {
    return '';
  }
}
