import type { ContestantMessage, ContestantMessageBody } from '@cq/shared';
import { desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { DbOrTx } from '../../../db/client';
import { contestantMessages, users } from '../../../db/schema';
import { enqueueEmail } from '../../../mail';
import { organisersMessage } from '../../../mail/templates/review';
import { recordAudit } from '../../audit/record';
import { repliesOf } from '../../messages/service';
import { notificationMessages } from '../../notifications/messages';
import { createNotification, phrase } from '../../notifications/producer';
import { getOrganisation } from '../../settings/service';
import { findRecord } from './repo';
import type { StaffActor } from './service';

/** What staff wrote to a contestant from her record, newest first, with each author's name. */
export function messageRowsOf(db: DbOrTx, id: string) {
  return db
    .select({ message: contestantMessages, firstName: users.firstName, lastName: users.lastName })
    .from(contestantMessages)
    .leftJoin(users, eq(users.id, contestantMessages.authorId))
    .where(eq(contestantMessages.contestantId, id))
    .orderBy(desc(contestantMessages.createdAt), desc(contestantMessages.id));
}

/** Each message with the answers in its conversation, and whether she answered since staff last opened it. */
export async function withReplies(
  app: FastifyInstance,
  rows: Awaited<ReturnType<typeof messageRowsOf>>,
  herName: string,
): Promise<ContestantMessage[]> {
  const replies = await repliesOf(
    app.config.jwtSecret,
    app.db,
    rows.map((r) => r.message.id),
    herName,
  );
  return rows.map(({ message, firstName, lastName }) => ({
    _id: message.id,
    subject: message.subject,
    body: message.body,
    authorId: message.authorId,
    authorName: firstName === null ? null : `${firstName} ${lastName}`.trim(),
    createdAt: message.createdAt.toISOString(),
    replies: replies.get(message.id) ?? [],
    unread:
      message.lastContestantReplyAt !== null &&
      (message.staffReadAt === null || message.lastContestantReplyAt > message.staffReadAt),
  }));
}

/**
 * Staff write to one contestant from her record: it starts a conversation she can answer in her portal, is
 * shown in her portal's notifications and sent by e-mail (answering the e-mail reaches the organisers' address
 * too), all in one transaction, and audited.
 */
export async function sendMessage(
  app: FastifyInstance,
  id: string,
  actor: StaffActor,
  body: ContestantMessageBody,
): Promise<ContestantMessage> {
  const { user } = await findRecord(app.db, id);
  const [brand, organisation] = await Promise.all([app.mail.brand(), getOrganisation(app.db, app.config)]);
  const sent = await app.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(contestantMessages)
      .values({ contestantId: id, authorId: actor.id, subject: body.subject, body: body.message })
      .returning();
    if (!row) throw new Error('message insert returned nothing');
    await createNotification(tx, {
      userId: user.id,
      title: body.subject,
      message: body.message,
      type: 'info',
      metadata: { priority: 'high', category: 'message' },
      actions: [{ label: phrase(notificationMessages.openConversation), url: `/user/messages/${row.id}` }],
      dedupeKey: `message:${row.id}`,
    });
    await enqueueEmail(tx, {
      to: user.email,
      replyTo: organisation.contactEmail,
      ...organisersMessage(brand, user, body.subject, body.message, row.id),
    });
    await recordAudit(tx, actor, {
      resource: 'contestants',
      action: 'contestants.message',
      recordId: id,
      summary: `Wrote to ${user.firstName} ${user.lastName}: ${body.subject}`,
      details: { messageId: row.id, subject: body.subject },
    });
    return row;
  });
  app.mail.wake();
  return {
    _id: sent.id,
    subject: sent.subject,
    body: sent.body,
    authorId: actor.id,
    authorName: actor.name,
    createdAt: sent.createdAt.toISOString(),
    replies: [],
    unread: false,
  };
}
