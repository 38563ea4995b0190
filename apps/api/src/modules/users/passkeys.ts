import {
  ERROR_CODES,
  PASSKEY_MESSAGES as M,
  PASSKEY_CHALLENGE_MINUTES,
  type Passkey,
  secondFactorRequired,
} from '@cq/shared';
import type {
  AuthenticationResponseJSON,
  RegistrationResponseJSON,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
} from '@simplewebauthn/server';
import { and, eq, gt, lt, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { DbOrTx } from '../../db/client';
import { type PasskeyRow, passkeys, type UserRow, users, webauthnChallenges } from '../../db/schema';
import { badInput, conflict, notFound } from '../../lib/errors';
import { recordAudit } from '../audit/record';
import { hasAppCodes, secondFactorPolicy } from './second-factor';

/**
 * Passkeys (WebAuthn, checked with SimpleWebAuthn). The relying party is the site at its configured public address:
 * its host name is the RP id, its origin the only origin accepted. Every ceremony starts with a challenge kept on
 * the server, taken by the one statement that deletes it, and only before it expires: a challenge answers once.
 */

/** The WebAuthn library and its certificate parsers load with the first ceremony, not at every start. */
const webauthn = () => import('@simplewebauthn/server');

type Purpose = 'register' | 'sign-in' | 'second-factor';
/** The options as the browser's SimpleWebAuthn takes them (JSON), with their one-time challenge. */
type CeremonyOptions = { challenge: string } & Record<string, unknown>;

function relyingParty(app: FastifyInstance) {
  const url = new URL(app.config.publicUrl);
  return { id: url.hostname, origin: url.origin, name: app.config.siteName };
}

async function keepChallenge(app: FastifyInstance, challenge: string, purpose: Purpose, userId: string | null) {
  const now = Date.now();
  // Challenges nobody answered are swept as new ones are handed out.
  await app.db.delete(webauthnChallenges).where(lt(webauthnChallenges.expiresAt, new Date(now)));
  await app.db.insert(webauthnChallenges).values({
    challenge,
    purpose,
    userId,
    expiresAt: new Date(now + PASSKEY_CHALLENGE_MINUTES * 60_000),
  });
}

/** The challenge the browser signed (from its client data), if the server handed it out for this purpose, once. */
async function takeChallenge(
  db: DbOrTx,
  clientDataJSON: string,
  purpose: Purpose,
  userId: string | null,
): Promise<string> {
  let challenge: unknown;
  try {
    challenge = JSON.parse(Buffer.from(clientDataJSON, 'base64url').toString('utf8')).challenge;
  } catch {
    challenge = undefined;
  }
  if (typeof challenge !== 'string' || challenge.length === 0 || challenge.length > 512) throw expired();
  const conditions = [
    eq(webauthnChallenges.challenge, challenge),
    eq(webauthnChallenges.purpose, purpose),
    gt(webauthnChallenges.expiresAt, new Date()),
  ];
  if (userId) conditions.push(eq(webauthnChallenges.userId, userId));
  const taken = await db
    .delete(webauthnChallenges)
    .where(and(...conditions))
    .returning({ challenge: webauthnChallenges.challenge });
  if (taken.length !== 1) throw expired();
  return challenge;
}

const expired = () => badInput(M.challengeExpired, undefined, ERROR_CODES.passkeyChallengeExpired);

export function presentPasskey(row: PasskeyRow): Passkey {
  return {
    id: row.id,
    name: row.name,
    createdAt: row.createdAt.toISOString(),
    lastUsedAt: row.lastUsedAt ? row.lastUsedAt.toISOString() : null,
  };
}

export async function listPasskeys(app: FastifyInstance, userId: string): Promise<Passkey[]> {
  const rows = await app.db.select().from(passkeys).where(eq(passkeys.userId, userId)).orderBy(passkeys.createdAt);
  return rows.map(presentPasskey);
}

/** The options for her browser to make a new passkey (one per authenticator: those she has are excluded). */
export async function registrationOptions(app: FastifyInstance, row: UserRow): Promise<CeremonyOptions> {
  const rp = relyingParty(app);
  const existing = await app.db
    .select({ id: passkeys.credentialId, transports: passkeys.transports })
    .from(passkeys)
    .where(eq(passkeys.userId, row.id));
  const options = await (await webauthn()).generateRegistrationOptions({
    rpName: rp.name,
    rpID: rp.id,
    userName: row.email,
    userDisplayName: `${row.firstName} ${row.lastName}`.trim() || row.email,
    userID: new Uint8Array(Buffer.from(row.id.replace(/-/g, ''), 'hex')),
    attestationType: 'none',
    excludeCredentials: existing.map((c) => ({ id: c.id, transports: c.transports })),
    authenticatorSelection: { residentKey: 'required', userVerification: 'preferred' },
    timeout: PASSKEY_CHALLENGE_MINUTES * 60_000,
  });
  await keepChallenge(app, options.challenge, 'register', row.id);
  return { ...options };
}

/** Keeps the passkey her browser made, once its answer matches a challenge handed to her; audited. */
export async function addPasskey(
  app: FastifyInstance,
  row: UserRow,
  name: string,
  response: RegistrationResponseJSON,
): Promise<Passkey> {
  const rp = relyingParty(app);
  const challenge = await takeChallenge(app.db, response.response.clientDataJSON, 'register', row.id);
  let verified: Awaited<ReturnType<typeof verifyRegistrationResponse>>;
  try {
    verified = await (await webauthn()).verifyRegistrationResponse({
      response,
      expectedChallenge: challenge,
      expectedOrigin: rp.origin,
      expectedRPID: rp.id,
      requireUserVerification: false,
    });
  } catch {
    throw badInput(M.notVerified);
  }
  if (!verified.verified) throw badInput(M.notVerified);
  const { credential } = verified.registrationInfo;
  return app.db.transaction(async (tx) => {
    const [created] = await tx
      .insert(passkeys)
      .values({
        userId: row.id,
        credentialId: credential.id,
        publicKey: Buffer.from(credential.publicKey).toString('base64url'),
        counter: credential.counter,
        transports: credential.transports ?? [],
        name,
      })
      .onConflictDoNothing({ target: passkeys.credentialId })
      .returning();
    if (!created) throw conflict(M.alreadyAdded);
    await tx
      .update(users)
      .set({ passkeyCount: sql`${users.passkeyCount} + 1`, updatedAt: new Date() })
      .where(eq(users.id, row.id));
    await recordAudit(
      tx,
      { id: row.id, email: row.email },
      {
        resource: 'users',
        action: 'users.passkey_added',
        recordId: row.id,
        summary: `Added the passkey “${name}”`,
        details: { passkeyId: created.id, name },
      },
    );
    return presentPasskey(created);
  });
}

/**
 * Removes one of her passkeys; audited. Refused when it is the last second factor of someone the organisation's
 * rule requires to have one (no other passkey, no codes from an app).
 */
export async function removePasskey(app: FastifyInstance, row: UserRow, passkeyId: string): Promise<void> {
  const required = secondFactorRequired(row, await secondFactorPolicy(app));
  await app.db.transaction(async (tx) => {
    const [found] = await tx
      .select()
      .from(passkeys)
      .where(and(eq(passkeys.id, passkeyId), eq(passkeys.userId, row.id)))
      .limit(1)
      .for('update');
    if (!found) throw notFound(M.notFound);
    const [account] = await tx.select().from(users).where(eq(users.id, row.id)).limit(1).for('update');
    if (!account) throw notFound(M.notFound);
    if (required && !hasAppCodes(account) && account.passkeyCount <= 1) {
      throw conflict(M.lastRequired, ERROR_CODES.secondFactorStillRequired);
    }
    await tx.delete(passkeys).where(eq(passkeys.id, found.id));
    await tx
      .update(users)
      .set({ passkeyCount: sql`greatest(${users.passkeyCount} - 1, 0)`, updatedAt: new Date() })
      .where(eq(users.id, row.id));
    await recordAudit(
      tx,
      { id: row.id, email: row.email },
      {
        resource: 'users',
        action: 'users.passkey_removed',
        recordId: row.id,
        summary: `Removed the passkey “${found.name}”`,
        details: { passkeyId: found.id, name: found.name },
      },
    );
  });
}

/**
 * Options for signing in: with no account named, the browser offers the passkeys it holds for this site
 * (`userId` absent), or, at the second step of a staff member's sign-in, only hers.
 */
export async function authenticationOptions(app: FastifyInstance, forUser?: UserRow): Promise<CeremonyOptions> {
  const rp = relyingParty(app);
  const allow = forUser
    ? await app.db
        .select({ id: passkeys.credentialId, transports: passkeys.transports })
        .from(passkeys)
        .where(eq(passkeys.userId, forUser.id))
    : undefined;
  const options = await (await webauthn()).generateAuthenticationOptions({
    rpID: rp.id,
    allowCredentials: allow?.map((c) => ({ id: c.id, transports: c.transports })),
    // Signing in with a passkey alone takes the place of the password: the device must check it is her.
    userVerification: forUser ? 'preferred' : 'required',
    timeout: PASSKEY_CHALLENGE_MINUTES * 60_000,
  });
  await keepChallenge(app, options.challenge, forUser ? 'second-factor' : 'sign-in', forUser?.id ?? null);
  return { ...options };
}

/**
 * Checks the browser's answer to a sign-in challenge: the challenge is taken once, the passkey must be known (and
 * hers, at the second step), the signature right, its counter moving on. Answers the account it signs in.
 */
export async function verifyPasskey(
  app: FastifyInstance,
  response: AuthenticationResponseJSON,
  forUser?: UserRow,
): Promise<UserRow> {
  const rp = relyingParty(app);
  const challenge = await takeChallenge(
    app.db,
    response.response.clientDataJSON,
    forUser ? 'second-factor' : 'sign-in',
    forUser?.id ?? null,
  );
  const [found] = await app.db.select().from(passkeys).where(eq(passkeys.credentialId, response.id)).limit(1);
  if (!found || (forUser && found.userId !== forUser.id)) throw badInput(M.unknown);
  let verified: Awaited<ReturnType<typeof verifyAuthenticationResponse>>;
  try {
    verified = await (await webauthn()).verifyAuthenticationResponse({
      response,
      expectedChallenge: challenge,
      expectedOrigin: rp.origin,
      expectedRPID: rp.id,
      credential: {
        id: found.credentialId,
        publicKey: new Uint8Array(Buffer.from(found.publicKey, 'base64url')),
        counter: found.counter,
        transports: found.transports,
      },
      requireUserVerification: !forUser,
    });
  } catch {
    throw badInput(M.notVerified);
  }
  if (!verified.verified) throw badInput(M.notVerified);
  await app.db
    .update(passkeys)
    .set({ counter: verified.authenticationInfo.newCounter, lastUsedAt: new Date() })
    .where(eq(passkeys.id, found.id));
  if (forUser) return forUser;
  const [row] = await app.db.select().from(users).where(eq(users.id, found.userId)).limit(1);
  if (!row) throw badInput(M.unknown);
  return row;
}
