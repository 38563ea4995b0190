import type { Redis } from 'ioredis';

/**
 * Counters that never pass their limit, for limits counted over a long window (a day's votes from one network
 * address): `take` adds one unless the count has reached the limit, in one atomic step, so racing requests are
 * counted without a lock and exactly `limit` of them get through. A counter unknown to the store starts from
 * what the database holds (`start`), so a restart or a new instance counts on from there.
 *
 * A unit is taken before its caller knows whether it will be used (a vote that turns out paid, or resent, gives
 * its unit back): the caller then keeps it or gives it back. A take that finds the count at its limit while units
 * of the same key are held undecided in this process waits for them and tries again, so nobody is refused while
 * a unit is about to come back: exactly `limit` are kept, and nobody is refused while fewer are.
 *
 * In-process by default; with REDIS_URL every instance shares one count. While Redis is away each instance counts
 * in-process (started again from the database), as the rate limits do: an outage can let an address through at
 * most one limit per instance, never an unlimited number. A unit taken in Redis and given back while Redis is
 * away is given back there once it answers again (up to MAX_PENDING_GIVE_BACKS of them).
 */
export interface LimitCounters {
  /** A unit of `key`, or null when its count reached `limit` (and no unit held here may come back). */
  take(key: string, limit: number, ttlMs: number, start: () => Promise<number>): Promise<TakenUnit | null>;
}

/** A unit taken from a counter, held until its caller keeps it or gives it back (exactly one of the two). */
export interface TakenUnit {
  keep(): void;
  giveBack(): Promise<void>;
}

/** One store's atomic step: the way to give back the unit it added, or null when the count reached the limit. */
type Add = (key: string, limit: number, ttlMs: number, start: () => Promise<number>) => Promise<GiveBack | null>;
type GiveBack = () => Promise<void>;

/** Give-backs waiting for Redis to answer again, at most. Past it one is dropped: its address counts one high. */
export const MAX_PENDING_GIVE_BACKS = 10_000;

/** Units taken and not yet kept or given back, per key, in this process: a take at the limit waits for them. */
function holding(add: Add): LimitCounters {
  const held = new Map<string, Set<Promise<void>>>();
  const hold = (key: string, giveBack: GiveBack): TakenUnit => {
    let settle = () => {};
    const settled = new Promise<void>((resolve) => {
      settle = resolve;
    });
    let units = held.get(key);
    if (!units) {
      units = new Set();
      held.set(key, units);
    }
    units.add(settled);
    let done = false;
    const release = () => {
      if (done) return;
      done = true;
      const set = held.get(key);
      set?.delete(settled);
      if (set?.size === 0) held.delete(key);
      settle();
    };
    return {
      keep: release,
      async giveBack() {
        if (done) return;
        try {
          await giveBack();
        } finally {
          release();
        }
      },
    };
  };
  return {
    async take(key, limit, ttlMs, start) {
      for (;;) {
        const giveBack = await add(key, limit, ttlMs, start);
        if (giveBack) return hold(key, giveBack);
        const undecided = held.get(key);
        if (!undecided || undecided.size === 0) return null;
        // At the limit only while units held here are undecided: once they are, one may have come back.
        await Promise.all([...undecided]);
      }
    },
  };
}

interface Local {
  count: number;
  expiresAt: number;
}

const SWEEP_EVERY = 1_000;

/** The in-process store: check and add in one synchronous step. */
function localAdd(): Add {
  const counts = new Map<string, Local>();
  const starting = new Map<string, Promise<void>>();
  let calls = 0;
  const sweep = (now: number) => {
    for (const [key, c] of counts) if (c.expiresAt <= now) counts.delete(key);
  };
  const giveBack = (counter: Local) => async () => {
    if (counter.count > 0) counter.count -= 1;
  };
  return async (key, limit, ttlMs, start) => {
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
    if (counter.count >= limit) return null;
    counter.count += 1;
    return giveBack(counter);
  };
}

/** Counters in this process's memory. */
export function localCounters(): LimitCounters {
  return holding(localAdd());
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
  const local = localAdd();
  const ready = () => redis.status === 'ready';
  /** Keys whose give-back Redis did not receive, oldest first: sent once it answers again. */
  const pending: string[] = [];
  let replaying: Promise<void> | null = null;
  const giveBackShared = async (k: string) => {
    try {
      if (!ready()) throw new Error('Redis is not connected');
      await redis.eval(GIVE_BACK, 1, k);
    } catch {
      if (pending.length < MAX_PENDING_GIVE_BACKS) pending.push(k);
    }
  };
  /** The give-backs Redis missed, oldest first; one pass at a time, stopped when Redis is away again. */
  const replay = (): Promise<void> => {
    if (replaying) return replaying;
    const pass = (async () => {
      try {
        while (pending.length > 0 && ready()) {
          await redis.eval(GIVE_BACK, 1, pending[0] as string);
          pending.shift();
        }
      } catch {
        // Away again: the rest waits for the next time it answers.
      }
    })().finally(() => {
      replaying = null;
    });
    replaying = pass;
    return pass;
  };
  redis.on('ready', () => void replay());
  const add: Add = async (key, limit, ttlMs, start) => {
    const k = `${namespace}${key}`;
    // What was given back while Redis was away counts before anything new is taken.
    if (pending.length > 0) await replay();
    let result = Number(await redis.eval(TAKE, 1, k, limit));
    if (result === -2) {
      await redis.set(k, await start(), 'PX', ttlMs, 'NX');
      result = Number(await redis.eval(TAKE, 1, k, limit));
    }
    return result > 0 ? () => giveBackShared(k) : null;
  };
  return holding(async (key, limit, ttlMs, start) => {
    // A unit is given back where it was taken: in Redis (then later if Redis is away meanwhile) or here.
    if (!ready()) return local(key, limit, ttlMs, start);
    try {
      return await add(key, limit, ttlMs, start);
    } catch {
      return local(key, limit, ttlMs, start);
    }
  });
}
