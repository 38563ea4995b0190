import {
  ACCOUNT_MESSAGES,
  type AccountKind,
  type Locale,
  localePath,
  PASSKEY_MESSAGES,
  passwordRuleMessage,
  ACCOUNT_SERVER_MESSAGES as S,
  SECOND_FACTOR_MESSAGES,
  type User,
} from '@cq/shared';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { DbOrTx } from '../../db/client';
import { type UserRow, users } from '../../db/schema';
import { badInput, conflict, forbidden, notSignedIn } from '../../lib/errors';
import { checkSignInPassword, hashPassword, needsRehash } from '../../lib/passwords';
import { enqueueEmail } from '../../mail';
import { mailLocale } from '../../mail/i18n';
import {
  accountExistsMessage,
  passwordChangedMessage,
  resetPasswordMessage,
  verifyEmailMessage,
} from '../../mail/templates/account';
import { signAccessToken } from '../../plugins/auth';
import { recordConsent } from '../consents/service';
import { welcomeNotification } from '../notifications/messages';
import { createNotification } from '../notifications/producer';
import { isCommonPassword } from './common-passwords';
import { rememberAddress } from './login-addresses';
import { consumeOneTimeToken, issueOneTimeToken, oneTimeTokenEmail } from './one-time-tokens';
import { authenticationOptions, verifyPasskey } from './passkeys';
import { toUserDto } from './present';
import { hasAppCodes, hasSecondFactor, issueChallenge, openChallenge, useSecondFactor } from './second-factor';
import { endAllSessions, endOtherSessions, endSession, rotateRefreshToken, startSession } from './sessions';

/**
 * The password rules on the server: the shared ones (length, shape, the account's e-mail address, which the
 * server knows on every path, a reset included), then the list of common passwords, which only the server has.
 * `field` names the form field the message belongs to.
 */
export async function assertAcceptablePassword(password: string, email: string, field = 'password'): Promise<void> {
  const message =
    passwordRuleMessage(password, email) ??
    ((await isCommonPassword(password)) ? ACCOUNT_MESSAGES.passwordTooCommon : null);
  if (message) throw badInput(message, { [field]: message });
}

export async function findUserByEmail(app: FastifyInstance, email: string): Promise<UserRow | undefined> {
  const [row] = await app.db.select().from(users).where(eq(users.email, email.toLowerCase())).limit(1);
  return row;
}

export interface RegisterInput {
  firstName: string;
  lastName: string;
  email: string;
  /** Absent for a fan: a vote needs none. */
  phoneNumber?: string;
  password: string;
}

/**
 * Sign-up (docs/product/accounts.md#accounts): a new address gets an account and a verification
 * link; a known address gets a "you already have an account" message. The
 * caller sees the same answer either way, after the same password hashing.
 */
/** A new account, in the language of the page she signed up on (its e-mails are written in it). */
export async function register(
  app: FastifyInstance,
  input: RegisterInput,
  language: Locale = 'en',
  kind: AccountKind = 'contestant',
): Promise<void> {
  await assertAcceptablePassword(input.password, input.email);
  const passwordHash = await hashPassword(input.password);
  const brand = await app.mail.brand();
  await app.db.transaction(async (tx) => {
    const [created] = await tx
      .insert(users)
      .values({
        email: input.email.toLowerCase(),
        passwordHash,
        firstName: input.firstName,
        lastName: input.lastName,
        phoneNumber: input.phoneNumber ?? '',
        accountKind: kind,
        language,
      })
      .onConflictDoNothing({ target: users.email })
      .returning();
    if (created) {
      // A fan accepts the terms and the privacy policy on the sign-up form: kept in the words she saw.
      if (kind === 'fan') await recordConsent(tx, created.id, 'fan-terms');
      const token = await issueOneTimeToken(tx, created.id, 'verify_email');
      const url = app.mail.link(localePath(mailLocale(created.language), `/auth/verify-email/${token}`));
      await enqueueEmail(tx, { to: created.email, ...verifyEmailMessage(brand, created, url) });
      return;
    }
    const [existing] = await tx.select().from(users).where(eq(users.email, input.email.toLowerCase())).limit(1);
    if (existing) await enqueueEmail(tx, { to: existing.email, ...accountExistsMessage(brand, existing) });
  });
  app.mail.wake();
}

