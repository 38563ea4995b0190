/**
 * A judge's scores on a flaky connection (docs/product/judging.md#scoring-on-a-phone).
 *
 * - Every score is written to local storage the moment it is entered, before anything is sent: a reload, a
 *   closed tab or a dead battery loses nothing that was on the screen.
 * - One entry per cell (delegate × segment): entering a new value replaces the pending one, so only the last
 *   value is ever sent. Each entry carries an id made when it was entered and the time it was entered by this
 *   phone's clock; the server orders entries by its own clock and recognises an id it has already received, so
 *   a batch sent twice (an answer lost on the way back) is never stored twice.
 * - The server answers each entry applied (it is the stored score) or superseded (a later entry, from another
 *   device, is stored): a superseded one is never shown as saved; the cell says so until the judge enters it
 *   again. It also says how far this phone's clock is off, which the screen shows when it is more than a few
 *   seconds.
 * - A batch is sent at once when a score is entered, again when the browser says it is back online, and after a
 *   failure with a growing pause (1 s, doubling, at most 30 s).
 * - An entry leaves the outbox only when the server has answered for that very id: a value entered while a
 *   batch was on its way stays until its own answer.
 * - A score the server refuses (off the scale, segment locked…) stays visible with the server's message until
 *   the judge changes it; it is not sent again on its own.
 */

export interface ScoreEntry {
  /** Made when the value was entered; the server's idempotency key. */
  clientId: string;
  delegateId: string;
  segmentKey: string;
  value: number;
  /**
   * When it was entered (epoch ms by this phone's clock, strictly growing on it): with the send time, the server
   * measures how long it waited here, so a value held offline never overwrites a newer one from another phone.
   */
  enteredAt: number;
}

export interface RefusedScore extends ScoreEntry {
  code?: string;
  message: string;
}

/** What the server answered for a batch: which ids it applied, which a later entry superseded, which it refused. */
export interface BatchAnswer {
  applied: string[];
  superseded: string[];
  refused: { clientId: string; code?: string; message: string }[];
  /** How far this phone's clock is ahead of the server's (ms); null or absent when unknown. */
  clockSkewMs?: number | null;
}

/** Thrown by `send` when the batch may not have arrived (no connection, time-out, a server error). */
export class RetryLater extends Error {}

export interface OutboxState {
  pending: ScoreEntry[];
  refused: RefusedScore[];
  sending: boolean;
  /** True after a failed send, until one succeeds. */
  offline: boolean;
  /** Epoch ms of the last batch the server answered. */
  lastSavedAt: number | null;
  /** The values the server has confirmed during this visit, per cell (`cellKey`): newer than the last fetched sheet. */
  confirmed: ReadonlyMap<string, number>;
  /** Cells whose last entry from this phone was not applied: a later one (another device) is stored. */
  superseded: ReadonlySet<string>;
  /** How far this phone's clock was off at the last answer (ms, ahead positive); null when unknown. */
  clockSkewMs: number | null;
}

export interface OutboxStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
}

export interface OutboxClock {
  now(): number;
  setTimeout(fn: () => void, ms: number): unknown;
  clearTimeout(id: unknown): void;
}

export interface OnlineSource {
  addEventListener(type: 'online', listener: () => void): void;
  removeEventListener(type: 'online', listener: () => void): void;
}

export interface ScoreOutboxOptions {
  /** The storage key: one outbox per judge and round. */
  key: string;
  send: (entries: ScoreEntry[]) => Promise<BatchAnswer>;
  storage?: OutboxStorage;
  clock?: OutboxClock;
  online?: OnlineSource | null;
  newId?: () => string;
}

export const RETRY_FIRST_MS = 1_000;
export const RETRY_MAX_MS = 30_000;
/** At most this many scores in one request. */
export const BATCH_SIZE = 100;

interface Stored {
  pending: ScoreEntry[];
  refused: RefusedScore[];
  lastEnteredAt: number;
}

