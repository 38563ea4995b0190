import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, api, setUnauthorizedHandler } from '../../lib/api-client';
import { STORAGE_KEYS } from '../../lib/storage-keys';
import { deferred, mockApi } from '../../test/mock-api';
import { browserNavigation } from './logout';
import { installSessionRenewal, RENEWAL_LOCK } from './renewal';

const ok = (data: unknown) => ({ status: 200, body: { success: true, data } });
const unauthorized = {
  status: 401,
  body: { success: false, code: 'unauthorized', message: 'Your session has expired. Please sign in again.' },
};

let redirect: ReturnType<typeof vi.fn<(url: string) => void>>;
beforeEach(() => {
  installSessionRenewal();
  redirect = vi.fn<(url: string) => void>();
  vi.spyOn(browserNavigation, 'assign').mockImplementation(redirect);
  localStorage.setItem(STORAGE_KEYS.token, 'old-access');
  localStorage.setItem(STORAGE_KEYS.refreshToken, 'old-refresh');
  localStorage.setItem(STORAGE_KEYS.user, JSON.stringify({ _id: 'u1', firstName: 'Ama' }));
  window.history.pushState({}, '', '/user/register?step=2');
});
afterEach(() => {
  setUnauthorizedHandler(null);
  vi.unstubAllGlobals();
});

/** A protected resource that accepts only the renewed token. */
const protectedRoute = (call: { authorization: string | null }) =>
  call.authorization === 'Bearer new-access' ? ok({ count: 3 }) : unauthorized;

describe('one renewal on 401', () => {
  it('renews with the stored refresh token, stores both new tokens and replays the request', async () => {
    const server = mockApi({
      'GET /notifications/unread-count': protectedRoute,
      'POST /users/refresh-token': () => ok({ token: 'new-access', refreshToken: 'new-refresh' }),
    });
    const res = await api.get<{ count: number }>('/notifications/unread-count');
    expect(res.data.count).toBe(3);
    expect(server.callsTo('POST /users/refresh-token')).toEqual([
      expect.objectContaining({ body: { refreshToken: 'old-refresh' } }),
    ]);
    expect(server.callsTo('GET /notifications/unread-count').map((c) => c.authorization)).toEqual([
      'Bearer old-access',
      'Bearer new-access',
    ]);
    expect(localStorage.getItem(STORAGE_KEYS.token)).toBe('new-access');
    expect(localStorage.getItem(STORAGE_KEYS.refreshToken)).toBe('new-refresh');
    expect(redirect).not.toHaveBeenCalled();
  });

  it('shares one renewal among concurrent 401s and replays each of them', async () => {
    const gate = deferred<void>();
    const server = mockApi({
      'GET /users/me': protectedRoute,
      'GET /notifications': protectedRoute,
      'GET /contestants/me': protectedRoute,
      'POST /users/refresh-token': async () => {
        await gate.promise;
        return ok({ token: 'new-access', refreshToken: 'new-refresh' });
      },
    });
    const all = Promise.all([api.get('/users/me'), api.get('/notifications'), api.get('/contestants/me')]);
    await vi.waitFor(() => expect(server.callsTo('POST /users/refresh-token')).toHaveLength(1));
    gate.resolve();
    await all;
    expect(server.callsTo('POST /users/refresh-token')).toHaveLength(1);
    expect(server.calls.filter((c) => c.authorization === 'Bearer new-access')).toHaveLength(3);
  });

  it('replays without renewing when another request already renewed the token', async () => {
    const gate = deferred<void>();
    // No refresh-token route: a renewal attempt would be an unexpected call and fail the test.
    const slow = mockApi({
      'GET /users/me': async (call) => {
        if (call.authorization === 'Bearer old-access') {
          await gate.promise;
          return unauthorized;
        }
        return ok({});
      },
    });
    const pending = api.get('/users/me');
    await vi.waitFor(() => expect(slow.calls).toHaveLength(1));
    localStorage.setItem(STORAGE_KEYS.token, 'new-access');
    gate.resolve();
    await pending;
    expect(slow.calls.map((c) => c.authorization)).toEqual(['Bearer old-access', 'Bearer new-access']);
  });

  it('tries once per request: a second 401 after the replay is returned, not renewed again', async () => {
    const server = mockApi({
      'GET /users/me': () => unauthorized,
      'POST /users/refresh-token': () => ok({ token: 'new-access', refreshToken: 'new-refresh' }),
    });
    await expect(api.get('/users/me')).rejects.toMatchObject({ status: 401 });
    expect(server.callsTo('POST /users/refresh-token')).toHaveLength(1);
    expect(server.callsTo('GET /users/me')).toHaveLength(2);
  });

  it.each(['/users/login', '/users/refresh-token', '/settings/registration-status', '/payments/initialize'])(
    'does not renew for %s',
    async (path) => {
      const server = mockApi({ [`POST ${path}`]: () => unauthorized });
      await expect(api.post(path, {})).rejects.toBeInstanceOf(ApiError);
      expect(server.calls).toHaveLength(1);
      expect(localStorage.getItem(STORAGE_KEYS.token)).toBe('old-access');
      expect(redirect).not.toHaveBeenCalled();
    },
  );

  it('does not renew while the current page is under /auth/', async () => {
    window.history.pushState({}, '', '/auth/reset-password/abc');
    const server = mockApi({ 'GET /users/me': () => unauthorized });
    await expect(api.get('/users/me')).rejects.toMatchObject({ status: 401 });
    expect(server.calls).toHaveLength(1);
    expect(redirect).not.toHaveBeenCalled();
  });

  it('does not renew on an account page in another language either (/ar/auth/…)', async () => {
    window.history.pushState({}, '', '/ar/auth/reset-password/abc');
    const server = mockApi({ 'GET /users/me': () => unauthorized });
    await expect(api.get('/users/me')).rejects.toMatchObject({ status: 401 });
    expect(server.calls).toHaveLength(1);
    expect(redirect).not.toHaveBeenCalled();
  });
});

