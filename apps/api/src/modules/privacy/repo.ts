import { asc, desc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import {
  contestantMessages,
  contestantSubmissions,
  contestants,
  dataExports,
  delegateProfiles,
  fanBallots,
  fanVoteCredits,
  fanVotes,
  mediaFiles,
  notifications,
  orders,
  users,
} from '../../db/schema';
import { consentsOf } from '../consents/service';
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
 * counters), her registration with each submitted version and the messages staff wrote her, her notifications,
 * her payments, her agreements, the fan votes she cast and the paid votes she holds, and her uploaded files.
 */
export async function dataOf(db: DbOrTx, userId: string): Promise<{ parts: ZipPart[]; files: ZipFileEntry[] }> {
  const [user] = await db.select().from(users).where(eq(users.id, userId)).limit(1);
  if (!user) throw new Error(`no account ${userId}`);
  const [contestant] = await db.select().from(contestants).where(eq(contestants.userId, userId)).limit(1);
  const [versions, messages, media, profile] = contestant
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
      ])
    : [[], [], [], []];
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
  ];
  const files = media.map((m) => ({ name: `files/${m.uploadType}-${m.originalName}`, storageKey: m.storageKey }));
  return { parts, files };
}
