import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeEventSource } from '../test/fake-event-source';
import { openEventStream, retryDelay, type StreamStatus, type WakeSource } from './event-stream';

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
  const s = FakeEventSource.connections.at(-1);
  if (!s) throw new Error('no connection');
  return s;
};

describe('the live event stream', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    FakeEventSource.connections = [];
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
      create: (url) => new FakeEventSource(url),
      wake: w.wake,
      random: () => 0.5,
      ...extra,
    });
    return { stream, events, statuses, w };
  }

  it('delivers named events and remembers the last id', () => {
    const { stream, events, statuses } = open();
    latest().open();
    latest().send('cue', { seq: 1 }, '1');
    latest().send('cue', { seq: 2 }, '2');
    expect(events.map((e) => e[1])).toEqual([{ seq: 1 }, { seq: 2 }]);
    expect(stream.lastEventId()).toBe('2');
    expect(statuses).toEqual(['connecting', 'open']);
  });

  it('reconnects a closed stream after a growing, jittered pause, resuming after the last event', () => {
    const { statuses } = open();
    latest().open();
    latest().send('cue', { seq: 7 }, '7');
    latest().fail(true);
    expect(statuses.at(-1)).toBe('reconnecting');
    expect(FakeEventSource.connections).toHaveLength(1);
    // First pause: between 0.5 s and 1 s (random 0.5 → 750 ms).
    vi.advanceTimersByTime(749);
    expect(FakeEventSource.connections).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(FakeEventSource.connections).toHaveLength(2);
    expect(latest().url).toBe('/api/live/stream?lastEventId=7');
    // It fails again at once: the second pause is longer (1.5 s).
    latest().fail(true);
    vi.advanceTimersByTime(1_499);
    expect(FakeEventSource.connections).toHaveLength(2);
    vi.advanceTimersByTime(1);
    expect(FakeEventSource.connections).toHaveLength(3);
    // Once open, the pause starts from the beginning again.
    latest().open();
    expect(statuses.at(-1)).toBe('open');
    latest().fail(true);
    vi.advanceTimersByTime(750);
    expect(FakeEventSource.connections).toHaveLength(4);
  });

  it('leaves a stream that is still connecting to the browser’s own retry, and says it is reconnecting', () => {
    const { statuses } = open();
    latest().open();
    latest().fail(false);
    expect(statuses.at(-1)).toBe('reconnecting');
    vi.advanceTimersByTime(60_000);
    expect(FakeEventSource.connections).toHaveLength(1);
    latest().open();
    expect(statuses.at(-1)).toBe('open');
  });

  it('connects again at once when a sleeping phone wakes, without waiting out its pause', () => {
    const { w, events } = open();
    latest().open();
    latest().send('cue', { seq: 3 }, '3');
    w.hide();
    latest().fail(true);
    // Hidden: no retries in the background.
    vi.advanceTimersByTime(120_000);
    expect(FakeEventSource.connections).toHaveLength(1);
    w.show();
    expect(FakeEventSource.connections).toHaveLength(2);
    expect(latest().url).toBe('/api/live/stream?lastEventId=3');
    latest().open();
    latest().send('cue', { seq: 9 }, '9');
    expect(events.at(-1)?.[1]).toEqual({ seq: 9 });
  });

  it('replaces a connection that looked open when the page comes back into view', () => {
    const { w, events } = open();
    latest().open();
    const first = latest();
    w.show();
    expect(first.closed).toBe(true);
    expect(FakeEventSource.connections).toHaveLength(2);
    // Events of the old connection are ignored once it is replaced.
    first.send('cue', { seq: 1 }, '1');
    expect(events).toEqual([]);
  });

  it('stops for good on a final event and on close', () => {
    const { statuses, w } = open({ isFinal: (type) => type === 'revoked' });
    latest().open();
    latest().send('revoked', {}, '');
    expect(latest().closed).toBe(true);
    expect(statuses.at(-1)).toBe('closed');
    expect(w.listeners.size).toBe(0);
    vi.advanceTimersByTime(120_000);
    expect(FakeEventSource.connections).toHaveLength(1);
  });

  it('caps the pause at 30 s and keeps it between half and all of the ceiling', () => {
    expect(retryDelay(0, () => 0)).toBe(500);
    expect(retryDelay(0, () => 1)).toBe(1_000);
    expect(retryDelay(3, () => 1)).toBe(8_000);
    expect(retryDelay(40, () => 1)).toBe(30_000);
    expect(retryDelay(40, () => 0)).toBe(15_000);
  });
});
