import type { InboxList, InboxQuery, InquiryDetail, InquiryKind, InquiryReplyRequest } from '@cq/shared';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Database, DbOrTx } from '../../../db/client';
import { contactMessages, inquiryReplies, sponsorshipInquiries, users } from '../../../db/schema';
import { notFound } from '../../../lib/errors';
import { enqueueEmail } from '../../../mail';
import { inquiryReplyMessage } from '../../../mail/templates/inbox';
import { type AuditActor, recordAudit } from '../../audit/record';
import { getOrganisation } from '../../settings/service';
import { nameOf, toInboxItem, toInquiryDetail } from './present';
import { countInbox, type FoundMessage, findMessage, findPerson, listInbox, repliesOf, unhandledCounts } from './repo';

const NOT_FOUND = 'Message not found.';
const wordsOf = (m: FoundMessage) => (m.type === 'contact' ? m.row.message : m.row.proposal);
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
    inquiries: rows.map(toInboxItem),
    total,
    page: query.page,
    pageSize: query.pageSize,
    counts: { unhandled },
  };
}

export async function getInquiry(db: DbOrTx, type: InquiryKind, id: string): Promise<InquiryDetail> {
  const found = await findMessage(db, type, id);
  if (!found) throw notFound(NOT_FOUND);
  const replies = await repliesOf(db, type, id);
  return toInquiryDetail(found, await findPerson(db, found.row.handledBy), replies);
}

/** Sets handled, when and by whom; a message already in that state is left as it is. */
async function applyHandled(tx: DbOrTx, actor: AuditActor, m: FoundMessage, handled: boolean): Promise<boolean> {
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
  const [brand, organisation] = await Promise.all([app.mail.brand(), getOrganisation(app.db, app.config)]);
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
    // Written to someone with an account: the e-mail's own words in the account's language.
    const [account] = await tx
      .select({ language: users.language })
      .from(users)
      .where(eq(users.email, to.toLowerCase()));
    const mail = inquiryReplyMessage(brand, {
      firstName: found.row.firstName,
      language: account?.language,
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
