import type { Redis } from 'ioredis';

/**
 * Counters that never pass their limit, for limits counted over a long window (a day's votes from one network
 * address): `take` adds one unless the count has reached the limit, in one atomic step, so racing requests are
 * counted without a lock and exactly `limit` of them get through. A counter unknown to the store starts from
 * what the database holds (`start`), so a restart or a new instance counts on from there; `giveBack` returns a
 * unit taken for something that was then not done.
 *
 * In-process by default; with REDIS_URL every instance shares one count. While Redis is away each instance counts
 * in-process (started again from the database), as the rate limits do: an outage can let an address through at
 * most one limit per instance, never an unlimited number.
 */
export interface LimitCounters {
  take(key: string, limit: number, ttlMs: number, start: () => Promise<number>): Promise<boolean>;
  giveBack(key: string): Promise<void>;
}

interface Local {
  count: number;
  expiresAt: number;
}

const SWEEP_EVERY = 1_000;

/** Counters in this process's memory. */
export function localCounters(): LimitCounters {
  const counts = new Map<string, Local>();
  const starting = new Map<string, Promise<void>>();
  let calls = 0;
  const sweep = (now: number) => {
    for (const [key, c] of counts) if (c.expiresAt <= now) counts.delete(key);
  };
  return {
    async take(key, limit, ttlMs, start) {
      const now = Date.now();
      if (++calls % SWEEP_EVERY === 0) sweep(now);
      let counter = counts.get(key);
      if (!counter || counter.expiresAt <= now) {
        let pending = starting.get(key);
        if (!pending) {
          pending = start().then(
            (count) => {
              counts.set(key, { count, expiresAt: Date.now() + ttlMs });
              starting.delete(key);
            },
            (err) => {
              starting.delete(key);
              throw err;
            },
          );
          starting.set(key, pending);
        }
        await pending;
        counter = counts.get(key) as Local;
      }
      // Checked and added in one synchronous step: nothing else runs in between.
      if (counter.count >= limit) return false;
      counter.count += 1;
      return true;
    },
    async giveBack(key) {
      const counter = counts.get(key);
      if (counter && counter.count > 0) counter.count -= 1;
    },
  };
}

// Adds one unless the count reached the limit; -2 when the key is unknown (it starts from the database first).
const TAKE = `local v = redis.call('GET', KEYS[1])
if not v then return -2 end
if tonumber(v) >= tonumber(ARGV[1]) then return -1 end
return redis.call('INCR', KEYS[1])`;
const GIVE_BACK = `local v = redis.call('GET', KEYS[1])
if v and tonumber(v) > 0 then return redis.call('DECR', KEYS[1]) end
return 0`;

/** Counters in Redis, shared by every instance; in-process while Redis does not answer. */
export function sharedCounters(redis: Redis, namespace: string): LimitCounters {
  const local = localCounters();
  const ready = () => redis.status === 'ready';
  const take = async (key: string, limit: number, ttlMs: number, start: () => Promise<number>): Promise<boolean> => {
    const k = `${namespace}${key}`;
    let result = Number(await redis.eval(TAKE, 1, k, limit));
    if (result === -2) {
      await redis.set(k, await start(), 'PX', ttlMs, 'NX');
      result = Number(await redis.eval(TAKE, 1, k, limit));
    }
    return result > 0;
  };
  return {
    async take(key, limit, ttlMs, start) {
      if (!ready()) return local.take(key, limit, ttlMs, start);
      try {
        return await take(key, limit, ttlMs, start);
      } catch {
        return local.take(key, limit, ttlMs, start);
      }
    },
    async giveBack(key) {
      if (!ready()) return local.giveBack(key);
      try {
        await redis.eval(GIVE_BACK, 1, `${namespace}${key}`);
      } catch {
        await local.giveBack(key);
      }
    },
  };
}
