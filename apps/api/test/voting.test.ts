import { randomUUID } from 'node:crypto';
import { countBallots, FAN_VOTE_MESSAGES } from '@cq/shared';
import { and, eq } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, fanBallots, users } from '../src/db/schema';
import { createPublishedDelegate } from '../src/dev/delegate-factories';
import type { createUser } from '../src/dev/factories';
import { createStaff, type Staff } from '../src/dev/staff-factories';
import { interviewOnlyRules } from './support/rounds';
import type { TestApp } from './support/test-app';
import {
  type Delegate,
  HOUR,
  openVoteBody,
  sendFrom,
  signedInFan,
  uniqueVoteName,
  votingStage,
} from './support/voting';

let t: TestApp;
let director: Staff;
let reader: Staff;
let amara: Delegate;
let lerato: Delegate;
let unpublished: { contestantId: string };

const call = (method: string, url: string, headers: object = {}, payload?: object, remoteAddress = '198.51.100.7') =>
  sendFrom(t, remoteAddress, method, url, headers, payload);

const voteBody = (over: Record<string, unknown> = {}) =>
  openVoteBody(uniqueVoteName("People's Choice"), [amara.contestantId, lerato.contestantId], over);

async function newVote(over: Record<string, unknown> = {}) {
  const res = await call('POST', '/api/admin/votes', director.headers, voteBody(over));
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data as { id: string; slug: string };
}

const fan = (over: Parameters<typeof createUser>[1] = {}) => signedInFan(t, over);

const vote = (slug: string, headers: object, delegate: string, key = randomUUID(), address?: string) =>
  call('POST', `/api/votes/${slug}/ballots`, headers, { delegate, idempotencyKey: key }, address);
const board = async (slug: string) => (await call('GET', `/api/votes/${slug}/leaderboard`)).json().data;

beforeAll(async () => {
  ({ t, director, amara, lerato } = await votingStage());
  reader = await createStaff(t.app, 'editor', [{ resource: 'voting', actions: ['read'] }]);
  const other = await createPublishedDelegate(t.db, { firstName: 'Nadia', lastName: 'Bello' });
  unpublished = other;
  await t.db.execute(`update delegate_profiles set published_at = null where contestant_id = '${other.contestantId}'`);
});
afterAll(async () => {
  await t?.close();
});

describe('setting up a vote', () => {
  it('is staff’s, checks its window, zone and delegates, and the public sees it with its rules', async () => {
    const refused = await call('POST', '/api/admin/votes', reader.headers, voteBody());
    expect(refused.statusCode).toBe(403);
    const backwards = await call(
      'POST',
      '/api/admin/votes',
      director.headers,
      voteBody({ closesAt: new Date(Date.now() - 2 * HOUR).toISOString() }),
    );
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().errors.closesAt).toBe('The vote must close after it opens.');
    const zone = await call('POST', '/api/admin/votes', director.headers, voteBody({ timeZone: 'Mars/Olympus' }));
    expect(zone.statusCode).toBe(400);
    expect(zone.json().errors.timeZone).toMatch(/time zone/);
    const hidden = await call(
      'POST',
      '/api/admin/votes',
      director.headers,
      voteBody({ contestantIds: [unpublished.contestantId] }),
    );
    expect(hidden.statusCode).toBe(400);
    expect(hidden.json().message).toBe('Only delegates with a published profile can be in a vote.');

    const offered = (await call('GET', '/api/admin/votes/candidates', reader.headers)).json().data.delegates;
    expect(offered.map((d: { contestantId: string }) => d.contestantId)).toEqual(
      expect.arrayContaining([amara.contestantId, lerato.contestantId]),
    );
    expect(offered.map((d: { contestantId: string }) => d.contestantId)).not.toContain(unpublished.contestantId);

    const { slug } = await newVote({ name: 'Africa People’s Choice' });
    expect(slug).toMatch(/^africa-people-s-choice/);
    const listed = (await call('GET', '/api/votes')).json().data.votes.find((v: { slug: string }) => v.slug === slug);
    expect(listed).toMatchObject({
      state: 'open',
      freeVotesPerDay: 1,
      timeZone: 'Africa/Lagos',
      outcome: "The delegate with the most votes wins the People's Choice award.",
      // For a page to word in its own language.
      decision: { kind: 'award', title: "People's Choice award" },
    });
    expect(listed.delegates.map((d: { slug: string }) => d.slug).sort()).toEqual([amara.slug, lerato.slug].sort());
    const audit = await t.db.select().from(auditLog).where(eq(auditLog.action, 'voting.create'));
    expect(audit.length).toBeGreaterThan(0);
  });
});

