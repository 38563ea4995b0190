import type { BulkEmailAudience, Locale } from '@cq/shared';
import { and, asc, count, desc, eq, exists, gt, inArray, isNotNull, not, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import {
  bulkEmailRecipients,
  bulkEmails,
  contestants,
  delegateProfiles,
  emailPreferences,
  judgingRoundDelegates,
  outbox,
  users,
} from '../../../db/schema';
import { filterWhere } from '../contestants/repo';
import type { copyColumns } from './copies';

const optedOut = (db: DbOrTx) =>
  exists(
    db
      .select({ one: sql`1` })
      .from(emailPreferences)
      .where(and(eq(emailPreferences.userId, users.id), isNotNull(emailPreferences.unsubscribedAt))),
  );
const published = (db: DbOrTx) =>
  exists(
    db
      .select({ one: sql`1` })
      .from(delegateProfiles)
      .where(and(eq(delegateProfiles.contestantId, contestants.id), isNotNull(delegateProfiles.publishedAt))),
  );

/** The contestants an audience names: the list's filters, active accounts, delegates or not, a round's delegates. */
function audienceWhere(db: DbOrTx, a: BulkEmailAudience): SQL | undefined {
  return and(
    filterWhere({ status: a.status, continent: a.continent, paymentStatus: a.paymentStatus }),
    eq(users.isActive, true),
    a.delegate === 'yes' ? published(db) : a.delegate === 'no' ? not(published(db)) : undefined,
    a.roundId
      ? exists(
          db
            .select({ one: sql`1` })
            .from(judgingRoundDelegates)
            .where(
              and(eq(judgingRoundDelegates.roundId, a.roundId), eq(judgingRoundDelegates.contestantId, contestants.id)),
            ),
        )
      : undefined,
  );
}

/** How many the audience matches, and how many of those asked for no bulk messages. */
/**
 * How many an audience reaches, how many of it have unsubscribed, and how many of those it reaches read a
 * language the message has no version in (`written`: the languages it has, English always among them).
 */
export async function countAudience(db: DbOrTx, a: BulkEmailAudience, written: readonly Locale[] = ['en']) {
  const [row] = await db
    .select({
      all: count(),
      optedOut: sql<number>`count(*) filter (where ${optedOut(db)})`.mapWith(Number),
      fallback:
        sql<number>`count(*) filter (where not ${optedOut(db)} and ${not(inArray(users.language, [...written]))})`.mapWith(
          Number,
        ),
    })
    .from(contestants)
    .innerJoin(users, eq(users.id, contestants.userId))
    .where(audienceWhere(db, a));
  const all = row?.all ?? 0;
  const out = row?.optedOut ?? 0;
  return { recipients: all - out, unsubscribed: out, fallback: row?.fallback ?? 0 };
}

/**
 * Who still receives bulk messages in an audience: the filter, not unsubscribed, and (when a message is named)
 * without a copy of it yet, after `afterUserId` in account order, so a queue resumes where it stopped and never
 * writes to anyone twice.
 */
function recipientsWhere(db: DbOrTx, a: BulkEmailAudience, bulkEmailId: string | null, afterUserId: string | null) {
  const hasCopy = bulkEmailId
    ? exists(
        db
          .select({ one: sql`1` })
          .from(bulkEmailRecipients)
          .where(and(eq(bulkEmailRecipients.bulkEmailId, bulkEmailId), eq(bulkEmailRecipients.userId, users.id))),
      )
    : undefined;
  return and(
    audienceWhere(db, a),
    not(optedOut(db)),
    hasCopy ? not(hasCopy) : undefined,
    afterUserId ? gt(users.id, afterUserId) : undefined,
  );
}

/** The next recipients' account ids, in account order. */
export async function nextRecipientIds(
  db: DbOrTx,
  a: BulkEmailAudience,
  bulkEmailId: string | null,
  afterUserId: string | null,
  limit: number,
): Promise<string[]> {
  const rows = await db
    .select({ id: users.id })
    .from(contestants)
    .innerJoin(users, eq(users.id, contestants.userId))
    .where(recipientsWhere(db, a, bulkEmailId, afterUserId))
    .orderBy(asc(users.id))
    .limit(limit);
  return rows.map((r) => r.id);
}

/** The first recipients' copies as the database writes them (for the preview). */
export function firstCopies(db: DbOrTx, a: BulkEmailAudience, columns: ReturnType<typeof copyColumns>, limit: number) {
  return db
    .select({
      userId: users.id,
      to: users.email,
      subject: sql<string>`${columns.subject}`,
      text: sql<string>`${columns.text}`,
      html: sql<string>`${columns.html}`,
    })
    .from(contestants)
    .innerJoin(users, eq(users.id, contestants.userId))
    .leftJoin(emailPreferences, eq(emailPreferences.userId, users.id))
    .where(recipientsWhere(db, a, null, null))
    .orderBy(asc(users.id))
    .limit(limit);
}

/** One account's copy, filled in with her own values (a test sent to a member of staff). */
export function copyFor(db: DbOrTx, userId: string, columns: ReturnType<typeof copyColumns>) {
  return db
    .select({
      subject: sql<string>`${columns.subject}`,
      text: sql<string>`${columns.text}`,
      html: sql<string>`${columns.html}`,
    })
    .from(users)
    .leftJoin(contestants, eq(contestants.userId, users.id))
    .leftJoin(emailPreferences, eq(emailPreferences.userId, users.id))
    .where(eq(users.id, userId))
    .limit(1);
}

/**
 * Writes the copies of these recipients in one statement: one row each in bulk_email_recipients (a copy
 * already there is skipped) and her outbox message, due `spacingMs` after the one before from `firstDue`.
 * Returns how many were written.
 */
export async function queueCopies(
  db: DbOrTx,
  q: {
    bulkEmailId: string;
    userIds: string[];
    columns: ReturnType<typeof copyColumns>;
    kind: string;
    replyTo: string;
    firstDue: Date;
    spacingMs: number;
  },
): Promise<number> {
  if (q.userIds.length === 0) return 0;
  const ids = sql.join(
    q.userIds.map((id) => sql`${id}::uuid`),
    sql`, `,
  );
  const result = await db.execute(sql`
    with batch as (
      select ${users.id} as user_id, ${users.email} as email,
             ${q.columns.subject} as subject, ${q.columns.html} as html, ${q.columns.text} as text,
             gen_random_uuid() as outbox_id, row_number() over (order by ${users.id}) as n
      from ${contestants}
      join ${users} on ${users.id} = ${contestants.userId}
      join ${emailPreferences} on ${emailPreferences.userId} = ${users.id}
      where ${users.id} in (${ids})
    ), recorded as (
      insert into bulk_email_recipients (bulk_email_id, user_id, outbox_id)
      select ${q.bulkEmailId}::uuid, user_id, outbox_id from batch
      on conflict do nothing
      returning user_id
    )
    insert into outbox (id, "to", reply_to, subject, html, text, kind, next_attempt_at)
    select b.outbox_id, b.email, ${q.replyTo}::text, b.subject, b.html, b.text, ${q.kind}::text,
           ${q.firstDue.toISOString()}::timestamptz + ((b.n - 1) * ${q.spacingMs}::float8) * interval '1 millisecond'
    from batch b join recorded r on r.user_id = b.user_id
    returning id`);
  return (result as unknown as { rows: unknown[] }).rows.length;
}

export interface Progress {
  queued: number;
  sent: number;
  /** Refused for good by the recipient's server (an SMTP 5xx answer). */
  bounced: number;
  /** Given up on after every retry. */
  failed: number;
}

/** Copies written so far, and how many of them the outbox has sent, seen bounce or given up on, per message. */
export async function progressOf(db: DbOrTx, ids: string[]) {
  const byId = new Map<string, Progress>();
  if (ids.length === 0) return byId;
  const rows = await db
    .select({ id: bulkEmailRecipients.bulkEmailId, status: outbox.status, n: count() })
    .from(bulkEmailRecipients)
    .leftJoin(outbox, eq(outbox.id, bulkEmailRecipients.outboxId))
    .where(inArray(bulkEmailRecipients.bulkEmailId, ids))
    .groupBy(bulkEmailRecipients.bulkEmailId, outbox.status);
  for (const row of rows) {
    const p = byId.get(row.id) ?? { queued: 0, sent: 0, bounced: 0, failed: 0 };
    p.queued += row.n;
    if (row.status === 'sent') p.sent += row.n;
    if (row.status === 'bounced') p.bounced += row.n;
    if (row.status === 'dead') p.failed += row.n;
    byId.set(row.id, p);
  }
  return byId;
}

/**
 * The addresses a message could not reach, per message: bounced or given up on, with the server's last answer,
 * at most `limit` per message (in address order).
 */
export async function undeliveredOf(db: DbOrTx, ids: string[], limit: number) {
  const byId = new Map<string, { email: string; outcome: 'bounced' | 'failed'; reason: string | null }[]>();
  if (ids.length === 0) return byId;
  const ranked = db
    .select({
      id: sql<string>`${bulkEmailRecipients.bulkEmailId}`.as('bulk_email_id'),
      email: sql<string>`${outbox.to}`.as('email'),
      status: sql<string>`${outbox.status}`.as('status'),
      reason: sql<string | null>`${outbox.lastError}`.as('reason'),
      n: sql<number>`row_number() over (partition by ${bulkEmailRecipients.bulkEmailId} order by ${outbox.to})`.as('n'),
    })
    .from(bulkEmailRecipients)
    .innerJoin(outbox, eq(outbox.id, bulkEmailRecipients.outboxId))
    .where(and(inArray(bulkEmailRecipients.bulkEmailId, ids), inArray(outbox.status, ['bounced', 'dead'])))
    .as('ranked');
  const rows = await db.select().from(ranked).where(sql`${ranked.n} <= ${limit}`).orderBy(ranked.id, ranked.email);
  for (const row of rows) {
    const list = byId.get(row.id) ?? [];
    list.push({ email: row.email, outcome: row.status === 'bounced' ? 'bounced' : 'failed', reason: row.reason });
    byId.set(row.id, list);
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
