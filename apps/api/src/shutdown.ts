import type { IncomingMessage, ServerResponse } from 'node:http';
import net, { type Socket } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import closeWithGrace from 'close-with-grace';
import type { FastifyInstance } from 'fastify';

export interface ShutdownOptions {
  /** How long the server keeps serving after the signal while readiness answers 503. */
  drainMs: number;
  /** How long closing (requests in flight, the mail worker, transports, pools) may then take. */
  timeoutMs: number;
}

/** What still keeps the process alive, by kind (sockets, timers, …), for the log of a shutdown that hung. */
export function stillOpen(): Record<string, number> {
  const kinds: Record<string, number> = {};
  for (const kind of process.getActiveResourcesInfo()) kinds[kind] = (kinds[kind] ?? 0) + 1;
  return kinds;
}

const TAKE_IN_QUIET_MS = 100;
const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * Lets the server take in what reached it before it stops listening. Closing the listener resets the
 * connections still waiting in its backlog, and closing the server drops every connection whose request has
 * not been read yet (it counts as idle). A busy loop accepts about one waiting connection per turn, and a
 * connection the kernel queued late (a burst) shows up a little after, so the server keeps listening until
 * it has gone TAKE_IN_QUIET_MS and two turns without a new connection (at most half the shutdown's time-out, so a
 * client that keeps connecting cannot hold the shutdown); by then the requests taken in have been read, and a
 * connection with a request is no longer idle: the close waits for its answer.
 */
async function takeInWhatArrived(app: FastifyInstance, maxMs: number): Promise<void> {
  let connections = 0;
  let lastAt = performance.now();
  const count = () => {
    connections += 1;
    lastAt = performance.now();
  };
  app.server.on('connection', count);
  let quiet = 0;
  const until = performance.now() + maxMs;
  while (performance.now() < until && (quiet < 2 || performance.now() - lastAt < TAKE_IN_QUIET_MS)) {
    const before = connections;
    await nextTurn();
    quiet = connections === before ? quiet + 1 : 0;
    if (quiet >= 2) await sleep(5);
  }
  app.server.off('connection', count);
}

/** How long a kept-alive connection must have been without a request before it counts as idle. */
const IDLE_AFTER_MS = 50;

interface ConnectionState {
  requests: number;
  /** Requests it carried so far: a connection that has carried none is waiting for its first to be read. */
  carried: number;
  lastAt: number;
}

/** The server's open connections, each with its requests in progress and when it last carried one. */
function trackConnections(app: FastifyInstance): Map<Socket, ConnectionState> {
  const open = new Map<Socket, ConnectionState>();
  app.server.on('connection', (socket: Socket) => {
    open.set(socket, { requests: 0, carried: 0, lastAt: performance.now() });
    socket.once('close', () => open.delete(socket));
  });
  app.server.on('request', (request: IncomingMessage, response: ServerResponse) => {
    const state = open.get(request.socket);
    if (!state) return;
    state.requests += 1;
    state.carried += 1;
    state.lastAt = performance.now();
    response.once('close', () => {
      state.requests -= 1;
      state.lastAt = performance.now();
    });
  });
  return open;
}

/**
 * Stops listening without touching the connections (http.Server.close would also close the kept-alive ones
 * that are between two requests, resetting a request the client has just sent on one), marks every answer from
 * then on to end its connection, and waits until each connection has closed that way or, after a request, has
 * carried none for IDLE_AFTER_MS (its client sends nothing more); a connection that has not carried its first
 * request yet is waited for (the request may be in the kernel, not read yet). The close then ends only
 * connections nobody is using, and waits for every request in progress. At most `maxMs`.
 */
async function stopListeningAndSettle(
  app: FastifyInstance,
  open: Map<Socket, ConnectionState>,
  maxMs: number,
): Promise<void> {
  if (app.server.listening) net.Server.prototype.close.call(app.server);
  app.lifecycle.endingConnections = true;
  const until = performance.now() + maxMs;
  const busy = () => {
    const now = performance.now();
    for (const state of open.values()) {
      if (state.requests > 0 || state.carried === 0 || now - state.lastAt < IDLE_AFTER_MS) return true;
    }
    return false;
  };
  while (performance.now() < until && busy()) {
    await nextTurn();
    await sleep(5);
  }
}

/**
 * On SIGTERM or SIGINT: readiness answers 503 at once and every answer from then on closes its connection; the
 * server keeps serving for `drainMs` (the load balancer's time to notice), takes in the connections that
 * already reached it, stops listening, reads every request those connections carry, answers each, then closes the mail worker, the transports and the database pools (the app's onClose hooks) and
 * exits 0. Whatever is still open after `drainMs + timeoutMs` (a mail relay that never answers, a hung
 * query) is logged and the process exits 1. A second signal exits at once.
 */
export function closeOnSignals(app: FastifyInstance, { drainMs, timeoutMs }: ShutdownOptions): void {
  let stage = 'draining';
  const open = trackConnections(app);
  closeWithGrace(
    {
      delay: drainMs + timeoutMs,
      onTimeout: (delay) => {
        app.log.error(
          { stage, requestsInFlight: app.lifecycle.requestsInFlight, stillOpen: stillOpen() },
          `shutdown did not finish within ${delay} ms; exiting with these still open`,
        );
      },
      onSecondSignal: (signal) => app.log.warn({ signal }, 'second signal: exiting now'),
      onSecondError: (err) => app.log.error({ err }, 'second error while shutting down: exiting now'),
    },
    async ({ signal, err }) => {
      app.lifecycle.draining = true;
      if (err) app.log.error({ err }, 'shutting down after an error');
      else app.log.info({ signal, drainMs }, 'shutting down');
      if (!err && drainMs > 0) await sleep(drainMs);
      stage = 'finishing requests and closing';
      // Event streams never finish by themselves: they end now, and their clients reconnect elsewhere.
      app.lifecycle.stop();
      const t0 = performance.now();
      await takeInWhatArrived(app, timeoutMs / 2);
      const t1 = performance.now();
      stage = 'answering the requests taken in';
      await stopListeningAndSettle(app, open, timeoutMs / 4);
      const t2 = performance.now();
      stage = 'closing the app (workers, transports, pools)';
      await app.close();
      const t3 = performance.now();
      const left = stillOpen();
      app.log.info(
        {
          stillOpen: left,
          ms: { takeIn: Math.round(t1 - t0), settle: Math.round(t2 - t1), close: Math.round(t3 - t2) },
        },
        'closed',
      );
    },
  );
}
