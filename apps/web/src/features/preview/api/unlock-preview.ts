import { hasRole, PREVIEW_INCORRECT_PASSWORD } from '@cq/shared';
import { ApiError, api } from '../../../lib/api-client';
import { readJson, STORAGE_KEYS } from '../../../lib/storage-keys';

/** sessionStorage: the preview stays unlocked for the rest of the browser session. */
export const PREVIEW_UNLOCKED_KEY = 'previewUnlocked';

export function isPreviewUnlocked(): boolean {
  try {
    return sessionStorage.getItem(PREVIEW_UNLOCKED_KEY) === '1';
  } catch {
    return false;
  }
}

/** Signed-in staff (admin and above) skip the gate. */
export function isSignedInStaff(): boolean {
  if (!localStorage.getItem(STORAGE_KEYS.token)) return false;
  const user = readJson<{ role?: string }>(STORAGE_KEYS.user);
  return hasRole(user, 'admin');
}

/** The answer shown when the server cannot be reached or fails. */
export const PREVIEW_UNLOCK_FAILED = 'The preview could not be unlocked. Please try again.';

/** Asks the server to check the password; resolves when it matches, rejects with the message to show. */
export async function unlockPreview(password: string): Promise<void> {
  try {
    await api.post('/preview/unlock', { password });
  } catch (err) {
    if (err instanceof ApiError && err.status === 400) throw new Error(PREVIEW_INCORRECT_PASSWORD);
    throw new Error(err instanceof ApiError && err.fromServer ? err.message : PREVIEW_UNLOCK_FAILED);
  }
  try {
    sessionStorage.setItem(PREVIEW_UNLOCKED_KEY, '1');
  } catch {
    // Without storage the gate simply asks again on the next visit.
  }
}
