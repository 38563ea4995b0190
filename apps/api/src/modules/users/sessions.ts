import { randomUUID } from 'node:crypto';
import { REFRESH_TOKEN_TTL_DAYS } from '@cq/shared';
import { and, eq, isNull } from 'drizzle-orm';
import type { Database, DbOrTx } from '../../db/client';
import { refreshTokens, type UserRow, users } from '../../db/schema';
import { hashToken, newSecureToken } from '../../lib/secure-token';

const FAMILY_LIFETIME_MS = REFRESH_TOKEN_TTL_DAYS * 24 * 60 * 60 * 1000;

/** Starts a session at login: a new family whose tokens all end 30 days from now. */
export async function startSession(tx: DbOrTx, userId: string, now = new Date()): Promise<string> {
  const token = newSecureToken();
  await tx.insert(refreshTokens).values({
    userId,
    familyId: randomUUID(),
    tokenHash: hashToken(token),
    expiresAt: new Date(now.getTime() + FAMILY_LIFETIME_MS),
  });
  return token;
}

export type RotationResult =
  | { ok: true; user: UserRow; refreshToken: string }
  | { ok: false; reason: 'unknown' | 'expired' | 'revoked' | 'reused' | 'inactive' };

/**
 * Exchanges a refresh token for a new one of the same family. A token that
 * was already exchanged is a sign of theft: the whole family is revoked, so
 * neither the thief nor the owner can go on with it. Revocations are committed
 * even though the caller then answers 401.
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
    if (current.usedAt) {
      await revokeFamily(tx, current.familyId, now);
      return { ok: false, reason: 'reused' };
    }
    if (current.expiresAt <= now) return { ok: false, reason: 'expired' };

    const [user] = await tx.select().from(users).where(eq(users.id, current.userId)).limit(1);
    if (!user?.isActive) {
      await revokeFamily(tx, current.familyId, now);
      return { ok: false, reason: 'inactive' };
    }

    await tx.update(refreshTokens).set({ usedAt: now }).where(eq(refreshTokens.id, current.id));
    const next = newSecureToken();
    await tx.insert(refreshTokens).values({
      userId: current.userId,
      familyId: current.familyId,
      tokenHash: hashToken(next),
      expiresAt: current.expiresAt,
    });
    return { ok: true, user, refreshToken: next };
  });
}

export async function revokeFamily(tx: DbOrTx, familyId: string, now = new Date()): Promise<void> {
  await tx
    .update(refreshTokens)
    .set({ revokedAt: now })
    .where(and(eq(refreshTokens.familyId, familyId), isNull(refreshTokens.revokedAt)));
}

/** Logout: ends the family of the presented token, if there is one. Unknown tokens are ignored. */
export async function endSession(db: DbOrTx, token: string): Promise<void> {
  const [row] = await db
    .select({ familyId: refreshTokens.familyId })
    .from(refreshTokens)
    .where(eq(refreshTokens.tokenHash, hashToken(token)))
    .limit(1);
  if (row) await revokeFamily(db, row.familyId);
}

/** Ends every session of a user (password reset, password set by an operator). */
export async function endAllSessions(tx: DbOrTx, userId: string, now = new Date()): Promise<void> {
  await tx
    .update(refreshTokens)
    .set({ revokedAt: now })
    .where(and(eq(refreshTokens.userId, userId), isNull(refreshTokens.revokedAt)));
}
