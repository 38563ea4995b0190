import { randomUUID } from 'node:crypto';
import { FAN_VOTE_MESSAGES } from '@cq/shared';
import { eq } from 'drizzle-orm';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../src/app';
import { fanBallots, fanVoteCredits } from '../src/db/schema';
import type { Staff } from '../src/dev/staff-factories';
import { ballotBatcher } from '../src/modules/voting/group-commit';
import { localCounters, sharedCounters } from '../src/plugins/limit-counters';
import { TestRedis } from './support/redis-server';
import type { TestApp } from './support/test-app';
import {
  type Delegate,
  delegateOnOwnDevice,
  openVoteBody,
  sendFrom,
  signedInFan,
  uniqueVoteName,
  votingStage,
} from './support/voting';

let t: TestApp;
let director: Staff;
let amara: Delegate;
let lerato: Delegate;

const METRICS = 'metrics-token-for-votes';
const call = (method: string, url: string, headers: object = {}, payload?: object, remoteAddress = '198.51.100.7') =>
  sendFrom(t, remoteAddress, method, url, headers, payload);

async function newVote(over: Record<string, unknown> = {}) {
  const res = await call(
    'POST',
    '/api/admin/votes',
    director.headers,
    openVoteBody(uniqueVoteName('Finale'), [amara.contestantId, lerato.contestantId], over),
  );
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data as { id: string; slug: string };
}

