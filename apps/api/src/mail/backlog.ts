import { and, count, eq, lte, min } from 'drizzle-orm';
import type { Database } from '../db/client';
import { outbox } from '../db/schema';

export interface OutboxBacklog {
  /** Messages not yet delivered (retries included). */
  pending: number;
  /** How long the oldest message that is due has been waiting, in seconds; 0 when none is due. */
  oldestDueSeconds: number;
}

/** What the outbox still holds: a growing backlog or an old due message means no worker is delivering. */
export async function outboxBacklog(db: Database, now = new Date()): Promise<OutboxBacklog> {
  const [pending] = await db.select({ n: count() }).from(outbox).where(eq(outbox.status, 'pending'));
  const [due] = await db
    .select({ since: min(outbox.nextAttemptAt) })
    .from(outbox)
    .where(and(eq(outbox.status, 'pending'), lte(outbox.nextAttemptAt, now)));
  const since = due?.since ? new Date(due.since).getTime() : now.getTime();
  return { pending: pending?.n ?? 0, oldestDueSeconds: Math.max(0, (now.getTime() - since) / 1000) };
}
