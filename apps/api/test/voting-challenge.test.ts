import { randomUUID } from 'node:crypto';
import { CHALLENGE_MESSAGES, ERROR_CODES } from '@cq/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPublishedDelegate } from '../src/dev/delegate-factories';
import type { Staff } from '../src/dev/staff-factories';
import { solvedChallenge } from './support/person-check';
import { createTestApp, type TestApp } from './support/test-app';
import { type Delegate, HOUR, openVoteBody, runsVotes, sendFrom, signedInFan, uniqueVoteName } from './support/voting';

/** The person check (docs/product/fan-voting.md#the-person-check): solved by a client, verified, used once. */

let t: TestApp;
let director: Staff;
let amara: Delegate;

const call = (method: string, url: string, headers: object = {}, payload?: object, remoteAddress = '198.51.100.7') =>
  sendFrom(t, remoteAddress, method, url, headers, payload);

const solved = () => solvedChallenge(t.app);

async function newVote(challenge?: object) {
  const res = await call(
    'POST',
    '/api/admin/votes',
    director.headers,
    openVoteBody(uniqueVoteName('Checked Choice'), [amara.contestantId], {
      freeVotesPerDay: 10,
      ...(challenge ? { challenge } : {}),
    }),
  );
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data as { id: string; slug: string };
}

const fan = async () => (await signedInFan(t)).headers;
const vote = (slug: string, headers: object, challenge?: string) =>
  call('POST', `/api/votes/${slug}/ballots`, headers, {
    delegate: amara.slug,
    idempotencyKey: randomUUID(),
    ...(challenge ? { challenge } : {}),
  });

beforeAll(async () => {
  t = await createTestApp({ env: { RATE_LIMIT_MAX: '1000000' } });
  director = await runsVotes(t);
  amara = await createPublishedDelegate(t.db, { firstName: 'Amara', lastName: 'Okafor' });
});
afterAll(async () => {
  await t?.close();
});

describe('a vote that always asks for the check', () => {
  it('stores the setting staff chose, validated', async () => {
    const { id } = await newVote({ mode: 'always', votesPerWindow: 20 });
    const staff = (await call('GET', `/api/admin/votes/${id}`, director.headers)).json().data;
    expect(staff.challenge).toEqual({ mode: 'always', votesPerWindow: 20 });
    const bad = await call('POST', '/api/admin/votes', director.headers, {
      name: 'Bad check',
      continent: null,
      opensAt: new Date().toISOString(),
      closesAt: new Date(Date.now() + HOUR).toISOString(),
      timeZone: 'Africa/Lagos',
      leaderboard: 'public',
      outcome: { kind: 'award', title: 'x' },
      contestantIds: [],
      challenge: { mode: 'sometimes', votesPerWindow: 0 },
    });
    expect(bad.statusCode).toBe(400);
  });

  it('refuses a vote without a solution, counts one with a solution, and refuses that solution replayed', async () => {
    const { slug } = await newVote({ mode: 'always', votesPerWindow: 20 });
    const headers = await fan();
    const missing = await vote(slug, headers);
    expect(missing.statusCode).toBe(403);
    expect(missing.json()).toMatchObject({
      success: false,
      code: ERROR_CODES.challengeRequired,
      message: CHALLENGE_MESSAGES.required,
    });

    const solution = await solved();
    expect((await vote(slug, headers, solution)).statusCode).toBe(201);
    const replayed = await vote(slug, await fan(), solution);
    expect(replayed.statusCode).toBe(403);
    expect(replayed.json()).toMatchObject({ code: ERROR_CODES.challengeFailed, message: CHALLENGE_MESSAGES.failed });
  });

  it('refuses a wrong solution, and a puzzle the server did not sign', async () => {
    const { slug } = await newVote({ mode: 'always', votesPerWindow: 20 });
    const good = JSON.parse(Buffer.from(await solved(), 'base64').toString());
    const key: string = good.solution.derivedKey;
    const wrong = {
      ...good,
      solution: { ...good.solution, derivedKey: `${key.slice(0, -1)}${key.endsWith('0') ? '1' : '0'}` },
    };
    const forged = { ...good, challenge: { ...good.challenge, parameters: { ...good.challenge.parameters, cost: 1 } } };
    for (const payload of [wrong, forged, 'not json']) {
      const res = await vote(slug, await fan(), Buffer.from(JSON.stringify(payload)).toString('base64'));
      expect(res.statusCode).toBe(403);
      expect(res.json().code).toBe(ERROR_CODES.challengeFailed);
    }
  });

  it('answers a resent vote already counted without asking for a second solution', async () => {
    const { slug } = await newVote({ mode: 'always', votesPerWindow: 20 });
    const headers = await fan();
    const body = { delegate: amara.slug, idempotencyKey: randomUUID() };
    const first = await call('POST', `/api/votes/${slug}/ballots`, headers, { ...body, challenge: await solved() });
    expect(first.statusCode).toBe(201);
    const again = await call('POST', `/api/votes/${slug}/ballots`, headers, body);
    expect(again.statusCode).toBe(200);
    expect(again.json().data.repeated).toBe(true);
  });
});

