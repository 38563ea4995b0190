import { POLLING, type PolledCall } from '@cq/shared';

/**
 * The portal's one polling scheduler (docs/product/portal.md#polling). Three calls are polled:
 * the contestant record, the notifications list and the unread count.
 *
 * - While the tab is visible each call repeats every 120000 ms; the first
 *   fetches run at 1 s (contestant), 3 s (notifications) and 5 s (unread count).
 * - When the tab becomes visible again: the contestant after 1 s and the
 *   notifications after 3 s (the list carries the unread count too); each
 *   call's 120000 ms cycle starts again from there.
 * - Two calls of the same kind are at least 5 s apart (a call asked for sooner
 *   waits for its turn), and the tab sends at most 10 polled calls a minute
 *   (the counter resets every 60 s; a call over the cap waits for the reset).
 * - A 429 pauses every poll and shows 'System cooling down'; the pause starts
 *   at 1000 ms and doubles with each further 429 up to 60000 ms (never shorter
 *   than the server's Retry-After, never longer than the cap). The refused call
 *   is asked again when the pause ends, still no sooner than 5 s after its
 *   last try. The first success ends the cooling down and resets the back-off.
 * - Hiding the tab stops everything; stop() (logout, leaving the portal) too.
 */
export type PollTask = () => Promise<unknown>;

export interface PollingClock {
  now(): number;
  setTimeout(fn: () => void, ms: number): unknown;
  clearTimeout(id: unknown): void;
}

export interface VisibilitySource {
  readonly visibilityState: DocumentVisibilityState;
  addEventListener(type: 'visibilitychange', listener: () => void): void;
  removeEventListener(type: 'visibilitychange', listener: () => void): void;
}

export interface PollingSchedulerOptions {
  tasks: Record<PolledCall, PollTask>;
  /** Milliseconds to wait when the error is a 429 (its Retry-After, or 0), else null. */
  rateLimitDelay: (error: unknown) => number | null;
  clock?: PollingClock;
  visibility?: VisibilitySource;
}

export interface PollingState {
  running: boolean;
  coolingDown: boolean;
  /** The pause the next 429 will cause. */
  nextBackoffMs: number;
  /** When a pause after a 429 ends (epoch ms); null when not paused. */
  resumeAt: number | null;
}

const KINDS: readonly PolledCall[] = ['contestant', 'notifications', 'unreadCount'];
const ON_VISIBLE: Partial<Record<PolledCall, number>> = POLLING.visibleFetchMs;

const browserClock: PollingClock = {
  now: () => Date.now(),
  setTimeout: (fn, ms) => globalThis.setTimeout(fn, ms),
  clearTimeout: (id) => globalThis.clearTimeout(id as ReturnType<typeof setTimeout>),
};

export class PollingScheduler {
  private readonly tasks: Record<PolledCall, PollTask>;
  private readonly rateLimitDelay: (error: unknown) => number | null;
  private readonly clock: PollingClock;
  private readonly visibility: VisibilitySource | undefined;

  private running = false;
  /** Bumped on stop and on hide, so answers of an earlier run change nothing. */
  private generation = 0;
  private readonly timers = new Set<unknown>();
  private readonly waiting = new Map<PolledCall, unknown>();
  private readonly inFlight = new Set<PolledCall>();
  private readonly lastCallAt = new Map<PolledCall, number>();
  private windowStart = 0;
  private callsInWindow = 0;
  private pausedUntil = 0;
  private backoffMs: number = POLLING.backoffStartMs;
  private coolingDown = false;
  private readonly listeners = new Set<() => void>();
  private state: PollingState = {
    running: false,
    coolingDown: false,
    nextBackoffMs: POLLING.backoffStartMs,
    resumeAt: null,
  };

  constructor(options: PollingSchedulerOptions) {
    this.tasks = options.tasks;
    this.rateLimitDelay = options.rateLimitDelay;
    this.clock = options.clock ?? browserClock;
    this.visibility = options.visibility ?? (typeof document === 'undefined' ? undefined : document);
  }

  /** Starts polling (no-op when running): first fetches at 1 s, 3 s and 5 s if the tab is visible. */
  start(): void {
    if (this.running) return;
    this.running = true;
    this.windowStart = this.clock.now();
    this.callsInWindow = 0;
    this.visibility?.addEventListener('visibilitychange', this.onVisibilityChange);
    if (this.isVisible()) {
      for (const kind of KINDS) this.startCycle(kind, POLLING.firstFetchMs[kind], true);
    }
    this.emit();
  }