export async function verifyEmail(app: FastifyInstance, token: string): Promise<void> {
  const verified = await app.db.transaction(async (tx) => {
    const userId = await consumeOneTimeToken(tx, token, 'verify_email');
    if (!userId) return false;
    await tx.update(users).set({ isEmailVerified: true, updatedAt: new Date() }).where(eq(users.id, userId));
    await createNotification(tx, welcomeNotification(userId, app.config.siteName));
    return true;
  });
  if (!verified) throw badInput(S.invalidVerificationLink);
}

/** The password was right and a second step is asked: with a code from her app, a passkey, or either. */
export interface SecondFactorAsked {
  secondFactorChallenge: string;
  code: boolean;
  passkey: boolean;
}

export interface LoginResult {
  token: string;
  refreshToken: string;
  user: User;
}

/**
 * Login is allowed before the address is verified. Every path (unknown address, wrong password,
 * deactivated account, success) runs exactly one password verification of the same cost before it answers;
 * an unknown address and a wrong password answer the same message. An account with two-step sign-in gets a
 * challenge instead of a session: the session starts when the code is right (completeSecondFactor).
 */
export async function login(
  app: FastifyInstance,
  email: string,
  password: string,
  address: string,
): Promise<LoginResult | SecondFactorAsked> {
  const row = await findUserByEmail(app, email);
  const passwordMatches = await checkSignInPassword(row?.passwordHash, password);
  if (!row || !passwordMatches) throw notSignedIn(S.invalidCredentials);
  if (!row.isActive) throw forbidden(S.accountInactive);

  const rehash = needsRehash(row.passwordHash) ? await hashPassword(password) : undefined;
  if (hasSecondFactor(row)) {
    if (rehash) await app.db.update(users).set({ passwordHash: rehash }).where(eq(users.id, row.id));
    return { secondFactorChallenge: issueChallenge(app, row), code: hasAppCodes(row), passkey: row.passkeyCount > 0 };
  }
  return startSignedInSession(app, row, address, rehash);
}

/** The second step of sign-in: the code from her app, or one of her recovery codes (spent). */
export async function completeSecondFactor(
  app: FastifyInstance,
  challenge: string,
  code: string,
  address: string,
): Promise<LoginResult> {
  const row = await openChallenge(app, challenge);
  if (!row.isActive) throw forbidden(S.accountInactive);
  if (!(await useSecondFactor(app, app.db, row, code))) {
    throw badInput(SECOND_FACTOR_MESSAGES.codeWrong, { code: SECOND_FACTOR_MESSAGES.codeWrong });
  }
  return startSignedInSession(app, row, address);
}

/** Sign-in with a passkey alone (verified by her device): the password and any second step are not asked. */
export async function loginWithPasskey(
  app: FastifyInstance,
  response: Parameters<typeof verifyPasskey>[1],
  address: string,
): Promise<LoginResult> {
  const row = await verifyPasskey(app, response);
  if (!row.isActive) throw forbidden(S.accountInactive);
  return startSignedInSession(app, row, address);
}

/** The second step of sign-in with one of her passkeys: options naming only hers. */
export async function secondFactorPasskeyOptions(app: FastifyInstance, challenge: string) {
  const row = await openChallenge(app, challenge);
  if (!row.isActive) throw forbidden(S.accountInactive);
  if (row.passkeyCount === 0) throw badInput(PASSKEY_MESSAGES.unknown);
  return authenticationOptions(app, row);
}

