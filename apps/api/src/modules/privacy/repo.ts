import { asc, desc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import {
  contestantMessages,
  contestantSubmissions,
  contestants,
  dataExports,
  delegateProfiles,
  delegateTodoAnswers,
  delegateTodos,
  fanBallots,
  fanVoteCredits,
  fanVotes,
  mediaFiles,
  notifications,
  orders,
  users,
} from '../../db/schema';
import { consentsOf } from '../consents/service';
import { threadRepliesOf } from '../messages/service';
import { eventsOf } from '../todos/repo';
import type { ZipFileEntry, ZipPart } from './zip';

const iso = (d: Date | null | undefined) => d?.toISOString() ?? null;

/** Her newest copy, if any. */
export async function latestExport(db: DbOrTx, userId: string) {
  const [row] = await db
    .select()
    .from(dataExports)
    .where(eq(dataExports.userId, userId))
    .orderBy(desc(dataExports.requestedAt))
    .limit(1);
  return row;
}

/**
 * Everything kept about her, as the ZIP's parts and files: her account (never the password's hash or the session
 * counters), her registration with each submitted version, the messages staff wrote her and their conversations
 * (both sides' answers, with the files attached), her notifications,
 * her payments, her agreements, the fan votes she cast and the paid votes she holds, what she gave for each to-do
 * (her answers, confirmations and the files she sent), and every file she uploaded.
 */
export async function dataOf(db: DbOrTx, userId: string): Promise<{ parts: ZipPart[]; files: ZipFileEntry[] }> {
  const [user] = await db.select().from(users).where(eq(users.id, userId)).limit(1);
  if (!user) throw new Error(`no account ${userId}`);
  const [contestant] = await db.select().from(contestants).where(eq(contestants.userId, userId)).limit(1);
  const [versions, messages, media, profile, todoAnswers, todoEvents, replies] = contestant
    ? await Promise.all([
        db
          .select()
          .from(contestantSubmissions)
          .where(eq(contestantSubmissions.contestantId, contestant.id))
          .orderBy(asc(contestantSubmissions.version)),
        db
          .select()
          .from(contestantMessages)
          .where(eq(contestantMessages.contestantId, contestant.id))
          .orderBy(asc(contestantMessages.createdAt)),
        db
          .select()
          .from(mediaFiles)
          .where(eq(mediaFiles.contestantId, contestant.id))
          .orderBy(asc(mediaFiles.uploadType)),
        db.select().from(delegateProfiles).where(eq(delegateProfiles.contestantId, contestant.id)).limit(1),
        db
          .select({ todo: delegateTodos, answer: delegateTodoAnswers })
          .from(delegateTodoAnswers)
          .innerJoin(delegateTodos, eq(delegateTodos.id, delegateTodoAnswers.todoId))
          .where(eq(delegateTodoAnswers.contestantId, contestant.id))
          .orderBy(asc(delegateTodos.deadline), asc(delegateTodos.id)),
        eventsOf(db, contestant.id),
        threadRepliesOf(db, contestant.id),
      ])
    : [[], [], [], [], [], [], []];
  const [notes, payments, consents, ballots, credits] = await Promise.all([
    db.select().from(notifications).where(eq(notifications.userId, userId)).orderBy(asc(notifications.createdAt)),
    db.select().from(orders).where(eq(orders.userId, userId)).orderBy(asc(orders.createdAt)),
    consentsOf(db, userId),
    db
      .select({ vote: fanVotes.name, ballot: fanBallots })
      .from(fanBallots)
      .innerJoin(fanVotes, eq(fanVotes.id, fanBallots.voteId))
      .where(eq(fanBallots.userId, userId))
      .orderBy(asc(fanBallots.createdAt)),
    db
      .select({ vote: fanVotes.name, credit: fanVoteCredits })
      .from(fanVoteCredits)
      .innerJoin(fanVotes, eq(fanVotes.id, fanVoteCredits.voteId))
      .where(eq(fanVoteCredits.userId, userId)),
  ]);
  const publicProfile = profile[0];
  // Her to-do files sit under files/todos/, numbered in the list's order so two items' files never share a name.
  const todoFile = (n: number, originalName: string | null) => `files/todos/${n}-${originalName ?? 'file'}`;
  // The files attached in her conversations sit under files/messages/, numbered in the order they were sent.
  const attached = replies.filter(({ reply }) => reply.storageKey);
  const messageFile = (replyId: string) => {
    const n = attached.findIndex(({ reply }) => reply.id === replyId);
    return n < 0 ? null : `files/messages/${n + 1}-${attached[n]?.reply.originalName ?? 'file'}`;
  };

  const parts: ZipPart[] = [
    {
      name: 'account.json',
      content: {
        id: user.id,
        email: user.email,
        firstName: user.firstName,
        lastName: user.lastName,
        phoneNumber: user.phoneNumber,
        role: user.role,
        emailVerified: user.isEmailVerified,
        paymentStatus: user.paymentStatus,
        language: user.language,
        lastSignIn: iso(user.lastLogin),
        createdAt: iso(user.createdAt),
      },
    },
    {
      name: 'registration.json',
      content: contestant
        ? {
            status: contestant.registrationStatus,
            submittedAt: iso(contestant.submittedAt),
            submitted: contestant.formData,
            draft: contestant.draftFormData,
            draftSavedAt: iso(contestant.lastDraftSaved),
            reviewMessage: contestant.reviewMessage,
            reviewedAt: iso(contestant.reviewedAt),
            paidAt: iso(contestant.paidAt),
            createdAt: iso(contestant.createdAt),
            messagesFromStaff: messages.map((m) => ({ subject: m.subject, body: m.body, sentAt: iso(m.createdAt) })),
            conversations: messages.map((m) => ({
              subject: m.subject,
              startedAt: iso(m.createdAt),
              message: m.body,
              answers: replies
                .filter(({ reply }) => reply.messageId === m.id)
                .map(({ reply }) => ({
                  from: reply.fromContestant ? 'you' : 'organisers',
                  body: reply.body,
                  sentAt: iso(reply.createdAt),
                  file: reply.storageKey
                    ? {
                        name: reply.originalName,
                        type: reply.mimeType,
                        size: reply.size,
                        inThisCopy: messageFile(reply.id),
                      }
                    : null,
                })),
            })),
            publicProfile: publicProfile
              ? {
                  biography: publicProfile.biography,
                  showSocial: publicProfile.showSocial,
                  agreedAt: iso(publicProfile.consentedAt),
                  publishedAt: iso(publicProfile.publishedAt),
                }
              : null,
          }
        : null,
    },
    {
      name: 'registration-versions.json',
      content: versions.map((v) => ({
        version: v.version,
        kind: v.kind,
        submittedAt: iso(v.submittedAt),
        reason: v.reason,
        form: v.formData,
      })),
    },
    {
      name: 'notifications.json',
      content: notes.map((n) => ({
        title: n.title,
        message: n.message,
        type: n.type,
        category: n.category,
        status: n.status,
        createdAt: iso(n.createdAt),
        readAt: iso(n.readAt),
      })),
    },
    {
      name: 'payments.json',
      content: payments.map((o) => ({
        reference: o.reference,
        product: o.product,
        amountMinor: o.amountMinor,
        currency: o.currency,
        provider: o.provider,
        method: o.manualMethod,
        status: o.status,
        createdAt: iso(o.createdAt),
        paidAt: iso(o.paidAt),
        refundedAt: iso(o.refundedAt),
      })),
    },
    { name: 'consents.json', content: consents },
    {
      name: 'fan-votes.json',
      content: {
        votes: ballots.map(({ vote, ballot }) => ({
          vote,
          delegate: ballot.contestantId,
          votingDay: ballot.votingDay,
          paid: ballot.paid,
          castAt: iso(ballot.createdAt),
          voidedAt: iso(ballot.voidedAt),
        })),
        paidVotes: credits.map(({ vote, credit }) => ({
          vote,
          bought: credit.purchased,
          spent: credit.spent,
          left: credit.balance,
        })),
      },
    },
    {
      name: 'todos.json',
      content: todoAnswers.map(({ todo, answer }, i) => ({
        title: todo.title,
        description: todo.description,
        kind: todo.kind,
        deadline: iso(todo.deadline),
        answer: answer.answer,
        file: answer.storageKey
          ? {
              name: answer.originalName,
              type: answer.mimeType,
              size: answer.size,
              inThisCopy: todoFile(i + 1, answer.originalName),
            }
          : null,
        completedAt: iso(answer.completedAt),
        review: answer.reviewStatus,
        reason: answer.reviewReason,
        // Every send of hers and every review of it, the oldest first.
        history: todoEvents
          .filter((e) => e.todoId === todo.id)
          .map((e) => ({ kind: e.kind, at: iso(e.at), answer: e.answer, fileName: e.fileName, reason: e.reason })),
      })),
    },
  ];
  const files = media.map((m) => ({ name: `files/${m.uploadType}-${m.originalName}`, storageKey: m.storageKey }));
  todoAnswers.forEach(({ answer }, i) => {
    if (answer.storageKey) files.push({ name: todoFile(i + 1, answer.originalName), storageKey: answer.storageKey });
  });
  for (const { reply } of attached) {
    const name = messageFile(reply.id);
    if (name && reply.storageKey) files.push({ name, storageKey: reply.storageKey });
  }
  return { parts, files };
}
