import type { BulkEmailAudience } from '@cq/shared';
import { and, asc, count, desc, eq, exists, gt, inArray, isNotNull, not, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import {
  bulkEmailRecipients,
  bulkEmails,
  contestants,
  delegateProfiles,
  emailOptOuts,
  outbox,
  users,
} from '../../../db/schema';
import { filterWhere } from '../contestants/repo';

const optedOut = (db: DbOrTx) =>
  exists(db.select({ one: sql`1` }).from(emailOptOuts).where(eq(emailOptOuts.userId, users.id)));
const published = (db: DbOrTx) =>
  exists(
    db
      .select({ one: sql`1` })
      .from(delegateProfiles)
      .where(and(eq(delegateProfiles.contestantId, contestants.id), isNotNull(delegateProfiles.publishedAt))),
  );

/** The contestants an audience names: the list's filters, active accounts, and delegates or not. */
function audienceWhere(db: DbOrTx, a: BulkEmailAudience): SQL | undefined {
  return and(
    filterWhere({ status: a.status, continent: a.continent, paymentStatus: a.paymentStatus }),
    eq(users.isActive, true),
    a.delegate === 'yes' ? published(db) : a.delegate === 'no' ? not(published(db)) : undefined,
  );
}

/** How many the audience matches, and how many of those asked for no bulk messages. */
export async function countAudience(db: DbOrTx, a: BulkEmailAudience) {
  const [row] = await db
    .select({ all: count(), optedOut: sql<number>`count(*) filter (where ${optedOut(db)})`.mapWith(Number) })
    .from(contestants)
    .innerJoin(users, eq(users.id, contestants.userId))
    .where(audienceWhere(db, a));
  const all = row?.all ?? 0;
  const out = row?.optedOut ?? 0;
  return { recipients: all - out, unsubscribed: out };
}

export interface Recipient {
  userId: string;
  email: string;
  firstName: string;
  lastName: string;
  status: string;
  continent: string | null;
}

/**
 * The next recipients in account order after `afterUserId` who still receive bulk messages and have no copy
 * of this message yet: the queue resumes where it stopped, and never writes to anyone twice.
 */
export function nextRecipients(
  db: DbOrTx,
  a: BulkEmailAudience,
  bulkEmailId: string | null,
  afterUserId: string | null,
  limit: number,
): Promise<Recipient[]> {
  const hasCopy = bulkEmailId
    ? exists(
        db
          .select({ one: sql`1` })
          .from(bulkEmailRecipients)
          .where(and(eq(bulkEmailRecipients.bulkEmailId, bulkEmailId), eq(bulkEmailRecipients.userId, users.id))),
      )
    : undefined;
  return db
    .select({
      userId: users.id,
      email: users.email,
      firstName: users.firstName,
      lastName: users.lastName,
      status: contestants.registrationStatus,
      continent: contestants.continent,
    })
    .from(contestants)
    .innerJoin(users, eq(users.id, contestants.userId))
    .where(
      and(
        audienceWhere(db, a),
        not(optedOut(db)),
        hasCopy ? not(hasCopy) : undefined,
        afterUserId ? gt(users.id, afterUserId) : undefined,
      ),
    )
    .orderBy(asc(users.id))
    .limit(limit);
}

/** Copies written so far, and how many of them the outbox has sent or given up on, per message. */
export async function progressOf(db: DbOrTx, ids: string[]) {
  const byId = new Map<string, { queued: number; sent: number; failed: number }>();
  if (ids.length === 0) return byId;
  const rows = await db
    .select({ id: bulkEmailRecipients.bulkEmailId, status: outbox.status, n: count() })
    .from(bulkEmailRecipients)
    .leftJoin(outbox, eq(outbox.id, bulkEmailRecipients.outboxId))
    .where(inArray(bulkEmailRecipients.bulkEmailId, ids))
    .groupBy(bulkEmailRecipients.bulkEmailId, outbox.status);
  for (const row of rows) {
    const p = byId.get(row.id) ?? { queued: 0, sent: 0, failed: 0 };
    p.queued += row.n;
    if (row.status === 'sent') p.sent += row.n;
    if (row.status === 'dead') p.failed += row.n;
    byId.set(row.id, p);
  }
  return byId;
}

export async function copiesWritten(db: DbOrTx, id: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(bulkEmailRecipients)
    .where(eq(bulkEmailRecipients.bulkEmailId, id));
  return row?.n ?? 0;
}

export function recentBulkEmails(db: DbOrTx, limit = 20) {
  return db.select().from(bulkEmails).orderBy(desc(bulkEmails.createdAt), desc(bulkEmails.id)).limit(limit);
}

export type BulkEmailRow = typeof bulkEmails.$inferSelect;