describe('a vote’s name in every language', () => {
  it('keeps a version per language that fans and staff read beside the English, each checked as the English', async () => {
    const translations = { fr: { name: 'Prix du public Afrique' }, ar: { name: 'جائزة الجمهور أفريقيا' } };
    const { id, slug } = await newVote({ name: 'Africa Fan Award', translations });
    const shown = (await call('GET', `/api/votes/${slug}`)).json().data;
    expect(shown).toMatchObject({ name: 'Africa Fan Award', translations });
    const staff = (await call('GET', `/api/admin/votes/${id}`, reader.headers)).json().data;
    expect(staff.translations).toEqual(translations);
    // The slug stays the English name's.
    expect(slug).toMatch(/^africa-fan-award/);

    const changed = await call(
      'PUT',
      `/api/admin/votes/${id}`,
      director.headers,
      voteBody({ name: 'Africa Fan Award', translations: { pt: { name: 'Prémio do público' } } }),
    );
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json().data.translations).toEqual({ pt: { name: 'Prémio do público' } });
    const empty = await call(
      'POST',
      '/api/admin/votes',
      director.headers,
      voteBody({ translations: { es: { name: '' } } }),
    );
    expect(empty.statusCode).toBe(400);
    expect(empty.json().errors['translations.es.name']).toBe('Give the vote a name.');
  });
});

