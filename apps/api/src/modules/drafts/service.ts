import {
  DRAFT_MESSAGES,
  type Draft,
  isRegistrationLocked,
  normaliseRegistrationForm,
  type RegistrationForm,
} from '@cq/shared';
import { and, eq, inArray, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { type ContestantRow, contestants } from '../../db/schema';
import { conflict } from '../../lib/errors';
import { findOwnContestant, iso } from '../contestants/repo';

export function draftOf(row: Pick<ContestantRow, 'draftFormData' | 'lastDraftSaved' | 'draftRevision'>): Draft {
  return {
    draftFormData: row.draftFormData ? normaliseRegistrationForm(row.draftFormData) : null,
    lastDraftSaved: iso(row.lastDraftSaved),
    draftRevision: row.draftRevision,
  };
}

/** Writable: paid and not yet submitted, or inside an edit session (DESIGN decision 3). */
const writable = or(
  eq(contestants.registrationStatus, 'in_progress'),
  and(
    eq(contestants.editing, true),
    inArray(contestants.registrationStatus, [
      'preliminary_submitted',
      'preliminary_approved',
      'preliminary_rejected',
      'active',
    ]),
  ),
);

/**
 * Saves a draft in one conditional UPDATE: it succeeds only for the owner, on
 * the revision the tab last saw, while the form is writable. Otherwise the
 * record is read again to say why (404, locked 409 or stale 409). The file
 * references stay the server's: only an upload changes them.
 */
export async function saveDraft(
  db: DbOrTx,
  id: string,
  userId: string,
  baseRevision: number,
  form: RegistrationForm,
): Promise<Draft> {
  const { headshot: _h, fullBody: _f, video: _v, birthCertificate: _b, ...fields } = normaliseRegistrationForm(form);
  const files = sql`jsonb_build_object(
    'headshot', coalesce(${contestants.draftFormData} -> 'headshot', 'null'::jsonb),
    'fullBody', coalesce(${contestants.draftFormData} -> 'fullBody', 'null'::jsonb),
    'video', coalesce(${contestants.draftFormData} -> 'video', 'null'::jsonb),
    'birthCertificate', coalesce(${contestants.draftFormData} -> 'birthCertificate', 'null'::jsonb))`;
  const now = new Date();
  const [saved] = await db
    .update(contestants)
    .set({
      draftFormData: sql`${JSON.stringify(fields)}::jsonb || ${files}`,
      draftRevision: sql`${contestants.draftRevision} + 1`,
      lastDraftSaved: now,
      version: sql`${contestants.version} + 1`,
      updatedAt: now,
    })
    .where(
      and(
        eq(contestants.id, id),
        eq(contestants.userId, userId),
        eq(contestants.draftRevision, baseRevision),
        writable,
      ),
    )
    // Only the file references come back: the rest of the draft is what was just sent.
    .returning({
      files: sql<Record<string, unknown>>`jsonb_build_object(
        'headshot', ${contestants.draftFormData} -> 'headshot',
        'fullBody', ${contestants.draftFormData} -> 'fullBody',
        'video', ${contestants.draftFormData} -> 'video',
        'birthCertificate', ${contestants.draftFormData} -> 'birthCertificate')`,
      lastDraftSaved: contestants.lastDraftSaved,
      draftRevision: contestants.draftRevision,
    });
  if (saved) {
    return {
      draftFormData: normaliseRegistrationForm({ ...fields, ...saved.files }),
      lastDraftSaved: iso(saved.lastDraftSaved),
      draftRevision: saved.draftRevision,
    };
  }

  const row = await findOwnContestant(db, id, userId);
  if (row.registrationStatus === 'payment_pending') throw conflict(DRAFT_MESSAGES.notPaid);
  if (isRegistrationLocked(row.registrationStatus, row.editing)) throw conflict(DRAFT_MESSAGES.locked);
  throw conflict(DRAFT_MESSAGES.stale);
}