  /** Stops every timer; answers still on their way are ignored. */
  stop(): void {
    if (!this.running) return;
    this.running = false;
    this.visibility?.removeEventListener('visibilitychange', this.onVisibilityChange);
    this.clearAll();
    this.emit();
  }

  /** Asks for one call now (e.g. the bell opened), within the same throttle, cap and pause. */
  request(kind: PolledCall): void {
    if (!this.running || !this.isVisible() || this.inFlight.has(kind)) return;
    const now = this.clock.now();
    this.rollWindow(now);
    const last = this.lastCallAt.get(kind);
    const wait = Math.max(
      this.pausedUntil - now,
      last === undefined ? 0 : last + POLLING.minGapMs - now,
      this.callsInWindow >= POLLING.maxCallsPerMinute ? this.windowStart + POLLING.counterResetMs - now : 0,
    );
    if (wait > 0) this.waitFor(kind, wait);
    else this.run(kind, now);
  }

  getState(): PollingState {
    return this.state;
  }

  subscribe(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  private readonly onVisibilityChange = (): void => {
    if (!this.running) return;
    this.clearAll();
    if (!this.isVisible()) return;
    for (const kind of KINDS) {
      const delay = ON_VISIBLE[kind];
      if (delay === undefined) this.startCycle(kind, POLLING.firstFetchMs[kind], false);
      else this.startCycle(kind, delay, true);
    }
  };

  /** A call's cycle: after `delay` (fetching then, or only starting the clock), then every interval. */
  private startCycle(kind: PolledCall, delay: number, fetchFirst: boolean): void {
    const tick = () => {
      this.request(kind);
      this.later(tick, POLLING.intervalMs);
    };
    this.later(tick, fetchFirst ? delay : delay + POLLING.intervalMs);
  }

  private waitFor(kind: PolledCall, ms: number): void {
    if (this.waiting.has(kind)) return;
    this.waiting.set(
      kind,
      this.later(() => {
        this.waiting.delete(kind);
        this.request(kind);
      }, ms),
    );
  }

  private run(kind: PolledCall, now: number): void {
    this.lastCallAt.set(kind, now);
    this.callsInWindow += 1;
    this.inFlight.add(kind);
    const generation = this.generation;
    let task: Promise<unknown>;
    try {
      task = this.tasks[kind]();
    } catch (err) {
      task = Promise.reject(err);
    }
    task.then(
      () => {
        this.inFlight.delete(kind);
        if (generation === this.generation) this.succeeded();
      },
      (err: unknown) => {
        this.inFlight.delete(kind);
        if (generation === this.generation) this.failed(kind, err);
      },
    );
  }

  private succeeded(): void {
    if (!this.coolingDown && this.backoffMs === POLLING.backoffStartMs) return;
    this.coolingDown = false;
    this.backoffMs = POLLING.backoffStartMs;
    this.emit();
  }

  private failed(kind: PolledCall, err: unknown): void {
    const retryAfterMs = this.rateLimitDelay(err);
    // Other failures wait for the next cycle; the query keeps its error for the screen.
    if (retryAfterMs === null) return;
    const now = this.clock.now();
    if (now >= this.pausedUntil) {
      const pause = Math.min(POLLING.backoffMaxMs, Math.max(this.backoffMs, retryAfterMs));
      this.pausedUntil = now + pause;
      this.backoffMs = Math.min(POLLING.backoffMaxMs, this.backoffMs * 2);
      this.coolingDown = true;
      this.emit();
    }
    this.waitFor(kind, this.pausedUntil - now);
  }

  private rollWindow(now: number): void {
    const elapsed = now - this.windowStart;
    if (elapsed < POLLING.counterResetMs) return;
    this.windowStart += Math.floor(elapsed / POLLING.counterResetMs) * POLLING.counterResetMs;
    this.callsInWindow = 0;
  }

  private later(fn: () => void, ms: number): unknown {
    const id = this.clock.setTimeout(() => {
      this.timers.delete(id);
      fn();
    }, ms);
    this.timers.add(id);
    return id;
  }

  private clearAll(): void {
    for (const id of this.timers) this.clock.clearTimeout(id);
    this.timers.clear();
    this.waiting.clear();
    this.inFlight.clear();
    this.generation += 1;
  }

  private isVisible(): boolean {
    return !this.visibility || this.visibility.visibilityState === 'visible';
  }

  private emit(): void {
    this.state = {
      running: this.running,
      coolingDown: this.coolingDown,
      nextBackoffMs: this.backoffMs,
      resumeAt: this.pausedUntil > this.clock.now() ? this.pausedUntil : null,
    };
    for (const listener of this.listeners) listener();
  }
}
