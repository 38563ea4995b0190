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

/**
 * On SIGTERM or SIGINT: readiness answers 503 at once, the server keeps serving for `drainMs` (the load
 * balancer's time to notice), takes in what already reached it, stops listening, answers every request it
 * has, then closes the mail worker, the transports and the database pools (the app's onClose hooks) and
 * exits 0. Whatever is still open after `drainMs + timeoutMs` (a mail relay that never answers, a hung
 * query) is logged and the process exits 1. A second signal exits at once.
 */
export function closeOnSignals(app: FastifyInstance, { drainMs, timeoutMs }: ShutdownOptions): void {
  let stage = 'draining';
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
      await takeInWhatArrived(app, timeoutMs / 2);
      await app.close();
      const left = stillOpen();
      app.log.info({ stillOpen: left }, 'closed');
    },
  );
}
