import type { Database, DbOrTx } from './client';

const MAX_ENTRIES = 10_000;
/** A safety net only: a change is normally seen at once through the notification. */
export const CHANGE_CACHE_TTL_MS = 10_000;

type Fetch<T> = (key: string) => Promise<T | undefined>;
/**
 * A key may name one value of an id (`<id>/<part>`, e.g. a user and one of her sessions): an announced change of
 * the id forgets every value of it.
 */
export const KEY_PART_SEPARATOR = '/';
const idOf = (key: string) => {
  const at = key.indexOf(KEY_PART_SEPARATOR);
  return at < 0 ? key : key.slice(0, at);
};
export type Subscribe = (onChange: (id: string) => void) => Promise<() => Promise<void>>;

/**
 * Values read once per key (a user row behind access tokens, a user's unread
 * count) and kept until the database announces a change of that key (a
 * trigger and NOTIFY); the embedded database delivers the announcement before the write
 * that caused it returns, and runs in this process only, so a cached row is
 * never older than the last completed write. Concurrent loads of one user
 * share the query in flight; a change during that query keeps its (possibly
 * older) answer out of the cache.
 */
export class ChangeCache<T> {
  private readonly entries = new Map<string, { row: T; until: number }>();
  private readonly inFlight = new Map<string, Promise<T | undefined>>();
  /** The keys held for each id that has values of several parts. */
  private readonly parts = new Map<string, Set<string>>();
  private epoch = 0;
  private unsubscribe: (() => Promise<void>) | null = null;

  constructor(
    private readonly fetch: Fetch<T>,
    private readonly subscribe: Subscribe | null,
    private readonly now: () => number = Date.now,
  ) {}

  /** Starts listening; without a way to hear changes the cache stays off and every load reads the database. */
  async start(): Promise<void> {
    if (!this.subscribe) return;
    this.unsubscribe = await this.subscribe((id) => this.forget(id));
  }

  async stop(): Promise<void> {
    const un = this.unsubscribe;
    this.unsubscribe = null;
    this.entries.clear();
    this.parts.clear();
    await un?.().catch(() => {});
  }

  get enabled(): boolean {
    return this.unsubscribe !== null;
  }

  load(id: string): Promise<T | undefined> {
    const hit = this.enabled ? this.entries.get(id) : undefined;
    if (hit && hit.until > this.now()) return Promise.resolve(hit.row);
    let pending = this.inFlight.get(id);
    if (!pending) {
      const epoch = this.epoch;
      const query = this.fetch(id).then((row) => {
        if (row !== undefined && this.enabled && this.epoch === epoch) this.remember(id, row);
        return row;
      });
      pending = query.finally(() => {
        if (this.inFlight.get(id) === pending) this.inFlight.delete(id);
      });
      this.inFlight.set(id, pending);
    }
    return pending;
  }

  /** Forgets the value of `id` and every `<id>/<part>` value. */
  forget(id: string): void {
    this.epoch++;
    this.entries.delete(id);
    this.inFlight.delete(id);
    const keys = this.parts.get(id);
    if (!keys) return;
    this.parts.delete(id);
    for (const key of keys) {
      this.entries.delete(key);
      this.inFlight.delete(key);
    }
  }

  private remember(key: string, row: T): void {
    if (this.entries.size >= MAX_ENTRIES) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.drop(oldest);
    }
    this.entries.set(key, { row: Object.freeze(row), until: this.now() + CHANGE_CACHE_TTL_MS });
    const id = idOf(key);
    if (id === key) return;
    let keys = this.parts.get(id);
    if (!keys) {
      keys = new Set();
      this.parts.set(id, keys);
    }
    keys.add(key);
  }

  private drop(key: string): void {
    this.entries.delete(key);
    const id = idOf(key);
    const keys = this.parts.get(id);
    keys?.delete(key);
    if (keys?.size === 0) this.parts.delete(id);
  }
}

interface EmbeddedClient {
  listen(channel: string, callback: (payload: string) => void): Promise<() => Promise<void>>;
}

/**
 * How to hear the changes announced on `channel`: the embedded database
 * (PGlite) delivers them synchronously. On PostgreSQL several API instances
 * may write, and a notification reaches the others only after the write has
 * returned, so there no subscription is offered, the cache stays off and
 * every load reads the database.
 */
export function changeSubscription(db: Database, channel: string): Subscribe | null {
  const client = embeddedClient(db);
  if (!client) return null;
  return (onChange) => client.listen(channel, onChange);
}

/**
 * True on the embedded database, which one process alone may open: there a
 * value cached in this process can only be changed by this process's own writes.
 */
export function writesStayInProcess(db: DbOrTx): boolean {
  return embeddedClient(db) !== null;
}

function embeddedClient(db: DbOrTx): EmbeddedClient | null {
  const client = (db as unknown as { $client?: Partial<EmbeddedClient> }).$client;
  return typeof client?.listen === 'function' ? (client as EmbeddedClient) : null;
}
