import {
  DRAFT_MESSAGES,
  ERROR_CODES,
  isRegistrationLocked,
  normaliseFileRef,
  normaliseRegistrationForm,
  type RegistrationForm,
} from '@cq/shared';
import type { Database } from '../../db/client';
import { conflict } from '../../lib/errors';
import { findOwnContestant, iso } from '../contestants/repo';
import { DraftSaveBatcher } from './save-batch';

const batchers = new WeakMap<Database, DraftSaveBatcher>();

/** The database's autosave batcher (one per database, so saves from every request share it). */
export function draftSaveBatcher(db: Database): DraftSaveBatcher {
  let batcher = batchers.get(db);
  if (!batcher) {
    batcher = new DraftSaveBatcher(db);
    batchers.set(db, batcher);
  }
  return batcher;
}

/** Who saves: the user, the generation and the session of the access token she presented. */
export interface DraftSaver {
  userId: string;
  tokenVersion: number;
  sessionId: string;
}

/** A saved draft as the answer carries it: its revision (the ETag) and the `Draft` already serialised. */
export interface SavedDraftJson {
  draftRevision: number;
  json: string;
}

const FILE_KEYS = ['headshot', 'fullBody', 'video', 'birthCertificate'] as const;

/**
 * Saves a draft in one conditional UPDATE, shared with the autosaves that
 * arrive at the same moment (see DraftSaveBatcher): it succeeds only for the
 * owner, on the revision the tab last saw, while the form is writable and her
 * session current. Otherwise it changes nothing and answers null: the caller
 * checks the session (401), then `refuseDraftSave` says why (404, 409).
 * The form is serialised once: the same text goes to the database and, with
 * the stored file references added, into the answer.
 */
export async function saveDraft(
  db: Database,
  id: string,
  saver: DraftSaver,
  baseRevision: number,
  form: RegistrationForm,
): Promise<SavedDraftJson | null> {
  const { headshot: _h, fullBody: _f, video: _v, birthCertificate: _b, ...fields } = normaliseRegistrationForm(form);
  const fieldsJson = JSON.stringify(fields);
  const saved = await draftSaveBatcher(db).save({
    id,
    userId: saver.userId,
    tokenVersion: saver.tokenVersion,
    sessionId: saver.sessionId,
    base: baseRevision,
    fieldsJson,
    savedAt: new Date().toISOString(),
  });
  if (!saved) return null;
  const files = FILE_KEYS.map((key) => `,${JSON.stringify(key)}:${JSON.stringify(normaliseFileRef(saved.files[key]))}`);
  const draftFormData = `${fieldsJson.slice(0, -1)}${files.join('')}}`;
  const lastDraftSaved = JSON.stringify(iso(saved.lastDraftSaved));
  return {
    draftRevision: saved.draftRevision,
    json: `{"draftFormData":${draftFormData},"lastDraftSaved":${lastDraftSaved},"draftRevision":${saved.draftRevision}}`,
  };
}

/** Why a signed-in user's draft save changed nothing: not hers (404), not paid, locked or stale (409). */
export async function refuseDraftSave(db: Database, id: string, userId: string): Promise<never> {
  const row = await findOwnContestant(db, id, userId);
  if (row.registrationStatus === 'payment_pending')
    throw conflict(DRAFT_MESSAGES.notPaid, ERROR_CODES.registrationNotPaid);
  if (isRegistrationLocked(row.registrationStatus, row.editing))
    throw conflict(DRAFT_MESSAGES.locked, ERROR_CODES.registrationLocked);
  throw conflict(DRAFT_MESSAGES.stale, ERROR_CODES.draftStale);
}
