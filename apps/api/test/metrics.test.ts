import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { type DatabaseHandle, openDatabase } from '../src/db/client';
import { outbox } from '../src/db/schema';
import { ballotBatcher } from '../src/modules/voting/group-commit';
import { createPostgresDatabase } from './support/postgres';
import { createTestApp, type TestApp, testConfig } from './support/test-app';

const TOKEN = 'metrics-token-0123456789abcdef';
const scrape = (app: FastifyInstance, authorization?: string) =>
  app.inject({ method: 'GET', url: '/metrics', headers: authorization ? { authorization } : {} });

/** The value of one series in Prometheus text, e.g. `http_requests_total{method="GET",…}`. */
function sample(text: string, series: string): number | undefined {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

describe('GET /metrics without METRICS_TOKEN', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('does not exist', async () => {
    const res = await scrape(t.app, `Bearer ${TOKEN}`);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ success: false });
  });
});

describe('GET /metrics with METRICS_TOKEN', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { METRICS_TOKEN: TOKEN } });
  });
  afterAll(async () => {
    await t.close();
  });

  it('is refused without the token or with another one', async () => {
    for (const auth of [undefined, 'Bearer not-the-token-at-all-000', TOKEN, `Basic ${TOKEN}`]) {
      const res = await scrape(t.app, auth);
      expect(res.statusCode).toBe(401);
      expect(res.headers['www-authenticate']).toMatch(/^Bearer/);
      expect(res.body).not.toContain('http_requests_total');
    }
  });

  it('counts and times requests by route pattern, never by raw URL', async () => {
    for (let i = 0; i < 3; i++) await t.app.inject({ method: 'GET', url: '/api/themes/active' });
    const id = randomUUID();
    await t.app.inject({ method: 'GET', url: `/api/media/${id}` });

    const res = await scrape(t.app, `Bearer ${TOKEN}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    const text = res.body;
    expect(sample(text, 'http_requests_total{method="GET",route="/api/themes/active",status="200"}')).toBe(3);
    expect(sample(text, 'http_request_duration_seconds_count{method="GET",route="/api/themes/active"}')).toBe(3);
    expect(
      sample(text, 'http_request_duration_seconds_bucket{le="+Inf",method="GET",route="/api/themes/active"}'),
    ).toBe(3);
    expect(text).toContain('route="/api/media/:fileId"');
    expect(text).not.toContain(id);
    // The process itself: event-loop delay and memory.
    expect(text).toContain('nodejs_eventloop_lag_p99_seconds');
  });

  it('counts rate-limit refusals by route', async () => {
    const ip = '10.77.0.1';
    for (let i = 0; i < 12; i++) {
      await t.app.inject({
        method: 'POST',
        url: '/api/users/login',
        payload: { email: `m${i}@example.com`, password: 'Wrong-pass-1' },
        remoteAddress: ip,
      });
    }
    const text = (await scrape(t.app, `Bearer ${TOKEN}`)).body;
    expect(sample(text, 'rate_limit_refusals_total{route="/api/users/login"}')).toBe(2);
    expect(sample(text, 'rate_limit_redis_degraded')).toBe(0);
  });

  it('reports the worker pool: its threads, the tasks waiting, its bound, and the tasks refused and done', async () => {
    await t.app.workers.run('gzipBytes', { bytes: Buffer.from('a file of an export') });
    const text = (await scrape(t.app, `Bearer ${TOKEN}`)).body;
    expect(sample(text, 'worker_pool_threads')).toBe(t.app.workers.stats().threads);
    expect(sample(text, 'worker_pool_queue_tasks')).toBe(0);
    expect(sample(text, 'worker_pool_queue_max')).toBe(64);
    expect(sample(text, 'worker_pool_refused_total')).toBe(0);
    expect(sample(text, 'worker_pool_completed_total')).toBeGreaterThanOrEqual(1);
  });

  it("reports this instance's fan votes from the voting module's group commit, handed in by the app", async () => {
    const votes = ballotBatcher(t.app.db).stats;
    votes.committed += 3;
    votes.acknowledged += 2;
    const text = (await scrape(t.app, `Bearer ${TOKEN}`)).body;
    expect(sample(text, 'fan_votes_committed_total')).toBe(votes.committed);
    expect(sample(text, 'fan_votes_acknowledged_total')).toBe(votes.acknowledged);
    expect(votes.committed).toBeGreaterThanOrEqual(3);
  });

  it('reports the outbox backlog and how long its oldest due message has waited', async () => {
    const message = { subject: 'Hello', html: '<p>Hello</p>', text: 'Hello', kind: 'test' };
    const minuteAgo = new Date(Date.now() - 60_000);
    await t.db.insert(outbox).values([
      { ...message, to: 'a@example.com', nextAttemptAt: minuteAgo },
      { ...message, to: 'b@example.com', nextAttemptAt: new Date(Date.now() + 3_600_000) },
      { ...message, to: 'c@example.com', status: 'sent', sentAt: new Date() },
    ]);
    const text = (await scrape(t.app, `Bearer ${TOKEN}`)).body;
    expect(sample(text, 'outbox_pending_messages')).toBe(2);
    expect(sample(text, 'outbox_oldest_due_age_seconds')).toBeGreaterThanOrEqual(60);
  });
});

describe('GET /metrics on PostgreSQL', () => {
  let database: Awaited<ReturnType<typeof createPostgresDatabase>>;
  let handle: DatabaseHandle;
  let app: FastifyInstance;
  beforeAll(async () => {
    database = await createPostgresDatabase('metrics');
    handle = await openDatabase({ url: database.url, poolSize: 4 });
    const config = testConfig({ DATABASE_URL: database.url, METRICS_TOKEN: TOKEN });
    app = await buildApp({ config, database: handle, logger: false });
    await app.ready();
  });
  afterAll(async () => {
    await app?.close();
    await handle?.close();
    await database?.drop();
  });

  it('reports the database pool: open, idle and waiting', async () => {
    await app.inject({ method: 'GET', url: '/api/health' });
    const text = (await scrape(app, `Bearer ${TOKEN}`)).body;
    expect(sample(text, 'db_pool_connections_total')).toBeGreaterThanOrEqual(1);
    expect(sample(text, 'db_pool_connections_total')).toBeLessThanOrEqual(4);
    expect(sample(text, 'db_pool_connections_idle')).toBeGreaterThanOrEqual(0);
    expect(sample(text, 'db_pool_requests_waiting')).toBe(0);
  });

  it('times every wait for a pool connection, the queries that had to queue included', async () => {
    const waits = async () => sample((await scrape(app, `Bearer ${TOKEN}`)).body, 'db_pool_wait_seconds_count') ?? 0;
    const before = await waits();
    // More queries at once than the pool has connections: some wait for one.
    await Promise.all(Array.from({ length: 12 }, () => handle.db.execute(sql`select pg_sleep(0.02)`)));
    const text = (await scrape(app, `Bearer ${TOKEN}`)).body;
    expect(await waits()).toBeGreaterThanOrEqual(before + 12);
    expect(sample(text, 'db_pool_wait_seconds_bucket{le="+Inf"}')).toBe(sample(text, 'db_pool_wait_seconds_count'));
    expect(sample(text, 'db_pool_wait_seconds_sum')).toBeGreaterThan(0.02);
  });
});

describe('warm PostgreSQL connections', () => {
  it('opens them before the server listens and keeps them while idle', async () => {
    const database = await createPostgresDatabase('warm');
    const handle = await openDatabase({ url: database.url, poolSize: 6, warmConnections: 3 });
    try {
      const pool = (handle.db as unknown as { $client: { totalCount: number; idleCount: number } }).$client;
      expect(pool.totalCount).toBe(3);
      expect(pool.idleCount).toBe(3);
      // A first burst finds them open: no more are opened for as many queries at once.
      await Promise.all([1, 2, 3].map(() => handle.db.execute(sql`select 1`)));
      expect(pool.totalCount).toBe(3);
    } finally {
      await handle.close();
      await database.drop();
    }
  });

  it('refuses to open at all when the database cannot be reached', async () => {
    const unreachable = 'postgres://postgres@127.0.0.1:1/nowhere';
    await expect(openDatabase({ url: unreachable, warmConnections: 2 })).rejects.toThrow();
  });
});
