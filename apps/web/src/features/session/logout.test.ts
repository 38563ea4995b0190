import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS } from '../../lib/storage-keys';
import { mockApi } from '../../test/mock-api';
import { browserNavigation, logout } from './logout';

let redirect: ReturnType<typeof vi.fn<(url: string) => void>>;
beforeEach(() => {
  redirect = vi.fn<(url: string) => void>();
  vi.spyOn(browserNavigation, 'assign').mockImplementation(redirect);
  localStorage.setItem(STORAGE_KEYS.token, 'access');
  localStorage.setItem(STORAGE_KEYS.refreshToken, 'refresh');
  localStorage.setItem(STORAGE_KEYS.user, '{"_id":"u1"}');
});
afterEach(() => vi.unstubAllGlobals());

describe('logout(reason) (seed 000 §4)', () => {
  it.each([
    ['manual', 'You have been successfully signed out.'],
    ['inactivity', 'You have been signed out due to inactivity.'],
    ['session_expired', 'Your session has expired. Please sign in again.'],
  ] as const)(
    '%s: remembers the path, stores the message, clears, tells the server and reloads into login',
    async (reason, message) => {
      const server = mockApi({ 'POST /users/logout': () => ({ body: { success: true, data: null } }) });
      window.history.pushState({}, '', '/user/settings?tab=1');
      logout(reason);
      expect(localStorage.getItem(STORAGE_KEYS.lastVisitedPath)).toBe('/user/settings?tab=1');
      expect(localStorage.getItem(STORAGE_KEYS.logoutSuccess)).toBe(message);
      for (const key of [STORAGE_KEYS.token, STORAGE_KEYS.refreshToken, STORAGE_KEYS.user]) {
        expect(localStorage.getItem(key)).toBeNull();
      }
      expect(redirect).toHaveBeenCalledWith('/auth/login');
      await vi.waitFor(() =>
        expect(server.callsTo('POST /users/logout')).toEqual([
          expect.objectContaining({ body: { refreshToken: 'refresh' } }),
        ]),
      );
    },
  );

  it('does not remember the login page as the path to return to', () => {
    mockApi({ 'POST /users/logout': () => ({ body: { success: true, data: null } }) });
    window.history.pushState({}, '', '/auth/login');
    logout('manual');
    expect(localStorage.getItem(STORAGE_KEYS.lastVisitedPath)).toBeNull();
  });

  it('signs out even when the server cannot be reached', () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('offline'))),
    );
    window.history.pushState({}, '', '/user/home');
    logout('manual');
    expect(localStorage.getItem(STORAGE_KEYS.token)).toBeNull();
    expect(redirect).toHaveBeenCalledWith('/auth/login');
  });
});
