import {
  DRAFT_MESSAGES,
  type Draft,
  isRegistrationLocked,
  normaliseRegistrationForm,
  type RegistrationForm,
} from '@cq/shared';
import { and, eq, exists, inArray, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { type ContestantRow, contestants, users } from '../../db/schema';
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

const fileOf = (key: string) => sql`${contestants.draftFormData} -> ${sql.raw(`'${key}'`)}`;

/**
 * The draft save as one prepared statement (built once per database, planned
 * once per connection): autosaves are the portal's most frequent write. It
 * also checks the caller's session (the account active, the token of its
 * current generation), in the same statement instead of a query of its own.
 * The sent fields replace the draft; the file references stay the server's
 * (only an upload changes them), and only they come back.
 */
function prepareSave(db: Database) {
  const files = sql`jsonb_build_object(
    'headshot', coalesce(${fileOf('headshot')}, 'null'::jsonb),
    'fullBody', coalesce(${fileOf('fullBody')}, 'null'::jsonb),
    'video', coalesce(${fileOf('video')}, 'null'::jsonb),
    'birthCertificate', coalesce(${fileOf('birthCertificate')}, 'null'::jsonb))`;
  return db
    .update(contestants)
    .set({
      draftFormData: sql`${sql.placeholder('fields')}::jsonb || ${files}`,
      draftRevision: sql`${contestants.draftRevision} + 1`,
      lastDraftSaved: sql`${sql.placeholder('now')}::timestamptz`,
      version: sql`${contestants.version} + 1`,
    })
    .where(
      and(
        eq(contestants.id, sql.placeholder('id')),
        eq(contestants.userId, sql.placeholder('userId')),
        eq(contestants.draftRevision, sql.placeholder('base')),
        writable,
        exists(
          db
            .select({ one: sql`1` })
            .from(users)
            .where(
              and(
                eq(users.id, contestants.userId),
                eq(users.isActive, true),
                eq(users.tokenVersion, sql.placeholder('tokenVersion')),
              ),
            ),
        ),
      ),
    )
    .returning({
      files: sql<Record<string, unknown>>`jsonb_build_object(
        'headshot', ${fileOf('headshot')},
        'fullBody', ${fileOf('fullBody')},
        'video', ${fileOf('video')},
        'birthCertificate', ${fileOf('birthCertificate')})`,
      lastDraftSaved: contestants.lastDraftSaved,
      draftRevision: contestants.draftRevision,
    })
    .prepare('save_draft');
}

const prepared = new WeakMap<object, ReturnType<typeof prepareSave>>();

/** Who saves: the user and the generation of the access token she presented. */
export interface DraftSaver {
  userId: string;
  tokenVersion: number;
}

/**
 * Saves a draft in one conditional UPDATE: it succeeds only for the owner, on
 * the revision the tab last saw, while the form is writable and her session
 * current. Otherwise it changes nothing and answers null: the caller checks
 * the session (401), then `refuseDraftSave` says why (404, 409).
 */
export async function saveDraft(
  db: Database,
  id: string,
  saver: DraftSaver,
  baseRevision: number,
  form: RegistrationForm,
): Promise<Draft | null> {
  const { headshot: _h, fullBody: _f, video: _v, birthCertificate: _b, ...fields } = normaliseRegistrationForm(form);
  let statement = prepared.get(db);
  if (!statement) {
    statement = prepareSave(db);
    prepared.set(db, statement);
  }
  const [saved] = await statement.execute({
    id,
    userId: saver.userId,
    tokenVersion: saver.tokenVersion,
    base: baseRevision,
    fields: JSON.stringify(fields),
    now: new Date().toISOString(),
  });
  if (!saved) return null;
  return {
    draftFormData: normaliseRegistrationForm({ ...fields, ...saved.files }),
    lastDraftSaved: iso(saved.lastDraftSaved),
    draftRevision: saved.draftRevision,
  };
}

/** Why a signed-in user's draft save changed nothing: not hers (404), not paid, locked or stale (409). */
export async function refuseDraftSave(db: Database, id: string, userId: string): Promise<never> {
  const row = await findOwnContestant(db, id, userId);
  if (row.registrationStatus === 'payment_pending') throw conflict(DRAFT_MESSAGES.notPaid);
  if (isRegistrationLocked(row.registrationStatus, row.editing)) throw conflict(DRAFT_MESSAGES.locked);
  throw conflict(DRAFT_MESSAGES.stale);
}
