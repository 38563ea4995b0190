import {
  CONTACT_REQUEST_LABELS,
  type InboxList,
  type InboxQuery,
  type InquiryDetail,
  type InquiryKind,
  type InquiryReplyRequest,
} from '@cq/shared';
import { and, asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Database, DbOrTx } from '../../../db/client';
import { contactMessages, inquiryReplies, sponsorshipInquiries, users } from '../../../db/schema';
import { notFound } from '../../../lib/errors';
import { enqueueEmail } from '../../../mail';
import { inquiryReplyMessage } from '../../../mail/templates/inbox';
import { type AuditActor, recordAudit } from '../../audit/record';
import { getSetting } from '../../settings/service';
import { countInbox, type InboxRow, listInbox, unhandledCounts } from './repo';

const NOT_FOUND = 'Message not found.';
const iso = (d: Date | null) => (d ? d.toISOString() : null);
const contactSummary = (requestType: string) => CONTACT_REQUEST_LABELS[requestType] ?? requestType;
const sponsorshipSummary = (organization: string, interest: string) => `${organization} · ${interest}`;

function summaryOf(row: InboxRow): string {
  return row.type === 'contact'
    ? contactSummary(row.requestType ?? '')
    : sponsorshipSummary(row.organization ?? '', row.interest ?? '');
}

export async function listInquiries(db: DbOrTx, query: InboxQuery): Promise<InboxList> {
  const filter = {
    type: query.type,
    handled: query.handled === undefined ? undefined : query.handled === 'true',
    q: query.q || undefined,
  };
  const offset = (query.page - 1) * query.pageSize;
  const [rows, total, unhandled] = await Promise.all([
    listInbox(db, filter, query.pageSize, offset),
    countInbox(db, filter),
    unhandledCounts(db),
  ]);
  return {
    inquiries: rows.map((r) => ({
      _id: r.id,
      type: r.type,
      name: r.name,
      email: r.email,
      summary: summaryOf(r),
      excerpt: r.excerpt,
      handled: r.handled,
      handledAt: iso(r.handledAt),
      createdAt: r.createdAt.toISOString(),
    })),
    total,
    page: query.page,
    pageSize: query.pageSize,
    counts: { unhandled },
  };
}

async function personOf(db: DbOrTx, id: string | null) {
  if (!id) return null;
  const [u] = await db
    .select({ id: users.id, firstName: users.firstName, lastName: users.lastName, email: users.email })
    .from(users)
    .where(eq(users.id, id));
  return u ? { _id: u.id, name: `${u.firstName} ${u.lastName}`.trim(), email: u.email } : null;
}

/** The stored message of either kind, optionally locked for a change. */
async function findMessage(db: DbOrTx, type: InquiryKind, id: string, lock = false) {
  if (type === 'contact') {
    const q = db.select().from(contactMessages).where(eq(contactMessages.id, id));
    const [row] = await (lock ? q.for('update') : q);
    return row ? ({ type, row } as const) : null;
  }
  const q = db.select().from(sponsorshipInquiries).where(eq(sponsorshipInquiries.id, id));
  const [row] = await (lock ? q.for('update') : q);
  return row ? ({ type, row } as const) : null;
}
type Found = NonNullable<Awaited<ReturnType<typeof findMessage>>>;

const nameOf = (m: Found) => (m.type === 'contact' ? `${m.row.firstName} ${m.row.lastName}` : m.row.firstName);
const wordsOf = (m: Found) => (m.type === 'contact' ? m.row.message : m.row.proposal);

