import { normaliseRegistrationForm, type RegistrationForm } from '@cq/shared';
import { STORAGE_KEYS } from '../../../lib/storage-keys';

/**
 * The local copy kept when a visitor who is not signed in submits:
 * the form is saved here, the path remembered, and after sign-in the form is
 * restored once and the copy removed. It names the record it belongs to, so it
 * is never restored into someone else's registration.
 */
interface Backup {
  contestantId: string | null;
  savedAt: string;
  form: RegistrationForm;
}

export function saveFormBackup(contestantId: string | null, form: RegistrationForm, path: string): void {
  const backup: Backup = { contestantId, savedAt: new Date().toISOString(), form };
  localStorage.setItem(STORAGE_KEYS.registrationFormBackup, JSON.stringify(backup));
  localStorage.setItem(STORAGE_KEYS.lastVisitedPath, path);
}

/** The saved form for this record, removed as it is read; null when there is none (or it is another's). */
export function takeFormBackup(contestantId: string | null): RegistrationForm | null {
  const raw = localStorage.getItem(STORAGE_KEYS.registrationFormBackup);
  if (!raw) return null;
  try {
    const backup = JSON.parse(raw) as Partial<Backup>;
    if (backup.contestantId && contestantId && backup.contestantId !== contestantId) return null;
    localStorage.removeItem(STORAGE_KEYS.registrationFormBackup);
    return normaliseRegistrationForm(backup.form);
  } catch {
    localStorage.removeItem(STORAGE_KEYS.registrationFormBackup);
    return null;
  }
}
