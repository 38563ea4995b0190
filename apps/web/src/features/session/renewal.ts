import type { RefreshTokenResponse } from '@cq/shared';
import { ApiError, api, setUnauthorizedHandler } from '../../lib/api-client';
import { expireSession } from './logout';
import { getRefreshToken, getSessionSnapshot, saveTokens } from './session-store';

/** Calls whose 401 never triggers a renewal (seed 000 §4). */
export const RENEWAL_EXCLUDED_URL_PARTS = [
  '/login',
  '/refresh-token',
  '/settings/registration-status',
  '/payments/initialize',
];

export function shouldTryRenewal(url: string, pathname: string = window.location.pathname): boolean {
  return !RENEWAL_EXCLUDED_URL_PARTS.some((part) => url.includes(part)) && !pathname.startsWith('/auth/');
}

let inFlight: Promise<boolean> | null = null;

/**
 * One renewal with the stored refresh token; concurrent 401s wait for the
 * same one. Both new tokens must come back. A refusal (or no refresh token)
 * ends the session; a network failure only fails the request.
 */
async function renew(): Promise<boolean> {
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
  inFlight ??= renew().finally(() => {
    inFlight = null;
  });
  return inFlight;
}

export function installSessionRenewal(): void {
  setUnauthorizedHandler(handleUnauthorized);
}