export async function getInquiry(db: DbOrTx, type: InquiryKind, id: string): Promise<InquiryDetail> {
  const found = await findMessage(db, type, id);
  if (!found) throw notFound(NOT_FOUND);
  const replyRows = await db
    .select({ reply: inquiryReplies, author: { id: users.id, f: users.firstName, l: users.lastName, e: users.email } })
    .from(inquiryReplies)
    .leftJoin(users, eq(users.id, inquiryReplies.authorId))
    .where(and(eq(inquiryReplies.inquiryKind, type), eq(inquiryReplies.inquiryId, id)))
    .orderBy(asc(inquiryReplies.createdAt));
  const { row } = found;
  const common = {
    _id: row.id,
    name: nameOf(found),
    email: row.email,
    handled: row.handled,
    handledAt: iso(row.handledAt),
    handledBy: await personOf(db, row.handledBy),
    createdAt: row.createdAt.toISOString(),
    replies: replyRows.map(({ reply, author }) => ({
      _id: reply.id,
      toEmail: reply.toEmail,
      subject: reply.subject,
      body: reply.body,
      author: author ? { _id: author.id, name: `${author.f} ${author.l}`.trim(), email: author.e } : null,
      createdAt: reply.createdAt.toISOString(),
    })),
  };
  if (found.type === 'contact') {
    const r = found.row;
    return {
      ...common,
      type: 'contact',
      summary: contactSummary(r.requestType),
      fields: { firstName: r.firstName, lastName: r.lastName, requestType: r.requestType, message: r.message },
    };
  }
  const r = found.row;
  return {
    ...common,
    type: 'sponsorship',
    summary: sponsorshipSummary(r.organization, r.interest),
    fields: {
      firstName: r.firstName,
      title: r.title,
      organization: r.organization,
      location: r.location,
      contactNumber: r.contactNumber,
      reference: r.reference,
      interest: r.interest,
      proposal: r.proposal,
    },
  };
}

/** Sets handled, when and by whom; a message already in that state is left as it is. */
async function applyHandled(tx: DbOrTx, actor: AuditActor, m: Found, handled: boolean): Promise<boolean> {
  if (m.row.handled === handled) return false;
  const now = new Date();
  const set = { handled, handledAt: handled ? now : null, handledBy: handled ? actor.id : null, updatedAt: now };
  if (m.type === 'contact') await tx.update(contactMessages).set(set).where(eq(contactMessages.id, m.row.id));
  else await tx.update(sponsorshipInquiries).set(set).where(eq(sponsorshipInquiries.id, m.row.id));
  return true;
}

export async function setHandled(
  db: Database,
  actor: AuditActor,
  type: InquiryKind,
  id: string,
  handled: boolean,
): Promise<InquiryDetail> {
  await db.transaction(async (tx) => {
    const found = await findMessage(tx, type, id, true);
    if (!found) throw notFound(NOT_FOUND);
    if (!(await applyHandled(tx, actor, found, handled))) return;
    await recordAudit(tx, actor, {
      resource: 'inquiries',
      action: handled ? 'inquiries.handled' : 'inquiries.unhandled',
      recordId: id,
      summary: `Marked the ${type} message from ${nameOf(found)} as ${handled ? 'handled' : 'not handled'}`,
      details: { type, handled },
    });
  });
  return getInquiry(db, type, id);
}

/**
 * Answers a message by e-mail: the reply row, the message in the outbox, the
 * audit entry and (when asked) the handled mark, in one transaction.
 */
export async function replyToInquiry(
  app: FastifyInstance,
  actor: AuditActor,
  type: InquiryKind,
  id: string,
  input: InquiryReplyRequest,
): Promise<InquiryDetail> {
  const [brand, organisation] = await Promise.all([app.mail.brand(), getSetting(app.db, 'organisation')]);
  await app.db.transaction(async (tx) => {
    const found = await findMessage(tx, type, id, true);
    if (!found) throw notFound(NOT_FOUND);
    const to = found.row.email;
    const [reply] = await tx
      .insert(inquiryReplies)
      .values({
        inquiryKind: type,
        inquiryId: id,
        authorId: actor.id,
        toEmail: to,
        subject: input.subject,
        body: input.message,
      })
      .returning({ id: inquiryReplies.id });
    const mail = inquiryReplyMessage(brand, {
      firstName: found.row.firstName,
      subject: input.subject,
      message: input.message,
      replyTo: organisation.contactEmail,
      original: wordsOf(found),
      receivedAt: found.row.createdAt,
    });
    await enqueueEmail(tx, { to, ...mail });
    const markedHandled = input.markHandled ? await applyHandled(tx, actor, found, true) : false;
    await recordAudit(tx, actor, {
      resource: 'inquiries',
      action: 'inquiries.reply',
      recordId: id,
      summary: `Replied to the ${type} message from ${nameOf(found)}${markedHandled ? ' and marked it handled' : ''}`,
      details: { type, replyId: reply?.id ?? null, to, subject: input.subject, markedHandled },
    });
  });
  app.mail.wake();
  return getInquiry(app.db, type, id);
}
