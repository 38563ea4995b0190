import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS } from '../../lib/storage-keys';
import { deferred, type FakeResponse, mockApi } from '../../test/mock-api';
import { browserNavigation, LOGOUT_WAIT_MS, logout } from './logout';

let redirect: ReturnType<typeof vi.fn<(url: string) => void>>;
beforeEach(() => {
  redirect = vi.fn<(url: string) => void>();
  vi.spyOn(browserNavigation, 'assign').mockImplementation(redirect);
  localStorage.setItem(STORAGE_KEYS.token, 'access');
  localStorage.setItem(STORAGE_KEYS.refreshToken, 'refresh');
  localStorage.setItem(STORAGE_KEYS.user, '{"_id":"u1"}');
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('logout(reason)', () => {
  it.each([
    ['manual', 'You have been successfully signed out.'],
    ['inactivity', 'You have been signed out due to inactivity.'],
    ['session_expired', 'Your session has expired. Please sign in again.'],
  ] as const)(
    '%s: remembers the path, stores the message, clears, tells the server and reloads into login',
    async (reason, message) => {
      const server = mockApi({ 'POST /users/logout': () => ({ body: { success: true, data: null } }) });
      window.history.pushState({}, '', '/user/settings?tab=1');
      await logout(reason);
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

  it('does not remember the login page as the path to return to', async () => {
    mockApi({ 'POST /users/logout': () => ({ body: { success: true, data: null } }) });
    window.history.pushState({}, '', '/auth/login');
    await logout('manual');
    expect(localStorage.getItem(STORAGE_KEYS.lastVisitedPath)).toBeNull();
  });

  it('keeps her language: the login page under its prefix, and the path to return to without it', async () => {
    mockApi({ 'POST /users/logout': () => ({ body: { success: true, data: null } }) });
    window.history.pushState({}, '', '/fr/user/settings?tab=1');
    await logout('manual');
    expect(localStorage.getItem(STORAGE_KEYS.lastVisitedPath)).toBe('/user/settings?tab=1');
    expect(redirect).toHaveBeenCalledWith('/fr/auth/login');
  });

  it('signs out even when the server cannot be reached', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('offline'))),
    );
    window.history.pushState({}, '', '/user/home');
    await logout('manual');
    expect(localStorage.getItem(STORAGE_KEYS.token)).toBeNull();
    expect(redirect).toHaveBeenCalledWith('/auth/login');
  });

  it.each(['manual', 'inactivity'] as const)(
    '%s: leaves the page only once the server has answered, so the navigation cannot cancel the request',
    async (reason) => {
      const answer = deferred<FakeResponse>();
      const server = mockApi({ 'POST /users/logout': () => answer.promise });
      const sent = server.fetchMock;
      window.history.pushState({}, '', '/user/home');
      const done = logout(reason);
      await vi.waitFor(() => expect(server.callsTo('POST /users/logout')).toHaveLength(1));
      expect(sent.mock.calls[0]?.[1]?.keepalive).toBe(true);
      expect(redirect).not.toHaveBeenCalled();
      answer.resolve({ body: { success: true, data: null } });
      await done;
      expect(redirect).toHaveBeenCalledWith('/auth/login');
      expect(localStorage.getItem(STORAGE_KEYS.token)).toBeNull();
    },
  );

  it(`leaves after ${LOGOUT_WAIT_MS} ms when the server does not answer`, async () => {
    vi.useFakeTimers();
    mockApi({ 'POST /users/logout': () => new Promise<FakeResponse>(() => {}) });
    window.history.pushState({}, '', '/user/home');
    const done = logout('manual');
    await vi.advanceTimersByTimeAsync(LOGOUT_WAIT_MS - 1);
    expect(redirect).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    await done;
    expect(redirect).toHaveBeenCalledWith('/auth/login');
    expect(localStorage.getItem(STORAGE_KEYS.refreshToken)).toBeNull();
  });
});
