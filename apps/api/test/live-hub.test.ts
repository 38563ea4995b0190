import { EventEmitter } from 'node:events';
import type { ServerResponse } from 'node:http';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { encodeEvent, LiveHub } from '../src/modules/live/hub';

/** A response as the hub uses it: what was written, how much is still unsent, whether it was ended or dropped. */
class FakeResponse extends EventEmitter {
  chunks: (Buffer | string)[] = [];
  status = 0;
  writableLength = 0;
  writableEnded = false;
  destroyed = false;
  socket = null;
  writeHead(status: number) {
    this.status = status;
    return this;
  }
  write(chunk: Buffer | string) {
    this.chunks.push(chunk);
    return true;
  }
  end(chunk?: Buffer | string) {
    if (chunk) this.chunks.push(chunk);
    this.writableEnded = true;
    this.emit('close');
    return this;
  }
  destroy() {
    this.destroyed = true;
    this.emit('close');
    return this;
  }
  text() {
    return this.chunks.map(String).join('');
  }
}
const open = (hub: LiveHub, channel: string, lastEventId: number | null = null, linkId: string | null = null) => {
  const res = new FakeResponse();
  hub.open(res as unknown as ServerResponse, channel, lastEventId, linkId);
  return res;
};

describe('the live hub', () => {
  let hub: LiveHub;
  beforeEach(() => {
    vi.useFakeTimers();
    hub = new LiveHub({ heartbeatMs: 15_000, maxBufferBytes: 1024 });
  });
  afterEach(() => {
    hub.closeAll();
    vi.useRealTimers();
  });

  it('starts a stream with the reconnect hint and the present, and skips the present a reconnect already has', () => {
    hub.setPresent('audience', 7, encodeEvent('audience', { seq: 7 }, 7));
    const fresh = open(hub, 'audience');
    expect(fresh.status).toBe(200);
    expect(fresh.text()).toBe('retry: 2000\n\nid: 7\nevent: audience\ndata: {"seq":7}\n\n');
    const resumed = open(hub, 'audience', 7);
    expect(resumed.text()).toBe('retry: 2000\n\n');
    const behind = open(hub, 'audience', 6);
    expect(behind.text()).toContain('id: 7');
  });

  it('writes one serialised event, the same bytes, to every connection, and never an older one', () => {
    const a = open(hub, 'display:s');
    const b = open(hub, 'display:s');
    const other = open(hub, 'display:t');
    const bytes = encodeEvent('frame', { seq: 3 }, 3);
    hub.publish('display:s', 3, bytes);
    expect(a.chunks.at(-1)).toBe(bytes);
    expect(b.chunks.at(-1)).toBe(bytes);
    expect(other.chunks).toHaveLength(1);
    hub.publish('display:s', 2, encodeEvent('frame', { seq: 2 }, 2));
    expect(a.chunks.at(-1)).toBe(bytes);
  });

  it('sends a heartbeat comment every 15 s', () => {
    const a = open(hub, 'audience');
    vi.advanceTimersByTime(14_999);
    expect(a.text()).not.toContain(': hb');
    vi.advanceTimersByTime(1);
    expect(a.text().endsWith(': hb\n\n')).toBe(true);
  });

  it('drops a connection that cannot keep up instead of holding more for it', () => {
    const slow = open(hub, 'audience');
    const quick = open(hub, 'audience');
    slow.writableLength = 2048;
    hub.publish('audience', 1, encodeEvent('audience', { seq: 1 }, 1));
    expect(slow.destroyed).toBe(true);
    expect(hub.dropped).toBe(1);
    expect(hub.listeners('audience')).toBe(1);
    expect(quick.text()).toContain('id: 1');
  });

  it('ends the streams of a revoked link, and every stream on shutdown, with the reason', () => {
    const revoked = open(hub, 'display:s', null, 'link-1');
    const kept = open(hub, 'display:s', null, 'link-2');
    hub.endLink('link-1');
    expect(revoked.writableEnded).toBe(true);
    expect(revoked.text()).toContain('event: end\ndata: {"reason":"revoked"}');
    expect(kept.writableEnded).toBe(false);
    hub.closeAll();
    expect(kept.text()).toContain('data: {"reason":"shutdown"}');
    expect(hub.connections).toBe(0);
    const late = open(hub, 'audience');
    expect(late.status).toBe(503);
  });
});
