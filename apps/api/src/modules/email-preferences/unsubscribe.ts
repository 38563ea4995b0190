import { createHmac, timingSafeEqual } from 'node:crypto';
import { BULK_EMAIL_MESSAGES } from '@cq/shared';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { emailOptOuts, users } from '../../db/schema';
import { badInput } from '../../lib/errors';

/**
 * The unsubscribe link of a bulk message names the person and carries a signature of her id, so it needs no
 * sign-in (she may read her mail anywhere) and cannot be made for someone else.
 */
function signature(secret: string, userId: string): string {
  return createHmac('sha256', secret).update(`unsubscribe:${userId}`).digest('base64url');
}

export function unsubscribeToken(secret: string, userId: string): string {
  return `${userId}.${signature(secret, userId)}`;
}

export function unsubscribeUrl(app: FastifyInstance, userId: string): string {
  return app.mail.link(`/unsubscribe?token=${encodeURIComponent(unsubscribeToken(app.config.jwtSecret, userId))}`);
}

/** The person a token names, or null when it is not one of ours. */
export function userOfToken(secret: string, token: string): string | null {
  const [userId, sig] = token.split('.');
  if (!userId || !sig) return null;
  const expected = Buffer.from(signature(secret, userId));
  const given = Buffer.from(sig);
  return expected.length === given.length && timingSafeEqual(expected, given) ? userId : null;
}

/** Records that she wants no more bulk messages; doing it twice changes nothing. */
export async function unsubscribe(app: FastifyInstance, token: string): Promise<void> {
  const userId = userOfToken(app.config.jwtSecret, token);
  if (!userId) throw badInput(BULK_EMAIL_MESSAGES.invalidLink);
  const [user] = await app.db.select({ id: users.id }).from(users).where(eq(users.id, userId)).limit(1);
  if (!user) throw badInput(BULK_EMAIL_MESSAGES.invalidLink);
  await app.db.insert(emailOptOuts).values({ userId }).onConflictDoNothing();
}
