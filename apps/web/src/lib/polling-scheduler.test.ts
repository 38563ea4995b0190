import type { PolledCall } from '@cq/shared';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PollingScheduler, type VisibilitySource } from './polling-scheduler';

/** A tab whose visibility the test switches. */
class FakeTab implements VisibilitySource {
  visibilityState: DocumentVisibilityState = 'visible';
  private listeners = new Set<() => void>();
  addEventListener(_type: 'visibilitychange', listener: () => void) {
    this.listeners.add(listener);
  }
  removeEventListener(_type: 'visibilitychange', listener: () => void) {
    this.listeners.delete(listener);
  }
  set(state: DocumentVisibilityState) {
    this.visibilityState = state;
    for (const l of this.listeners) l();
  }
}

class RateLimited extends Error {
  constructor(readonly retryAfterMs = 0) {
    super('Too many requests');
  }
}

interface Call {
  kind: PolledCall;
  at: number;
}

let t0 = 0;
let calls: Call[] = [];
let tab: FakeTab;
/** What the next calls answer, per kind; empty means success. */
let answers: Record<PolledCall, Array<'ok' | RateLimited | Error>>;

function makeScheduler() {
  const task = (kind: PolledCall) => async () => {
    calls.push({ kind, at: Date.now() - t0 });
    const answer = answers[kind].shift() ?? 'ok';
    if (answer !== 'ok') throw answer;
  };
  return new PollingScheduler({
    tasks: { contestant: task('contestant'), notifications: task('notifications'), unreadCount: task('unreadCount') },
    rateLimitDelay: (err) => (err instanceof RateLimited ? err.retryAfterMs : null),
    visibility: tab,
  });
}

const at = (kind: PolledCall) => calls.filter((c) => c.kind === kind).map((c) => c.at);
const advance = (ms: number) => vi.advanceTimersByTimeAsync(ms);

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(new Date('2026-03-01T10:00:00Z'));
  t0 = Date.now();
  calls = [];
  tab = new FakeTab();
  answers = { contestant: [], notifications: [], unreadCount: [] };
});
afterEach(() => {
  vi.useRealTimers();
});

describe('polling schedule', () => {
  it('fetches first at 1 s (contestant), 3 s (notifications) and 5 s (unread count)', async () => {
    const s = makeScheduler();
    s.start();
    await advance(999);
    expect(calls).toEqual([]);
    await advance(1);
    expect(calls).toEqual([{ kind: 'contestant', at: 1000 }]);
    await advance(2000);
    expect(at('notifications')).toEqual([3000]);
    await advance(1999);
    expect(at('unreadCount')).toEqual([]);
    await advance(1);
    expect(at('unreadCount')).toEqual([5000]);
    s.stop();
  });

  it('repeats every 120000 ms while the tab is visible', async () => {
    const s = makeScheduler();
    s.start();
    await advance(5000 + 3 * 120_000);
    expect(at('contestant')).toEqual([1000, 121_000, 241_000, 361_000]);
    expect(at('notifications')).toEqual([3000, 123_000, 243_000, 363_000]);
    expect(at('unreadCount')).toEqual([5000, 125_000, 245_000, 365_000]);
    s.stop();
  });

  it('does not start the cycle in a hidden tab, and stops when the tab hides', async () => {
    tab.visibilityState = 'hidden';
    const s = makeScheduler();
    s.start();
    await advance(600_000);
    expect(calls).toEqual([]);

    tab.set('visible');
    await advance(10_000);
    expect(calls.length).toBeGreaterThan(0);
    calls = [];
    tab.set('hidden');
    await advance(600_000);
    expect(calls).toEqual([]);
    s.stop();
  });

  it('fetches after 1 s and 3 s when the tab becomes visible, then cycles from there', async () => {
    const s = makeScheduler();
    s.start();
    await advance(10_000);
    tab.set('hidden');
    await advance(50_000);
    calls = [];
    t0 = Date.now();
    tab.set('visible');
    await advance(999);
    expect(calls).toEqual([]);
    await advance(1);
    expect(calls).toEqual([{ kind: 'contestant', at: 1000 }]);
    await advance(2000);
    expect(calls).toEqual([
      { kind: 'contestant', at: 1000 },
      { kind: 'notifications', at: 3000 },
    ]);
    await advance(120_000 + 5000);
    expect(at('contestant')).toEqual([1000, 121_000]);
    expect(at('notifications')).toEqual([3000, 123_000]);
    expect(at('unreadCount')).toEqual([125_000]);
    s.stop();
  });

  it('stops every timer on stop(), and ignores an answer that arrives afterwards', async () => {
    let finish: (() => void) | undefined;
    const s = new PollingScheduler({
      tasks: {
        contestant: () =>
          new Promise<void>((resolve) => {
            calls.push({ kind: 'contestant', at: Date.now() - t0 });
            finish = resolve;
          }),
        notifications: async () => {
          calls.push({ kind: 'notifications', at: Date.now() - t0 });
        },
        unreadCount: async () => {
          calls.push({ kind: 'unreadCount', at: Date.now() - t0 });
        },
      },
      rateLimitDelay: () => null,
      visibility: tab,
    });
    s.start();
    await advance(1000);
    s.stop();
    expect(s.getState().running).toBe(false);
    finish?.();
    await advance(600_000);
    expect(calls).toEqual([{ kind: 'contestant', at: 1000 }]);
    // Visibility changes after stop() do nothing either.
    tab.set('hidden');
    tab.set('visible');
    await advance(10_000);
    expect(calls).toHaveLength(1);
  });
});

