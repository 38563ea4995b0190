import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/** Where the process is in its life, for the readiness route and the shutdown's report. */
export interface Lifecycle {
  /** Set on SIGTERM: readiness answers 503 so the load balancer sends no more, while requests are still served. */
  draining: boolean;
  /** Set once the listener is closed: each answer then ends its connection, so clients go elsewhere. */
  endingConnections: boolean;
  /** Requests received and not yet answered. */
  readonly requestsInFlight: number;
  /** Registers what ends long-lived answers (event streams) when the server stops serving. */
  onStop(end: () => void): void;
  /** Ends the long-lived answers: called when the drain is over, before the server stops listening. */
  stop(): void;
}

declare module 'fastify' {
  interface FastifyInstance {
    lifecycle: Lifecycle;
  }
}

export const lifecyclePlugin = fp(
  async (app: FastifyInstance) => {
    let inFlight = 0;
    const enders: (() => void)[] = [];
    const lifecycle: Lifecycle = {
      draining: false,
      endingConnections: false,
      get requestsInFlight() {
        return inFlight;
      },
      onStop: (end) => {
        enders.push(end);
      },
      stop: () => {
        for (const end of enders.splice(0)) end();
      },
    };
    app.decorate('lifecycle', lifecycle);
    app.addHook('onRequest', (_request, reply, done) => {
      inFlight += 1;
      // Once the listener is closed, each answer ends its connection: the client sends its next request on a
      // new connection (to another instance), never on one this instance is about to close under it.
      if (lifecycle.endingConnections) reply.header('connection', 'close');
      done();
    });
    // A request ends once: answered (onResponse) or abandoned by its client before the answer (onRequestAbort).
    app.addHook('onResponse', (_request, _reply, done) => {
      inFlight -= 1;
      done();
    });
    app.addHook('onRequestAbort', (_request, done) => {
      inFlight -= 1;
      done();
    });
  },
  { name: 'lifecycle' },
);
