import { randomUUID } from 'node:crypto';
import { FAN_VOTE_MESSAGES, VOTE_PACK_MESSAGES } from '@cq/shared';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, fanBallots } from '../src/db/schema';
import { createPublishedDelegate } from '../src/dev/delegate-factories';
import { createUser, loginAs } from '../src/dev/factories';
import type { Staff } from '../src/dev/staff-factories';
import { isDisposableEmail } from '../src/modules/voting/disposable';
import type { TestApp } from './support/test-app';
import {
  type Delegate,
  delegateOnOwnDevice,
  openVoteBody,
  paidVoting,
  sendFrom,
  signedInFan,
  uniqueVoteName,
  votingStage,
} from './support/voting';

/** Fair counting (docs/product/fan-voting.md): throw-away addresses, one count for staff and public, audits. */

let t: TestApp;
let director: Staff;
let amara: Delegate;
let lerato: Delegate;

const call = (method: string, url: string, headers: object = {}, payload?: object) =>
  sendFrom(t, '198.51.100.44', method, url, headers, payload);

const voteBody = (contestantIds: string[], name = uniqueVoteName('Fair Choice')) => openVoteBody(name, contestantIds);

const fan = (email?: string) => signedInFan(t, email ? { email } : {});
const vote = (slug: string, headers: object, delegate: string) =>
  call('POST', `/api/votes/${slug}/ballots`, headers, { delegate, idempotencyKey: randomUUID() });

beforeAll(async () => {
  ({ t, director, amara, lerato } = await votingStage());
});
afterAll(async () => {
  await t?.close();
});

describe('throw-away addresses', () => {
  it('refuses every sub-domain of every listed domain, whatever its case', () => {
    for (const email of [
      'fan@guerrillamail.com',
      'fan@mail.guerrillamail.com',
      'fan@a.b.mailinator.com',
      'fan@MAIL.GuerrillaMail.COM',
      'fan@mail.guerrillamail.com.',
    ]) {
      expect(isDisposableEmail(email), email).toBe(true);
    }
    for (const email of ['fan@gmail.com', 'fan@notguerrillamail.com', 'fan@guerrillamail.com.example.org']) {
      expect(isDisposableEmail(email), email).toBe(false);
    }
  });

  it('a sub-domain of a listed domain does not vote', async () => {
    const res = await call('POST', '/api/admin/votes', director.headers, voteBody([amara.contestantId]));
    const { slug } = res.json().data;
    const f = await fan(`fan-${randomUUID().slice(0, 8)}@mail.guerrillamail.com`);
    const refused = await vote(slug, f.headers, amara.slug);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: 'email_disposable', message: FAN_VOTE_MESSAGES.disposable });
  });
});

describe('one count for staff and the public', () => {
  it('a delegate taken out of the vote leaves both the staff figure and the public total', async () => {
    const created = await call(
      'POST',
      '/api/admin/votes',
      director.headers,
      voteBody([amara.contestantId, lerato.contestantId]),
    );
    const { id, slug, name } = created.json().data;
    for (const delegate of [amara.slug, lerato.slug, lerato.slug]) {
      expect((await vote(slug, (await fan()).headers, delegate)).statusCode).toBe(201);
    }
    const out = await call('PUT', `/api/admin/votes/${id}`, director.headers, {
      ...voteBody([amara.contestantId], name),
    });
    expect(out.statusCode, out.body).toBe(200);
    const staff = (await call('GET', `/api/admin/votes/${id}`, director.headers)).json().data;
    const board = (await call('GET', `/api/votes/${slug}/leaderboard`)).json().data;
    expect(board.total).toBe(1);
    expect(staff.counted).toBe(board.total);

    // Put back, her votes count again in both.
    await call('PUT', `/api/admin/votes/${id}`, director.headers, {
      ...voteBody([amara.contestantId, lerato.contestantId], name),
    });
    expect((await call('GET', `/api/admin/votes/${id}`, director.headers)).json().data.counted).toBe(3);
  });
});