describe('a vote that never asks (the default)', () => {
  it('counts votes without a solution', async () => {
    const { id, slug } = await newVote();
    expect((await call('GET', `/api/admin/votes/${id}`, director.headers)).json().data.challenge.mode).toBe('never');
    expect((await vote(slug, await fan())).statusCode).toBe(201);
  });
});

describe('a vote that asks once voting is fast', () => {
  it('asks an account for the check once it passes the threshold in the window', async () => {
    const { slug } = await newVote({ mode: 'velocity', votesPerWindow: 2 });
    const headers = await fan();
    expect((await vote(slug, headers)).statusCode).toBe(201);
    expect((await vote(slug, headers)).statusCode).toBe(201);
    const third = await vote(slug, headers);
    expect(third.statusCode).toBe(403);
    expect(third.json().code).toBe(ERROR_CODES.challengeRequired);
    expect((await vote(slug, headers, await solved())).statusCode).toBe(201);
  });

  it('asks every account on an address that passed the threshold, not accounts elsewhere', async () => {
    const { slug } = await newVote({ mode: 'velocity', votesPerWindow: 2 });
    const farmed = (headers: object, challenge?: string) =>
      call(
        'POST',
        `/api/votes/${slug}/ballots`,
        headers,
        { delegate: amara.slug, idempotencyKey: randomUUID(), ...(challenge ? { challenge } : {}) },
        '203.0.113.50',
      );
    expect((await farmed(await fan())).statusCode).toBe(201);
    expect((await farmed(await fan())).statusCode).toBe(201);
    const next = await farmed(await fan());
    expect(next.json().code).toBe(ERROR_CODES.challengeRequired);
    // Another address, a new account: under the threshold.
    expect((await vote(slug, await fan())).statusCode).toBe(201);
  });
});

describe('sign-up', () => {
  const signUp = (challenge?: string) =>
    call(
      'POST',
      '/api/users/register',
      {},
      {
        firstName: 'Zola',
        lastName: 'Mbeki',
        email: `zola-${randomUUID().slice(0, 8)}@example.org`,
        phoneNumber: '+234 800 000 0000',
        password: 'violet-harbour-lantern-42',
        ...(challenge ? { challenge } : {}),
      },
      '192.0.2.88',
    );

  it('asks for the check once sign-ups from one address come fast, before the hard limit', async () => {
    for (let i = 0; i < 3; i++) expect((await signUp()).statusCode).toBe(201);
    const fourth = await signUp();
    expect(fourth.statusCode).toBe(403);
    expect(fourth.json().code).toBe(ERROR_CODES.challengeRequired);
    expect((await signUp(await solved())).statusCode).toBe(201);
  });
});
