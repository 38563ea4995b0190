import { and, eq, gt, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { type OneTimeTokenPurpose, oneTimeTokens, users } from '../../db/schema';
import { hashToken, newSecureToken } from '../../lib/secure-token';

const TTL_MS: Record<OneTimeTokenPurpose, number> = {
  verify_email: 24 * 60 * 60 * 1000,
  password_reset: 60 * 60 * 1000,
};

/**
 * Issues a verification (24 h) or reset (1 h) token. Earlier unused tokens of
 * the same purpose stop working: only the newest link in the inbox is valid.
 */
export async function issueOneTimeToken(tx: DbOrTx, userId: string, purpose: OneTimeTokenPurpose): Promise<string> {
  const now = new Date();
  await tx
    .update(oneTimeTokens)
    .set({ usedAt: now })
    .where(and(eq(oneTimeTokens.userId, userId), eq(oneTimeTokens.purpose, purpose), isNull(oneTimeTokens.usedAt)));
  const token = newSecureToken();
  await tx.insert(oneTimeTokens).values({
    userId,
    purpose,
    tokenHash: hashToken(token),
    expiresAt: new Date(now.getTime() + TTL_MS[purpose]),
  });
  return token;
}

/**
 * Uses a token once: answers its user id, or null when it is unknown, used,
 * expired or meant for something else. The update is the check, so two
 * concurrent uses cannot both succeed.
 */
export async function consumeOneTimeToken(
  tx: DbOrTx,
  token: string,
  purpose: OneTimeTokenPurpose,
): Promise<string | null> {
  const now = new Date();
  const [row] = await tx
    .update(oneTimeTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(oneTimeTokens.tokenHash, hashToken(token)),
        eq(oneTimeTokens.purpose, purpose),
        isNull(oneTimeTokens.usedAt),
        gt(oneTimeTokens.expiresAt, now),
      ),
    )
    .returning({ userId: oneTimeTokens.userId });
  return row?.userId ?? null;
}

/** The address of the account a usable token belongs to, without using the token; null when it is not usable. */
export async function oneTimeTokenEmail(
  db: DbOrTx,
  token: string,
  purpose: OneTimeTokenPurpose,
): Promise<string | null> {
  const [row] = await db
    .select({ email: users.email })
    .from(oneTimeTokens)
    .innerJoin(users, eq(users.id, oneTimeTokens.userId))
    .where(
      and(
        eq(oneTimeTokens.tokenHash, hashToken(token)),
        eq(oneTimeTokens.purpose, purpose),
        isNull(oneTimeTokens.usedAt),
        gt(oneTimeTokens.expiresAt, new Date()),
      ),
    )
    .limit(1);
  return row?.email ?? null;
}
