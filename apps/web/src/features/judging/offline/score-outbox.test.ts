import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  type BatchAnswer,
  cellKey,
  RETRY_FIRST_MS,
  RETRY_MAX_MS,
  RetryLater,
  type ScoreEntry,
  ScoreOutbox,
  type ScoreOutboxOptions,
} from './score-outbox';

class MemoryStorage {
  readonly items = new Map<string, string>();
  getItem(key: string) {
    return this.items.get(key) ?? null;
  }
  setItem(key: string, value: string) {
    this.items.set(key, value);
  }
}

class OnlineEvents {
  private readonly listeners = new Set<() => void>();
  addEventListener(_type: 'online', l: () => void) {
    this.listeners.add(l);
  }
  removeEventListener(_type: 'online', l: () => void) {
    this.listeners.delete(l);
  }
  fire() {
    for (const l of this.listeners) l();
  }
}

/**
 * A server that keeps the entry made last per cell (these phones share one clock, so the entry time stands for
 * the server's), answers each entry applied or superseded, and answers an id it has seen as before.
 */
class FakeServer {
  readonly cells = new Map<string, ScoreEntry>();
  readonly seen = new Map<string, 'applied' | 'superseded'>();
  writes = 0;
  clockSkewMs: number | null = null;
  store(entries: ScoreEntry[]): BatchAnswer {
    const answer: BatchAnswer = { applied: [], superseded: [], refused: [], clockSkewMs: this.clockSkewMs };
    for (const e of entries) {
      if (e.value > 10) {
        answer.refused.push({ clientId: e.clientId, code: 'score_off_scale', message: 'Scores run from 1 to 10.' });
        continue;
      }
      const before = this.seen.get(e.clientId);
      const key = `${e.delegateId}/${e.segmentKey}`;
      const held = this.cells.get(key);
      const outcome = before ?? (!held || held.enteredAt < e.enteredAt ? 'applied' : 'superseded');
      if (!before && outcome === 'applied') {
        this.cells.set(key, e);
        this.writes += 1;
      }
      this.seen.set(e.clientId, outcome);
      answer[outcome].push(e.clientId);
    }
    return answer;
  }
}

let ids = 0;
const newId = () => `id-${++ids}`;
const clock = {
  now: () => Date.now(),
  setTimeout: (fn: () => void, ms: number) => setTimeout(fn, ms),
  clearTimeout: (id: unknown) => clearTimeout(id as ReturnType<typeof setTimeout>),
};

function outbox(opts: Partial<ScoreOutboxOptions> & Pick<ScoreOutboxOptions, 'send'>, storage = new MemoryStorage()) {
  const online = new OnlineEvents();
  const box = new ScoreOutbox({ key: 'judge-1/round-1', storage, clock, online, newId, ...opts });
  box.start();
  return { box, storage, online };
}

/** Lets the promise chain of a send run to its end. */
const settle = () => vi.advanceTimersByTimeAsync(0);

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(new Date('2026-11-23T20:00:00Z'));
});
afterEach(() => vi.useRealTimers());

