import { createHmac, randomUUID, timingSafeEqual } from 'node:crypto';
import {
  THREAD_MESSAGES as M,
  THREAD_FILE_RULE,
  THREAD_REPLIES_PER_HOUR,
  THREAD_REPLY_WINDOW_MS,
  type Thread,
  type ThreadList,
  type ThreadPost,
  type ThreadSummary,
} from '@cq/shared';
import { and, asc, count, desc, eq, gt, inArray, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { DbOrTx } from '../../db/client';
import {
  type ContestantMessageReplyRow,
  contestantMessageReplies,
  contestantMessages,
  contestants,
  users,
} from '../../db/schema';
import { notFound, tooMany } from '../../lib/errors';
import { enqueueEmail } from '../../mail';
import { contestantAnswerForOrganisers, organisersMessage } from '../../mail/templates/review';
import { type AuditActor, recordAudit } from '../audit/record';
import { notificationMessages } from '../notifications/messages';
import { createNotification, phrase } from '../notifications/producer';
import { getOrganisation } from '../settings/service';
import { storedFileName } from '../uploads/file-names';
import { reencodeImage } from '../uploads/images';
import { collect, inspectUpload } from '../uploads/incoming-file';
import { assertPassivePdf } from '../uploads/pdf-check';
import { MEDIA_LINK_TTL_SECONDS } from '../uploads/signed-links';

/** A file attached to an answer, once checked, cleaned and stored. */
export interface StoredAttachment {
  storageKey: string;
  mimeType: string;
  size: number;
  originalName: string;
}

/** An answer as a route hands it over: the words, and the file if one came. */
export interface Reply {
  message: string;
  attachment: StoredAttachment | null;
}

// ---- Signed links to attachments ----

function sign(secret: string, replyId: string, expires: number): string {
  const key = createHmac('sha256', secret).update('message-files/v1').digest();
  return createHmac('sha256', key).update(`${replyId}.${expires}`).digest('base64url');
}

/** A short-lived link to an answer's file: only she and staff are handed one. */
export function threadFileLink(secret: string, replyId: string, now = Date.now()): string {
  const expires = Math.floor(now / 1000) + MEDIA_LINK_TTL_SECONDS;
  return `/api/message-files/${replyId}?expires=${expires}&signature=${sign(secret, replyId, expires)}`;
}

export function verifyThreadFileLink(
  secret: string,
  replyId: string,
  expires: number,
  signature: string,
  now = Date.now(),
): boolean {
  if (!Number.isInteger(expires) || expires * 1000 < now) return false;
  const expected = Buffer.from(sign(secret, replyId, expires));
  const given = Buffer.from(signature);
  return expected.length === given.length && timingSafeEqual(expected, given);
}

export async function threadFileFor(db: DbOrTx, replyId: string): Promise<StoredAttachment> {
  const [row] = await db.select().from(contestantMessageReplies).where(eq(contestantMessageReplies.id, replyId));
  if (!row?.storageKey || !row.mimeType || !row.originalName || row.size === null) throw notFound(M.fileNotFound);
  return { storageKey: row.storageKey, mimeType: row.mimeType, size: row.size, originalName: row.originalName };
}

// ---- Attachments ----

/**
 * A file attached to an answer: its type decided by its bytes, its size capped, a PDF refused unless passive and
 * an image re-encoded without its metadata, as the registration's documents are; then stored under her record.
 */
export async function storeAttachment(
  app: FastifyInstance,
  contestantId: string,
  threadId: string,
  file: { fileName: string | undefined; iterator: AsyncIterator<Buffer> },
): Promise<StoredAttachment> {
  const incoming = await inspectUpload(file.iterator, THREAD_FILE_RULE);
  const raw = await collect(incoming.body);
  if (incoming.mimeType === 'application/pdf') await assertPassivePdf(raw);
  const stored = incoming.mimeType.startsWith('image/') ? await reencodeImage(raw, incoming.mimeType) : raw;
  const key = `contestants/${contestantId}/messages/${threadId}/${randomUUID()}.${incoming.extension}`;
  await app.storage.put(key, stored, { contentType: incoming.mimeType });
  return {
    storageKey: key,
    mimeType: incoming.mimeType,
    size: stored.length,
    originalName: storedFileName(file.fileName, incoming.mimeType),
  };
}

export async function dropAttachment(app: FastifyInstance, attachment: StoredAttachment | null): Promise<void> {
  if (attachment) await app.storage.delete(attachment.storageKey).catch(() => {});
}

// ---- Reading ----

const summaryColumns = {
  message: contestantMessages,
  contestantUserId: contestants.userId,
  firstName: users.firstName,
  lastName: users.lastName,
  replyCount: sql<number>`(select count(*)::int from ${contestantMessageReplies} r where r.message_id = ${contestantMessages.id} and r.from_contestant)`,
};

const lastActivity = sql`coalesce(${contestantMessages.lastReplyAt}, ${contestantMessages.createdAt})`;
const unreadSql = sql<boolean>`(${contestantMessages.lastContestantReplyAt} is not null and (${contestantMessages.staffReadAt} is null or ${contestantMessages.lastContestantReplyAt} > ${contestantMessages.staffReadAt}))`;

function summaryQuery(db: DbOrTx) {
  return db
    .select({ ...summaryColumns, unread: unreadSql })
    .from(contestantMessages)
    .innerJoin(contestants, eq(contestants.id, contestantMessages.contestantId))
    .innerJoin(users, eq(users.id, contestants.userId));
}
type SummaryRow = Awaited<ReturnType<typeof summaryQuery>>[number];

function presentSummary(row: SummaryRow, forStaff: boolean): ThreadSummary {
  const m = row.message;
  return {
    _id: m.id,
    subject: m.subject,
    contestant: { _id: m.contestantId, name: `${row.firstName} ${row.lastName}`.trim() },
    createdAt: m.createdAt.toISOString(),
    lastActivityAt: (m.lastReplyAt ?? m.createdAt).toISOString(),
    replyCount: Number(row.replyCount),
    unread: forStaff && Boolean(row.unread),
  };
}

function presentReply(
  secret: string,
  row: ContestantMessageReplyRow,
  names: { staff: string | null; her: string },
): ThreadPost {
  return {
    _id: row.id,
    body: row.body,
    fromContestant: row.fromContestant,
    authorName: row.fromContestant ? names.her : names.staff,
    createdAt: row.createdAt.toISOString(),
    attachment:
      row.storageKey && row.mimeType && row.originalName && row.size !== null
        ? { name: row.originalName, mimeType: row.mimeType, size: row.size, url: threadFileLink(secret, row.id) }
        : null,
  };
}

/** The answers of each of these messages, oldest first, each with its author's name. */
export async function repliesOf(secret: string, db: DbOrTx, messageIds: string[], herName: string) {
  const byMessage = new Map<string, ThreadPost[]>();
  if (messageIds.length === 0) return byMessage;
  const rows = await db
    .select({ reply: contestantMessageReplies, firstName: users.firstName, lastName: users.lastName })
    .from(contestantMessageReplies)
    .leftJoin(users, eq(users.id, contestantMessageReplies.authorId))
    .where(inArray(contestantMessageReplies.messageId, messageIds))
    .orderBy(asc(contestantMessageReplies.createdAt), asc(contestantMessageReplies.id));
  for (const { reply, firstName, lastName } of rows) {
    const staff = firstName === null ? null : `${firstName} ${lastName}`.trim();
    const list = byMessage.get(reply.messageId) ?? [];
    list.push(presentReply(secret, reply, { staff, her: herName }));
    byMessage.set(reply.messageId, list);
  }
  return byMessage;
}

async function threadOf(app: FastifyInstance, row: SummaryRow, forStaff: boolean): Promise<Thread> {
  const m = row.message;
  const herName = `${row.firstName} ${row.lastName}`.trim();
  const [author] = m.authorId
    ? await app.db
        .select({ firstName: users.firstName, lastName: users.lastName })
        .from(users)
        .where(eq(users.id, m.authorId))
    : [];
  const replies = await repliesOf(app.config.jwtSecret, app.db, [m.id], herName);
  const first: ThreadPost = {
    _id: m.id,
    body: m.body,
    fromContestant: false,
    authorName: author ? `${author.firstName} ${author.lastName}`.trim() : null,
    createdAt: m.createdAt.toISOString(),
    attachment: null,
  };
  return { ...presentSummary(row, forStaff), posts: [first, ...(replies.get(m.id) ?? [])] };
}

/** Her conversations, the latest word first. */
export async function myThreads(app: FastifyInstance, userId: string): Promise<ThreadList> {
  const rows = await summaryQuery(app.db).where(eq(contestants.userId, userId)).orderBy(desc(lastActivity));
  return { threads: rows.map((r) => presentSummary(r, false)), unreadCount: 0 };
}

/** One of her conversations; someone else's is not found. */
async function herThreadRow(db: DbOrTx, userId: string, threadId: string): Promise<SummaryRow> {
  const [row] = await summaryQuery(db).where(and(eq(contestantMessages.id, threadId), eq(contestants.userId, userId)));
  if (!row) throw notFound(M.notFound);
  return row;
}

export async function myThread(app: FastifyInstance, userId: string, threadId: string): Promise<Thread> {
  return threadOf(app, await herThreadRow(app.db, userId, threadId), false);
}

/** Staff's inbox: conversations with answers not yet read first, then the latest word first. */
export async function inbox(app: FastifyInstance, limit = 200): Promise<ThreadList> {
  const rows = await summaryQuery(app.db).orderBy(desc(unreadSql), desc(lastActivity)).limit(limit);
  return { threads: rows.map((r) => presentSummary(r, true)), unreadCount: await unreadForStaff(app) };
}

/** How many conversations hold an answer of hers staff have not read: the back office menu's badge. */
export async function unreadForStaff(app: FastifyInstance): Promise<number> {
  const [unread] = await app.db.select({ n: count() }).from(contestantMessages).where(unreadSql);
  return unread?.n ?? 0;
}

async function staffThreadRow(db: DbOrTx, threadId: string): Promise<SummaryRow> {
  const [row] = await summaryQuery(db).where(eq(contestantMessages.id, threadId));
  if (!row) throw notFound(M.notFound);
  return row;
}

/** A conversation opened by staff: her answers in it are read from now on. */
export async function openThreadAsStaff(app: FastifyInstance, threadId: string, now = new Date()): Promise<Thread> {
  const row = await staffThreadRow(app.db, threadId);
  await app.db.update(contestantMessages).set({ staffReadAt: now }).where(eq(contestantMessages.id, threadId));
  return threadOf(app, { ...row, message: { ...row.message, staffReadAt: now }, unread: false }, true);
}

// ---- Answering ----

/**
 * Who may write now, checked before a file is read: she in one of her own conversations, within her budget of
 * answers per hour; staff in any.
 */
export async function checkHerReply(app: FastifyInstance, userId: string, threadId: string, now = new Date()) {
  const row = await herThreadRow(app.db, userId, threadId);
  const since = new Date(now.getTime() - THREAD_REPLY_WINDOW_MS);
  const [sent] = await app.db
    .select({ n: count(), oldest: sql<string | null>`min(${contestantMessageReplies.createdAt})` })
    .from(contestantMessageReplies)
    .innerJoin(contestantMessages, eq(contestantMessages.id, contestantMessageReplies.messageId))
    .where(
      and(
        eq(contestantMessages.contestantId, row.message.contestantId),
        eq(contestantMessageReplies.fromContestant, true),
        gt(contestantMessageReplies.createdAt, since),
      ),
    );
  if ((sent?.n ?? 0) >= THREAD_REPLIES_PER_HOUR) {
    const oldest = sent?.oldest ? new Date(sent.oldest).getTime() : now.getTime();
    const wait = Math.max(1, Math.ceil((oldest + THREAD_REPLY_WINDOW_MS - now.getTime()) / 1000));
    throw tooMany(wait, M.tooManyReplies);
  }
  return { contestantId: row.message.contestantId };
}

export async function checkStaffReply(app: FastifyInstance, threadId: string) {
  const row = await staffThreadRow(app.db, threadId);
  return { contestantId: row.message.contestantId };
}

/** Her answer: kept in the conversation, told to the organisers by e-mail and in the back office's inbox. */
export async function replyAsContestant(
  app: FastifyInstance,
  userId: string,
  threadId: string,
  reply: Reply,
  now = new Date(),
): Promise<Thread> {
  const row = await herThreadRow(app.db, userId, threadId);
  const [brand, organisation] = await Promise.all([app.mail.brand(), getOrganisation(app.db, app.config)]);
  await app.db.transaction(async (tx) => {
    await insertReply(tx, threadId, userId, true, reply, now);
    await tx
      .update(contestantMessages)
      .set({ lastReplyAt: now, lastContestantReplyAt: now })
      .where(eq(contestantMessages.id, threadId));
    await enqueueEmail(tx, {
      to: organisation.contactEmail,
      ...contestantAnswerForOrganisers(brand, {
        name: `${row.firstName} ${row.lastName}`.trim(),
        subject: row.message.subject,
        message: reply.message,
        threadId,
        attachment: reply.attachment?.originalName ?? null,
      }),
    });
  });
  app.mail.wake();
  return myThread(app, userId, threadId);
}

/** Staff's answer: kept in the conversation, in her notifications and by e-mail in her language, and audited. */
export async function replyAsStaff(
  app: FastifyInstance,
  actor: AuditActor & { name: string },
  threadId: string,
  reply: Reply,
  now = new Date(),
): Promise<Thread> {
  const row = await staffThreadRow(app.db, threadId);
  const [user] = await app.db
    .select({ id: users.id, email: users.email, firstName: users.firstName, language: users.language })
    .from(users)
    .where(eq(users.id, row.contestantUserId));
  if (!user) throw notFound(M.notFound);
  const [brand, organisation] = await Promise.all([app.mail.brand(), getOrganisation(app.db, app.config)]);
  await app.db.transaction(async (tx) => {
    const inserted = await insertReply(tx, threadId, actor.id, false, reply, now);
    // Staff answering have read what she wrote before.
    await tx
      .update(contestantMessages)
      .set({ lastReplyAt: now, staffReadAt: now })
      .where(eq(contestantMessages.id, threadId));
    await createNotification(tx, {
      userId: user.id,
      title: row.message.subject,
      message: reply.message,
      type: 'info',
      metadata: { priority: 'high', category: 'message' },
      actions: [{ label: phrase(notificationMessages.openConversation), url: `/user/messages/${threadId}` }],
      dedupeKey: `message-reply:${inserted.id}`,
    });
    await enqueueEmail(tx, {
      to: user.email,
      replyTo: organisation.contactEmail,
      ...organisersMessage(brand, user, row.message.subject, reply.message, threadId),
    });
    await recordAudit(tx, actor, {
      resource: 'contestants',
      action: 'contestants.message_reply',
      recordId: row.message.contestantId,
      summary: `Answered ${row.firstName} ${row.lastName}: ${row.message.subject}`,
      details: {
        messageId: threadId,
        replyId: inserted.id,
        subject: row.message.subject,
        attachment: reply.attachment?.originalName ?? null,
      },
    });
  });
  app.mail.wake();
  return openThreadAsStaff(app, threadId, now);
}

async function insertReply(
  tx: DbOrTx,
  messageId: string,
  authorId: string,
  fromContestant: boolean,
  reply: Reply,
  now: Date,
): Promise<ContestantMessageReplyRow> {
  const [inserted] = await tx
    .insert(contestantMessageReplies)
    .values({
      messageId,
      authorId,
      fromContestant,
      body: reply.message,
      storageKey: reply.attachment?.storageKey ?? null,
      mimeType: reply.attachment?.mimeType ?? null,
      size: reply.attachment?.size ?? null,
      originalName: reply.attachment?.originalName ?? null,
      createdAt: now,
    })
    .returning();
  if (!inserted) throw new Error('reply insert returned nothing');
  return inserted;
}

/** The stored files of every answer in her conversations (both sides'), for erasing her account. */
export async function threadFileKeysOf(db: DbOrTx, contestantId: string): Promise<string[]> {
  const rows = await db
    .select({ key: contestantMessageReplies.storageKey })
    .from(contestantMessageReplies)
    .innerJoin(contestantMessages, eq(contestantMessages.id, contestantMessageReplies.messageId))
    .where(eq(contestantMessages.contestantId, contestantId));
  return rows.flatMap((r) => (r.key ? [r.key] : []));
}

/** Every answer in her conversations, oldest first, for her copy of her data. */
export function threadRepliesOf(db: DbOrTx, contestantId: string) {
  return db
    .select({ reply: contestantMessageReplies })
    .from(contestantMessageReplies)
    .innerJoin(contestantMessages, eq(contestantMessages.id, contestantMessageReplies.messageId))
    .where(eq(contestantMessages.contestantId, contestantId))
    .orderBy(asc(contestantMessageReplies.createdAt), asc(contestantMessageReplies.id));
}