/** The second step of sign-in answered by one of her passkeys. */
export async function completeSecondFactorWithPasskey(
  app: FastifyInstance,
  challenge: string,
  response: Parameters<typeof verifyPasskey>[1],
  address: string,
): Promise<LoginResult> {
  const row = await openChallenge(app, challenge);
  if (!row.isActive) throw forbidden(S.accountInactive);
  await verifyPasskey(app, response, row);
  return startSignedInSession(app, row, address);
}

async function startSignedInSession(
  app: FastifyInstance,
  row: UserRow,
  address: string,
  rehash?: string,
): Promise<LoginResult> {
  const now = new Date();
  const { user, session } = await app.db.transaction(async (tx) => {
    const [updated] = await tx
      .update(users)
      .set({ lastLogin: now, ...(rehash ? { passwordHash: rehash } : {}) })
      .where(eq(users.id, row.id))
      .returning();
    const session = await startSession(tx, row.id, now);
    await rememberAddress(app, tx, row.id, address, now);
    return { user: updated ?? row, session };
  });
  return {
    token: signAccessToken(app, user, session.id),
    refreshToken: session.refreshToken,
    user: toUserDto(user),
  };
}

/** Renewal: a fresh access token and the next refresh token of the family. */
export async function renew(
  app: FastifyInstance,
  refreshToken: string,
): Promise<{ token: string; refreshToken: string }> {
  const result = await rotateRefreshToken(app.db, refreshToken);
  if (!result.ok) {
    if (result.reason === 'reused') app.log.warn('a rotated refresh token was presented again; its family is revoked');
    throw notSignedIn(S.sessionExpired);
  }
  return { token: signAccessToken(app, result.user, result.session.id), refreshToken: result.session.refreshToken };
}

export async function logout(app: FastifyInstance, refreshToken: string | undefined): Promise<void> {
  if (refreshToken) await endSession(app.db, refreshToken);
}

type Brand = Awaited<ReturnType<FastifyInstance['mail']['brand']>>;

/** A new verification link in the outbox, inside the caller's transaction (the sender wakes the worker after). */
export async function queueVerificationLink(app: FastifyInstance, tx: DbOrTx, brand: Brand, user: UserRow) {
  const token = await issueOneTimeToken(tx, user.id, 'verify_email');
  const url = app.mail.link(localePath(mailLocale(user.language), `/auth/verify-email/${token}`));
  await enqueueEmail(tx, { to: user.email, ...verifyEmailMessage(brand, user, url) });
}

/** A new password-reset link in the outbox, inside the caller's transaction. */
export async function queueResetLink(app: FastifyInstance, tx: DbOrTx, brand: Brand, user: UserRow) {
  const token = await issueOneTimeToken(tx, user.id, 'password_reset');
  const url = app.mail.link(localePath(mailLocale(user.language), `/auth/reset-password/${token}`));
  await enqueueEmail(tx, { to: user.email, ...resetPasswordMessage(brand, user, url) });
}

/** Sends a new verification link to a signed-in user whose address is not verified yet. */
export async function resendVerification(app: FastifyInstance, user: UserRow): Promise<void> {
  if (user.isEmailVerified) throw conflict(S.alreadyVerified);
  const brand = await app.mail.brand();
  await app.db.transaction((tx) => queueVerificationLink(app, tx, brand, user));
  app.mail.wake();
}

/** Same answer for known and unknown addresses, so nobody learns who has an account; only active accounts get a link. */
export async function requestPasswordReset(app: FastifyInstance, email: string): Promise<void> {
  const row = await findUserByEmail(app, email);
  if (!row?.isActive) return;
  const brand = await app.mail.brand();
  await app.db.transaction((tx) => queueResetLink(app, tx, brand, row));
  app.mail.wake();
}

/**
 * A reset proves control of the mailbox, so it also verifies the address. It
 * ends every session (refresh families revoked, access tokens outdated by the
 * new token version) and tells the owner by e-mail.
 */
