/**
 * A Server-Sent Events connection that survives a venue's network: it reconnects after a loss with a growing,
 * jittered pause (1 s, 2 s, 4 s … up to 30 s, each between half and all of that), resumes after the last event
 * it received (`Last-Event-ID`, sent by the browser's own retry and as `lastEventId` in the address of a new
 * connection), and catches up at once when the page comes back into view or the device back online (a phone that
 * slept). The caller keeps its last picture meanwhile: the status only says whether the picture is live.
 */

export type StreamStatus = 'connecting' | 'open' | 'reconnecting' | 'closed';

/** The part of EventSource this client uses, so tests can hand it a fake. */
export interface EventSourceLike {
  readonly readyState: number;
  onopen: ((this: EventSourceLike, ev: Event) => unknown) | null;
  onerror: ((this: EventSourceLike, ev: Event) => unknown) | null;
  addEventListener(type: string, listener: (ev: MessageEvent) => void): void;
  close(): void;
}
export type EventSourceFactory = (url: string) => EventSourceLike;

export interface StreamClock {
  setTimeout(fn: () => void, ms: number): unknown;
  clearTimeout(id: unknown): void;
}

/** Where the page's visibility and connectivity are heard (the document and window in a browser). */
export interface WakeSource {
  isVisible(): boolean;
  onWake(listener: () => void): () => void;
}

export interface EventStreamOptions {
  url: string;
  /** The named events to listen for (`event:` lines); unnamed messages arrive as `message`. */
  events: readonly string[];
  onEvent: (type: string, data: string, id: string) => void;
  onStatus?: (status: StreamStatus) => void;
  /** Called when the stream reports its end for good (a revoked display link): no reconnection follows. */
  isFinal?: (type: string, data: string) => boolean;
  create?: EventSourceFactory;
  clock?: StreamClock;
  wake?: WakeSource;
  random?: () => number;
  minDelayMs?: number;
  maxDelayMs?: number;
}

export const STREAM_RETRY = { minDelayMs: 1_000, maxDelayMs: 30_000 } as const;

/** The pause before reconnection attempt `attempt` (0-based): exponential, capped, with "equal jitter". */
export function retryDelay(attempt: number, random: () => number, min = 1_000, max = 30_000): number {
  const ceiling = Math.min(max, min * 2 ** Math.min(attempt, 20));
  return Math.round(ceiling / 2 + (random() * ceiling) / 2);
}

const CLOSED = 2;

const browserClock: StreamClock = {
  setTimeout: (fn, ms) => globalThis.setTimeout(fn, ms),
  clearTimeout: (id) => globalThis.clearTimeout(id as ReturnType<typeof setTimeout>),
};

export const browserWake: WakeSource = {
  isVisible: () => typeof document === 'undefined' || document.visibilityState !== 'hidden',
  onWake(listener) {
    const onVisibility = () => {
      if (document.visibilityState === 'visible') listener();
    };
    document.addEventListener('visibilitychange', onVisibility);
    window.addEventListener('online', listener);
    window.addEventListener('pageshow', listener);
    return () => {
      document.removeEventListener('visibilitychange', onVisibility);
      window.removeEventListener('online', listener);
      window.removeEventListener('pageshow', listener);
    };
  },
};

/** The address of a connection resuming after `lastId`. */
export function resumeUrl(url: string, lastId: string | null): string {
  if (!lastId) return url;
  return `${url}${url.includes('?') ? '&' : '?'}lastEventId=${encodeURIComponent(lastId)}`;
}

export interface EventStream {
  /** Drops the connection and connects again now (a wake-up, the "try now" of a display). */
  reconnectNow(): void;
  close(): void;
  lastEventId(): string | null;
}

export function openEventStream(options: EventStreamOptions): EventStream {
  const create = options.create ?? ((url: string) => new EventSource(url) as unknown as EventSourceLike);
  const clock = options.clock ?? browserClock;
  const wake = options.wake ?? browserWake;
  const random = options.random ?? Math.random;
  const min = options.minDelayMs ?? STREAM_RETRY.minDelayMs;
  const max = options.maxDelayMs ?? STREAM_RETRY.maxDelayMs;

  let source: EventSourceLike | null = null;
  let lastId: string | null = null;
  let attempt = 0;
  let timer: unknown = null;
  let stopped = false;
  let status: StreamStatus | null = null;

  const setStatus = (next: StreamStatus) => {
    if (next === status) return;
    status = next;
    options.onStatus?.(next);
  };

  const drop = () => {
    if (!source) return;
    source.onopen = null;
    source.onerror = null;
    source.close();
    source = null;
  };

  const cancelTimer = () => {
    if (timer !== null) clock.clearTimeout(timer);
    timer = null;
  };

  const stop = () => {
    stopped = true;
    cancelTimer();
    drop();
    unsubscribe();
    setStatus('closed');
  };

  const schedule = () => {
    if (stopped) return;
    cancelTimer();
    setStatus('reconnecting');
    // A hidden page waits for its wake-up rather than retrying in the background.
    if (!wake.isVisible()) return;
    const delay = retryDelay(attempt, random, min, max);
    attempt += 1;
    timer = clock.setTimeout(() => {
      timer = null;
      connect();
    }, delay);
  };

  const connect = () => {
    if (stopped) return;
    drop();
    if (status !== 'reconnecting') setStatus('connecting');
    const es = create(resumeUrl(options.url, lastId));
    source = es;
    es.onopen = () => {
      attempt = 0;
      setStatus('open');
    };
    es.onerror = () => {
      if (source !== es) return;
      // The browser retries on its own while the stream is CONNECTING; a CLOSED one (a refused or failed
      // answer) is ours to retry, with back-off. Either way the picture on screen is no longer live.
      if (es.readyState === CLOSED) {
        drop();
        schedule();
      } else {
        setStatus('reconnecting');
      }
    };
    for (const type of options.events) {
      es.addEventListener(type, (ev: MessageEvent) => {
        if (source !== es) return;
        if (ev.lastEventId) lastId = ev.lastEventId;
        if (status !== 'open') {
          attempt = 0;
          setStatus('open');
        }
        const data = typeof ev.data === 'string' ? ev.data : '';
        if (options.isFinal?.(type, data)) {
          options.onEvent(type, data, ev.lastEventId);
          stop();
          return;
        }
        options.onEvent(type, data, ev.lastEventId);
      });
    }
  };

  const onWake = () => {
    if (stopped) return;
    // Back in view or back online: connect again now, whatever the pause left. A phone that slept may hold a
    // connection that looks open but died meanwhile; a new one is answered with the present cue at once.
    cancelTimer();
    attempt = 0;
    connect();
  };
  const unsubscribe = wake.onWake(onWake);

  connect();

  return {
    reconnectNow() {
      if (stopped) return;
      cancelTimer();
      attempt = 0;
      connect();
    },
    close: stop,
    lastEventId: () => lastId,
  };
}
