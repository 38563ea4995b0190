import { createRequire } from 'node:module';
import type { Redis } from 'ioredis';
import { ioredis } from '../lib/optional-packages';

/** The callback contract of @fastify/rate-limit's stores. */
type Done = (err: Error | null, res: { current: number; ttl: number } | null) => void;
interface Store {
  incr(key: string, done: Done, timeWindow: number, max: number): void;
  read(key: string, done: Done, timeWindow: number, max: number): void;
  child(routeOptions: RouteOptions): Store;
}
interface RouteOptions {
  continueExceeding?: boolean;
  exponentialBackoff?: boolean;
  cache?: number;
  routeInfo: { method?: string; url?: string };
}
type StoreClass = new (...args: unknown[]) => Store;

// The plugin's own two stores: reused rather than copied, so both keep the plugin's counting rules.
const require = createRequire(import.meta.url);
const LocalStore = require('@fastify/rate-limit/store/LocalStore.js') as StoreClass;
const RedisStore = require('@fastify/rate-limit/store/RedisStore.js') as StoreClass;

/** How long a rate-limit check may wait for Redis before the request is counted in-process instead. */
export const REDIS_COMMAND_TIMEOUT_MS = 500;
const REDIS_CONNECT_TIMEOUT_MS = 1_000;
const MAX_RECONNECT_DELAY_MS = 2_000;
const PROBE_INTERVAL_MS = 1_000;

export type RedisState = 'ok' | 'degraded';

export interface SharedBudgets {
  redis: Redis;
  state(): RedisState;
  /** The store class handed to @fastify/rate-limit (`store` option). */
  Store: new (params: {
    continueExceeding?: boolean;
    exponentialBackoff?: boolean;
    cache?: number;
  }) => Store;
  close(): Promise<void>;
}

interface Logger {
  warn(obj: object, msg: string): void;
  info(msg: string): void;
}

/**
 * Budgets shared through Redis that keep working while Redis is away. A
 * request never waits on an absent Redis: commands are not queued while it is
 * disconnected and time out after half a second, and every check made in the
 * meantime spends an in-process budget of the same size, so each instance
 * still refuses an address that exceeds it (an outage can let through at most
 * one budget per instance, never an unlimited number). The client reconnects
 * in the background; once it is ready the shared budgets count again. One
 * warning is logged per outage, one line when Redis is back.
 */
export function sharedBudgets(url: string, namespace: string, log: Logger): SharedBudgets {
  const redis = new (ioredis().Redis)(url, {
    enableOfflineQueue: false,
    maxRetriesPerRequest: 0,
    commandTimeout: REDIS_COMMAND_TIMEOUT_MS,
    connectTimeout: REDIS_CONNECT_TIMEOUT_MS,
    retryStrategy: (attempt) => Math.min(attempt * 200, MAX_RECONNECT_DELAY_MS),
  });
  let state: RedisState = 'degraded';
  let outageLogged = false;
  let closing = false;
  const degrade = (reason: string) => {
    if (!closing && (state === 'ok' || !outageLogged)) {
      log.warn({ reason }, 'Redis is unavailable: rate limits count in-process until it is back');
      outageLogged = true;
    }
    state = 'degraded';
  };
  let nextProbeAt = 0;
  const recover = () => {
    if (outageLogged) log.info('Redis is back: rate limits are shared again');
    outageLogged = false;
    state = 'ok';
  };
  redis.on('ready', recover);
  redis.on('error', (err: Error) => degrade(err.message));
  redis.on('close', () => {
    if (state === 'ok') degrade('connection closed');
  });

  class ResilientStore implements Store {
    private readonly shared: Store;
    private readonly local: Store;
    constructor(
      params: RouteOptions | { continueExceeding?: boolean; exponentialBackoff?: boolean; cache?: number },
      pair?: [Store, Store],
    ) {
      if (pair) {
        [this.shared, this.local] = pair;
      } else {
        this.shared = new RedisStore(params.continueExceeding, params.exponentialBackoff, redis, namespace);
        this.local = new LocalStore(params.continueExceeding, params.exponentialBackoff, params.cache);
      }
    }
    incr(key: string, done: Done, timeWindow: number, max: number): void {
      this.call('incr', key, done, timeWindow, max);
    }
    read(key: string, done: Done, timeWindow: number, max: number): void {
      this.call('read', key, done, timeWindow, max);
    }
    child(routeOptions: RouteOptions): Store {
      return new ResilientStore(routeOptions, [this.shared.child(routeOptions), this.local.child(routeOptions)]);
    }
    private call(method: 'incr' | 'read', key: string, done: Done, timeWindow: number, max: number): void {
      if (redis.status !== 'ready' || (state === 'degraded' && Date.now() < nextProbeAt)) {
        this.local[method](key, done, timeWindow, max);
        return;
      }
      // Connected: count in Redis (after a timed-out command, one request a second probes it again).
      if (state === 'degraded') nextProbeAt = Date.now() + PROBE_INTERVAL_MS;
      this.shared[method](
        key,
        (err, res) => {
          if (err) {
            degrade(err.message);
            nextProbeAt = Date.now() + PROBE_INTERVAL_MS;
            this.local[method](key, done, timeWindow, max);
            return;
          }
          if (state === 'degraded') recover();
          done(null, res);
        },
        timeWindow,
        max,
      );
    }
  }

  return {
    redis,
    state: () => state,
    Store: ResilientStore,
    close: async () => {
      closing = true;
      await redis.quit().catch(() => redis.disconnect());
    },
  };
}
