import {
  type AdminContestantSummary,
  type CorrectionBody,
  formatFieldValue,
  latestToday,
  ADMIN_CONTESTANT_MESSAGES as M,
  normaliseRegistrationForm,
  REGISTRATION_FIELD_LABELS,
  validateRegistrationForm,
  valueAt,
  withFieldValue,
} from '@cq/shared';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { contestantSubmissions, contestants } from '../../../db/schema';
import { badInput, conflict, forbidden } from '../../../lib/errors';
import { correctionMessage } from '../../../mail/templates/review';
import { registrationCorrectedNotification } from '../../notifications/messages';
import { getSetting } from '../../settings/service';
import { findRecord } from './repo';
import { applyStaffChange, type StaffActor } from './service';

/**
 * Staff correct one field of her submitted registration on her behalf (a misspelt city, a phone number she
 * read out): the field must still meet the form's rules, the reason is required and she reads it, and the
 * result is a new version of the record whose difference shows in its history. Never while she is editing.
 */
export async function correct(
  app: FastifyInstance,
  id: string,
  actor: StaffActor,
  body: CorrectionBody,
): Promise<AdminContestantSummary> {
  const { record, user } = await findRecord(app.db, id);
  if (record.userId === actor.id) throw forbidden(M.ownRecord);
  if (!record.formData) throw conflict(M.notSubmitted);
  if (record.editing) throw conflict(M.correctingWhileEditing);
  if (record.version !== body.version) throw conflict(M.stale);

  const before = normaliseRegistrationForm(record.formData);
  const corrected = normaliseRegistrationForm(withFieldValue(before, body.field, body.value.trim()));
  const oldValue = valueAt(before, body.field);
  const newValue = valueAt(corrected, body.field);
  if (oldValue === newValue) throw badInput(M.correctionUnchanged, { value: M.correctionUnchanged });
  const problem = validateRegistrationForm(corrected, latestToday()).errors[body.field];
  if (problem) throw badInput(problem, { value: problem });

  const label = REGISTRATION_FIELD_LABELS[body.field];
  const change = {
    label,
    before: formatFieldValue(body.field, oldValue),
    after: formatFieldValue(body.field, newValue),
    reason: body.reason,
  };
  const [brand, { maxEdits }] = await Promise.all([app.mail.brand(), getSetting(app.db, 'registration')]);
  return applyStaffChange(app, id, actor, maxEdits, async (tx) => {
    const now = new Date();
    const [updated] = await tx
      .update(contestants)
      .set({
        formData: corrected,
        draftFormData: corrected,
        draftRevision: sql`${contestants.draftRevision} + 1`,
        submissionCount: sql`${contestants.submissionCount} + 1`,
        version: sql`${contestants.version} + 1`,
        updatedAt: now,
      })
      .where(and(eq(contestants.id, id), eq(contestants.version, body.version), eq(contestants.editing, false)))
      .returning();
    if (!updated) throw conflict(M.stale);
    await tx.insert(contestantSubmissions).values({
      contestantId: id,
      version: updated.submissionCount,
      kind: 'correction',
      formData: corrected,
      submittedAt: now,
      reason: body.reason,
      correctedBy: actor.id,
    });
    return {
      notification: registrationCorrectedNotification(user.id, updated.submissionCount, change),
      email: { to: user.email, ...correctionMessage(brand, user, { ...change, field: body.field }) },
      audit: {
        action: 'contestants.correct',
        summary: `Corrected ${label} in the registration of ${user.firstName} ${user.lastName}`,
        details: { field: body.field, before: change.before, after: change.after, reason: body.reason },
      },
    };
  });
}