describe('throttle and per-minute cap', () => {
  it('keeps two calls of the same kind at least 5 s apart (a call asked sooner waits its turn)', async () => {
    const s = makeScheduler();
    s.start();
    await advance(3000); // notifications at 3000
    s.request('notifications');
    s.request('notifications');
    await advance(4999);
    expect(at('notifications')).toEqual([3000]);
    await advance(1);
    expect(at('notifications')).toEqual([3000, 8000]);
    s.stop();
  });

  it('sends at most 10 polled calls a minute and resumes when the counter resets after 60 s', async () => {
    const s = makeScheduler();
    s.start();
    const kinds: PolledCall[] = ['contestant', 'notifications', 'unreadCount'];
    // Ask for every call every second for a minute and a half.
    for (let second = 0; second < 90; second += 1) {
      for (const kind of kinds) s.request(kind);
      await advance(1000);
    }
    const firstMinute = calls.filter((c) => c.at < 60_000);
    expect(firstMinute).toHaveLength(10);
    const secondMinute = calls.filter((c) => c.at >= 60_000 && c.at < 120_000);
    expect(secondMinute.length).toBeGreaterThan(0);
    expect(secondMinute.length).toBeLessThanOrEqual(10);
    expect(Math.min(...secondMinute.map((c) => c.at))).toBe(60_000);
    // Never closer than 5 s for the same kind.
    for (const kind of kinds) {
      const times = at(kind);
      for (let i = 1; i < times.length; i += 1) {
        expect((times[i] as number) - (times[i - 1] as number)).toBeGreaterThanOrEqual(5000);
      }
    }
    s.stop();
  });

  it('counts in fixed 60 s windows from the start', async () => {
    const s = makeScheduler();
    s.start();
    await advance(5000);
    expect(calls).toHaveLength(3);
    // Seven more fit in the first minute; the next waits for 60 s.
    for (let i = 0; i < 7; i += 1) {
      const kind = (['contestant', 'notifications', 'unreadCount'] as const)[i % 3] as PolledCall;
      await advance(5000);
      s.request(kind);
    }
    await advance(100);
    expect(calls).toHaveLength(10);
    s.request('contestant');
    await advance(59_999 - (Date.now() - t0));
    expect(calls).toHaveLength(10);
    await advance(1);
    expect(calls).toHaveLength(11);
    expect(calls[10]).toEqual({ kind: 'contestant', at: 60_000 });
    s.stop();
  });
});

