import { describe, expect, it } from 'vitest';
import type { UserRow } from '../src/db/schema';
import { USER_CACHE_TTL_MS, UserCache } from '../src/plugins/auth-user-cache';

const row = (role: string) => ({ id: 'u1', role }) as unknown as UserRow;

function setup(opts: { subscribed?: boolean } = {}) {
  let current = row('user');
  let fetches = 0;
  let release: (() => void) | null = null;
  let hold = false;
  let notify: (id: string) => void = () => {};
  let clock = 1_000_000;
  const cache = new UserCache(
    async () => {
      fetches++;
      const answer = current;
      if (hold) {
        hold = false;
        await new Promise<void>((r) => {
          release = r;
        });
      }
      return answer;
    },
    opts.subscribed === false
      ? null
      : async (onChange) => {
          notify = onChange;
          return async () => {};
        },
    () => clock,
  );
  return {
    cache,
    fetches: () => fetches,
    change: (role: string) => {
      current = row(role);
      notify('u1');
    },
    holdNext: () => {
      hold = true;
    },
    release: () => release?.(),
    advance: (ms: number) => {
      clock += ms;
    },
  };
}

describe('UserCache', () => {
  it('reads a user once and serves it until the row changes', async () => {
    const s = setup();
    await s.cache.start();
    expect((await s.cache.load('u1'))?.role).toBe('user');
    expect((await s.cache.load('u1'))?.role).toBe('user');
    expect(s.fetches()).toBe(1);
    s.change('admin');
    expect((await s.cache.load('u1'))?.role).toBe('admin');
    expect(s.fetches()).toBe(2);
  });

  it('shares one query among concurrent loads', async () => {
    const s = setup();
    await s.cache.start();
    const all = await Promise.all([s.cache.load('u1'), s.cache.load('u1'), s.cache.load('u1')]);
    expect(all.map((r) => r?.role)).toEqual(['user', 'user', 'user']);
    expect(s.fetches()).toBe(1);
  });

  it('keeps an answer read before a change out of the cache, and does not hand it to later loads', async () => {
    const s = setup();
    await s.cache.start();
    s.holdNext();
    const early = s.cache.load('u1');
    s.change('admin');
    const late = s.cache.load('u1');
    s.release();
    expect((await early)?.role).toBe('user');
    expect((await late)?.role).toBe('admin');
    expect((await s.cache.load('u1'))?.role).toBe('admin');
  });

  it('reads again after the safety-net lifetime', async () => {
    const s = setup();
    await s.cache.start();
    await s.cache.load('u1');
    s.advance(USER_CACHE_TTL_MS + 1);
    await s.cache.load('u1');
    expect(s.fetches()).toBe(2);
  });

  it('reads the database on every load when changes cannot be heard (PostgreSQL)', async () => {
    const s = setup({ subscribed: false });
    await s.cache.start();
    expect(s.cache.enabled).toBe(false);
    await s.cache.load('u1');
    await s.cache.load('u1');
    expect(s.fetches()).toBe(2);
  });
});
