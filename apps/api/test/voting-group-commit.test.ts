import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { fanBallots } from '../src/db/schema';
import { createPublishedDelegate } from '../src/dev/delegate-factories';
import { createUser, loginAs } from '../src/dev/factories';
import { createStaff, type Staff } from '../src/dev/staff-factories';
import { ballotBatcher } from '../src/modules/voting/group-commit';
import { localCounters, sharedCounters } from '../src/plugins/limit-counters';
import { TestRedis } from './support/redis-server';
import { createTestApp, type TestApp } from './support/test-app';

let t: TestApp;
let director: Staff;
type Delegate = Awaited<ReturnType<typeof createPublishedDelegate>>;
let amara: Delegate;
let lerato: Delegate;

const HOUR = 3600_000;
const METRICS = 'metrics-token-for-votes';
const call = (method: string, url: string, headers: object = {}, payload?: object, remoteAddress = '198.51.100.7') =>
  t.app.inject({
    method: method as 'GET',
    url,
    headers: headers as Record<string, string>,
    remoteAddress,
    ...(payload ? { payload } : {}),
  });

async function newVote(over: Record<string, unknown> = {}) {
  const res = await call('POST', '/api/admin/votes', director.headers, {
    name: `Finale ${randomUUID().slice(0, 6)}`,
    continent: 'Africa',
    opensAt: new Date(Date.now() - HOUR).toISOString(),
    closesAt: new Date(Date.now() + 24 * HOUR).toISOString(),
    timeZone: 'Africa/Lagos',
    freeVotesPerDay: 1,
    votesPerAddressPerDay: 1000,
    leaderboard: 'public',
    outcome: { kind: 'award', title: "People's Choice award" },
    contestantIds: [amara.contestantId, lerato.contestantId],
    ...over,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data as { id: string; slug: string };
}

async function fan() {
  const user = await createUser(t.db, { firstName: 'Fan' });
  return { user, headers: { ...loginAs(t.app, user).headers, 'x-device-id': `device-${randomUUID()}` } };
}
const fans = (n: number) => Promise.all(Array.from({ length: n }, () => fan()));

const vote = (slug: string, headers: object, delegate: string, key = randomUUID(), address?: string) =>
  call('POST', `/api/votes/${slug}/ballots`, headers, { delegate, idempotencyKey: key }, address);
const stored = async (voteId: string) =>
  (await t.db.select().from(fanBallots).where(eq(fanBallots.voteId, voteId))).length;
const total = async (slug: string) => {
  // The public count is cached for a moment on this instance: read it as a fresh instance would.
  const res = await call('GET', `/api/votes/${slug}/leaderboard`);
  return res.json().data.total as number;
};
const statuses = (answers: { statusCode: number }[]) =>
  answers.reduce<Record<number, number>>((all, r) => {
    all[r.statusCode] = (all[r.statusCode] ?? 0) + 1;
    return all;
  }, {});

beforeAll(async () => {
  t = await createTestApp({ env: { RATE_LIMIT_MAX: '1000000', METRICS_TOKEN: METRICS } });
  director = await createStaff(t.app, 'editor', [{ resource: 'voting', actions: ['read', 'update', 'export'] }]);
  amara = await createPublishedDelegate(t.db, { firstName: 'Amara', lastName: 'Okafor' });
  lerato = await createPublishedDelegate(t.db, { firstName: 'Lerato', lastName: 'Dube' });
});
afterAll(async () => {
  await t?.close();
});

describe('votes arriving together (group commit)', () => {
  it('one request pressed thirty times at once makes one vote, answered to every press', async () => {
    const { id, slug } = await newVote();
    const f = await fan();
    const key = randomUUID();
    const presses = await Promise.all(Array.from({ length: 30 }, () => vote(slug, f.headers, amara.slug, key)));
    expect(statuses(presses)).toEqual({ 200: 29, 201: 1 });
    expect(new Set(presses.map((r) => r.json().data.ballotId)).size).toBe(1);
    expect(await stored(id)).toBe(1);
  });

  it('many fans at once, each pressing twice and opening a second tab: every vote acknowledged is stored once, in shared transactions', async () => {
    const { id, slug } = await newVote({ freeVotesPerDay: 2 });
    const crowd = await fans(40);
    const stats = ballotBatcher(t.db).stats;
    const before = { batches: stats.batches, committed: stats.committed, acknowledged: stats.acknowledged };
    const keys = crowd.map(() => randomUUID());
    const answers = await Promise.all(
      crowd.flatMap((f, i) => [
        vote(slug, f.headers, amara.slug, keys[i]),
        vote(slug, f.headers, amara.slug, keys[i]),
        vote(slug, f.headers, amara.slug),
        vote(slug, f.headers, amara.slug),
        vote(slug, f.headers, lerato.slug),
      ]),
    );
    // Two free votes each for Amara (the pressed one among them, never twice) and one for Lerato.
    const made = answers.filter((r) => r.statusCode === 201);
    expect(made).toHaveLength(40 * 3);
    // Per fan, one of her three Amara requests finds no free vote left; the pressed one's copy is answered as
    // counted (200) when it won, refused with it when it lost.
    expect(answers.filter((r) => r.statusCode === 200 || r.statusCode === 429)).toHaveLength(40 * 2);
    expect(answers.filter((r) => r.statusCode === 429).length).toBeGreaterThanOrEqual(40);
    expect(new Set(made.map((r) => r.json().data.ballotId)).size).toBe(made.length);
    expect(await stored(id)).toBe(made.length);
    expect(await total(slug)).toBe(made.length);
    expect(stats.committed - before.committed).toBe(made.length);
    expect(stats.acknowledged - before.acknowledged).toBe(made.length);
    // Shared: far fewer transactions than votes.
    expect(stats.batches - before.batches).toBeLessThan(made.length / 2);
  });

  it('a vote refused inside a batch holds back none of the others', async () => {
    const { id, slug } = await newVote();
    const early = await fan();
    expect((await vote(slug, early.headers, amara.slug)).statusCode).toBe(201);
    const crowd = await fans(20);
    const answers = await Promise.all([
      vote(slug, early.headers, amara.slug),
      ...crowd.map((f) => vote(slug, f.headers, amara.slug)),
    ]);
    expect(answers[0]?.statusCode).toBe(429);
    expect(answers.slice(1).every((r) => r.statusCode === 201)).toBe(true);
    expect(await stored(id)).toBe(21);
  });
});

describe('/metrics', () => {
  it('counts the votes committed and acknowledged, and the size of the batches that carried them', async () => {
    const read = async () => {
      const res = await call('GET', '/metrics', { authorization: `Bearer ${METRICS}` });
      expect(res.statusCode).toBe(200);
      const value = (name: string) => Number(res.body.match(new RegExp(`^${name} (\\d+)$`, 'm'))?.[1] ?? Number.NaN);
      return {
        committed: value('fan_votes_committed_total'),
        acknowledged: value('fan_votes_acknowledged_total'),
        batches: value('fan_vote_batch_size_count'),
        ballots: value('fan_vote_batch_size_sum'),
      };
    };
    const { slug } = await newVote();
    const before = await read();
    const answers = await Promise.all((await fans(12)).map((f) => vote(slug, f.headers, amara.slug)));
    expect(statuses(answers)).toEqual({ 201: 12 });
    const after = await read();
    expect(after.committed - before.committed).toBe(12);
    expect(after.acknowledged - before.acknowledged).toBe(12);
    expect(after.ballots - before.ballots).toBe(12);
    expect(after.batches - before.batches).toBeGreaterThan(0);
    expect(after.batches - before.batches).toBeLessThan(12);
  });
});

describe('the limit of one network address', () => {
  it('lets exactly its limit through when forty fans behind it vote at once', async () => {
    const { id, slug } = await newVote({ votesPerAddressPerDay: 7 });
    const venue = await fans(40);
    const keys = venue.map(() => randomUUID());
    const answers = await Promise.all(venue.map((f, i) => vote(slug, f.headers, amara.slug, keys[i], '203.0.113.40')));
    expect(statuses(answers)).toEqual({ 201: 7, 429: 33 });
    expect(answers.find((r) => r.statusCode === 429)?.json().message).toBe(
      'Too many votes have come from your network today. Please try again tomorrow.',
    );
    expect(await stored(id)).toBe(7);
    // A resent vote is answered as before and takes nothing more from the address.
    const first = answers.findIndex((r) => r.statusCode === 201);
    const resent = await vote(slug, venue[first]?.headers ?? {}, amara.slug, keys[first], '203.0.113.40');
    expect(resent.statusCode).toBe(200);
    expect(await stored(id)).toBe(7);
  });

  it('serialises nothing: forty fans behind one address share transactions like forty on their own', async () => {
    const { slug } = await newVote();
    const venue = await fans(40);
    const stats = ballotBatcher(t.db).stats;
    const before = stats.batches;
    const answers = await Promise.all(
      venue.map((f) => vote(slug, f.headers, amara.slug, randomUUID(), '203.0.113.41')),
    );
    expect(statuses(answers)).toEqual({ 201: 40 });
    expect(stats.batches - before).toBeLessThan(20);
  });

  it('counts on from what the database holds when an instance first meets the address', async () => {
    const { id, slug } = await newVote({ votesPerAddressPerDay: 5 });
    for (const f of await fans(3)) {
      expect((await vote(slug, f.headers, amara.slug, randomUUID(), '203.0.113.42')).statusCode).toBe(201);
    }
    // Another instance on the same database: its counters start empty and count on from the three stored votes.
    const other = await buildApp({ config: t.config, database: t.database, logger: false });
    await other.ready();
    try {
      expect(other.limitCounters).not.toBe(t.app.limitCounters);
      const answers = await Promise.all(
        (await fans(6)).map((f) =>
          other.inject({
            method: 'POST',
            url: `/api/votes/${slug}/ballots`,
            headers: f.headers,
            remoteAddress: '203.0.113.42',
            payload: { delegate: lerato.slug, idempotencyKey: randomUUID() },
          }),
        ),
      );
      expect(statuses(answers)).toEqual({ 201: 2, 429: 4 });
    } finally {
      await other.close();
    }
    expect(await stored(id)).toBe(5);
  });
});

describe('limit counters', () => {
  it('in one process: exactly the limit under racing takes, started from the database, a unit given back is taken again', async () => {
    const counters = localCounters();
    const start = async () => 2;
    const taken = await Promise.all(Array.from({ length: 50 }, () => counters.take('k', 10, 60_000, start)));
    expect(taken.filter(Boolean)).toHaveLength(8);
    await counters.giveBack('k');
    expect(await counters.take('k', 10, 60_000, start)).toBe(true);
    expect(await counters.take('k', 10, 60_000, start)).toBe(false);
  });

  it('through Redis: two instances share one count, exactly the limit between them', async () => {
    const server = await TestRedis.start();
    const clients = [new Redis(server.url), new Redis(server.url)];
    try {
      await Promise.all(clients.map((c) => new Promise((resolve) => c.once('ready', resolve))));
      const a = sharedCounters(clients[0] as Redis, 'test:');
      const b = sharedCounters(clients[1] as Redis, 'test:');
      let starts = 0;
      const start = async () => {
        starts += 1;
        return 3;
      };
      const takes = await Promise.all(
        Array.from({ length: 40 }, (_, i) => (i % 2 ? a : b).take('venue', 12, 60_000, start)),
      );
      expect(takes.filter(Boolean)).toHaveLength(9);
      expect(starts).toBeGreaterThanOrEqual(1);
      await a.giveBack('venue');
      expect(await b.take('venue', 12, 60_000, start)).toBe(true);
      expect(await a.take('venue', 12, 60_000, start)).toBe(false);
    } finally {
      for (const c of clients) c.disconnect();
      await server.stop();
    }
  });
});