const browserClock: OutboxClock = {
  now: () => Date.now(),
  setTimeout: (fn, ms) => globalThis.setTimeout(fn, ms),
  clearTimeout: (id) => globalThis.clearTimeout(id as ReturnType<typeof setTimeout>),
};

/** The key of one score: a delegate in a segment. */
export const cellKey = (delegateId: string, segmentKey: string) => `${delegateId}\u0000${segmentKey}`;
const cell = (e: { delegateId: string; segmentKey: string }) => cellKey(e.delegateId, e.segmentKey);

export class ScoreOutbox {
  private stored: Stored;
  private state: OutboxState;
  private readonly listeners = new Set<() => void>();
  private readonly storage: OutboxStorage;
  private readonly clock: OutboxClock;
  private readonly online: OnlineSource | null;
  private readonly newId: () => string;
  private inFlight = false;
  private retryTimer: unknown = null;
  private retryMs = RETRY_FIRST_MS;
  private stopped = true;
  private readonly onOnline = () => this.flushNow();

  constructor(private readonly opts: ScoreOutboxOptions) {
    this.storage = opts.storage ?? localStorage;
    this.clock = opts.clock ?? browserClock;
    this.online = opts.online === undefined ? (typeof window === 'undefined' ? null : window) : opts.online;
    this.newId = opts.newId ?? (() => crypto.randomUUID());
    this.stored = this.load();
    this.state = {
      pending: this.stored.pending,
      refused: this.stored.refused,
      sending: false,
      offline: false,
      lastSavedAt: null,
      confirmed: new Map(),
      superseded: new Set(),
      clockSkewMs: null,
    };
  }

  /** Starts listening for the connection, and sends what an earlier visit left unsent. */
  start(): void {
    this.stopped = false;
    this.online?.addEventListener('online', this.onOnline);
    if (this.stored.pending.length > 0) this.flushNow();
  }

  stop(): void {
    this.stopped = true;
    this.online?.removeEventListener('online', this.onOnline);
    if (this.retryTimer !== null) this.clock.clearTimeout(this.retryTimer);
    this.retryTimer = null;
  }

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  getSnapshot = (): OutboxState => this.state;

  /** Records a score locally (at once, synchronously) and sends it once started. */
  enter(delegateId: string, segmentKey: string, value: number): ScoreEntry {
    const entry: ScoreEntry = {
      clientId: this.newId(),
      delegateId,
      segmentKey,
      value,
      enteredAt: Math.max(this.clock.now(), this.stored.lastEnteredAt + 1),
    };
    const key = cell(entry);
    this.stored = {
      lastEnteredAt: entry.enteredAt,
      pending: [...this.stored.pending.filter((e) => cell(e) !== key), entry],
      refused: this.stored.refused.filter((e) => cell(e) !== key),
    };
    this.persist();
    if (this.state.superseded.has(key)) {
      const superseded = new Set(this.state.superseded);
      superseded.delete(key);
      this.state = { ...this.state, superseded };
    }
    this.publish({});
    this.flushNow();
    return entry;
  }

  /** The value on screen for a cell: pending first, then what the server holds. */
  pendingFor(delegateId: string, segmentKey: string): ScoreEntry | RefusedScore | undefined {
    const key = cellKey(delegateId, segmentKey);
    return this.stored.pending.find((e) => cell(e) === key) ?? this.stored.refused.find((e) => cell(e) === key);
  }

  /** Sends now (a new score, the connection back, the judge's "Try again"). */
  flushNow(): void {
    if (this.retryTimer !== null) {
      this.clock.clearTimeout(this.retryTimer);
      this.retryTimer = null;
    }
    void this.flush();
  }