describe('voiding', () => {
  it('votes already voided: nothing happens, and nothing is audited as an action', async () => {
    const created = await call('POST', '/api/admin/votes', director.headers, voteBody([amara.contestantId]));
    const { id, slug } = created.json().data;
    expect((await vote(slug, (await fan()).headers, amara.slug)).statusCode).toBe(201);
    const [ballot] = await t.db.select().from(fanBallots).where(eq(fanBallots.voteId, id));
    const body = { ballotIds: [ballot?.id], reason: 'Bought from a click farm' };
    const first = await call('POST', `/api/admin/votes/${id}/void`, director.headers, body);
    expect(first.json().data).toEqual({ voided: 1 });
    const again = await call('POST', `/api/admin/votes/${id}/void`, director.headers, body);
    expect(again.statusCode).toBe(200);
    expect(again.json().data).toEqual({ voided: 0 });
    const entries = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'voting.void'), eq(auditLog.recordId, id)));
    expect(entries.map((e) => e.summary)).toEqual([expect.stringMatching(/^Voided 1 vote in /)]);
  });
});

describe('the surge alarm', () => {
  /** A small deterministic generator: the same "random" crowd on every run. */
  function seeded(seed: number) {
    let s = seed;
    return () => {
      s = (s * 1103515245 + 12345) % 2 ** 31;
      return s / 2 ** 31;
    };
  }

  it('stays quiet through a realistic opening burst, and sounds for a farm', async () => {
    const delegates = [amara, lerato];
    for (let i = 0; i < 6; i++) {
      delegates.push(await createPublishedDelegate(t.db, { firstName: `Queen${i}`, lastName: 'Burst' }));
    }
    const pool: string[] = [];
    for (let i = 0; i < 45; i++) {
      const batch = await Promise.all(Array.from({ length: 10 }, () => createUser(t.db, { firstName: 'Crowd' })));
      pool.push(...batch.map((u) => u.id));
    }
    const now = Date.now();
    const newVote = async () => {
      const res = await call('POST', '/api/admin/votes', director.headers, {
        ...voteBody(delegates.map((d) => d.contestantId)),
        opensAt: new Date(now - 8 * 60_000).toISOString(),
      });
      expect(res.statusCode, res.body).toBe(201);
      return res.json().data as { id: string; slug: string };
    };
    type Row = { contestantId: string; userId: string; addressHash: string; createdAt: Date };
    const insert = (voteId: string, rows: Row[]) =>
      t.db.insert(fanBallots).values(
        rows.map((r) => ({
          voteId,
          userId: r.userId,
          contestantId: r.contestantId,
          votingDay: '2026-11-28',
          slot: 1,
          idempotencyKey: randomUUID(),
          addressHash: r.addressHash,
          createdAt: r.createdAt,
        })),
      );
    const review = async (id: string) =>
      (await call('GET', `/api/admin/votes/${id}/review`, director.headers)).json().data.alerts as {
        kind: string;
        delegate?: string;
      }[];

    // The opening burst: 400 fans in the first 8 minutes, each voting for one to three delegates, the favourite
    // far ahead (weights 5:3:2:2:1:1:1:1); most on their own connection, some households sharing one.
    const rand = seeded(2026);
    const weights = [5, 3, 2, 2, 1, 1, 1, 1];
    const total = weights.reduce((a, b) => a + b, 0);
    const pick = () => {
      let x = rand() * total;
      for (let i = 0; i < weights.length; i++) {
        x -= weights[i] ?? 0;
        if (x < 0) return i;
      }
      return 0;
    };
    const burst = (crowd: string[]): Row[] =>
      crowd.flatMap((userId, n) => {
        const address = rand() < 0.15 ? `home-${Math.floor(n / 3)}` : `fan-${n}`;
        const chosen = new Set(Array.from({ length: 1 + Math.floor(rand() * 3) }, pick));
        return [...chosen].map((d) => ({
          contestantId: delegates[d]?.contestantId ?? '',
          userId,
          addressHash: address,
          createdAt: new Date(now - Math.floor(rand() * 8 * 60_000)),
        }));
      });
    const opening = await newVote();
    const crowdRows = burst(pool.slice(0, 400));
    await insert(opening.id, crowdRows);
    const favourite = crowdRows.filter((r) => r.contestantId === amara.contestantId).length;
    expect(favourite).toBeGreaterThanOrEqual(100);
    expect(await review(opening.id)).toEqual([]);

    // A farm joins the same vote: 40 accounts on 4 addresses for one delegate in three minutes.
    const target = delegates[7];
    const farm = pool.slice(400, 440).map((userId, i) => ({
      contestantId: target?.contestantId ?? '',
      userId,
      addressHash: `farm-${i % 4}`,
      createdAt: new Date(now - (i % 3) * 60_000),
    }));
    await insert(opening.id, farm);
    const alarms = await review(opening.id);
    expect(alarms.filter((a) => a.kind === 'velocity')).toEqual([
      expect.objectContaining({ delegate: target?.slug, crowdedAccounts: 40 }),
    ]);

    // A farm on fresh addresses (one proxy per account) still runs far ahead of the vote's own pace.
    const quiet = await newVote();
    const rows: Row[] = pool.slice(0, 70).map((userId, n) => ({
      contestantId: delegates[n % 7]?.contestantId ?? '',
      userId,
      addressHash: `fan-${n}`,
      createdAt: new Date(now - (n % 8) * 60_000),
    }));
    const proxied = pool.slice(100, 250).map((userId, n) => ({
      contestantId: target?.contestantId ?? '',
      userId,
      addressHash: `proxy-${n}`,
      createdAt: new Date(now - (n % 5) * 60_000),
    }));
    await insert(quiet.id, [...rows, ...proxied]);
    expect((await review(quiet.id)).filter((a) => a.kind === 'velocity')).toEqual([
      expect.objectContaining({ delegate: target?.slug, accounts: 150, addresses: 150 }),
    ]);
  });
});

