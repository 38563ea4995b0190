import { LOGOUT_MESSAGES, type LogoutReason, localePath, splitLocalePath } from '@cq/shared';
import { API_BASE } from '../../lib/api-client';
import { STORAGE_KEYS } from '../../lib/storage-keys';
import { clearSession, getRefreshToken } from './session-store';

/** The full-page navigation of a logout; tests replace it (jsdom cannot navigate). */
export const browserNavigation = {
  assign(url: string): void {
    window.location.assign(url);
  },
};

const stoppers = new Set<() => void>();
/** Registers a clean-up (timers of the idle watcher) run by every logout; answers the unregister function. */
export function onSessionEnd(stop: () => void): () => void {
  stoppers.add(stop);
  return () => stoppers.delete(stop);
}

/** How long a logout waits for the server to end the session before leaving anyway. */
export const LOGOUT_WAIT_MS = 3000;

/**
 * The server ends the refresh token's family. The page waits for the answer
 * (at most LOGOUT_WAIT_MS) before it navigates, because a navigation cancels
 * requests still on their way; keepalive lets a slow one finish after the wait.
 * Logging out never fails because the server could not be told.
 */
function revokeOnServer(refreshToken: string | null): Promise<void> {
  if (!refreshToken) return Promise.resolve();
  return new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, LOGOUT_WAIT_MS);
    const done = () => {
      clearTimeout(timer);
      resolve();
    };
    try {
      fetch(`${API_BASE}/users/logout`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify({ refreshToken }),
        keepalive: true,
      }).then(done, done);
    } catch {
      done();
    }
  });
}

/** The session stays in place while the server is told, so the page does not react to its end twice. */
async function endSession(message: string, revoke: boolean): Promise<void> {
  for (const stop of [...stoppers]) stop();
  if (revoke) await revokeOnServer(getRefreshToken());
  localStorage.setItem(STORAGE_KEYS.logoutSuccess, message);
  clearSession();
  // The login page in the language she was reading (/fr/auth/login).
  browserNavigation.assign(localePath(splitLocalePath(window.location.pathname).locale, '/auth/login'));
}

/** Where she was, without the language's prefix: the router (under its language's base) returns her there. */
function currentPath(): { path: string; search: string } {
  return { path: splitLocalePath(window.location.pathname).path, search: window.location.search };
}

/**
 * Logout with a reason: remembers where the user was (unless
 * on the login page), stores the reason's message for the login page,
 * clears token, user and refresh token, stops timers, tells the server and
 * reloads into /auth/login.
 */
export function logout(reason: LogoutReason = 'manual'): Promise<void> {
  const { path, search } = currentPath();
  if (!path.endsWith('/login')) localStorage.setItem(STORAGE_KEYS.lastVisitedPath, path + search);
  return endSession(LOGOUT_MESSAGES[reason], true);
}

/**
 * The end of a session that could not be renewed: the path is
 * remembered unless it is / or under /auth/, and the login page explains why.
 * The server already refused the refresh token, so there is nothing to revoke.
 */
export function expireSession(): Promise<void> {
  const { path, search } = currentPath();
  if (path !== '/' && !path.startsWith('/auth/')) {
    localStorage.setItem(STORAGE_KEYS.lastVisitedPath, path + search);
  }
  return endSession(LOGOUT_MESSAGES.session_expired, false);
}