describe('a fan votes', () => {
  it('once a day per delegate: a resent request is the same vote, a second one waits for tomorrow', async () => {
    const { slug } = await newVote();
    const f = await fan();
    const key = randomUUID();
    const first = await vote(slug, f.headers, amara.slug, key);
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json()).toMatchObject({
      success: true,
      message: 'Thank you! Your vote is counted.',
      data: { delegate: amara.slug, remainingToday: 0, repeated: false },
    });
    const again = await vote(slug, f.headers, amara.slug, key);
    expect(again.statusCode).toBe(200);
    expect(again.json().data).toMatchObject({ ballotId: first.json().data.ballotId, repeated: true });

    const second = await vote(slug, f.headers, amara.slug);
    expect(second.statusCode).toBe(429);
    expect(second.json()).toMatchObject({
      success: false,
      message: 'You have used today’s free votes for her. Come back tomorrow to vote again.',
    });
    const wait = Number(second.headers['retry-after']);
    expect(wait).toBeGreaterThan(0);
    expect(wait).toBeLessThanOrEqual(24 * 3600);

    // The allowance is per delegate: Lerato still gets her vote.
    expect((await vote(slug, f.headers, lerato.slug)).statusCode).toBe(201);
    // The same key for someone else is refused rather than counted.
    const reused = await vote(slug, f.headers, lerato.slug, key);
    expect(reused.statusCode).toBe(409);
    expect(reused.json().code).toBe('vote_key_reused');

    const counted = await board(slug);
    expect(counted.total).toBe(2);
    const mine = (await call('GET', '/api/votes/mine', f.headers)).json().data;
    expect(mine.ballots).toHaveLength(2);
    expect(mine.today).toEqual(
      expect.arrayContaining([
        { voteSlug: slug, delegate: amara.slug, used: 1 },
        { voteSlug: slug, delegate: lerato.slug, used: 1 },
      ]),
    );
  });

  it('is refused with a message she understands: signed out, unverified, throw-away address, outside the window, someone not in the vote', async () => {
    const open = await newVote();
    const f = await fan();
    expect((await vote(open.slug, {}, amara.slug)).statusCode).toBe(401);

    const unverified = await fan({ isEmailVerified: false });
    const u = await vote(open.slug, unverified.headers, amara.slug);
    expect(u.statusCode).toBe(403);
    expect(u.json().message).toMatch(/^Confirm your e-mail address/);
    expect(u.json().code).toBe('email_unverified');

    const throwAway = await fan({ email: `fan-${randomUUID().slice(0, 8)}@mailinator.com` });
    const d = await vote(open.slug, throwAway.headers, amara.slug);
    expect(d.statusCode).toBe(403);
    expect(d.json().message).toMatch(/temporary e-mail addresses/);
    expect(d.json().code).toBe('email_disposable');

    const deactivated = await fan();
    await t.db.update(users).set({ isActive: false }).where(eq(users.id, deactivated.user.id));
    expect((await vote(open.slug, deactivated.headers, amara.slug)).statusCode).toBe(401);

    const stranger = await vote(open.slug, f.headers, 'nobody-here');
    expect(stranger.statusCode).toBe(400);
    expect(stranger.json().errors).toEqual({ delegate: 'She is not in this vote.' });

    const later = await newVote({
      opensAt: new Date(Date.now() + HOUR).toISOString(),
      closesAt: new Date(Date.now() + 2 * HOUR).toISOString(),
    });
    const early = await vote(later.slug, f.headers, amara.slug);
    expect(early.statusCode).toBe(409);
    expect(early.json()).toMatchObject({
      code: 'vote_not_open',
      message: 'This vote has not opened yet. Come back when it opens.',
    });

    const past = await newVote({
      opensAt: new Date(Date.now() - 3 * HOUR).toISOString(),
      closesAt: new Date(Date.now() - HOUR).toISOString(),
    });
    const late = await vote(past.slug, f.headers, amara.slug);
    expect(late.statusCode).toBe(409);
    expect(late.json()).toMatchObject({
      code: 'vote_closed',
      message: 'This vote has closed. Thank you for taking part.',
    });

    expect(
      (
        await call('POST', '/api/votes/no-such-vote/ballots', f.headers, {
          delegate: amara.slug,
          idempotencyKey: randomUUID(),
        })
      ).statusCode,
    ).toBe(404);
    expect((await board(open.slug)).total).toBe(0);
  });

  it('never counts twice: ten tabs at once win one vote; ten copies of one request make one vote', async () => {
    const { slug } = await newVote();
    const f = await fan();
    const tabs = await Promise.all(Array.from({ length: 10 }, () => vote(slug, f.headers, amara.slug)));
    expect(tabs.filter((r) => r.statusCode === 201)).toHaveLength(1);
    expect(tabs.filter((r) => r.statusCode === 429)).toHaveLength(9);

    const g = await fan();
    const key = randomUUID();
    const copies = await Promise.all(Array.from({ length: 10 }, () => vote(slug, g.headers, amara.slug, key)));
    expect(copies.every((r) => r.statusCode === 200 || r.statusCode === 201)).toBe(true);
    expect(new Set(copies.map((r) => r.json().data.ballotId)).size).toBe(1);
    expect((await board(slug)).total).toBe(2);
  });

  it('needs the browser’s device id, and answers a resent vote even after the vote closed', async () => {
    const { id, slug } = await newVote();
    const f = await fan();
    const { 'x-device-id': _device, ...withoutDevice } = f.headers;
    const bare = await vote(slug, withoutDevice, amara.slug);
    expect(bare.statusCode).toBe(400);
    expect(bare.json().message).toBe('Your browser could not be recognised. Reload the page and vote again.');

    const key = randomUUID();
    const first = await vote(slug, f.headers, amara.slug, key);
    expect(first.statusCode).toBe(201);
    await call(
      'PUT',
      `/api/admin/votes/${id}`,
      director.headers,
      voteBody({ closesAt: new Date(Date.now() - 1000).toISOString() }),
    );
    const resent = await vote(slug, f.headers, amara.slug, key);
    expect(resent.statusCode).toBe(200);
    expect(resent.json().data).toMatchObject({
      ballotId: first.json().data.ballotId,
      repeated: true,
      remainingToday: 0,
    });
    const closed = await vote(slug, f.headers, lerato.slug);
    expect(closed.statusCode).toBe(409);
    expect(closed.json().code).toBe('vote_closed');
  });

  it('holds the address’s and the device’s limits when their votes arrive at the same moment', async () => {
    const { slug } = await newVote({ votesPerAddressPerDay: 3 });
    const crowd = await Promise.all(Array.from({ length: 10 }, () => fan()));
    const fromOneAddress = await Promise.all(
      crowd.map((f) => vote(slug, f.headers, amara.slug, randomUUID(), '203.0.113.77')),
    );
    expect(fromOneAddress.filter((r) => r.statusCode === 201)).toHaveLength(3);
    expect(fromOneAddress.filter((r) => r.statusCode === 429)).toHaveLength(7);

    const device = { 'x-device-id': `device-${randomUUID()}` };
    const sharing = await Promise.all(Array.from({ length: 8 }, () => fan()));
    const fromOneDevice = await Promise.all(
      sharing.map((f, i) => vote(slug, { ...f.headers, ...device }, lerato.slug, randomUUID(), `192.0.2.${100 + i}`)),
    );
    expect(fromOneDevice.filter((r) => r.statusCode === 201)).toHaveLength(3);
  });

  it('gives several free votes a day when staff allow it, and two tabs both get theirs', async () => {
    const { slug } = await newVote({ freeVotesPerDay: 3 });
    const f = await fan();
    const all = await Promise.all(Array.from({ length: 5 }, () => vote(slug, f.headers, amara.slug)));
    expect(all.filter((r) => r.statusCode === 201)).toHaveLength(3);
    expect(all.filter((r) => r.statusCode === 429)).toHaveLength(2);
  });

  it('limits one address and one device: a vote farm is stopped, a shared phone is not', async () => {
    const { slug } = await newVote({ votesPerAddressPerDay: 3 });
    for (let i = 0; i < 3; i++) {
      expect((await vote(slug, (await fan()).headers, amara.slug, randomUUID(), '203.0.113.9')).statusCode).toBe(201);
    }
    const farm = await vote(slug, (await fan()).headers, amara.slug, randomUUID(), '203.0.113.9');
    expect(farm.statusCode).toBe(429);
    expect(farm.json().message).toBe('Too many votes have come from your network today. Please try again tomorrow.');

    const device = { 'x-device-id': `device-${randomUUID()}` };
    for (let i = 0; i < 3; i++) {
      const f = await fan();
      const res = await vote(slug, { ...f.headers, ...device }, lerato.slug, randomUUID(), `192.0.2.${10 + i}`);
      expect(res.statusCode).toBe(201);
    }
    const fourth = await fan();
    const res = await vote(slug, { ...fourth.headers, ...device }, lerato.slug, randomUUID(), '192.0.2.50');
    expect(res.statusCode).toBe(429);
    expect(res.json().message).toBe('Too many accounts have voted from this device today. Please try again tomorrow.');
  });
});

