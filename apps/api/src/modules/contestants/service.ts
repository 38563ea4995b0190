import {
  EDIT_MESSAGES,
  EDITABLE_STATUSES,
  type EditStatus,
  isSubmittedStatus,
  latestToday,
  normaliseRegistrationForm,
  type RegistrationForm,
  SUBMISSION_MESSAGES,
  type Submission,
  validateRegistrationForm,
} from '@cq/shared';
import { and, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { DbOrTx, Tx } from '../../db/client';
import { type ContestantRow, contestantSubmissions, contestants } from '../../db/schema';
import { badInput, conflict } from '../../lib/errors';
import { enqueueEmail } from '../../mail';
import { submittedMessage, updatedMessage } from '../../mail/templates/registration';
import { recordConsent } from '../consents/service';
import {
  editStartedNotification,
  registrationSubmittedNotification,
  registrationUpdatedNotification,
} from '../notifications/messages';
import { createNotification } from '../notifications/producer';
import { assertWindowOpen } from '../registration-window/service';
import { getSetting } from '../settings/service';
import { fileRefsOf } from '../uploads/media';
import { editStatusOf, toSubmission } from './present';
import { findOwnContestant } from './repo';

export interface Caller {
  id: string;
  email: string;
  firstName: string;
  /** Her account's language: her e-mails are written in it. */
  language: string;
  paymentStatus: string | null;
}

/**
 * The form as the server will keep it: normalised, with the file references
 * of what was really uploaded, and checked against every step's rules.
 */
async function checkedForm(db: DbOrTx, contestantId: string, body: RegistrationForm): Promise<RegistrationForm> {
  const form = { ...normaliseRegistrationForm(body), ...(await fileRefsOf(db, contestantId)) };
  const result = validateRegistrationForm(form, latestToday());
  if (result.firstInvalidStep !== null) throw badInput(SUBMISSION_MESSAGES.incomplete, result.errors);
  return form;
}

/**
 * Stores a submission in one conditional UPDATE, only while `stillValid` holds: the form becomes both
 * the submitted form and the draft, an edit session ends, the record goes back to review as a new
 * version, and the submission joins the record's history. Null when nothing was written.
 */
async function storeSubmission(
  tx: Tx,
  id: string,
  kind: 'initial' | 'edit',
  form: RegistrationForm,
  stillValid: SQL,
  now: Date,
): Promise<ContestantRow | null> {
  const [updated] = await tx
    .update(contestants)
    .set({
      ...(kind === 'edit' ? { editing: false } : {}),
      registrationStatus: 'preliminary_submitted',
      formData: form,
      submittedAt: now,
      submissionCount: sql`${contestants.submissionCount} + 1`,
      draftFormData: form,
      draftRevision: sql`${contestants.draftRevision} + 1`,
      lastDraftSaved: now,
      version: sql`${contestants.version} + 1`,
      updatedAt: now,
    })
    .where(and(eq(contestants.id, id), stillValid))
    .returning();
  if (!updated) return null;
  // Submitting is agreeing to the form's declarations, in their current words.
  await recordConsent(tx, updated.userId, 'registration-declarations', now);
  await tx.insert(contestantSubmissions).values({
    contestantId: id,
    version: updated.submissionCount,
    kind,
    formData: form,
    submittedAt: now,
  });
  return updated;
}

/** The first submission: window open, fee paid, every rule met; then locked for review. */
export async function submitRegistration(
  app: FastifyInstance,
  id: string,
  caller: Caller,
  body: RegistrationForm,
): Promise<Submission> {
  const row = await findOwnContestant(app.db, id, caller.id);
  if (isSubmittedStatus(row.registrationStatus)) throw conflict(SUBMISSION_MESSAGES.alreadySubmitted);
  if (caller.paymentStatus !== 'paid' || row.registrationStatus !== 'in_progress') {
    throw conflict(SUBMISSION_MESSAGES.notPaid);
  }
  await assertWindowOpen(app.db);
  const form = await checkedForm(app.db, row.id, body);
  const brand = await app.mail.brand();

  const saved = await app.db.transaction(async (tx) => {
    const now = new Date();
    const updated = await storeSubmission(
      tx,
      row.id,
      'initial',
      form,
      eq(contestants.registrationStatus, 'in_progress'),
      now,
    );
    if (!updated) throw conflict(SUBMISSION_MESSAGES.alreadySubmitted);
    await enqueueEmail(tx, { to: caller.email, ...submittedMessage(brand, caller, now) });
    await createNotification(tx, registrationSubmittedNotification(caller.id, updated.submissionCount));
    return updated;
  });
  app.mail.wake();
  return toSubmission(saved);
}

/**
 * Uses one edit and unlocks the submitted form, in one conditional UPDATE:
 * of two simultaneous calls with one edit left, exactly one matches.
 */
export async function startEdit(app: FastifyInstance, id: string, userId: string): Promise<EditStatus> {
  await findOwnContestant(app.db, id, userId);
  const { maxEdits } = await assertWindowOpen(app.db);
  const now = new Date();
  const updated = await app.db.transaction(async (tx) => {
    const [row] = await tx
      .update(contestants)
      .set({
        editing: true,
        editsUsed: sql`${contestants.editsUsed} + 1`,
        draftFormData: sql`${contestants.formData}`,
        draftRevision: sql`${contestants.draftRevision} + 1`,
        lastDraftSaved: now,
        version: sql`${contestants.version} + 1`,
        updatedAt: now,
      })
      .where(
        and(
          eq(contestants.id, id),
          eq(contestants.userId, userId),
          eq(contestants.editing, false),
          inArray(contestants.registrationStatus, [...EDITABLE_STATUSES]),
          sql`${contestants.editsUsed} < ${maxEdits} + ${contestants.extraEdits}`,
        ),
      )
      .returning();
    if (!row) return null;
    const remaining = editStatusOf(row, maxEdits).editsRemaining;
    await createNotification(tx, editStartedNotification(userId, row.editsUsed, remaining));
    return row;
  });
  if (updated) return editStatusOf(updated, maxEdits);

  const row = await findOwnContestant(app.db, id, userId);
  if (row.editing) throw conflict(EDIT_MESSAGES.alreadyEditing);
  if (row.registrationStatus === 'active') throw conflict(EDIT_MESSAGES.final);
  if (!isSubmittedStatus(row.registrationStatus)) throw conflict(EDIT_MESSAGES.notSubmitted);
  throw conflict(EDIT_MESSAGES.noneLeft);
}

/** Ends an edit session: every rule met again, re-locked and back to review as a new version. */
export async function submitEdit(
  app: FastifyInstance,
  id: string,
  caller: Caller,
  body: RegistrationForm,
): Promise<Submission> {
  const row = await findOwnContestant(app.db, id, caller.id);
  if (!row.editing) throw conflict(SUBMISSION_MESSAGES.noEditSession);
  const form = await checkedForm(app.db, row.id, body);
  const [brand, settings] = await Promise.all([app.mail.brand(), getSetting(app.db, 'registration')]);

  const saved = await app.db.transaction(async (tx) => {
    const now = new Date();
    const updated = await storeSubmission(tx, row.id, 'edit', form, eq(contestants.editing, true), now);
    if (!updated) throw conflict(SUBMISSION_MESSAGES.noEditSession);
    const remaining = editStatusOf(updated, settings.maxEdits).editsRemaining;
    await enqueueEmail(tx, { to: caller.email, ...updatedMessage(brand, caller, remaining) });
    await createNotification(tx, registrationUpdatedNotification(caller.id, updated.submissionCount));
    return updated;
  });
  app.mail.wake();
  return toSubmission(saved);
}