const fan = () => signedInFan(t);
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
  ({ t, director, amara, lerato } = await votingStage({ METRICS_TOKEN: METRICS }));
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

  it('refuses a delegate’s vote for herself inside a crowd’s batch, and gives her address’s vote back', async () => {
    // Two free votes a day from the address: hers (refused) must not use one of them.
    const { id, slug } = await newVote({ votesPerAddressPerDay: 2 });
    const herself = await delegateOnOwnDevice(t, amara);
    const crowd = await fans(10);
    const answers = await Promise.all([
      vote(slug, herself, amara.slug, randomUUID(), '203.0.113.40'),
      ...crowd.map((f, i) => vote(slug, f.headers, lerato.slug, randomUUID(), `198.51.100.${100 + i}`)),
    ]);
    expect(answers[0]?.statusCode).toBe(403);
    expect(answers[0]?.json()).toMatchObject({ success: false, code: 'own_vote', message: FAN_VOTE_MESSAGES.ownVote });
    expect(statuses(answers.slice(1))).toEqual({ 201: 10 });
    expect(await stored(id)).toBe(10);
    // Her address still has both of its votes: she votes for another delegate, a fan beside her too.
    expect((await vote(slug, herself, lerato.slug, randomUUID(), '203.0.113.40')).statusCode).toBe(201);
    const neighbour = await fan();
    expect((await vote(slug, neighbour.headers, amara.slug, randomUUID(), '203.0.113.40')).statusCode).toBe(201);
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

  it('refuses nobody while the units held are those of votes turning out paid, resent or over the allowance', async () => {
    const { id, slug } = await newVote({ votesPerAddressPerDay: 8 });
    const venue = '203.0.113.43';
    const elsewhere = '198.51.100.43';
    // Three fans voted from the venue already (three of its eight): now their phones resend those requests.
    const resenders = await fans(3);
    const resent = resenders.map(() => randomUUID());
    for (const [i, f] of resenders.entries()) {
      expect((await vote(slug, f.headers, amara.slug, resent[i], venue)).statusCode).toBe(201);
    }
    // Six fans used today's free vote for Amara on another network; three of them have paid votes left.
    const payers = await fans(3);
    const spent = await fans(3);
    for (const f of [...payers, ...spent]) {
      expect((await vote(slug, f.headers, amara.slug, randomUUID(), elsewhere)).statusCode).toBe(201);
    }
    await t.db
      .insert(fanVoteCredits)
      .values(payers.map((f) => ({ voteId: id, userId: f.user.id, purchased: 2, balance: 2 })));
    // Eight newcomers for the five free votes the venue has left, arriving after the others.
    const newcomers = await fans(8);
    // The votes reach the database only once every request has asked the venue's counter: the units the others
    // took are still held, undecided, when the newcomers ask.
    const requests = 3 + 3 + 3 + 8;
    const counters = t.app.limitCounters;
    const take = counters.take.bind(counters);
    let asked = 0;
    let everyoneAsked = () => {};
    const allAsked = new Promise<void>((resolve) => {
      everyoneAsked = resolve;
    });
    vi.spyOn(counters, 'take').mockImplementation((...args) => {
      if (++asked === requests) everyoneAsked();
      return take(...args);
    });
    const transaction = t.db.transaction.bind(t.db);
    vi.spyOn(t.db, 'transaction').mockImplementation((async (...args: Parameters<typeof transaction>) => {
      await allAsked;
      return transaction(...args);
    }) as typeof transaction);
    const answers = await Promise.all([
      ...resenders.map((f, i) => vote(slug, f.headers, amara.slug, resent[i], venue)),
      ...payers.map((f) => vote(slug, f.headers, amara.slug, randomUUID(), venue)),
      ...spent.map((f) => vote(slug, f.headers, amara.slug, randomUUID(), venue)),
      ...newcomers.map((f) => vote(slug, f.headers, amara.slug, randomUUID(), venue)),
    ]).finally(() => vi.restoreAllMocks());
    expect(statuses(answers.slice(0, 3))).toEqual({ 200: 3 });
    expect(answers.slice(3, 6).map((r) => r.json().data?.paid)).toEqual([true, true, true]);
    expect(statuses(answers.slice(6, 9))).toEqual({ 429: 3 });
    expect(answers[6]?.json().message).not.toBe(
      'Too many votes have come from your network today. Please try again tomorrow.',
    );
    // Exactly the five free votes left, none refused while one was free.
    expect(statuses(answers.slice(9))).toEqual({ 201: 5, 429: 3 });
    const free = (await t.db.select().from(fanBallots).where(eq(fanBallots.voteId, id))).filter((b) => !b.paid);
    expect(free).toHaveLength(3 + 6 + 5);
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
    const taken = await Promise.all(
      Array.from({ length: 50 }, async () => {
        const unit = await counters.take('k', 10, 60_000, start);
        unit?.keep();
        return unit;
      }),
    );
    expect(taken.filter(Boolean)).toHaveLength(8);
    const last = await counters.take('k', 11, 60_000, start);
    await last?.giveBack();
    const again = await counters.take('k', 11, 60_000, start);
    expect(again).not.toBeNull();
    again?.keep();
    expect(await counters.take('k', 11, 60_000, start)).toBeNull();
  });

  it('a take at the limit waits for units held undecided: it gets one given back, and is refused once they are kept', async () => {
    const counters = localCounters();
    const start = async () => 0;
    const first = await counters.take('venue', 2, 60_000, start);
    const second = await counters.take('venue', 2, 60_000, start);
    expect(first && second).toBeTruthy();
    const waiting = counters.take('venue', 2, 60_000, start);
    const refused = counters.take('venue', 2, 60_000, start);
    first?.keep();
    await second?.giveBack();
    const got = await waiting;
    expect(got).not.toBeNull();
    // The other waits for that one too, and is refused once it is kept.
    got?.keep();
    expect(await refused).toBeNull();
    expect(await counters.take('venue', 2, 60_000, start)).toBeNull();
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
        Array.from({ length: 40 }, async (_, i) => {
          const unit = await (i % 2 ? a : b).take('venue', 12, 60_000, start);
          unit?.keep();
          return unit;
        }),
      );
      expect(takes.filter(Boolean)).toHaveLength(9);
      expect(starts).toBeGreaterThanOrEqual(1);
      // A unit given back on one instance is taken on the other.
      const held = await a.take('venue', 13, 60_000, start);
      await held?.giveBack();
      const again = await b.take('venue', 13, 60_000, start);
      expect(again).not.toBeNull();
      again?.keep();
      expect(await a.take('venue', 13, 60_000, start)).toBeNull();
    } finally {
      for (const c of clients) c.disconnect();
      await server.stop();
    }
  });

  it('through Redis: a unit given back while Redis is unreachable is given back there once it answers again', async () => {
    const server = await TestRedis.start({ keepData: true });
    // Connected as the server connects: nothing queued while away, reconnecting in the background.
    const client = new Redis(server.url, {
      enableOfflineQueue: false,
      maxRetriesPerRequest: 0,
      commandTimeout: 500,
      retryStrategy: (attempt) => Math.min(attempt * 100, 500),
    });
    // While Redis is down each reconnection attempt fails with an error event, as on the server (which logs them):
    // the waits below are for the connection's own events, not rejected by those errors.
    client.on('error', () => {});
    const next = (event: 'ready' | 'close') => new Promise<void>((resolve) => client.once(event, () => resolve()));
    try {
      await next('ready');
      const counters = sharedCounters(client, 'test:');
      const start = async () => 0;
      (await counters.take('venue', 2, 60_000, start))?.keep();
      const held = await counters.take('venue', 2, 60_000, start);
      expect(held).not.toBeNull();

      const closed = next('close');
      await server.stop();
      await closed;
      // Its vote turned out paid: the unit goes back while Redis cannot be reached.
      await held?.giveBack();

      const back = next('ready');
      await server.start();
      await back;
      // The count Redis kept through the outage is the one kept vote: one free unit again, and only one.
      const again = await counters.take('venue', 2, 60_000, start);
      expect(again).not.toBeNull();
      again?.keep();
      expect(await counters.take('venue', 2, 60_000, start)).toBeNull();
      expect(await client.get('test:venue')).toBe('2');
    } finally {
      client.disconnect();
      await server.remove();
    }
  });
});
