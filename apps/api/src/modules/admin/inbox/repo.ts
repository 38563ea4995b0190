import type { InquiryKind } from '@cq/shared';
import { and, asc, count, desc, eq, ilike, or, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { contactMessages, inquiryReplies, sponsorshipInquiries, users } from '../../../db/schema';

export interface InboxFilter {
  type: 'all' | InquiryKind;
  handled?: boolean;
  q?: string;
}

/** The row both tables are read into, so one UNION ALL can sort and page them together. */
export interface InboxRow {
  id: string;
  type: InquiryKind;
  name: string;
  email: string;
  requestType: string | null;
  organization: string | null;
  interest: string | null;
  excerpt: string;
  handled: boolean;
  handledAt: Date | null;
  createdAt: Date;
}

const EXCERPT_LENGTH = 160;

/** ILIKE '%text%' with the pattern characters taken literally. */
function contains(column: Parameters<typeof ilike>[0], text: string): SQL {
  return ilike(column, `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`);
}

function contactWhere(f: InboxFilter): SQL | undefined {
  const name = sql`${contactMessages.firstName} || ' ' || ${contactMessages.lastName}`;
  return and(
    f.handled === undefined ? undefined : eq(contactMessages.handled, f.handled),
    f.q ? or(contains(name, f.q), contains(contactMessages.email, f.q)) : undefined,
  );
}

function sponsorshipWhere(f: InboxFilter): SQL | undefined {
  return and(
    f.handled === undefined ? undefined : eq(sponsorshipInquiries.handled, f.handled),
    f.q
      ? or(
          contains(sponsorshipInquiries.firstName, f.q),
          contains(sponsorshipInquiries.email, f.q),
          contains(sponsorshipInquiries.organization, f.q),
        )
      : undefined,
  );
}

function contactSelect(db: DbOrTx, f: InboxFilter) {
  return db
    .select({
      id: contactMessages.id,
      type: sql<InquiryKind>`'contact'`.as('type'),
      name: sql<string>`${contactMessages.firstName} || ' ' || ${contactMessages.lastName}`.as('name'),
      email: contactMessages.email,
      requestType: sql<string | null>`${contactMessages.requestType}`.as('request_type'),
      organization: sql<string | null>`null::text`.as('organization'),
      interest: sql<string | null>`null::text`.as('interest'),
      excerpt: sql<string>`left(${contactMessages.message}, ${EXCERPT_LENGTH})`.as('excerpt'),
      handled: contactMessages.handled,
      handledAt: contactMessages.handledAt,
      createdAt: contactMessages.createdAt,
    })
    .from(contactMessages)
    .where(contactWhere(f));
}

function sponsorshipSelect(db: DbOrTx, f: InboxFilter) {
  return db
    .select({
      id: sponsorshipInquiries.id,
      type: sql<InquiryKind>`'sponsorship'`.as('type'),
      name: sql<string>`${sponsorshipInquiries.firstName}`.as('name'),
      email: sponsorshipInquiries.email,
      requestType: sql<string | null>`null::text`.as('request_type'),
      organization: sql<string | null>`${sponsorshipInquiries.organization}`.as('organization'),
      interest: sql<string | null>`${sponsorshipInquiries.interest}`.as('interest'),
      excerpt: sql<string>`left(${sponsorshipInquiries.proposal}, ${EXCERPT_LENGTH})`.as('excerpt'),
      handled: sponsorshipInquiries.handled,
      handledAt: sponsorshipInquiries.handledAt,
      createdAt: sponsorshipInquiries.createdAt,
    })
    .from(sponsorshipInquiries)
    .where(sponsorshipWhere(f));
}

/** One page of both tables merged, newest first; each table is read through its (handled, created_at) index. */
export async function listInbox(db: DbOrTx, f: InboxFilter, limit: number, offset: number): Promise<InboxRow[]> {
  const order = [desc(sql`created_at`), desc(sql`id`)];
  if (f.type === 'contact') {
    return contactSelect(db, f)
      .orderBy(desc(contactMessages.createdAt), desc(contactMessages.id))
      .limit(limit)
      .offset(offset);
  }
  if (f.type === 'sponsorship') {
    return sponsorshipSelect(db, f)
      .orderBy(desc(sponsorshipInquiries.createdAt), desc(sponsorshipInquiries.id))
      .limit(limit)
      .offset(offset);
  }
  return contactSelect(db, f)
    .unionAll(sponsorshipSelect(db, f))
    .orderBy(...order)
    .limit(limit)
    .offset(offset);
}

/** How many messages match the filter. */
export async function countInbox(db: DbOrTx, f: InboxFilter): Promise<number> {
  const [contact, sponsorship] = await Promise.all([
    f.type === 'sponsorship' ? [{ n: 0 }] : db.select({ n: count() }).from(contactMessages).where(contactWhere(f)),
    f.type === 'contact' ? [{ n: 0 }] : db.select({ n: count() }).from(sponsorshipInquiries).where(sponsorshipWhere(f)),
  ]);
  return (contact[0]?.n ?? 0) + (sponsorship[0]?.n ?? 0);
}

/** The badges: what is still waiting, per type, whatever the filters. */
export async function unhandledCounts(db: DbOrTx): Promise<{ contact: number; sponsorship: number }> {
  const [contact, sponsorship] = await Promise.all([
    db.select({ n: count() }).from(contactMessages).where(eq(contactMessages.handled, false)),
    db.select({ n: count() }).from(sponsorshipInquiries).where(eq(sponsorshipInquiries.handled, false)),
  ]);
  return { contact: contact[0]?.n ?? 0, sponsorship: sponsorship[0]?.n ?? 0 };
}

/** The stored message of either kind, optionally locked for a change. */
export async function findMessage(db: DbOrTx, type: InquiryKind, id: string, lock = false) {
  if (type === 'contact') {
    const q = db.select().from(contactMessages).where(eq(contactMessages.id, id));
    const [row] = await (lock ? q.for('update') : q);
    return row ? ({ type, row } as const) : null;
  }
  const q = db.select().from(sponsorshipInquiries).where(eq(sponsorshipInquiries.id, id));
  const [row] = await (lock ? q.for('update') : q);
  return row ? ({ type, row } as const) : null;
}
export type FoundMessage = NonNullable<Awaited<ReturnType<typeof findMessage>>>;

/** A member of staff named on a message (who handled it); null when none is, or the account is gone. */
export async function findPerson(db: DbOrTx, id: string | null) {
  if (!id) return null;
  const [u] = await db
    .select({ id: users.id, firstName: users.firstName, lastName: users.lastName, email: users.email })
    .from(users)
    .where(eq(users.id, id));
  return u ?? null;
}
export type Person = NonNullable<Awaited<ReturnType<typeof findPerson>>>;

/** The replies sent to a message, oldest first, each with its author (null once the author is gone). */
export function repliesOf(db: DbOrTx, type: InquiryKind, id: string) {
  return db
    .select({ reply: inquiryReplies, author: { id: users.id, f: users.firstName, l: users.lastName, e: users.email } })
    .from(inquiryReplies)
    .leftJoin(users, eq(users.id, inquiryReplies.authorId))
    .where(and(eq(inquiryReplies.inquiryKind, type), eq(inquiryReplies.inquiryId, id)))
    .orderBy(asc(inquiryReplies.createdAt));
}
export type ReplyWithAuthor = Awaited<ReturnType<typeof repliesOf>>[number];