describe('when renewal fails', () => {
  it('records the path, clears the session and goes to /auth/login with the expiry message', async () => {
    mockApi({ 'GET /users/me': () => unauthorized, 'POST /users/refresh-token': () => unauthorized });
    await expect(api.get('/users/me')).rejects.toMatchObject({ status: 401 });
    expect(localStorage.getItem(STORAGE_KEYS.lastVisitedPath)).toBe('/user/register?step=2');
    expect(localStorage.getItem(STORAGE_KEYS.token)).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.refreshToken)).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.user)).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.logoutSuccess)).toBe('Your session has expired. Please sign in again.');
    expect(redirect).toHaveBeenCalledWith('/auth/login');
  });

  it('goes to login at once when no refresh token is stored', async () => {
    localStorage.removeItem(STORAGE_KEYS.refreshToken);
    const server = mockApi({ 'GET /users/me': () => unauthorized });
    await expect(api.get('/users/me')).rejects.toMatchObject({ status: 401 });
    expect(server.calls).toHaveLength(1);
    expect(redirect).toHaveBeenCalledWith('/auth/login');
  });

  it('counts an answer without both tokens as a failure', async () => {
    mockApi({
      'GET /users/me': () => unauthorized,
      'POST /users/refresh-token': () => ok({ token: 'only-access' }),
    });
    await expect(api.get('/users/me')).rejects.toMatchObject({ status: 401 });
    expect(localStorage.getItem(STORAGE_KEYS.token)).toBeNull();
    expect(redirect).toHaveBeenCalledWith('/auth/login');
  });

  it('does not remember / as the path to return to', async () => {
    window.history.pushState({}, '', '/');
    mockApi({ 'GET /users/me': () => unauthorized, 'POST /users/refresh-token': () => unauthorized });
    await expect(api.get('/users/me')).rejects.toBeInstanceOf(ApiError);
    expect(localStorage.getItem(STORAGE_KEYS.lastVisitedPath)).toBeNull();
  });

  it('keeps the session when the renewal cannot reach the server (only that request fails)', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL) => {
        if (String(input).endsWith('/users/refresh-token')) throw new TypeError('Failed to fetch');
        return new Response(JSON.stringify(unauthorized.body), { status: 401 });
      }),
    );
    await expect(api.get('/users/me')).rejects.toMatchObject({ status: 401 });
    expect(localStorage.getItem(STORAGE_KEYS.token)).toBe('old-access');
    expect(redirect).not.toHaveBeenCalled();
  });
});