describe('ScoreOutbox', () => {
  it('keeps a score in storage before it is sent, and removes it once the server has it', async () => {
    const server = new FakeServer();
    let release!: () => void;
    const send = vi.fn(
      (entries: ScoreEntry[]) =>
        new Promise<BatchAnswer>((resolve) => {
          release = () => resolve(server.store(entries));
        }),
    );
    const { box, storage } = outbox({ send });
    box.enter('d1', 'interview', 8.5);
    const stored = JSON.parse(storage.getItem('judge-1/round-1') ?? '{}');
    expect(stored.pending).toHaveLength(1);
    expect(stored.pending[0]).toMatchObject({ delegateId: 'd1', segmentKey: 'interview', value: 8.5 });
    expect(box.getSnapshot().sending).toBe(true);
    release();
    await settle();
    expect(box.getSnapshot()).toMatchObject({ pending: [], sending: false, offline: false });
    expect(JSON.parse(storage.getItem('judge-1/round-1') ?? '{}').pending).toEqual([]);
    expect(server.cells.get('d1/interview')?.value).toBe(8.5);
    expect(box.getSnapshot().confirmed.get(cellKey('d1', 'interview'))).toBe(8.5);
  });

  it('loses nothing across a reload while offline, and sends it when the connection is back', async () => {
    const server = new FakeServer();
    let connected = false;
    const send = vi.fn(async (entries: ScoreEntry[]) => {
      if (!connected) throw new RetryLater('offline');
      return server.store(entries);
    });
    const first = outbox({ send });
    first.box.enter('d1', 'gown', 7);
    first.box.enter('d2', 'gown', 9.1);
    await settle();
    expect(first.box.getSnapshot().offline).toBe(true);
    first.box.stop(); // the tab is closed

    const second = outbox({ send }, first.storage);
    expect(second.box.getSnapshot().pending.map((e) => e.value)).toEqual([7, 9.1]);
    await settle();
    expect(send).toHaveBeenCalledTimes(2); // the second visit sent what the first left
    expect(server.cells.size).toBe(0);
    connected = true;
    second.online.fire();
    await settle();
    expect(second.box.getSnapshot()).toMatchObject({ pending: [], offline: false });
    expect([...server.cells.values()].map((e) => e.value).sort()).toEqual([7, 9.1]);
  });

  it('retries after a failure with a doubling pause capped at 30 s', async () => {
    const send = vi.fn(async () => {
      throw new RetryLater('down');
    });
    const { box } = outbox({ send });
    box.enter('d1', 'talent', 6);
    await settle();
    expect(send).toHaveBeenCalledTimes(1);
    let pause = RETRY_FIRST_MS;
    for (let attempt = 2; attempt <= 8; attempt += 1) {
      await vi.advanceTimersByTimeAsync(pause - 1);
      expect(send).toHaveBeenCalledTimes(attempt - 1);
      await vi.advanceTimersByTimeAsync(1);
      expect(send).toHaveBeenCalledTimes(attempt);
      pause = Math.min(pause * 2, RETRY_MAX_MS);
    }
    expect(pause).toBe(RETRY_MAX_MS);
    box.stop();
    await vi.advanceTimersByTimeAsync(RETRY_MAX_MS * 2);
    expect(send).toHaveBeenCalledTimes(8);
  });

  it('never stores a score twice when an answer is lost and the batch is sent again', async () => {
    const server = new FakeServer();
    let loseAnswer = true;
    const send = vi.fn(async (entries: ScoreEntry[]) => {
      const answer = server.store(entries);
      if (loseAnswer) {
        loseAnswer = false;
        throw new RetryLater('the answer was lost');
      }
      return answer;
    });
    const { box } = outbox({ send });
    box.enter('d1', 'platform', 8);
    await settle();
    expect(box.getSnapshot().pending).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(RETRY_FIRST_MS);
    expect(send).toHaveBeenCalledTimes(2);
    const [[firstSent], [secondSent]] = send.mock.calls as unknown as [[ScoreEntry[]], [ScoreEntry[]]];
    expect(secondSent[0]?.clientId).toBe(firstSent[0]?.clientId);
    expect(server.writes).toBe(1);
    expect(box.getSnapshot().pending).toEqual([]);
  });

  it('keeps a value entered while a batch is on its way, and sends only the newest value of a cell', async () => {
    const server = new FakeServer();
    const releases: (() => void)[] = [];
    const send = vi.fn(
      (entries: ScoreEntry[]) =>
        new Promise<BatchAnswer>((resolve) => {
          releases.push(() => resolve(server.store(entries)));
        }),
    );
    const { box } = outbox({ send });
    box.enter('d1', 'question', 5);
    box.enter('d1', 'question', 6); // while the first is away
    box.enter('d1', 'question', 7);
    expect(box.getSnapshot().pending.map((e) => e.value)).toEqual([7]);
    releases.shift()?.();
    await settle();
    // The answer for 5 does not remove 7; 7 goes next.
    expect(box.getSnapshot().pending.map((e) => e.value)).toEqual([7]);
    expect(send).toHaveBeenCalledTimes(2);
    expect(send.mock.calls[1]?.[0].map((e) => e.value)).toEqual([7]);
    releases.shift()?.();
    await settle();
    expect(box.getSnapshot().pending).toEqual([]);
    expect(server.cells.get('d1/question')?.value).toBe(7);
  });

  it('shows a refused score with the server message until the judge changes it, without sending it again', async () => {
    const server = new FakeServer();
    const send = vi.fn(async (entries: ScoreEntry[]) => server.store(entries));
    const { box } = outbox({ send });
    box.enter('d1', 'interview', 11);
    await settle();
    expect(box.getSnapshot().pending).toEqual([]);
    expect(box.getSnapshot().refused).toMatchObject([{ value: 11, message: 'Scores run from 1 to 10.' }]);
    expect(box.pendingFor('d1', 'interview')).toMatchObject({ value: 11, message: 'Scores run from 1 to 10.' });
    await vi.advanceTimersByTimeAsync(RETRY_MAX_MS * 4);
    expect(send).toHaveBeenCalledTimes(1);
    box.enter('d1', 'interview', 9);
    await settle();
    expect(box.getSnapshot().refused).toEqual([]);
    expect(server.cells.get('d1/interview')?.value).toBe(9);
  });

  it('orders entries by the time they were entered, strictly growing even within one millisecond', () => {
    const { box } = outbox({ send: async () => ({ applied: [], superseded: [], refused: [] }) });
    const a = box.enter('d1', 'gown', 5);
    const b = box.enter('d2', 'gown', 6);
    expect(a.enteredAt).toBe(Date.parse('2026-11-23T20:00:00Z'));
    expect(b.enteredAt).toBe(a.enteredAt + 1);
  });

  it('a late batch from a second device does not overwrite a newer score from the first', async () => {
    const server = new FakeServer();
    const phone = outbox({ send: async (e) => server.store(e) }, new MemoryStorage());
    let tabletOnline = false;
    const tablet = outbox(
      {
        send: async (e) => {
          if (!tabletOnline) throw new RetryLater('offline');
          return server.store(e);
        },
      },
      new MemoryStorage(),
    );
    tablet.box.enter('d3', 'talent', 4); // entered first, held offline
    await settle();
    await vi.advanceTimersByTimeAsync(10);
    phone.box.enter('d3', 'talent', 9); // entered later, sent at once
    await settle();
    tabletOnline = true;
    tablet.online.fire();
    await settle();
    expect(tablet.box.getSnapshot().pending).toEqual([]);
    expect(server.cells.get('d3/talent')?.value).toBe(9);
    // The tablet's score was not applied: it never says saved, and says a later one is kept.
    expect(tablet.box.getSnapshot().confirmed.has(cellKey('d3', 'talent'))).toBe(false);
    expect(tablet.box.getSnapshot().superseded.has(cellKey('d3', 'talent'))).toBe(true);
    expect(phone.box.getSnapshot().confirmed.get(cellKey('d3', 'talent'))).toBe(9);
    // Entering the score again on the tablet makes it the latest: it is applied.
    await vi.advanceTimersByTimeAsync(10);
    tablet.box.enter('d3', 'talent', 8);
    await settle();
    expect(tablet.box.getSnapshot().superseded.size).toBe(0);
    expect(tablet.box.getSnapshot().confirmed.get(cellKey('d3', 'talent'))).toBe(8);
    expect(server.cells.get('d3/talent')?.value).toBe(8);
  });

  it('keeps how far the phone’s clock is off, as the server last said', async () => {
    const server = new FakeServer();
    server.clockSkewMs = 3_600_000;
    const { box } = outbox({ send: async (e) => server.store(e) });
    expect(box.getSnapshot().clockSkewMs).toBeNull();
    box.enter('d1', 'gown', 7);
    await settle();
    expect(box.getSnapshot().clockSkewMs).toBe(3_600_000);
  });

  it('waits with the growing pause, rather than sending in a loop, when an answer names none of the batch', async () => {
    const send = vi.fn(async () => ({ applied: ['someone-else'], superseded: [], refused: [] }));
    const { box } = outbox({ send });
    box.enter('d1', 'gown', 5);
    await settle();
    expect(send).toHaveBeenCalledTimes(1);
    expect(box.getSnapshot()).toMatchObject({ offline: true, sending: false });
    expect(box.getSnapshot().pending).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(RETRY_FIRST_MS);
    expect(send).toHaveBeenCalledTimes(2);
    box.stop();
  });

  it('reads an unreadable stored entry as empty', () => {
    const storage = new MemoryStorage();
    storage.setItem('judge-1/round-1', '{not json');
    const { box } = outbox({ send: async () => ({ applied: [], superseded: [], refused: [] }) }, storage);
    expect(box.getSnapshot().pending).toEqual([]);
  });
});
