import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { type Database, type DatabaseHandle, openDatabase } from '../src/db/client';
import { liveCues } from '../src/db/schema';
import { createPublishedDelegate } from '../src/dev/delegate-factories';
import { createLiveFinale } from '../src/dev/live-factories';
import { createStaff, type Staff } from '../src/dev/staff-factories';
import { createPostgresDatabase } from './support/postgres';
import { TestRedis } from './support/redis-server';
import { SseClient } from './support/sse-client';
import { createTestApp, testConfig } from './support/test-app';

/**
 * Two instances on one database, joined by the fan-out a deployment chooses (Redis pub/sub, or PostgreSQL's
 * LISTEN/NOTIFY): a cue fired on one reaches the streams held by the other, and a link revoked on one ends its
 * stream on the other.
 */

interface TwoInstances {
  /** The instance the director works on, and its database. */
  a: FastifyInstance;
  db: Database;
  /** The instance the fans and the stage display are connected to. */
  b: FastifyInstance;
  close(): Promise<void>;
}

async function overRedis(): Promise<TwoInstances> {
  const redis = process.env.LIVE_TEST_REDIS_PORT
    ? new TestRedis(Number(process.env.LIVE_TEST_REDIS_PORT))
    : await TestRedis.start();
  if (process.env.LIVE_TEST_REDIS_PORT) await redis.start();
  const env = { RATE_LIMIT_MAX: '1000000', REDIS_URL: redis.url, LIVE_FANOUT: 'redis' };
  const a = await createTestApp({ env });
  const b = await buildApp({ config: testConfig(env), database: a.database, logger: false });
  return {
    a: a.app,
    db: a.db,
    b,
    close: async () => {
      await b.close();
      await a.close();
      await redis.stop();
    },
  };
}

/** Each instance with its own pool on one PostgreSQL database, as behind a load balancer. */
async function overPostgres(): Promise<TwoInstances> {
  const database = await createPostgresDatabase('live_fanout');
  const env = { RATE_LIMIT_MAX: '1000000', DATABASE_URL: database.url, LIVE_FANOUT: 'postgres' };
  const handles: DatabaseHandle[] = [];
  const instance = async () => {
    const handle = await openDatabase({ url: database.url, poolSize: 3 });
    handles.push(handle);
    const app = await buildApp({ config: testConfig(env), database: handle, logger: false });
    await app.ready();
    return { app, handle };
  };
  const a = await instance();
  const b = await instance();
  return {
    a: a.app,
    db: a.handle.db,
    b: b.app,
    close: async () => {
      await b.app.close();
      await a.app.close();
      for (const h of handles) await h.close();
      await database.drop();
    },
  };
}

describe.each([
  ['Redis', overRedis],
  ['PostgreSQL', overPostgres],
] as const)('fan-out across instances (%s)', (_transport, start) => {
  let two: TwoInstances;
  let a: FastifyInstance;
  let b: FastifyInstance;
  let portB: number;
  let director: Staff;
  let showId: string;

  beforeAll(async () => {
    two = await start();
    ({ a, b } = two);
    await b.listen({ host: '127.0.0.1', port: Number(process.env.LIVE_TEST_PORT ?? 0) });
    portB = (b.server.address() as AddressInfo).port;
    director = await createStaff(a, 'editor', [{ resource: 'show', actions: ['direct'] }]);
    const delegate = await createPublishedDelegate(two.db, { firstName: 'Zola', lastName: 'Queen' });
    const { show } = await createLiveFinale(two.db, {
      slug: 'fan-out-final',
      name: 'Fan-out Final',
      contestantIds: [delegate.contestantId],
    });
    showId = show.id;
    await two.db.insert(liveCues).values(
      [0, 1, 2].map((position) => ({
        showId,
        position,
        kind: 'custom' as const,
        title: `Cue ${position}`,
        delegateId: delegate.contestantId,
      })),
    );
    // Both instances hear the bus before the test fires anything.
    await Promise.all([a.live.bus.publish({ t: 'console', showId }), b.live.bus.publish({ t: 'console', showId })]);
  });
  afterAll(async () => {
    await two?.close();
  });

  it('carries a cue fired on one instance to the fans and displays held by the other', async () => {
    const fans = new SseClient(portB, '/api/live/stream');
    await fans.until((e) => e[0], 'the present');
    const { token, link } = (
      await a.inject({
        method: 'POST',
        url: `/api/admin/live/shows/${showId}/displays`,
        headers: director.headers,
        payload: { kind: 'stage', label: 'Stage' },
      })
    ).json().data;
    const stage = new SseClient(portB, `/api/live/displays/${token}/stream`);
    await stage.until((e) => e[0], 'the stage’s present');
    // The public menu's flag on the other instance: read once, then kept from the frames the bus brings.
    const onAirOnB = async () => (await b.inject({ method: 'GET', url: '/api/live/on-air' })).json().data.onAir;
    expect(await onAirOnB()).toBe(false);

    const fired = await a.inject({
      method: 'POST',
      url: `/api/admin/live/shows/${showId}/go`,
      headers: director.headers,
      payload: {},
    });
    expect(fired.statusCode, fired.body).toBe(200);
    const seq = String(fired.json().data.frame.seq);
    const onStage = await fans.until((e) => e.find((x) => x.id === seq), 'the cue on the other instance');
    expect(onStage.data).toMatchObject({
      onAir: true,
      picture: { kind: 'on_stage', delegate: { name: 'Zola Queen' } },
    });
    await stage.until((e) => e.find((x) => x.id === seq), 'the cue on the stage display');
    expect(await onAirOnB()).toBe(true);

    const revoked = await a.inject({
      method: 'POST',
      url: `/api/admin/live/shows/${showId}/displays/${link.id}/revoke`,
      headers: director.headers,
    });
    expect(revoked.statusCode).toBe(200);
    await stage.closed();
    expect(stage.events.at(-1)).toMatchObject({ event: 'end', data: { reason: 'revoked' } });
    fans.close();
  });
});
