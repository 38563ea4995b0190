import { LOGOUT_MESSAGES, type LogoutReason } from '@cq/shared';
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

/** Best effort: the server ends the refresh token's family; the browser does not wait for it. */
function revokeOnServer(refreshToken: string | null): void {
  if (!refreshToken) return;
  try {
    void fetch(`${API_BASE}/users/logout`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify({ refreshToken }),
      keepalive: true,
    }).catch(() => {});
  } catch {
    // Logging out never fails because the server could not be told.
  }
}

function endSession(message: string, revoke: boolean): void {
  localStorage.setItem(STORAGE_KEYS.logoutSuccess, message);
  if (revoke) revokeOnServer(getRefreshToken());
  clearSession();
  for (const stop of [...stoppers]) stop();
  browserNavigation.assign('/auth/login');
}

/**
 * Logout with a reason (seed 000 §4): remembers where the user was (unless
 * on the login page), stores the reason's message for the login page,
 * clears token, user and refresh token, stops timers, and reloads into
 * /auth/login.
 */
export function logout(reason: LogoutReason = 'manual'): void {
  const { pathname, search } = window.location;
  if (!pathname.endsWith('/login')) localStorage.setItem(STORAGE_KEYS.lastVisitedPath, pathname + search);
  endSession(LOGOUT_MESSAGES[reason], true);
}

/**
 * The end of a session that could not be renewed (seed 000 §4): the path is
 * remembered unless it is / or under /auth/, and the login page explains why.
 * The server already refused the refresh token, so there is nothing to revoke.
 */
export function expireSession(): void {
  const { pathname, search } = window.location;
  if (pathname !== '/' && !pathname.startsWith('/auth/')) {
    localStorage.setItem(STORAGE_KEYS.lastVisitedPath, pathname + search);
  }
  endSession(LOGOUT_MESSAGES.session_expired, false);
}