describe('the device a vote comes from', () => {
  const castFrom = (slug: string, f: Awaited<ReturnType<typeof fan>>, headers: Record<string, string>) =>
    call(
      'POST',
      `/api/votes/${slug}/ballots`,
      { ...f.headers, ...headers },
      {
        delegate: amara.slug,
        idempotencyKey: randomUUID(),
      },
    );

  it('is the server’s signed, HttpOnly cookie: a new x-device-id per account does not get round the limit', async () => {
    const created = await call('POST', '/api/admin/votes', director.headers, voteBody([amara.contestantId]));
    const { slug } = created.json().data;
    const first = await castFrom(slug, await fan(), {});
    expect(first.statusCode).toBe(201);
    const setCookie = String(first.headers['set-cookie']);
    expect(setCookie).toMatch(
      /^cq_device=[A-Za-z0-9_-]{32}\.[A-Za-z0-9_-]{43}; Path=\/api\/votes; Max-Age=\d+; HttpOnly; SameSite=Lax/,
    );
    const cookie = setCookie.split(';')[0] ?? '';

    // The same browser (its cookie), a new account and a new id of its own each time: the fourth is refused.
    const answers = [];
    for (let i = 0; i < 3; i++) {
      answers.push(await castFrom(slug, await fan(), { cookie, 'x-device-id': `rotated-${randomUUID()}` }));
    }
    expect(answers.map((a) => a.statusCode)).toEqual([201, 201, 429]);
    expect(answers[2]?.json().message).toBe(FAN_VOTE_MESSAGES.deviceLimit);
    // A browser that has its identity is not given another.
    expect(answers[0]?.headers['set-cookie']).toBeUndefined();
    // Its identity with a signature not the server's (once the real one was checked) is no identity: a new one is
    // issued, so the device limit of the real one is not reached by it.
    const [id = '', signature = ''] = cookie.slice('cq_device='.length).split('.');
    const tampered = `cq_device=${id}.${signature.startsWith('A') ? 'B' : 'A'}${signature.slice(1)}`;
    const copy = await castFrom(slug, await fan(), { cookie: tampered, 'x-device-id': `copied-${randomUUID()}` });
    expect(copy.statusCode).toBe(201);
    expect(String(copy.headers['set-cookie'])).toMatch(/^cq_device=/);
    expect(String(copy.headers['set-cookie'])).not.toContain(id);
  });

  it('a forged cookie is not an identity; the browser’s own id stays an extra signal for a client without one', async () => {
    const created = await call('POST', '/api/admin/votes', director.headers, voteBody([amara.contestantId]));
    const { slug } = created.json().data;
    const forged = `cq_device=${'B'.repeat(32)}.${'A'.repeat(43)}`;
    const res = await castFrom(slug, await fan(), { cookie: forged, 'x-device-id': 'same-client-id-1' });
    expect(res.statusCode).toBe(201);
    expect(String(res.headers['set-cookie'])).toMatch(/^cq_device=/);
    // Without the server's cookie, one id sent by four accounts is one device.
    const more = [];
    for (let i = 0; i < 3; i++)
      more.push((await castFrom(slug, await fan(), { 'x-device-id': 'same-client-id-1' })).statusCode);
    expect(more).toEqual([201, 201, 429]);
    // Without any id of its own, the browser is asked to reload.
    const none = await call('POST', `/api/votes/${slug}/ballots`, loginAs(t.app, (await fan()).user).headers, {
      delegate: amara.slug,
      idempotencyKey: randomUUID(),
    });
    expect(none.statusCode).toBe(400);
    expect(none.json().message).toBe(FAN_VOTE_MESSAGES.deviceMissing);
  });
});

