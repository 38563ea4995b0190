import { audienceFrameOf, type ConsoleState, isOnAir, LIVE_EVENTS, type LiveFrame } from '@cq/shared';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { type BusNote, type LiveBus, localBus, postgresBus, redisBus } from './bus';
import {
  AUDIENCE_CHANNEL,
  consoleChannel,
  DISPLAY_PREFIX,
  displayChannel,
  encodeEvent,
  type HubOptions,
  LiveHub,
} from './hub';
import * as repo from './repo';
import { audienceFrame, consoleState, presentFrame } from './service';

/**
 * The live finale's runtime in this process: the hub of open streams, the bus to the other instances, and the
 * turn each show's Go/Back/Hold takes (docs/product/live-finale.md#how-it-travels).
 */
export interface LiveRuntime {
  readonly hub: LiveHub;
  readonly bus: LiveBus;
  /** Runs the show's changes one at a time on this instance. */
  serial<T>(showId: string, work: () => Promise<T>): Promise<T>;
  /** A frame was written: this instance's streams get it, the other instances hear of it. */
  frameChanged(frame: LiveFrame): void;
  /** The run of show was edited: the consoles get the new state. */
  consoleChanged(showId: string, state: ConsoleState): void;
  /** A display link was revoked: its open streams end here and on the other instances. */
  linkRevoked(linkId: string): void;
  /** Loads a channel's present from the database when this instance holds none yet. */
  ensureAudience(): Promise<void>;
  ensureDisplay(showId: string): Promise<void>;
  ensureConsole(showId: string): Promise<void>;
  /**
   * Whether a live show is on air (isOnAir of the last live frame): read from the database once, then kept from
   * the frames this instance delivers (its own and the other instances', through the bus).
   */
  onAir(): Promise<boolean>;
}

declare module 'fastify' {
  interface FastifyInstance {
    live: LiveRuntime;
  }
}

export interface LivePluginOptions extends HubOptions {}

export const livePlugin = fp(
  async (app: FastifyInstance, opts: LivePluginOptions) => {
    const hub = new LiveHub(opts);
    const turns = new Map<string, Promise<unknown>>();
    const logError = (err: unknown) => app.log.warn({ err }, 'live fan-out');

    /** The on-air flag as of the live frame numbered `seq`; null until first read. */
    let onAir: { seq: number; value: boolean } | null = null;
    const noteOnAir = (frame: LiveFrame | null) => {
      const seq = frame?.seq ?? 0;
      if (onAir && onAir.seq > seq) return;
      onAir = { seq, value: isOnAir(frame) };
    };

    /** This instance's streams get the frame (an older one than they have is ignored). */
    const deliver = (frame: LiveFrame) => {
      hub.publish(displayChannel(frame.showId), frame.seq, encodeEvent(LIVE_EVENTS.frame, frame, frame.seq));
      if (!frame.rehearsal) {
        if (onAir) noteOnAir(frame);
        hub.publish(AUDIENCE_CHANNEL, frame.seq, encodeEvent(LIVE_EVENTS.audience, audienceFrameOf(frame), frame.seq));
      }
    };
    const sendConsole = (showId: string, state: ConsoleState) => {
      hub.publish(consoleChannel(showId), 0, encodeEvent(LIVE_EVENTS.console, state, null));
    };
    const refreshConsole = (showId: string) => {
      if (hub.listeners(consoleChannel(showId)) === 0) return;
      consoleState(app.db, showId)
        .then((state) => sendConsole(showId, state))
        .catch(logError);
    };

    const onNote = (note: BusNote) => {
      if (note.t === 'revoke') hub.endLink(note.linkId);
      else if (note.t === 'console') refreshConsole(note.showId);
      else if (note.frame) {
        deliver(note.frame);
        refreshConsole(note.showId);
      } else {
        repo
          .eventBySeq(app.db, note.seq)
          .then((row) => {
            if (row) deliver(row.frame);
            refreshConsole(note.showId);
          })
          .catch(logError);
      }
    };
    /** After a dropped bus connection: read the present again (notes sent meanwhile were missed). */
    const resync = () => {
      repo
        .latestPublicEvent(app.db)
        .then((row) => row && deliver(row.frame))
        .catch(logError);
      for (const channel of hub.openChannels()) {
        if (!channel.startsWith(DISPLAY_PREFIX)) continue;
        const showId = channel.slice(DISPLAY_PREFIX.length);
        repo
          .latestEventOf(app.db, showId)
          .then((row) => row && deliver(row.frame))
          .catch(logError);
        refreshConsole(showId);
      }
    };

    const { config } = app;
    const fanout =
      config.liveFanout === 'auto'
        ? config.redisUrl
          ? 'redis'
          : config.databaseUrl
            ? 'postgres'
            : 'local'
        : config.liveFanout;
    const bus =
      fanout === 'redis' && config.redisUrl
        ? redisBus(config.redisUrl, onNote, resync)
        : fanout === 'postgres' && config.databaseUrl
          ? postgresBus(config.databaseUrl, onNote, resync, logError)
          : localBus();
    const announce = (note: BusNote) => {
      bus.publish(note).catch(logError);
    };

    const runtime: LiveRuntime = {
      hub,
      bus,
      serial(showId, work) {
        const before = turns.get(showId) ?? Promise.resolve();
        const run = before.then(work, work);
        const settled = run.catch(() => {});
        turns.set(showId, settled);
        settled.then(() => {
          if (turns.get(showId) === settled) turns.delete(showId);
        });
        return run;
      },
      frameChanged(frame) {
        deliver(frame);
        refreshConsole(frame.showId);
        announce({ t: 'frame', seq: frame.seq, showId: frame.showId, frame });
      },
      consoleChanged(showId, state) {
        sendConsole(showId, state);
        announce({ t: 'console', showId });
      },
      linkRevoked(linkId) {
        hub.endLink(linkId);
        announce({ t: 'revoke', linkId });
      },
      async ensureAudience() {
        if (hub.presentSeq(AUDIENCE_CHANNEL) !== null) return;
        const frame = await audienceFrame(app.db);
        hub.setPresent(AUDIENCE_CHANNEL, frame.seq, encodeEvent(LIVE_EVENTS.audience, frame, frame.seq));
      },
      async ensureDisplay(showId) {
        if (hub.presentSeq(displayChannel(showId)) !== null) return;
        const frame = await presentFrame(app.db, showId);
        hub.setPresent(displayChannel(showId), frame.seq, encodeEvent(LIVE_EVENTS.frame, frame, frame.seq));
      },
      async ensureConsole(showId) {
        const state = await consoleState(app.db, showId);
        hub.setPresent(consoleChannel(showId), 0, encodeEvent(LIVE_EVENTS.console, state, null));
      },
      async onAir() {
        if (!onAir) noteOnAir((await repo.latestPublicEvent(app.db))?.frame ?? null);
        return onAir?.value ?? false;
      },
    };
    app.decorate('live', runtime);
    app.lifecycle.onStop(() => hub.closeAll());
    app.addHook('preClose', async () => {
      hub.closeAll();
    });
    app.addHook('onClose', async () => {
      await bus.close();
    });
  },
  { name: 'live', dependencies: ['lifecycle'] },
);
