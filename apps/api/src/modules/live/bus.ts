import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import type { LiveFrame } from '@cq/shared';
import type pg from 'pg';
import { ioredis, nodePostgres } from '../../lib/optional-packages';

/**
 * How a change of a show reaches the other instances (docs/product/live-finale.md#how-it-travels): PostgreSQL
 * LISTEN/NOTIFY or Redis pub/sub carry a small note (which frame, which link); each instance then reads what it
 * needs and fans it out to its own connections. The embedded default has one process: nothing to carry.
 */

export type BusNote =
  /** A frame was written; it travels along when small enough for a notification (the others then need no read). */
  | { t: 'frame'; seq: number; showId: string; frame?: LiveFrame }
  | { t: 'revoke'; linkId: string }
  | { t: 'console'; showId: string };

export interface LiveBus {
  readonly kind: 'local' | 'postgres' | 'redis';
  publish(note: BusNote): Promise<void>;
  close(): Promise<void>;
}

type Handler = (note: BusNote) => void;
const CHANNEL = 'cq_live';
const NOTIFY_MAX = 7900;

interface Envelope {
  from: string;
  note: BusNote;
}

function parse(payload: string, self: string): BusNote | null {
  try {
    const e = JSON.parse(payload) as Envelope;
    return e.from === self ? null : e.note;
  } catch {
    return null;
  }
}

export function localBus(): LiveBus {
  return { kind: 'local', publish: async () => {}, close: async () => {} };
}

/**
 * LISTEN on one dedicated connection, NOTIFY through the same one. A dropped connection is opened again after a
 * second; `onResync` then lets the instance read the present again (a note sent meanwhile was missed).
 */
export function postgresBus(url: string, onNote: Handler, onResync: () => void, log: (err: unknown) => void): LiveBus {
  const self = randomUUID();
  let client: pg.Client | null = null;
  let closed = false;
  let retry: NodeJS.Timeout | null = null;
  const connect = async (resync: boolean) => {
    const c = new (nodePostgres().Client)({ connectionString: url });
    c.on('error', (err) => {
      log(err);
      reconnect();
    });
    c.on('end', () => reconnect());
    c.on('notification', (msg) => {
      if (msg.channel !== CHANNEL || !msg.payload) return;
      const note = parse(msg.payload, self);
      if (note) onNote(note);
    });
    await c.connect();
    await c.query(`LISTEN ${CHANNEL}`);
    client = c;
    if (resync) onResync();
  };
  const reconnect = () => {
    if (closed || retry) return;
    const old = client;
    client = null;
    old?.end().catch(() => {});
    retry = setTimeout(() => {
      retry = null;
      connect(true).catch((err) => {
        log(err);
        reconnect();
      });
    }, 1000);
    retry.unref();
  };
  const ready = connect(false).catch((err) => {
    log(err);
    reconnect();
  });
  return {
    kind: 'postgres',
    async publish(note) {
      await ready;
      const c = client;
      if (!c) return;
      let payload = JSON.stringify({ from: self, note } satisfies Envelope);
      // A notification carries at most 8000 bytes: a larger frame is read from the log by the others.
      if (Buffer.byteLength(payload) > NOTIFY_MAX && note.t === 'frame') {
        payload = JSON.stringify({ from: self, note: { ...note, frame: undefined } } satisfies Envelope);
      }
      await c.query('select pg_notify($1, $2)', [CHANNEL, payload]);
    },
    async close() {
      closed = true;
      if (retry) clearTimeout(retry);
      await ready;
      const c = client;
      client = null;
      await c?.end().catch(() => {});
    },
  };
}

/** Redis pub/sub: one connection subscribed, one publishing. A reconnect resyncs as above. */
export function redisBus(url: string, onNote: Handler, onResync: () => void): LiveBus {
  const self = randomUUID();
  const { Redis } = ioredis();
  const sub = new Redis(url, { maxRetriesPerRequest: null, lazyConnect: false });
  const pub = new Redis(url, { maxRetriesPerRequest: 1, enableOfflineQueue: false });
  sub.on('error', () => {});
  pub.on('error', () => {});
  let first = true;
  sub.on('ready', () => {
    if (!first) onResync();
    first = false;
  });
  sub.on('message', (channel: string, payload: string) => {
    if (channel !== CHANNEL) return;
    const note = parse(payload, self);
    if (note) onNote(note);
  });
  const subscribed = sub.subscribe(CHANNEL).catch(() => {});
  const connected = new Promise<void>((resolve) => {
    if (pub.status === 'ready') resolve();
    else pub.once('ready', () => resolve());
  });
  return {
    kind: 'redis',
    async publish(note) {
      // While Redis is away a note is not queued: the others read the present again when their link comes back.
      if (pub.status !== 'ready') await Promise.race([Promise.all([subscribed, connected]), sleep(1000)]);
      if (pub.status !== 'ready') return;
      await pub.publish(CHANNEL, JSON.stringify({ from: self, note } satisfies Envelope));
    },
    async close() {
      await Promise.all([sub.quit().catch(() => sub.disconnect()), pub.quit().catch(() => pub.disconnect())]);
    },
  };
}
