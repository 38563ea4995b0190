import { BULK_EMAIL_MESSAGES } from '@cq/shared';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { DbOrTx } from '../../db/client';
import { emailPreferences } from '../../db/schema';
import { badInput } from '../../lib/errors';

/**
 * The unsubscribe link of a bulk message carries a random token kept for that person (no sign-in needed: she
 * may read her mail anywhere; nobody can guess another's). The database makes it, from two random UUIDs
 * (244 random bits), the first time she is written to.
 */
const NEW_UNSUBSCRIBE_TOKEN = sql`replace(gen_random_uuid()::text || gen_random_uuid()::text, '-', '')`;

/** Gives each of these people an unsubscribe token if she has none yet. */
export async function ensureUnsubscribeTokens(db: DbOrTx, userIds: string[]): Promise<void> {
  if (userIds.length === 0) return;
  const ids = sql.join(
    userIds.map((id) => sql`${id}::uuid`),
    sql`, `,
  );
  await db.execute(
    sql`insert into email_preferences (user_id, unsubscribe_token)
        select id, ${NEW_UNSUBSCRIBE_TOKEN} from users where id in (${ids})
        on conflict (user_id) do nothing`,
  );
}

/** The link at the foot of a bulk message, for a token. */
export function unsubscribeLink(app: FastifyInstance, token: string): string {
  return app.mail.link(`/unsubscribe?token=${token}`);
}

/** Records that she wants no more bulk messages; doing it twice changes nothing. */
export async function unsubscribe(app: FastifyInstance, token: string): Promise<void> {
  const [row] = await app.db
    .select({ unsubscribedAt: emailPreferences.unsubscribedAt })
    .from(emailPreferences)
    .where(eq(emailPreferences.unsubscribeToken, token))
    .limit(1);
  if (!row) throw badInput(BULK_EMAIL_MESSAGES.invalidLink);
  if (row.unsubscribedAt) return;
  await app.db
    .update(emailPreferences)
    .set({ unsubscribedAt: new Date() })
    .where(eq(emailPreferences.unsubscribeToken, token));
}
