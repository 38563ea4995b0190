import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Counter, Histogram } from 'prom-client';
import { outboxBacklog } from '#api/mail/backlog';
import type { WorkerPoolStats } from './worker-pool';

/** node-postgres's pool counters; the embedded database has no pool. */
interface PoolCounts {
  totalCount: number;
  idleCount: number;
  waitingCount: number;
}
type Connect = (callback?: (...args: unknown[]) => void) => unknown;

// Seconds a query waits for a pool connection: nothing in a healthy pool, so the small buckets matter.
const POOL_WAIT_BUCKETS = [0.0005, 0.001, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5];

// Seconds; most API answers take milliseconds, uploads and exports take seconds.
const LATENCY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];
/** Requests that matched no route (unknown paths, the web app's history fallback) share one label. */
const UNMATCHED = '(unmatched)';

function sameToken(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** The fan votes' group commit's figures (modules/voting/group-commit.ts), handed in by the app. */
export interface FanVoteFigures {
  /** Votes counted by a committed transaction. */
  readonly committed: number;
  /** Votes answered to the fan (after their commit). */
  readonly acknowledged: number;
  /** Observers of each batch's size. */
  readonly batchObservers: Set<(size: number) => void>;
}

export interface MetricsPluginOptions {
  token: string | undefined;
  /** Read only when metrics are on; the voting module keeps them, and plugins sit below the modules. */
  fanVotes: () => FanVoteFigures;
}

/**
 * GET /metrics in Prometheus text format, only when METRICS_TOKEN is set and
 * only to callers presenting it (`Authorization: Bearer …`); otherwise the
 * path does not exist (404). Requests are counted and timed by route pattern
 * (never the raw URL, so ids do not multiply the series); the outbox backlog,
 * the database pool, the rate-limit store and the worker pool are read at scrape time, and the process's own
 * figures (the event-loop delay as nodejs_eventloop_lag_*, memory, garbage collection) come with them.
 */
export const metricsPlugin = fp(async (app: FastifyInstance, opts: MetricsPluginOptions) => {
  const token = opts.token;
  if (!token) {
    app.get('/metrics', { schema: { hide: true } }, (request, reply) => notFound(request, reply));
    return;
  }
  // Loaded only when metrics are on: an instance without them pays nothing at start.
  const { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } = await import('prom-client');
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });

  const requests = new Counter({
    name: 'http_requests_total',
    help: 'HTTP requests answered, by method, route pattern and status code',
    labelNames: ['method', 'route', 'status'] as const,
    registers: [registry],
  });
  const latency = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time to answer an HTTP request, by method and route pattern',
    labelNames: ['method', 'route'] as const,
    buckets: LATENCY_BUCKETS,
    registers: [registry],
  });
  // The worker pool (registered after this plugin) is read when scraped.
  const poolFigure = (name: string, help: string, read: (s: WorkerPoolStats) => number) =>
    new Gauge({
      name,
      help,
      registers: [registry],
      collect() {
        if (app.hasDecorator('workers')) this.set(read(app.workers.stats()));
      },
    });
  poolFigure('worker_pool_threads', 'Threads of the heavy-work pool', (w) => w.threads);
  poolFigure('worker_pool_queue_tasks', 'Heavy tasks waiting for a thread of the pool', (w) => w.queued);
  poolFigure(
    'worker_pool_queue_max',
    'Heavy tasks that may wait before requests are refused with 503',
    (w) => w.queueMax,
  );
  poolFigure('worker_pool_refused_total', 'Heavy tasks refused with 503 because the queue was full', (w) => w.refused);
  poolFigure('worker_pool_completed_total', 'Heavy tasks the pool has finished', (w) => w.completed);

  const refusals = new Counter({
    name: 'rate_limit_refusals_total',
    help: 'Requests refused with 429 by a rate limit, by route pattern',
    labelNames: ['route'] as const,
    registers: [registry],
  });
  new Gauge({
    name: 'rate_limit_redis_degraded',
    help: '1 while the shared rate-limit store (Redis) is away and budgets count per instance',
    registers: [registry],
    collect() {
      this.set(app.rateLimitRedisState() === 'degraded' ? 1 : 0);
    },
  });
  // Fan votes: committed by this instance's transactions, and answered to the fan once committed (group commit).
  const votes = opts.fanVotes();
  const voteCounter = (name: string, help: string, read: () => number) =>
    new Counter({
      name,
      help,
      registers: [registry],
      collect() {
        this.reset();
        this.inc(read());
      },
    });
  voteCounter(
    'fan_votes_committed_total',
    'Fan votes committed to the database by this instance',
    () => votes.committed,
  );
  voteCounter(
    'fan_votes_acknowledged_total',
    'Fan votes answered as counted by this instance (each after its commit)',
    () => votes.acknowledged,
  );
  const batchSizes = new Histogram({
    name: 'fan_vote_batch_size',
    help: 'Fan votes committed together in one transaction',
    buckets: [1, 2, 4, 8, 16, 32, 64, 128, 256],
    registers: [registry],
  });
  votes.batchObservers.add((size) => batchSizes.observe(size));
  app.addHook('onClose', async () => {
    votes.batchObservers.clear();
  });
  const outboxPending = new Gauge({
    name: 'outbox_pending_messages',
    help: 'E-mails queued in the outbox and not yet delivered',
    registers: [registry],
  });
  const outboxAge = new Gauge({
    name: 'outbox_oldest_due_age_seconds',
    help: 'How long the oldest due e-mail has waited for delivery (0 when none is due)',
    registers: [registry],
  });
  const pool = (app.db as unknown as { $client?: Partial<PoolCounts> }).$client;
  if (pool && typeof pool.totalCount === 'number') {
    const counts = pool as PoolCounts;
    const poolGauge = (name: string, help: string, read: (p: PoolCounts) => number) =>
      new Gauge({
        name,
        help,
        registers: [registry],
        collect() {
          this.set(read(counts));
        },
      });
    poolGauge('db_pool_connections_total', 'Connections open in the database pool', (p) => p.totalCount);
    poolGauge('db_pool_connections_idle', 'Idle connections in the database pool', (p) => p.idleCount);
    poolGauge('db_pool_requests_waiting', 'Queries waiting for a free pool connection', (p) => p.waitingCount);
    timePoolWaits(
      pool as unknown as { connect: Connect },
      new Histogram({
        name: 'db_pool_wait_seconds',
        help: 'Time a query waited for a connection of the database pool',
        buckets: POOL_WAIT_BUCKETS,
        registers: [registry],
      }),
    );
  }

  // Label children are looked up once per route and status, not hashed on every request.
  const timers = new Map<string, Histogram.Internal<'method' | 'route'>>();
  const counters = new Map<string, Counter.Internal>();
  app.addHook('onResponse', (request, reply, done) => {
    const route = request.routeOptions.url ?? UNMATCHED;
    const method = request.method;
    const status = reply.statusCode;
    const timerKey = `${method} ${route}`;
    let timer = timers.get(timerKey);
    if (!timer) {
      timer = latency.labels(method, route);
      timers.set(timerKey, timer);
    }
    timer.observe(reply.elapsedTime / 1000);
    const countKey = `${timerKey} ${status}`;
    let counter = counters.get(countKey);
    if (!counter) {
      counter = requests.labels(method, route, String(status));
      counters.set(countKey, counter);
    }
    counter.inc();
    if (status === 429) refusals.labels(route).inc();
    done();
  });

  app.get('/metrics', { schema: { hide: true } }, async (request, reply) => {
    const header = request.headers.authorization ?? '';
    const given = header.startsWith('Bearer ') ? header.slice(7).trim() : '';
    if (!given || !sameToken(given, token)) {
      return reply
        .code(401)
        .header('www-authenticate', 'Bearer realm="metrics"')
        .send({ success: false, message: 'A valid metrics token is required.' });
    }
    const backlog = await outboxBacklog(app.db);
    outboxPending.set(backlog.pending);
    outboxAge.set(backlog.oldestDueSeconds);
    reply.header('cache-control', 'no-store').type(registry.contentType);
    return registry.metrics();
  });
});

/**
 * Times every wait for a pool connection: a queue in front of the pool is the first place a stall under load
 * hides, and the gauge of waiting queries only shows it at the moment of a scrape. node-postgres's `query`
 * goes through `connect`, so wrapping it sees every query.
 */
function timePoolWaits(pool: { connect: Connect }, waits: Histogram): void {
  const connect = pool.connect.bind(pool);
  pool.connect = (callback) => {
    const end = waits.startTimer();
    if (callback) {
      return connect((...args) => {
        end();
        callback(...args);
      });
    }
    return (connect() as Promise<unknown>).finally(end);
  };
}

function notFound(request: FastifyRequest, reply: FastifyReply) {
  return reply.code(404).send({ success: false, message: `No such endpoint: ${request.method} /metrics` });
}
