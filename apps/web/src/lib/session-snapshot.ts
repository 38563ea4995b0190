import { STORAGE_KEYS } from './storage-keys';

/** Whether a token is stored; the header uses it to show Login/Signup or Account. */
export function hasStoredToken(): boolean {
  try {
    return Boolean(localStorage.getItem(STORAGE_KEYS.token));
  } catch {
    return false;
  }
}