describe('the count', () => {
  it('ranks the delegates, and stays private until the end when staff chose so', async () => {
    const { id, slug } = await newVote({ leaderboard: 'hidden' });
    for (const d of [amara, amara, lerato])
      expect((await vote(slug, (await fan()).headers, d.slug)).statusCode).toBe(201);
    const during = await call('GET', `/api/votes/${slug}/leaderboard`);
    expect(during.json()).toMatchObject({
      message: 'The count is kept private until the vote closes.',
      data: { hidden: true, rows: [], total: 0 },
    });
    const closed = await call(
      'PUT',
      `/api/admin/votes/${id}`,
      director.headers,
      voteBody({
        leaderboard: 'hidden',
        closesAt: new Date(Date.now() - 1000).toISOString(),
        opensAt: new Date(Date.now() - HOUR).toISOString(),
      }),
    );
    expect(closed.statusCode, closed.body).toBe(200);
    const after = await board(slug);
    expect(after.hidden).toBe(false);
    expect(after.total).toBe(3);
    expect(after.rows.map((r: { slug: string; votes: number; rank: number }) => [r.slug, r.votes, r.rank])).toEqual([
      [amara.slug, 2, 1],
      [lerato.slug, 1, 2],
    ]);
  });

  it('equals the votes acknowledged and not voided, whatever the order of votes and voids', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.oneof(fc.record({ vote: fc.constantFrom(0, 1) }), fc.record({ voidPick: fc.nat() })), {
          minLength: 1,
          maxLength: 10,
        }),
        async (plan) => {
          const { id, slug } = await newVote({ freeVotesPerDay: 20 });
          const f = await fan();
          const made: { delegate: string; ballotId: string; voided: boolean }[] = [];
          for (const step of plan) {
            if ('vote' in step) {
              const delegate = [amara, lerato][step.vote]?.slug ?? amara.slug;
              const res = await vote(slug, f.headers, delegate);
              expect(res.statusCode).toBe(201);
              made.push({ delegate, ballotId: res.json().data.ballotId, voided: false });
              continue;
            }
            const target = made[step.voidPick % Math.max(1, made.length)];
            if (!target) continue;
            const res = await call('POST', `/api/admin/votes/${id}/void`, director.headers, {
              ballotIds: [target.ballotId],
              reason: 'Test of the count',
            });
            expect(res.json().data.voided).toBe(target.voided ? 0 : 1);
            target.voided = true;
          }
          const expected = countBallots(made);
          const counted = await board(slug);
          for (const row of counted.rows) expect(row.votes).toBe(expected.get(row.slug) ?? 0);
          expect(counted.total).toBe([...expected.values()].reduce((a, b) => a + b, 0));
        },
      ),
      { numRuns: 8 },
    );
  });

  it('totals only the delegates shown: one taken out of the vote takes her votes with her', async () => {
    const { id, slug } = await newVote();
    await vote(slug, (await fan()).headers, amara.slug);
    await vote(slug, (await fan()).headers, lerato.slug);
    expect((await board(slug)).total).toBe(2);
    await call('PUT', `/api/admin/votes/${id}`, director.headers, voteBody({ contestantIds: [lerato.contestantId] }));
    const after = await board(slug);
    expect(after.rows.map((r: { slug: string }) => r.slug)).toEqual([lerato.slug]);
    expect(after.total).toBe(1);
  });
});