describe('who may vote', () => {
  it('a delegate votes for the others, never for herself, and buys no pack in her vote; staff neither vote nor buy', async () => {
    const created = await call('POST', '/api/admin/votes', director.headers, {
      ...voteBody([amara.contestantId, lerato.contestantId]),
      paidVoting: paidVoting([{ votes: 10, price: 2 }]),
    });
    expect(created.statusCode, created.body).toBe(201);
    const { slug } = created.json().data;
    const herself = await delegateOnOwnDevice(t, amara);

    const forHerself = await vote(slug, herself, amara.slug);
    expect(forHerself.statusCode).toBe(403);
    expect(forHerself.json()).toMatchObject({ success: false, code: 'own_vote', message: FAN_VOTE_MESSAGES.ownVote });
    expect((await vote(slug, herself, lerato.slug)).statusCode).toBe(201);
    const pack = await call('POST', `/api/votes/${slug}/packs`, herself, { votes: 10 });
    expect(pack.statusCode).toBe(403);
    expect(pack.json()).toMatchObject({ code: 'delegate_no_packs', message: VOTE_PACK_MESSAGES.delegateNoPacks });

    const staff = { ...director.headers, 'x-device-id': `device-${randomUUID()}` };
    const staffVote = await vote(slug, staff, lerato.slug);
    expect(staffVote.statusCode).toBe(403);
    expect(staffVote.json()).toMatchObject({ code: 'staff_no_vote', message: FAN_VOTE_MESSAGES.staffNoVote });
    const staffPack = await call('POST', `/api/votes/${slug}/packs`, staff, { votes: 10 });
    expect(staffPack.statusCode).toBe(403);
    expect(staffPack.json()).toMatchObject({ code: 'staff_no_vote', message: VOTE_PACK_MESSAGES.staffNoPacks });

    // A fan votes and buys as before.
    const f = await fan();
    expect((await vote(slug, f.headers, amara.slug)).statusCode).toBe(201);
    expect((await call('POST', `/api/votes/${slug}/packs`, f.headers, { votes: 10 })).statusCode).toBe(200);
  });
});
