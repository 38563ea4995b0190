import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from './api-client';
import { followEventStream, type SseMessage, SseParser } from './fetch-event-stream';

/** A stand-in for the server: each `open` is one connection whose body the test writes to, ends or refuses. */
function fakeServer() {
  const connections: { lastEventId: string | null; aborted: () => boolean; send(text: string): void; end(): void }[] =
    [];
  const refusals: Error[] = [];
  const open = vi.fn(async (_path: string, opts: { signal: AbortSignal; lastEventId?: string | null }) => {
    const refusal = refusals.shift();
    if (refusal) throw refusal;
    let controller!: ReadableStreamDefaultController<Uint8Array>;
    const body = new ReadableStream<Uint8Array>({
      start(c) {
        controller = c;
      },
    });
    opts.signal.addEventListener('abort', () => controller.error(new DOMException('aborted', 'AbortError')));
    connections.push({
      lastEventId: opts.lastEventId ?? null,
      aborted: () => opts.signal.aborted,
      send: (text) => controller.enqueue(new TextEncoder().encode(text)),
      end: () => controller.close(),
    });
    return { body } as Response;
  });
  return { open, connections, refuse: (err: Error) => refusals.push(err) };
}

/** Lets the stream's reads and the connection's promises settle (no clock moves). */
async function settle() {
  for (let i = 0; i < 30; i++) await Promise.resolve();
}

function follow(server: ReturnType<typeof fakeServer>, maxFailures = 3) {
  const events: SseMessage[] = [];
  const gaveUp: string[] = [];
  const stream = followEventStream({
    path: '/admin/live/shows/s1/stream',
    onEvent: (m) => events.push(m),
    onGiveUp: (reason) => gaveUp.push(reason),
    maxFailures,
    open: server.open,
    // The longest pause of each step: 1 s, 2 s, 4 s …
    random: () => 1,
  });
  return { events, gaveUp, stream };
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('SseParser', () => {
  it('reads events split anywhere across chunks, with comments, several data lines, ids and CR LF', () => {
    const out: SseMessage[] = [];
    const parser = new SseParser((m) => out.push(m));
    parser.push('retry: 2000\n\nid: 7\r\nevent: con');
    parser.push('sole\ndata: {"a":\ndata: 1}\n');
    expect(out).toEqual([]);
    parser.push('\n: hb\n\nevent: end\r');
    parser.push('\ndata: {"reason":"slow"}\n\n');
    expect(out).toEqual([
      { event: 'console', data: '{"a":\n1}', id: '7' },
      { event: 'end', data: '{"reason":"slow"}', id: '7' },
    ]);
    expect(parser.lastEventId).toBe('7');
  });
});

describe('followEventStream', () => {
  it('hands over each event as it arrives', async () => {
    const server = fakeServer();
    const { events, stream } = follow(server);
    await settle();
    server.connections[0]?.send('event: console\ndata: {"seq":1}\n\n');
    await settle();
    expect(events).toEqual([{ event: 'console', data: '{"seq":1}', id: null }]);
    stream.close();
    expect(server.connections[0]?.aborted()).toBe(true);
  });

  it('opens a lost stream again after a growing pause, resuming after the last event id', async () => {
    const server = fakeServer();
    const { events, gaveUp, stream } = follow(server, 4);
    await settle();
    server.connections[0]?.send('id: 41\nevent: frame\ndata: 1\n\n');
    server.connections[0]?.end();
    await settle();
    // A stream that brought an event is opened again after the first pause (at most 1 s), not before.
    await vi.advanceTimersByTimeAsync(999);
    expect(server.open).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    await settle();
    expect(server.open).toHaveBeenCalledTimes(2);
    expect(server.connections[1]?.lastEventId).toBe('41');
    // That one ends without an event and the network then fails twice: 1 s, then 2 s, then 4 s.
    server.refuse(new ApiError(0, 'Network error'));
    server.refuse(new ApiError(0, 'Network error'));
    server.connections[1]?.end();
    await settle();
    await vi.advanceTimersByTimeAsync(1_000);
    await settle();
    expect(server.open).toHaveBeenCalledTimes(3);
    await vi.advanceTimersByTimeAsync(1_999);
    expect(server.open).toHaveBeenCalledTimes(3);
    await vi.advanceTimersByTimeAsync(1);
    await settle();
    expect(server.open).toHaveBeenCalledTimes(4);
    await vi.advanceTimersByTimeAsync(3_999);
    expect(server.open).toHaveBeenCalledTimes(4);
    await vi.advanceTimersByTimeAsync(1);
    await settle();
    expect(server.open).toHaveBeenCalledTimes(5);
    expect(server.connections[2]?.lastEventId).toBe('41');
    server.connections[2]?.send('id: 42\nevent: frame\ndata: 2\n\n');
    await settle();
    expect(events.map((e) => e.id)).toEqual(['41', '42']);
    expect(gaveUp).toEqual([]);
    stream.close();
  });

  it('gives up after the attempts in a row that bring no event, and opens nothing more', async () => {
    const server = fakeServer();
    const { gaveUp } = follow(server, 3);
    await settle();
    server.connections[0]?.end(); // opened, then closed without an event
    await settle();
    server.refuse(new ApiError(0, 'Network error'));
    server.refuse(new ApiError(502, 'Bad gateway'));
    await vi.advanceTimersByTimeAsync(1_000);
    await settle();
    await vi.advanceTimersByTimeAsync(2_000);
    await settle();
    expect(server.open).toHaveBeenCalledTimes(3);
    expect(gaveUp).toEqual(['failing']);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(server.open).toHaveBeenCalledTimes(3);
  });

  it('gives up at once when the server refuses the stream', async () => {
    const server = fakeServer();
    server.refuse(new ApiError(403, 'Forbidden'));
    const { gaveUp } = follow(server);
    await settle();
    expect(gaveUp).toEqual(['refused']);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(server.open).toHaveBeenCalledTimes(1);
  });

  it('stops a pending reconnection when closed', async () => {
    const server = fakeServer();
    const { stream } = follow(server);
    await settle();
    server.connections[0]?.end();
    await settle();
    stream.close();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(server.open).toHaveBeenCalledTimes(1);
  });
});
