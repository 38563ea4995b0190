import { type RefreshTokenResponse, splitLocalePath } from '@cq/shared';
import { ApiError, api, setUnauthorizedHandler } from '../../lib/api-client';
import { expireSession } from './logout';
import { getRefreshToken, getSessionSnapshot, saveTokens } from './session-store';

/** Calls whose 401 never triggers a renewal. */
export const RENEWAL_EXCLUDED_URL_PARTS = [
  '/login',
  '/refresh-token',
  '/settings/registration-status',
  '/payments/initialize',
];

export function shouldTryRenewal(url: string, pathname: string = window.location.pathname): boolean {
  // The account pages in any language (/auth/login, /fr/auth/login).
  const page = splitLocalePath(pathname).path;
  return !RENEWAL_EXCLUDED_URL_PARTS.some((part) => url.includes(part)) && !page.startsWith('/auth/');
}

let inFlight: Promise<boolean> | null = null;

/** The lock every tab of the site takes to renew (Web Locks API), so that one tab renews at a time. */
export const RENEWAL_LOCK = 'cq-session-renewal';

/**
 * Runs the renewal holding the site-wide lock where the browser has Web Locks; elsewhere the server's short
 * reuse interval answers a second tab renewing with the same token with the same new tokens.
 */
function withRenewalLock(work: () => Promise<boolean>): Promise<boolean> {
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
  return typeof locks?.request === 'function' ? locks.request(RENEWAL_LOCK, work) : work();
}

/**
 * One renewal with the stored refresh token; concurrent 401s of this tab wait for the same one, and other
 * tabs wait for the lock: a tab that gets it after another tab renewed finds the new tokens in storage
 * (shared by every tab) and replays with them instead of renewing again. Both new tokens must come back. A
 * refusal (or no refresh token) ends the session; a network failure only fails the request.
 */
function renew(sentToken: string | null): Promise<boolean> {
  return withRenewalLock(async () => {
    const current = getSessionSnapshot().token;
    if (sentToken && current && current !== sentToken) return true;
    return renewNow();
  });
}

async function renewNow(): Promise<boolean> {
  const refreshToken = getRefreshToken();
  if (refreshToken) {
    try {
      const res = await api.post<RefreshTokenResponse['data']>(
        '/users/refresh-token',
        { refreshToken },
        { skipAuthRetry: true },
      );
      if (res.data?.token && res.data?.refreshToken) {
        saveTokens(res.data.token, res.data.refreshToken);
        return true;
      }
    } catch (err) {
      if (err instanceof ApiError && !err.fromServer) return false;
    }
  }
  expireSession();
  return false;
}

/** The API client's 401 hook: answers whether to replay the request (once). */
export async function handleUnauthorized(url: string, sentToken: string | null): Promise<boolean> {
  if (!shouldTryRenewal(url)) return false;
  const current = getSessionSnapshot().token;
  // Another request already renewed while this one was on its way: just replay it.
  if (sentToken && current && current !== sentToken) return true;
  inFlight ??= renew(sentToken).finally(() => {
    inFlight = null;
  });
  return inFlight;
}

export function installSessionRenewal(): void {
  setUnauthorizedHandler(handleUnauthorized);
}