describe('staff review', () => {
  it('flags a sudden surge and an address many accounts share; voiding drops the count, audited without the fans', async () => {
    const { id, slug } = await newVote({ freeVotesPerDay: 20 });
    const now = Date.now();
    const rows = [];
    // Her usual pace: a vote an hour over the day before; then 30 in the last few minutes from one address.
    for (let i = 0; i < 24; i++) {
      const f = await fan();
      rows.push({ userId: f.user.id, addressHash: `usual-${i}`, createdAt: new Date(now - (i + 1) * HOUR) });
    }
    const farmFans = await Promise.all(Array.from({ length: 6 }, () => fan()));
    for (let i = 0; i < 30; i++) {
      rows.push({
        userId: farmFans[i % 6]?.user.id ?? '',
        addressHash: 'farm-address',
        createdAt: new Date(now - i * 5000),
      });
    }
    await t.db.insert(fanBallots).values(
      rows.map((r, i) => ({
        voteId: id,
        contestantId: amara.contestantId,
        userId: r.userId,
        votingDay: '2026-11-26',
        slot: i + 1,
        idempotencyKey: randomUUID(),
        addressHash: r.addressHash,
        createdAt: r.createdAt,
      })),
    );

    const review = await call('GET', `/api/admin/votes/${id}/review`, reader.headers);
    expect(review.statusCode, review.body).toBe(200);
    const alerts = review.json().data.alerts;
    expect(alerts).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ kind: 'velocity', delegate: amara.slug, delegateName: 'Amara Okafor' }),
        expect.objectContaining({ kind: 'shared-address', address: 'farm-address', accounts: 6, votes: 30 }),
      ]),
    );

    const fromFarm = await call('GET', `/api/admin/votes/${id}/review?address=farm-address`, reader.headers);
    const ids = fromFarm.json().data.ballots.map((b: { id: string }) => b.id);
    expect(ids).toHaveLength(30);
    expect((await board(slug)).total).toBe(54);
    expect(
      (await call('POST', `/api/admin/votes/${id}/void`, reader.headers, { ballotIds: ids, reason: 'Farm' }))
        .statusCode,
    ).toBe(403);
    const noReason = await call('POST', `/api/admin/votes/${id}/void`, director.headers, {
      ballotIds: ids,
      reason: '',
    });
    expect(noReason.statusCode).toBe(400);
    const voided = await call('POST', `/api/admin/votes/${id}/void`, director.headers, {
      ballotIds: ids,
      reason: 'Thirty votes in three minutes from one address',
    });
    expect(voided.json()).toMatchObject({
      message: 'The votes are voided and no longer counted.',
      data: { voided: 30 },
    });
    expect((await board(slug)).total).toBe(24);
    const again = await call('POST', `/api/admin/votes/${id}/void`, director.headers, {
      ballotIds: ids,
      reason: 'Twice',
    });
    expect(again.json().data.voided).toBe(0);

    const [entry] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'voting.void'), eq(auditLog.recordId, id)));
    expect(entry?.summary).toMatch(/^Voided 30 votes/);
    const farmEmail = farmFans[0]?.user.email ?? '';
    expect(JSON.stringify(entry)).not.toContain(farmEmail);

    const onlyVoided = await call('GET', `/api/admin/votes/${id}/review?voided=only`, reader.headers);
    expect(onlyVoided.json().data.ballots).toHaveLength(30);
    expect(onlyVoided.json().data.ballots[0].voidReason).toBe('Thirty votes in three minutes from one address');
  });

  it('exports every vote as CSV for staff allowed to, and applies an advancing result to its round', async () => {
    const { slug, id } = await newVote();
    const f = await fan({ firstName: 'Chioma', lastName: 'Eze' });
    await vote(slug, f.headers, lerato.slug);
    expect((await call('GET', `/api/admin/votes/${id}/export.csv`, reader.headers)).statusCode).toBe(403);
    const csv = await call('GET', `/api/admin/votes/${id}/export.csv`, director.headers);
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toMatch(/^text\/csv/);
    const lines = csv.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe('Cast at (UTC),Voting day,Delegate,Fan,E-mail,Address tag,Paid,Voided at,Reason');
    expect(lines[1]).toContain('Lerato Dube');
    expect(lines[1]).toContain('Chioma Eze');
    expect(lines).toHaveLength(2);

    const judging = await createStaff(t.app, 'editor', [{ resource: 'judging', actions: ['manage'] }]);
    const round = await call('POST', '/api/admin/judging/rounds', judging.headers, {
      season: 2031,
      name: 'Final',
      continent: 'Africa',
      kind: 'final',
      rules: interviewOnlyRules(),
    });
    expect(round.statusCode, round.body).toBe(200);
    const roundId = round.json().data.id;
    const advancing = await newVote({ outcome: { kind: 'advance', count: 1, roundId } });
    const shown = (await call('GET', `/api/votes/${advancing.slug}`)).json().data;
    expect(shown.outcome).toBe('The delegate with the most votes goes through to Final.');
    expect(shown.decision).toEqual({ kind: 'advance', count: 1, roundName: 'Final' });
    await vote(advancing.slug, (await fan()).headers, lerato.slug);
    await vote(advancing.slug, (await fan()).headers, lerato.slug);
    await vote(advancing.slug, (await fan()).headers, amara.slug);
    const early = await call('POST', `/api/admin/votes/${advancing.id}/apply`, director.headers);
    expect(early.statusCode).toBe(409);
    expect(early.json()).toMatchObject({ code: 'vote_not_closed', message: FAN_VOTE_MESSAGES.notClosed });
    await call(
      'PUT',
      `/api/admin/votes/${advancing.id}`,
      director.headers,
      voteBody({
        outcome: { kind: 'advance', count: 1, roundId },
        closesAt: new Date(Date.now() - 1000).toISOString(),
      }),
    );
    const [applied, racing] = await Promise.all([
      call('POST', `/api/admin/votes/${advancing.id}/apply`, director.headers),
      call('POST', `/api/admin/votes/${advancing.id}/apply`, director.headers),
    ]);
    const answers = [applied, racing].map((r) => r.statusCode).sort();
    expect(answers, applied.body + racing.body).toEqual([200, 409]);
    expect((applied.statusCode === 409 ? applied : racing).json().code).toBe('vote_outcome_applied');
    const ok = applied.statusCode === 200 ? applied : racing;
    expect(ok.json().data.appliedAt).not.toBeNull();
    const again = await call('POST', `/api/admin/votes/${advancing.id}/apply`, director.headers);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({
      code: 'vote_outcome_applied',
      message: 'The result of this vote has already been applied.',
    });
    const detail = (await call('GET', `/api/admin/judging/rounds/${roundId}`, judging.headers)).json().data;
    expect(detail.delegates.map((d: { id: string }) => d.id)).toEqual([lerato.contestantId]);
  });
});
