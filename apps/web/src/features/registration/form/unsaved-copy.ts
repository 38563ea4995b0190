import { normaliseRegistrationForm, type RegistrationForm } from '@cq/shared';
import { readJson, STORAGE_KEYS } from '../../../lib/storage-keys';

/**
 * The changes a contestant made in the last seconds before the page went away
 * (a reload, a closed tab, a phone that put the browser to sleep) that autosave
 * had not sent yet. They are written to this device when the page is hidden and
 * put back when the same registration is opened again, as long as nothing newer
 * was saved in the meantime.
 */
interface UnsavedCopy {
  contestantId: string;
  mode: 'create' | 'edit';
  /** The draft revision these changes were made on. */
  baseRevision: number;
  /** A save was on its way: if it landed, the draft is one revision further, with part of these changes. */
  saveInFlight: boolean;
  form: RegistrationForm;
}

export function keepUnsavedCopy(copy: UnsavedCopy): void {
  try {
    localStorage.setItem(STORAGE_KEYS.registrationUnsaved, JSON.stringify(copy));
  } catch {
    // A full or disabled storage: autosave remains the only copy.
  }
}

export function dropUnsavedCopy(): void {
  localStorage.removeItem(STORAGE_KEYS.registrationUnsaved);
}

/**
 * The unsaved changes for this registration, removed as they are read; null when
 * there are none, they belong to another record or mode, or the draft has moved
 * on since (another tab or device saved later: its version wins, as a stale tab's would).
 */
export function takeUnsavedCopy(
  contestantId: string | null,
  mode: 'create' | 'edit',
  serverRevision: number,
): RegistrationForm | null {
  const copy = readJson<Partial<UnsavedCopy>>(STORAGE_KEYS.registrationUnsaved);
  if (!copy || !contestantId) return null;
  // Read once: another account's copy on a shared device goes too.
  dropUnsavedCopy();
  if (copy.contestantId !== contestantId || copy.mode !== mode) return null;
  const base = copy.baseRevision;
  if (typeof base !== 'number') return null;
  const current = serverRevision === base || (copy.saveInFlight === true && serverRevision === base + 1);
  return current ? normaliseRegistrationForm(copy.form) : null;
}