  private async flush(): Promise<void> {
    if (this.stopped || this.inFlight || this.stored.pending.length === 0) return;
    this.inFlight = true;
    const batch = this.stored.pending.slice(0, BATCH_SIZE);
    this.publish({ sending: true });
    let answer: BatchAnswer | null = null;
    try {
      answer = await this.opts.send(batch);
    } catch (err) {
      if (!(err instanceof RetryLater)) throw err;
    } finally {
      this.inFlight = false;
    }
    if (this.stopped) return;
    // An answer that names none of the batch is treated like no answer: waiting, never looping.
    const ids = answer
      ? new Set([...answer.applied, ...answer.superseded, ...answer.refused.map((r) => r.clientId)])
      : null;
    if (!answer || !batch.some((e) => ids?.has(e.clientId))) {
      this.publish({ sending: false, offline: true });
      this.retryTimer = this.clock.setTimeout(() => {
        this.retryTimer = null;
        void this.flush();
      }, this.retryMs);
      this.retryMs = Math.min(this.retryMs * 2, RETRY_MAX_MS);
      return;
    }
    this.settle(batch, answer);
    this.retryMs = RETRY_FIRST_MS;
    this.publish({
      sending: false,
      offline: false,
      lastSavedAt: this.clock.now(),
      clockSkewMs: answer.clockSkewMs ?? this.state.clockSkewMs,
    });
    // What was entered while the batch was away, or did not fit in it.
    if (this.stored.pending.length > 0) void this.flush();
  }

  private settle(batch: ScoreEntry[], answer: BatchAnswer): void {
    const saved = new Set(answer.applied);
    const overtaken = new Set(answer.superseded);
    const refusedById = new Map(answer.refused.map((r) => [r.clientId, r]));
    const refused: RefusedScore[] = [];
    for (const entry of batch) {
      const why = refusedById.get(entry.clientId);
      // Only the very entry that was sent: a newer value for the cell keeps its place.
      if (why && this.stored.pending.some((e) => e.clientId === entry.clientId)) {
        refused.push({ ...entry, code: why.code, message: why.message });
      }
    }
    const confirmed = new Map(this.state.confirmed);
    const superseded = new Set(this.state.superseded);
    for (const entry of batch) {
      if (saved.has(entry.clientId)) {
        confirmed.set(cell(entry), entry.value);
        superseded.delete(cell(entry));
      } else if (overtaken.has(entry.clientId)) {
        // Not applied: what this phone last confirmed for the cell is no longer what the server holds.
        confirmed.delete(cell(entry));
        superseded.add(cell(entry));
      }
    }
    this.state = { ...this.state, confirmed, superseded };
    const answered = (e: ScoreEntry) =>
      saved.has(e.clientId) || overtaken.has(e.clientId) || refusedById.has(e.clientId);
    this.stored = {
      lastEnteredAt: this.stored.lastEnteredAt,
      pending: this.stored.pending.filter((e) => !answered(e)),
      refused: [...this.stored.refused.filter((r) => !refused.some((n) => cell(n) === cell(r))), ...refused],
    };
    this.persist();
  }

  private publish(change: Partial<OutboxState>): void {
    this.state = { ...this.state, ...change, pending: this.stored.pending, refused: this.stored.refused };
    for (const listener of this.listeners) listener();
  }

  private load(): Stored {
    try {
      const raw = this.storage.getItem(this.opts.key);
      if (raw) {
        const parsed = JSON.parse(raw) as Partial<Stored>;
        if (
          Array.isArray(parsed.pending) &&
          Array.isArray(parsed.refused) &&
          typeof parsed.lastEnteredAt === 'number'
        ) {
          return { pending: parsed.pending, refused: parsed.refused, lastEnteredAt: parsed.lastEnteredAt };
        }
      }
    } catch {
      // An unreadable entry is treated as empty: the server still holds every score it acknowledged.
    }
    return { pending: [], refused: [], lastEnteredAt: 0 };
  }

  private persist(): void {
    this.storage.setItem(this.opts.key, JSON.stringify(this.stored));
  }
}