describe('429: cooling down and back-off', () => {
  it('pauses with cooling down, backs off 1000 ms doubling to 60000 ms, and recovers after a success', async () => {
    const s = makeScheduler();
    const pauses: number[] = [];
    s.subscribe(() => {
      const { resumeAt, coolingDown } = s.getState();
      if (coolingDown && resumeAt !== null) pauses.push(resumeAt - Date.now());
    });
    // Every call is refused nine times in a row, then served.
    let refusals = 9;
    for (const kind of ['contestant', 'notifications', 'unreadCount'] as const) {
      answers[kind] = new Proxy([], {
        get: (target, prop) =>
          prop === 'shift' ? () => (refusals-- > 0 ? new RateLimited() : 'ok') : Reflect.get(target, prop),
      });
    }
    s.start();
    await advance(1000);
    expect(s.getState().coolingDown).toBe(true);
    // Nothing is sent during a pause.
    let lastCount = calls.length;
    while (refusals > 0 && Date.now() - t0 < 600_000) {
      const resumeAt = s.getState().resumeAt as number;
      await advance(resumeAt - Date.now() - 1);
      expect(calls.length).toBe(lastCount);
      await advance(1);
      await advance(5000);
      lastCount = calls.length;
    }
    expect(pauses).toEqual([1000, 2000, 4000, 8000, 16_000, 32_000, 60_000, 60_000, 60_000]);
    await advance(65_000);
    expect(s.getState()).toMatchObject({ coolingDown: false, nextBackoffMs: 1000 });
    s.stop();
  });

  it('holds back every other call until the pause ends', async () => {
    const s = makeScheduler();
    answers.notifications = [new RateLimited(10_000)];
    s.start();
    await advance(3000); // refused at 3 s: paused until 13 s
    expect(s.getState().coolingDown).toBe(true);
    s.request('contestant');
    await advance(9999); // the unread count due at 5 s and the contestant asked at 3 s both wait
    expect(at('unreadCount')).toEqual([]);
    expect(at('contestant')).toEqual([1000]);
    await advance(1);
    expect(at('unreadCount')).toEqual([13_000]);
    expect(at('contestant')).toEqual([1000, 13_000]);
    expect(at('notifications')).toEqual([3000, 13_000]);
    expect(s.getState().coolingDown).toBe(false);
    s.stop();
  });

  it('waits at least the server’s Retry-After, and never longer than 60000 ms', async () => {
    const s = makeScheduler();
    answers.contestant = [new RateLimited(30_000), new RateLimited(300_000)];
    s.start();
    await advance(1000);
    await advance(29_999);
    expect(at('contestant')).toEqual([1000]);
    await advance(1);
    expect(at('contestant')).toEqual([1000, 31_000]);
    await advance(59_999);
    expect(at('contestant')).toEqual([1000, 31_000]);
    await advance(1);
    expect(at('contestant')).toEqual([1000, 31_000, 91_000]);
    s.stop();
  });

  it('does not pause for other failures', async () => {
    const s = makeScheduler();
    answers.contestant = [new Error('Network error')];
    s.start();
    await advance(5000);
    expect(s.getState().coolingDown).toBe(false);
    expect(calls.map((c) => c.kind)).toEqual(['contestant', 'notifications', 'unreadCount']);
    s.stop();
  });

  it('starts the back-off again at 1000 ms after a success', async () => {
    const s = makeScheduler();
    answers.contestant = [new RateLimited()];
    s.start();
    await advance(1000);
    expect(s.getState()).toMatchObject({ coolingDown: true, nextBackoffMs: 2000 });
    await advance(2000); // the notifications at 3 s are served
    expect(s.getState()).toMatchObject({ coolingDown: false, nextBackoffMs: 1000 });
    answers.unreadCount = [new RateLimited()];
    await advance(2000);
    expect(s.getState().resumeAt).toBe(Date.now() + 1000);
    s.stop();
  });
});
