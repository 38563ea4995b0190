import { ioredis } from '../../lib/optional-packages';

/**
 * What the person check remembers for a few minutes: the solutions already used, and how many times an
 * address did something lately. In-process by default; in Redis, shared by every instance, when REDIS_URL is
 * set. While Redis is away each instance remembers in-process (a solution could then be used once per
 * instance, never more).
 */
export interface ChallengeStore {
  /** True the first time `key` is seen within `ttlSeconds`, false afterwards. */
  useOnce(key: string, ttlSeconds: number): Promise<boolean>;
  /** Counts one more occurrence of `key` in a window of `windowMs` that starts with the first; returns the count. */
  hit(key: string, windowMs: number): Promise<number>;
  /** Resolves once the store is shared (at once for the in-process one). */
  ready(): Promise<void>;
  close(): Promise<void>;
}

export function localChallengeStore(now: () => number = Date.now): ChallengeStore {
  const used = new Map<string, number>();
  const counts = new Map<string, { n: number; until: number }>();
  let lastSweep = now();
  const sweep = () => {
    const t = now();
    if (t - lastSweep < 60_000) return;
    lastSweep = t;
    for (const [k, until] of used) if (until <= t) used.delete(k);
    for (const [k, c] of counts) if (c.until <= t) counts.delete(k);
  };
  return {
    async useOnce(key, ttlSeconds) {
      sweep();
      const t = now();
      const until = used.get(key);
      if (until !== undefined && until > t) return false;
      used.set(key, t + ttlSeconds * 1000);
      return true;
    },
    async hit(key, windowMs) {
      sweep();
      const t = now();
      const c = counts.get(key);
      if (!c || c.until <= t) {
        counts.set(key, { n: 1, until: t + windowMs });
        return 1;
      }
      c.n += 1;
      return c.n;
    },
    async ready() {},
    async close() {},
  };
}

export function redisChallengeStore(url: string, namespace = 'cq-pc:'): ChallengeStore {
  const { Redis } = ioredis();
  const redis = new Redis(url, {
    enableOfflineQueue: false,
    maxRetriesPerRequest: 0,
    commandTimeout: 500,
    connectTimeout: 1_000,
    retryStrategy: (attempt) => Math.min(attempt * 200, 2_000),
  });
  redis.on('error', () => {});
  const local = localChallengeStore();
  return {
    async useOnce(key, ttlSeconds) {
      if (redis.status !== 'ready') return local.useOnce(key, ttlSeconds);
      try {
        return (await redis.set(`${namespace}used:${key}`, '1', 'EX', ttlSeconds, 'NX')) === 'OK';
      } catch {
        return local.useOnce(key, ttlSeconds);
      }
    },
    async hit(key, windowMs) {
      if (redis.status !== 'ready') return local.hit(key, windowMs);
      try {
        const k = `${namespace}count:${key}`;
        const [[, n]] = (await redis.multi().incr(k).pexpire(k, windowMs, 'NX').exec()) as [[unknown, number]];
        return n;
      } catch {
        return local.hit(key, windowMs);
      }
    },
    ready: () =>
      redis.status === 'ready' ? Promise.resolve() : new Promise<void>((resolve) => redis.once('ready', resolve)),
    async close() {
      await redis.quit().catch(() => redis.disconnect());
    },
  };
}
