import type { ServerResponse } from 'node:http';
import { LIVE_EVENTS, LIVE_HEARTBEAT_MS, LIVE_RETRY_MS } from '@cq/shared';

/**
 * The live streams' fan-out inside one process (docs/product/live-finale.md#how-it-travels). Each channel (the
 * fans', one per show's displays, one per show's console) keeps its present event as bytes: an event is
 * serialised once and the same bytes are written to every connection. A connection whose unsent bytes pass
 * `maxBufferBytes` (a phone on a congested network) is dropped and reconnects to the present, so a slow client
 * never makes the server hold more than that for it.
 */

const HEARTBEAT = Buffer.from(': hb\n\n');
const RETRY = Buffer.from(`retry: ${LIVE_RETRY_MS}\n\n`);

export type EndReason = 'revoked' | 'shutdown' | 'slow';

interface Present {
  seq: number;
  bytes: Buffer;
}

interface Connection {
  res: ServerResponse;
  channel: string;
  linkId: string | null;
}

export interface HubOptions {
  heartbeatMs?: number;
  maxBufferBytes?: number;
}

/** One SSE event as bytes: `id:` (when the event has a seq), `event:`, one `data:` line of JSON. */
export function encodeEvent(event: string, data: unknown, seq: number | null): Buffer {
  const id = seq === null ? '' : `id: ${seq}\n`;
  return Buffer.from(`${id}event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
}

export class LiveHub {
  private readonly channels = new Map<string, Set<Connection>>();
  private readonly presents = new Map<string, Present>();
  private readonly byLink = new Map<string, Set<Connection>>();
  private readonly timer: NodeJS.Timeout;
  private readonly maxBuffer: number;
  private closed = false;
  /** Connections dropped for being too slow since the start. */
  dropped = 0;

  constructor(opts: HubOptions = {}) {
    this.maxBuffer = opts.maxBufferBytes ?? 256 * 1024;
    this.timer = setInterval(() => this.beat(), opts.heartbeatMs ?? LIVE_HEARTBEAT_MS);
    this.timer.unref();
  }

  get connections(): number {
    let n = 0;
    for (const set of this.channels.values()) n += set.size;
    return n;
  }

  /** The channels someone listens on now. */
  openChannels(): string[] {
    return [...this.channels.keys()];
  }

  listeners(channel: string): number {
    return this.channels.get(channel)?.size ?? 0;
  }

  presentSeq(channel: string): number | null {
    return this.presents.get(channel)?.seq ?? null;
  }

  /** Sets the channel's present when it is newer than the one held (or none is); true when it was set. */
  setPresent(channel: string, seq: number, bytes: Buffer): boolean {
    const held = this.presents.get(channel);
    if (held && held.seq > seq) return false;
    if (held && held.seq === seq && seq !== 0) return false;
    this.presents.set(channel, { seq, bytes });
    return true;
  }

  /** Makes `bytes` the channel's present and writes them to every connection on it (unless an older event). */
  publish(channel: string, seq: number, bytes: Buffer): void {
    if (!this.setPresent(channel, seq, bytes)) return;
    const set = this.channels.get(channel);
    if (!set) return;
    for (const c of set) this.write(c, bytes);
  }

  /**
   * Opens a stream on a hijacked response: headers, the reconnect hint, then the present event unless the client
   * already has it (`lastEventId` at least its seq), then every later event.
   */
  open(res: ServerResponse, channel: string, lastEventId: number | null, linkId: string | null = null): void {
    if (this.closed) {
      res.writeHead(503, { 'content-type': 'text/plain' }).end();
      return;
    }
    // A stream ends with its connection, so its bytes go out as they are, without chunked framing: one write
    // per event per connection, the fewest bytes and system calls the fan-out can make.
    res.useChunkedEncodingByDefault = false;
    res.writeHead(200, {
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-store',
      'x-accel-buffering': 'no',
      'x-content-type-options': 'nosniff',
    });
    res.socket?.setNoDelay(true);
    res.write(RETRY);
    const present = this.presents.get(channel);
    if (present && (lastEventId === null || present.seq > lastEventId || present.seq === 0)) res.write(present.bytes);
    const c: Connection = { res, channel, linkId };
    let set = this.channels.get(channel);
    if (!set) {
      set = new Set();
      this.channels.set(channel, set);
    }
    set.add(c);
    if (linkId) {
      let links = this.byLink.get(linkId);
      if (!links) {
        links = new Set();
        this.byLink.set(linkId, links);
      }
      links.add(c);
    }
    res.once('close', () => this.forget(c));
  }

  /** Ends every stream opened with this display link (it was revoked). */
  endLink(linkId: string): void {
    for (const c of [...(this.byLink.get(linkId) ?? [])]) this.end(c, 'revoked');
  }

  /** Ends every stream (the server is stopping): clients reconnect to another instance. */
  closeAll(): void {
    this.closed = true;
    clearInterval(this.timer);
    for (const set of [...this.channels.values()]) for (const c of [...set]) this.end(c, 'shutdown');
  }

  private end(c: Connection, reason: EndReason): void {
    this.forget(c);
    if (!c.res.writableEnded) c.res.end(encodeEvent(LIVE_EVENTS.end, { reason }, null));
  }

  private write(c: Connection, bytes: Buffer): void {
    if (c.res.writableLength > this.maxBuffer) {
      this.dropped += 1;
      this.forget(c);
      c.res.destroy();
      return;
    }
    c.res.write(bytes);
  }

  private beat(): void {
    for (const set of this.channels.values()) for (const c of set) this.write(c, HEARTBEAT);
  }

  private forget(c: Connection): void {
    const set = this.channels.get(c.channel);
    set?.delete(c);
    if (set?.size === 0) this.channels.delete(c.channel);
    if (c.linkId) {
      const links = this.byLink.get(c.linkId);
      links?.delete(c);
      if (links?.size === 0) this.byLink.delete(c.linkId);
    }
  }
}

export const AUDIENCE_CHANNEL = 'audience';
export const DISPLAY_PREFIX = 'display:';
export const displayChannel = (showId: string) => `${DISPLAY_PREFIX}${showId}`;
export const consoleChannel = (showId: string) => `console:${showId}`;
