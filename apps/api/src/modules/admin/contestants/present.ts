import {
  type AdminContestantDetail,
  type AdminContestantSummary,
  type ContestantMessage,
  type ContestantNote,
  type ContestantVersion,
  countryChoices,
  diffRegistrationForms,
  type MediaList,
  normaliseRegistrationForm,
  registrationStatusLabel,
  representedCountry,
} from '@cq/shared';
import { editStatusOf } from '../../contestants/present';
import { editsRemaining, iso } from '../../contestants/repo';
import type { NoteWithAuthor, RecordWithAccount, SubmissionRow, SummaryRow } from './repo';

/** One line of the back office's list. */
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
    tags: row.tags ?? [],
  };
}

/** Every submission (given oldest first), newest first, each with what changed from the one before. */
export function toVersions(rows: SubmissionRow[]): ContestantVersion[] {
  const versions = rows.map(({ submission: row, correctorFirst, correctorLast }, i) => {
    const previous = rows[i - 1]?.submission;
    return {
      version: row.version,
      kind: row.kind,
      submittedAt: row.submittedAt.toISOString(),
      reason: row.reason,
      correctedBy: correctorFirst === null ? null : `${correctorFirst} ${correctorLast ?? ''}`.trim(),
      changes: previous
        ? diffRegistrationForms(normaliseRegistrationForm(previous.formData), normaliseRegistrationForm(row.formData))
        : [],
    };
  });
  return versions.reverse();
}

/** A staff note with its author's name (null once the author is gone). */
export function toNote({ note, firstName, lastName }: NoteWithAuthor): ContestantNote {
  return {
    _id: note.id,
    body: note.body,
    authorId: note.authorId,
    authorName: firstName === null ? null : `${firstName} ${lastName}`.trim(),
    createdAt: note.createdAt.toISOString(),
  };
}

/** What a reviewer sees of one record: the account, the form, every version, the files and the notes. */
export function toContestantDetail(
  { record: row, user, reviewerFirst, reviewerLast }: RecordWithAccount,
  maxEdits: number,
  parts: { versions: ContestantVersion[]; media: MediaList; notes: ContestantNote[]; messages: ContestantMessage[] },
): AdminContestantDetail {
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
      emailBounce: user.emailBouncedAt
        ? { at: user.emailBouncedAt.toISOString(), reason: user.emailBounceReason }
        : null,
    },
    payment: {
      amount: row.paymentAmountMinor === null ? null : row.paymentAmountMinor / 100,
      currency: row.paymentCurrency,
      paidAt: iso(row.paidAt),
    },
    form: row.formData ? normaliseRegistrationForm(row.formData) : null,
    representedCountry: {
      ...representedCountry(row.formData, row.countryCode),
      confirmedAt: iso(row.countryConfirmedAt),
      choices: row.formData ? countryChoices(row.formData) : { nationality: null, residence: null },
    },
    versions: parts.versions,
    media: parts.media,
    notes: parts.notes,
    messages: parts.messages,
  };
}