/** An exclusive lock manager as the Web Locks API gives one per site (jsdom has none): requests queue by name. */
function fakeLocks() {
  const queues = new Map<string, Promise<unknown>>();
  const counts = new Map<string, { held: number; waiting: number }>();
  const count = (name: string) => {
    const known = counts.get(name);
    if (known) return known;
    const fresh = { held: 0, waiting: 0 };
    counts.set(name, fresh);
    return fresh;
  };
  return {
    request<T>(name: string, work: () => Promise<T>): Promise<T> {
      const c = count(name);
      c.waiting += 1;
      const run = (queues.get(name) ?? Promise.resolve()).then(async () => {
        c.waiting -= 1;
        c.held += 1;
        try {
          return await work();
        } finally {
          c.held -= 1;
        }
      });
      queues.set(
        name,
        run.catch(() => {}),
      );
      return run;
    },
    state: (name: string) => ({ ...count(name) }),
  };
}

describe('renewal across tabs (Web Locks, tokens shared through storage)', () => {
  let locks: ReturnType<typeof fakeLocks>;
  beforeEach(() => {
    locks = fakeLocks();
    Object.defineProperty(navigator, 'locks', { value: locks, configurable: true });
  });
  afterEach(() => {
    Reflect.deleteProperty(navigator, 'locks');
  });

  it('waits while another tab renews, then replays with the tokens that tab stored instead of renewing again', async () => {
    const otherTab = deferred<void>();
    // Another tab holds the renewal lock while its renewal is under way.
    const otherTabDone = locks.request(RENEWAL_LOCK, () => otherTab.promise);
    await vi.waitFor(() => expect(locks.state(RENEWAL_LOCK).held).toBe(1));
    // No refresh-token route: a second renewal would be an unexpected call and fail the test.
    const server = mockApi({ 'GET /users/me': protectedRoute });
    const pending = api.get('/users/me');
    // This tab's 401 came back and its renewal waits for the lock.
    await vi.waitFor(() => expect(locks.state(RENEWAL_LOCK).waiting).toBe(1));
    expect(server.callsTo('GET /users/me')).toHaveLength(1);
    localStorage.setItem(STORAGE_KEYS.token, 'new-access');
    localStorage.setItem(STORAGE_KEYS.refreshToken, 'new-refresh');
    otherTab.resolve();
    await otherTabDone;
    await pending;
    expect(server.callsTo('GET /users/me').map((c) => c.authorization)).toEqual([
      'Bearer old-access',
      'Bearer new-access',
    ]);
    expect(redirect).not.toHaveBeenCalled();
  });

  it('renews holding the lock when no other tab has, so other tabs wait for its tokens', async () => {
    const gate = deferred<void>();
    const server = mockApi({
      'GET /users/me': protectedRoute,
      'POST /users/refresh-token': async () => {
        await gate.promise;
        return ok({ token: 'new-access', refreshToken: 'new-refresh' });
      },
    });
    const pending = api.get('/users/me');
    await vi.waitFor(() => expect(server.callsTo('POST /users/refresh-token')).toHaveLength(1));
    expect(locks.state(RENEWAL_LOCK).held).toBe(1);
    gate.resolve();
    await pending;
    expect(locks.state(RENEWAL_LOCK).held).toBe(0);
    expect(localStorage.getItem(STORAGE_KEYS.refreshToken)).toBe('new-refresh');
  });
});
