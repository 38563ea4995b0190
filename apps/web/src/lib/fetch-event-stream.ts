import { ApiError, apiStream } from './api-client';
import { retryDelay, STREAM_RETRY, type StreamClock } from './event-stream';

/**
 * A Server-Sent Events stream read with `fetch`, for the streams that need the bearer token (a browser's
 * EventSource cannot send it): the response body is parsed as it arrives; a lost stream is opened again after a
 * growing, jittered pause (1 s, 2 s, 4 s … up to 30 s, each between half and all of that), sending the id of the
 * last event received as `Last-Event-ID`. After `maxFailures` attempts in a row that bring no event, or at once on
 * a refusal (401 after the renewal, 403, 404), it gives up and says so: the caller then polls instead.
 */

export interface SseMessage {
  event: string;
  data: string;
  id: string | null;
}

export interface FetchEventStreamOptions {
  /** The stream's path under /api. */
  path: string;
  onEvent: (message: SseMessage) => void;
  /** The stream will not be opened again (repeated failures or a refusal). */
  onGiveUp: (reason: 'failing' | 'refused') => void;
  /** Attempts in a row that bring no event before giving up. */
  maxFailures?: number;
  open?: typeof apiStream;
  clock?: StreamClock;
  random?: () => number;
}

/** Attempts in a row without an event after which the console polls instead. */
export const STREAM_MAX_FAILURES = 4;

const browserClock: StreamClock = {
  setTimeout: (fn, ms) => globalThis.setTimeout(fn, ms),
  clearTimeout: (id) => globalThis.clearTimeout(id as ReturnType<typeof setTimeout>),
};

/**
 * Splits a stream's text into events as the Server-Sent Events format defines them: lines ended by LF, CR LF or
 * CR; `event:`, `data:` (several join with LF), `id:`; a line starting with `:` is a comment; a blank line ends
 * an event. Text after the last line end is kept for the next chunk.
 */
export class SseParser {
  private buffer = '';
  private event = '';
  private data: string[] = [];
  private id: string | null = null;
  /** The id of the last event that carried one (kept across events, as `Last-Event-ID`). */
  lastEventId: string | null = null;

  constructor(private readonly emit: (message: SseMessage) => void) {}

  push(text: string): void {
    this.buffer += text;
    for (;;) {
      const match = /\r\n|\r|\n/.exec(this.buffer);
      if (!match) return;
      // A CR at the very end may be the first half of CR LF: wait for the next chunk.
      if (match[0] === '\r' && match.index === this.buffer.length - 1) return;
      const line = this.buffer.slice(0, match.index);
      this.buffer = this.buffer.slice(match.index + match[0].length);
      this.line(line);
    }
  }

  private line(line: string): void {
    if (line === '') {
      if (this.id !== null) this.lastEventId = this.id;
      if (this.data.length > 0) {
        this.emit({ event: this.event || 'message', data: this.data.join('\n'), id: this.lastEventId });
      }
      this.event = '';
      this.data = [];
      this.id = null;
      return;
    }
    if (line.startsWith(':')) return;
    const colon = line.indexOf(':');
    const field = colon === -1 ? line : line.slice(0, colon);
    let value = colon === -1 ? '' : line.slice(colon + 1);
    if (value.startsWith(' ')) value = value.slice(1);
    if (field === 'event') this.event = value;
    else if (field === 'data') this.data.push(value);
    else if (field === 'id' && !value.includes('\0')) this.id = value;
  }
}

/** Opens the stream and keeps it open until `close()`. */
export function followEventStream(options: FetchEventStreamOptions): { close(): void } {
  const open = options.open ?? apiStream;
  const clock = options.clock ?? browserClock;
  const random = options.random ?? Math.random;
  const maxFailures = options.maxFailures ?? STREAM_MAX_FAILURES;
  let closed = false;
  let failures = 0;
  let lastEventId: string | null = null;
  let controller: AbortController | null = null;
  let timer: unknown = null;

  const giveUp = (reason: 'failing' | 'refused') => {
    closed = true;
    options.onGiveUp(reason);
  };

  async function connect(): Promise<void> {
    timer = null;
    controller = new AbortController();
    const { signal } = controller;
    let received = false;
    const parser = new SseParser((message) => {
      received = true;
      failures = 0;
      if (message.id !== null) lastEventId = message.id;
      options.onEvent(message);
    });
    parser.lastEventId = lastEventId;
    try {
      const res = await open(options.path, { signal, lastEventId });
      const reader = (res.body as ReadableStream<Uint8Array>).getReader();
      const decoder = new TextDecoder();
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        parser.push(decoder.decode(value, { stream: true }));
      }
    } catch (err) {
      if (closed || signal.aborted) return;
      if (err instanceof ApiError && [401, 403, 404].includes(err.status)) {
        giveUp('refused');
        return;
      }
    }
    if (closed) return;
    if (!received) failures += 1;
    if (failures >= maxFailures) {
      giveUp('failing');
      return;
    }
    // A stream that brought events and then ended is opened again after the shortest pause.
    timer = clock.setTimeout(
      () => void connect(),
      retryDelay(Math.max(0, failures - 1), random, STREAM_RETRY.minDelayMs, STREAM_RETRY.maxDelayMs),
    );
  }

  void connect();
  return {
    close() {
      closed = true;
      if (timer !== null) clock.clearTimeout(timer);
      controller?.abort();
    },
  };
}
