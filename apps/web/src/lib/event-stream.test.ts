import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type EventSourceLike, openEventStream, retryDelay, type StreamStatus, type WakeSource } from './event-stream';

/** A stand-in for the browser's EventSource: the test opens, feeds and breaks it. */
class FakeSource implements EventSourceLike {
  static all: FakeSource[] = [];
  readyState = 0;
  onopen: EventSourceLike['onopen'] = null;
  onerror: EventSourceLike['onerror'] = null;
  closed = false;
  private listeners = new Map<string, ((ev: MessageEvent) => void)[]>();
  constructor(readonly url: string) {
    FakeSource.all.push(this);
  }
  addEventListener(type: string, listener: (ev: MessageEvent) => void) {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
  }
  close() {
    this.closed = true;
    this.readyState = 2;
  }
  open() {
    this.readyState = 1;
    this.onopen?.call(this, new Event('open'));
  }
  emit(type: string, data: unknown, id: string) {
    const ev = new MessageEvent(type, { data: JSON.stringify(data), lastEventId: id });
    for (const l of this.listeners.get(type) ?? []) l(ev);
  }
  fail(final: boolean) {
    this.readyState = final ? 2 : 0;
    this.onerror?.call(this, new Event('error'));
  }
}

function fakeWake() {
  let visible = true;
  const listeners = new Set<() => void>();
  const wake: WakeSource = {
    isVisible: () => visible,
    onWake(l) {
      listeners.add(l);
      return () => listeners.delete(l);
    },
  };
  return {
    wake,
    hide: () => {
      visible = false;
    },
    show: () => {
      visible = true;
      for (const l of listeners) l();
    },
    listeners,
  };
}

const latest = () => {
  const s = FakeSource.all.at(-1);
  if (!s) throw new Error('no connection');
  return s;
};

describe('the live event stream', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    FakeSource.all = [];
  });
  afterEach(() => vi.useRealTimers());

  function open(extra: Partial<Parameters<typeof openEventStream>[0]> = {}) {
    const events: [string, unknown, string][] = [];
    const statuses: StreamStatus[] = [];
    const w = fakeWake();
    const stream = openEventStream({
      url: '/api/live/stream',
      events: ['cue', 'revoked'],
      onEvent: (type, data, id) => events.push([type, JSON.parse(data), id]),
      onStatus: (s) => statuses.push(s),
      create: (url) => new FakeSource(url),
      wake: w.wake,
      random: () => 0.5,
      ...extra,
    });
    return { stream, events, statuses, w };
  }

  it('delivers named events and remembers the last id', () => {
    const { stream, events, statuses } = open();
    latest().open();
    latest().emit('cue', { seq: 1 }, '1');
    latest().emit('cue', { seq: 2 }, '2');
    expect(events.map((e) => e[1])).toEqual([{ seq: 1 }, { seq: 2 }]);
    expect(stream.lastEventId()).toBe('2');
    expect(statuses).toEqual(['connecting', 'open']);
  });

  it('reconnects a closed stream after a growing, jittered pause, resuming after the last event', () => {
    const { statuses } = open();
    latest().open();
    latest().emit('cue', { seq: 7 }, '7');
    latest().fail(true);
    expect(statuses.at(-1)).toBe('reconnecting');
    expect(FakeSource.all).toHaveLength(1);
    // First pause: between 0.5 s and 1 s (random 0.5 → 750 ms).
    vi.advanceTimersByTime(749);
    expect(FakeSource.all).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(FakeSource.all).toHaveLength(2);
    expect(latest().url).toBe('/api/live/stream?lastEventId=7');
    // It fails again at once: the second pause is longer (1.5 s).
    latest().fail(true);
    vi.advanceTimersByTime(1_499);
    expect(FakeSource.all).toHaveLength(2);
    vi.advanceTimersByTime(1);
    expect(FakeSource.all).toHaveLength(3);
    // Once open, the pause starts from the beginning again.
    latest().open();
    expect(statuses.at(-1)).toBe('open');
    latest().fail(true);
    vi.advanceTimersByTime(750);
    expect(FakeSource.all).toHaveLength(4);
  });

  it('leaves a stream that is still connecting to the browser’s own retry, and says it is reconnecting', () => {
    const { statuses } = open();
    latest().open();
    latest().fail(false);
    expect(statuses.at(-1)).toBe('reconnecting');
    vi.advanceTimersByTime(60_000);
    expect(FakeSource.all).toHaveLength(1);
    latest().open();
    expect(statuses.at(-1)).toBe('open');
  });

  it('connects again at once when a sleeping phone wakes, without waiting out its pause', () => {
    const { w, events } = open();
    latest().open();
    latest().emit('cue', { seq: 3 }, '3');
    w.hide();
    latest().fail(true);
    // Hidden: no retries in the background.
    vi.advanceTimersByTime(120_000);
    expect(FakeSource.all).toHaveLength(1);
    w.show();
    expect(FakeSource.all).toHaveLength(2);
    expect(latest().url).toBe('/api/live/stream?lastEventId=3');
    latest().open();
    latest().emit('cue', { seq: 9 }, '9');
    expect(events.at(-1)?.[1]).toEqual({ seq: 9 });
  });

  it('replaces a connection that looked open when the page comes back into view', () => {
    const { w, events } = open();
    latest().open();
    const first = latest();
    w.show();
    expect(first.closed).toBe(true);
    expect(FakeSource.all).toHaveLength(2);
    // Events of the old connection are ignored once it is replaced.
    first.emit('cue', { seq: 1 }, '1');
    expect(events).toEqual([]);
  });

  it('stops for good on a final event and on close', () => {
    const { statuses, w } = open({ isFinal: (type) => type === 'revoked' });
    latest().open();
    latest().emit('revoked', {}, '');
    expect(latest().closed).toBe(true);
    expect(statuses.at(-1)).toBe('closed');
    expect(w.listeners.size).toBe(0);
    vi.advanceTimersByTime(120_000);
    expect(FakeSource.all).toHaveLength(1);
  });

  it('caps the pause at 30 s and keeps it between half and all of the ceiling', () => {
    expect(retryDelay(0, () => 0)).toBe(500);
    expect(retryDelay(0, () => 1)).toBe(1_000);
    expect(retryDelay(3, () => 1)).toBe(8_000);
    expect(retryDelay(40, () => 1)).toBe(30_000);
    expect(retryDelay(40, () => 0)).toBe(15_000);
  });
});
