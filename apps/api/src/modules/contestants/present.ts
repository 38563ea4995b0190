import {
  type Contestant,
  type Draft,
  EDITABLE_STATUSES,
  type EditStatus,
  normaliseRegistrationForm,
  registrationStatusLabel,
  type Submission,
} from '@cq/shared';
import type { FastifyInstance } from 'fastify';
import type { ContestantRow } from '../../db/schema';
import { listMedia } from '../uploads/media';
import { editsRemaining, iso } from './repo';

/** The autosaved draft as the browser sees it: the form normalised, its time and revision. */
export function draftOf(row: Pick<ContestantRow, 'draftFormData' | 'lastDraftSaved' | 'draftRevision'>): Draft {
  return {
    draftFormData: row.draftFormData ? normaliseRegistrationForm(row.draftFormData) : null,
    lastDraftSaved: iso(row.lastDraftSaved),
    draftRevision: row.draftRevision,
  };
}

/** The edit allowance as the browser sees it. */
export function editStatusOf(row: ContestantRow, maxEdits: number): EditStatus {
  const remaining = editsRemaining(row, maxEdits);
  return {
    editsRemaining: remaining,
    editsUsed: row.editsUsed,
    editsAllowed: maxEdits + row.extraEdits,
    editing: row.editing,
    canEdit: !row.editing && remaining > 0 && (EDITABLE_STATUSES as readonly string[]).includes(row.registrationStatus),
  };
}

/**
 * The contestant record of the me call: status, draft, the
 * profile fields of the submitted form (or of the draft before submission),
 * and the preliminary registration with short-lived links to the files.
 */
export async function contestantView(
  app: FastifyInstance,
  row: ContestantRow,
  paymentStatus: string | null,
  maxEdits: number,
): Promise<Contestant> {
  const profile = normaliseRegistrationForm(row.formData ?? row.draftFormData ?? {});
  const media = await listMedia(app, row.id);
  const link = (item: (typeof media)[keyof typeof media]) =>
    item ? { url: item.url, expiresAt: item.expiresAt } : null;
  return {
    ...profile,
    ...draftOf(row),
    _id: row.id,
    registrationStatus: row.registrationStatus,
    registrationStatusLabel: registrationStatusLabel(row.registrationStatus),
    submittedAt: iso(row.submittedAt),
    editing: row.editing,
    editsRemaining: editStatusOf(row, maxEdits).editsRemaining,
    reviewMessage: row.reviewMessage,
    preliminaryRegistration: {
      submittedAt: iso(row.submittedAt),
      dateOfBirth: profile.dob || null,
      height: profile.height || null,
      // The form has no separate biography: the platform description is the contestant's own story.
      biography: profile.platform.description || null,
      headshot: link(media.headshot),
      fullBody: link(media.fullBody),
      video: link(media.video),
      birthCertificate: link(media.birthCertificate),
      payment: {
        status: paymentStatus,
        currency: row.paymentCurrency,
        amount: row.paymentAmountMinor === null ? null : row.paymentAmountMinor / 100,
        paidAt: iso(row.paidAt),
      },
    },
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The answer to a submission: the record's new status and when it was submitted. */
export function toSubmission(row: ContestantRow): Submission {
  const submittedAt = (row.submittedAt ?? new Date()).toISOString();
  return {
    participant: { _id: row.id, status: row.registrationStatus, submittedAt },
    submittedAt,
    version: row.submissionCount,
  };
}
