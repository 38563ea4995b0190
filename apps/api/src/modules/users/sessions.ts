import { randomUUID } from 'node:crypto';
import { REFRESH_TOKEN_TTL_DAYS } from '@cq/shared';
import { and, eq, isNull, ne } from 'drizzle-orm';
import type { Database, DbOrTx } from '../../db/client';
import { refreshTokens, type UserRow, users } from '../../db/schema';
import { hashToken, newSecureToken } from '../../lib/secure-token';
import { openSuccessor, sealSuccessor } from './successor-seal';

const FAMILY_LIFETIME_MS = REFRESH_TOKEN_TTL_DAYS * 24 * 60 * 60 * 1000;

/**
 * How long after its rotation a refresh token still answers with its session's current tokens instead of
 * counting as reuse: two tabs (or a retry after a lost answer) renewing with the same token at the same moment
 * must not end the session (docs/decisions/0013-session-bound-tokens-and-renewal-races.md).
 */
export const REFRESH_REUSE_INTERVAL_MS = 10_000;

export interface Session {
  /** The refresh-token family: the `sid` of the session's access tokens. */
  id: string;
  refreshToken: string;
}

/** Starts a session at login: a new family whose tokens all end 30 days from now. */
export async function startSession(tx: DbOrTx, userId: string, now = new Date()): Promise<Session> {
  const token = newSecureToken();
  const familyId = randomUUID();
  await tx.insert(refreshTokens).values({
    userId,
    familyId,
    tokenHash: hashToken(token),
    expiresAt: new Date(now.getTime() + FAMILY_LIFETIME_MS),
  });
  return { id: familyId, refreshToken: token };
}

export type RotationResult =
  | { ok: true; user: UserRow; session: Session }
  | { ok: false; reason: 'unknown' | 'expired' | 'revoked' | 'reused' | 'inactive' };

/**
 * Exchanges a refresh token for a new one of the same family. A token that was already exchanged is a sign
 * of theft: the whole family is revoked, so neither the thief nor the owner can go on with it, unless it comes
 * back within REFRESH_REUSE_INTERVAL_MS of its exchange while the token it was exchanged for is still the
 * family's newest: then it is the same browser renewing twice at once, and it gets that newest token (kept
 * sealed with a key only the older token gives) instead. Revocations are committed even though the caller
 * then answers 401.
 */
export async function rotateRefreshToken(db: Database, token: string, now = new Date()): Promise<RotationResult> {
  return db.transaction(async (tx): Promise<RotationResult> => {
    const [current] = await tx
      .select()
      .from(refreshTokens)
      .where(eq(refreshTokens.tokenHash, hashToken(token)))
      .limit(1)
      .for('update');
    if (!current) return { ok: false, reason: 'unknown' };
    if (current.revokedAt) return { ok: false, reason: 'revoked' };
    if (current.expiresAt <= now) return { ok: false, reason: 'expired' };

    const [user] = await tx.select().from(users).where(eq(users.id, current.userId)).limit(1);
    if (!user?.isActive) {
      await revokeFamily(tx, current.familyId, now);
      return { ok: false, reason: 'inactive' };
    }

    if (current.usedAt) {
      const newest = await successorWithinInterval(tx, token, current, now);
      if (newest) return { ok: true, user, session: { id: current.familyId, refreshToken: newest } };
      await revokeFamily(tx, current.familyId, now);
      return { ok: false, reason: 'reused' };
    }

    const next = newSecureToken();
    await tx
      .update(refreshTokens)
      .set({ usedAt: now, successorSealed: sealSuccessor(token, next) })
      .where(eq(refreshTokens.id, current.id));
    await tx.insert(refreshTokens).values({
      userId: current.userId,
      familyId: current.familyId,
      tokenHash: hashToken(next),
      expiresAt: current.expiresAt,
    });
    return { ok: true, user, session: { id: current.familyId, refreshToken: next } };
  });
}

/** The token this one was exchanged for, if that was less than the interval ago and it is still unexchanged. */
async function successorWithinInterval(
  tx: DbOrTx,
  token: string,
  current: typeof refreshTokens.$inferSelect,
  now: Date,
): Promise<string | null> {
  if (!current.usedAt || !current.successorSealed) return null;
  if (now.getTime() - current.usedAt.getTime() > REFRESH_REUSE_INTERVAL_MS) return null;
  const successor = openSuccessor(token, current.successorSealed);
  if (!successor) return null;
  const [row] = await tx
    .select({ usedAt: refreshTokens.usedAt, revokedAt: refreshTokens.revokedAt })
    .from(refreshTokens)
    .where(and(eq(refreshTokens.tokenHash, hashToken(successor)), eq(refreshTokens.familyId, current.familyId)))
    .limit(1);
  return row && !row.usedAt && !row.revokedAt ? successor : null;
}

export async function revokeFamily(tx: DbOrTx, familyId: string, now = new Date()): Promise<void> {
  await tx
    .update(refreshTokens)
    .set({ revokedAt: now })
    .where(and(eq(refreshTokens.familyId, familyId), isNull(refreshTokens.revokedAt)));
}

/** The family of a refresh token, if the token is known. */
async function familyOf(db: DbOrTx, token: string): Promise<{ familyId: string; userId: string } | undefined> {
  const [row] = await db
    .select({ familyId: refreshTokens.familyId, userId: refreshTokens.userId })
    .from(refreshTokens)
    .where(eq(refreshTokens.tokenHash, hashToken(token)))
    .limit(1);
  return row;
}

/** Logout: ends the family of the presented token, if there is one. Unknown tokens are ignored. */
export async function endSession(db: DbOrTx, token: string): Promise<void> {
  const row = await familyOf(db, token);
  if (row) await revokeFamily(db, row.familyId);
}

/** Ends every session of a user (password reset, password set by an operator). */
export async function endAllSessions(tx: DbOrTx, userId: string, now = new Date()): Promise<void> {
  await tx
    .update(refreshTokens)
    .set({ revokedAt: now })
    .where(and(eq(refreshTokens.userId, userId), isNull(refreshTokens.revokedAt)));
}

/** Ends every session of a user but one (a password change keeps the session it was made in). */
export async function endOtherSessions(tx: DbOrTx, userId: string, keepFamilyId: string, now = new Date()) {
  await tx
    .update(refreshTokens)
    .set({ revokedAt: now })
    .where(
      and(eq(refreshTokens.userId, userId), ne(refreshTokens.familyId, keepFamilyId), isNull(refreshTokens.revokedAt)),
    );
}
