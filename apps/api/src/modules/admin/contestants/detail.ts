import {
  ADMIN_CONTESTANT_MESSAGES,
  type AdminContestantDetail,
  type AdminContestantSummary,
  type ContestantNote,
  type ContestantVersion,
  diffRegistrationForms,
  normaliseRegistrationForm,
  registrationStatusLabel,
} from '@cq/shared';
import { asc, desc, eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { FastifyInstance } from 'fastify';
import type { DbOrTx } from '../../../db/client';
import { contestantNotes, contestantSubmissions, contestants, users } from '../../../db/schema';
import { notFound } from '../../../lib/errors';
import { editsRemaining, iso } from '../../contestants/repo';
import { editStatusOf } from '../../contestants/view';
import { getSetting } from '../../settings/service';
import { listMedia } from '../../uploads/media';
import type { SummaryRow } from './repo';

/** What a reviewer sees of one record: the account, the form, every version, the files and the notes. */

export function toSummary(row: SummaryRow, maxEdits: number): AdminContestantSummary {
  return {
    _id: row.id,
    userId: row.userId,
    firstName: row.firstName,
    lastName: row.lastName,
    email: row.email,
    status: row.status,
    statusLabel: registrationStatusLabel(row.status),
    continent: row.continent,
    paymentStatus: row.paymentStatus,
    submittedAt: iso(row.submittedAt),
    updatedAt: row.updatedAt.toISOString(),
    editsUsed: row.editsUsed,
    editsRemaining: editsRemaining(row, maxEdits),
    version: row.version,
  };
}

const reviewer = alias(users, 'reviewer');

/** The record with its account; 404 for an unknown id. */
export async function findRecord(db: DbOrTx, id: string) {
  const [found] = await db
    .select({
      record: contestants,
      user: {
        id: users.id,
        firstName: users.firstName,
        lastName: users.lastName,
        email: users.email,
        phoneNumber: users.phoneNumber,
        paymentStatus: users.paymentStatus,
      },
      reviewerFirst: reviewer.firstName,
      reviewerLast: reviewer.lastName,
    })
    .from(contestants)
    .innerJoin(users, eq(users.id, contestants.userId))
    .leftJoin(reviewer, eq(reviewer.id, contestants.reviewedBy))
    .where(eq(contestants.id, id))
    .limit(1);
  if (!found) throw notFound(ADMIN_CONTESTANT_MESSAGES.notFound);
  return found;
}

/** Every submission, newest first, each with what changed from the one before. */
async function versionsOf(db: DbOrTx, id: string): Promise<ContestantVersion[]> {
  const rows = await db
    .select()
    .from(contestantSubmissions)
    .where(eq(contestantSubmissions.contestantId, id))
    .orderBy(asc(contestantSubmissions.version));
  const versions = rows.map((row, i) => {
    const previous = rows[i - 1];
    return {
      version: row.version,
      kind: row.kind,
      submittedAt: row.submittedAt.toISOString(),
      changes: previous
        ? diffRegistrationForms(normaliseRegistrationForm(previous.formData), normaliseRegistrationForm(row.formData))
        : [],
    };
  });
  return versions.reverse();
}

export async function notesOf(db: DbOrTx, id: string): Promise<ContestantNote[]> {
  const rows = await db
    .select({ note: contestantNotes, firstName: users.firstName, lastName: users.lastName })
    .from(contestantNotes)
    .leftJoin(users, eq(users.id, contestantNotes.authorId))
    .where(eq(contestantNotes.contestantId, id))
    .orderBy(desc(contestantNotes.createdAt), desc(contestantNotes.id));
  return rows.map(({ note, firstName, lastName }) => ({
    _id: note.id,
    body: note.body,
    authorId: note.authorId,
    authorName: firstName === null ? null : `${firstName} ${lastName}`.trim(),
    createdAt: note.createdAt.toISOString(),
  }));
}

export async function contestantDetail(app: FastifyInstance, id: string): Promise<AdminContestantDetail> {
  const { record: row, user, reviewerFirst, reviewerLast } = await findRecord(app.db, id);
  const [{ maxEdits }, versions, media, notes] = await Promise.all([
    getSetting(app.db, 'registration'),
    versionsOf(app.db, id),
    listMedia(app, id),
    notesOf(app.db, id),
  ]);
  const edits = editStatusOf(row, maxEdits);
  return {
    _id: row.id,
    status: row.registrationStatus,
    statusLabel: registrationStatusLabel(row.registrationStatus),
    version: row.version,
    continent: row.continent,
    editing: row.editing,
    editsUsed: row.editsUsed,
    extraEdits: row.extraEdits,
    editsAllowed: edits.editsAllowed,
    editsRemaining: edits.editsRemaining,
    submissionCount: row.submissionCount,
    submittedAt: iso(row.submittedAt),
    lastDraftSaved: iso(row.lastDraftSaved),
    reviewMessage: row.reviewMessage,
    reviewedAt: iso(row.reviewedAt),
    reviewedBy: reviewerFirst === null ? null : `${reviewerFirst} ${reviewerLast ?? ''}`.trim(),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    user: {
      _id: user.id,
      firstName: user.firstName,
      lastName: user.lastName,
      email: user.email,
      phoneNumber: user.phoneNumber,
      paymentStatus: user.paymentStatus,
    },
    payment: {
      amount: row.paymentAmountMinor === null ? null : row.paymentAmountMinor / 100,
      currency: row.paymentCurrency,
      paidAt: iso(row.paidAt),
    },
    form: row.formData ? normaliseRegistrationForm(row.formData) : null,
    versions,
    media,
    notes,
  };
}
