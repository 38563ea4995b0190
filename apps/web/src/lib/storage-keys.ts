/** Keys the app keeps in localStorage. One list, so a reset knows them all. */
export const STORAGE_KEYS = {
  token: 'token',
  user: 'user',
  refreshToken: 'refreshToken',
  lastVisitedPath: 'lastVisitedPath',
  logoutSuccess: 'logoutSuccess',
  /** Registration form saved before a sign-in. */
  registrationFormBackup: 'registrationFormBackup',
  /** Registration changes autosave had not sent when the page went away. */
  registrationUnsaved: 'registrationUnsaved',
  /** The build-version marker, kept under two keys. */
  buildId: 'appBuildId',
  buildTime: 'appBuildTime',
  /** A random id of this browser, sent with fan votes (one device, a few accounts a day). */
  deviceId: 'deviceId',
} as const;

/** sessionStorage: kept for the browser session. */
export const SESSION_KEYS = {
  splashSeen: 'splashSeen',
  /** The cues (by show and sequence number) whose entrance a page has played: a reload never plays one twice. */
  liveCuesShown: 'liveCuesShown',
} as const;

export function readJson<T>(key: string): T | null {
  try {
    const raw = localStorage.getItem(key);
    return raw ? (JSON.parse(raw) as T) : null;
  } catch {
    return null;
  }
}