export async function resetPassword(app: FastifyInstance, token: string, password: string): Promise<void> {
  const email = await oneTimeTokenEmail(app.db, token, 'password_reset');
  if (!email) throw badInput(S.invalidResetLink);
  await assertAcceptablePassword(password, email);
  const passwordHash = await hashPassword(password);
  const brand = await app.mail.brand();
  const done = await app.db.transaction(async (tx) => {
    const userId = await consumeOneTimeToken(tx, token, 'password_reset');
    if (!userId) return false;
    const [row] = await tx
      .update(users)
      .set({
        passwordHash,
        isEmailVerified: true,
        tokenVersion: sql`${users.tokenVersion} + 1`,
        updatedAt: new Date(),
      })
      .where(eq(users.id, userId))
      .returning();
    if (!row) return false;
    await endAllSessions(tx, userId);
    await enqueueEmail(tx, { to: row.email, ...passwordChangedMessage(brand, row) });
    return true;
  });
  if (!done) throw badInput(S.invalidResetLink);
  app.mail.wake();
}

/**
 * A signed-in user changes her password: the current one must be right (one verification, as at sign-in), the
 * new one follows the rules and differs from it. Her other sessions end at once (their refresh families are
 * revoked, and their access tokens with them); the session she changed it in goes on with its tokens. The
 * owner is told by e-mail.
 */
export async function changePassword(
  app: FastifyInstance,
  row: UserRow,
  sessionId: string,
  input: { currentPassword: string; newPassword: string },
): Promise<void> {
  if (!(await checkSignInPassword(row.passwordHash, input.currentPassword))) {
    throw badInput(ACCOUNT_MESSAGES.currentPasswordWrong, { currentPassword: ACCOUNT_MESSAGES.currentPasswordWrong });
  }
  if (input.newPassword === input.currentPassword) {
    throw badInput(ACCOUNT_MESSAGES.passwordUnchanged, { newPassword: ACCOUNT_MESSAGES.passwordUnchanged });
  }
  await assertAcceptablePassword(input.newPassword, row.email, 'newPassword');
  const passwordHash = await hashPassword(input.newPassword);
  const brand = await app.mail.brand();
  await app.db.transaction(async (tx) => {
    const [updated] = await tx
      .update(users)
      .set({ passwordHash, updatedAt: new Date() })
      .where(eq(users.id, row.id))
      .returning();
    if (!updated) throw notSignedIn();
    await endOtherSessions(tx, row.id, sessionId);
    await enqueueEmail(tx, { to: updated.email, ...passwordChangedMessage(brand, updated) });
  });
  app.mail.wake();
}

export interface ProfileInput {
  firstName: string;
  lastName: string;
  phoneNumber: string;
}

/** The language her account reads the site and its e-mails in. */
export async function setLanguage(app: FastifyInstance, userId: string, language: Locale): Promise<User> {
  const [row] = await app.db
    .update(users)
    .set({ language, updatedAt: new Date() })
    .where(eq(users.id, userId))
    .returning();
  if (!row) throw notSignedIn();
  return toUserDto(row);
}

/**
 * A fan applies to compete from the same account: the contestant's path opens (registration, fee, progress) with
 * what its sign-up asks for that a fan's did not (a phone number). An account on that path already is refused.
 */
export async function applyToCompete(app: FastifyInstance, userId: string, phoneNumber: string): Promise<User> {
  const [row] = await app.db
    .update(users)
    .set({ accountKind: 'contestant', phoneNumber, updatedAt: new Date() })
    .where(and(eq(users.id, userId), eq(users.accountKind, 'fan')))
    .returning();
  if (row) return toUserDto(row);
  const [existing] = await app.db.select({ id: users.id }).from(users).where(eq(users.id, userId)).limit(1);
  if (!existing) throw notSignedIn();
  throw conflict(ACCOUNT_MESSAGES.alreadyCompeting);
}

export async function updateProfile(app: FastifyInstance, userId: string, input: ProfileInput): Promise<User> {
  const [row] = await app.db
    .update(users)
    .set({ ...input, updatedAt: new Date() })
    .where(eq(users.id, userId))
    .returning();
  if (!row) throw notSignedIn();
  return toUserDto(row);
}
