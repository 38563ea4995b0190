import { randomUUID } from 'node:crypto';
import { ERROR_CODES } from '@cq/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { localChallengeStore } from '../src/modules/challenge/store';
import { solvedChallenge } from './support/person-check';
import { TestRedis } from './support/redis-server';
import { createTestApp, type TestApp } from './support/test-app';

/** Where the person check remembers used solutions and recent sign-ups: in-process, or in Redis for every instance. */

describe('the in-process store', () => {
  it('accepts a key once until it expires, and counts within a window that starts again after it', async () => {
    let now = 1_000_000;
    const store = localChallengeStore(() => now);
    expect(await store.useOnce('s1', 300)).toBe(true);
    expect(await store.useOnce('s1', 300)).toBe(false);
    now += 299_000;
    expect(await store.useOnce('s1', 300)).toBe(false);
    now += 2_000;
    expect(await store.useOnce('s1', 300)).toBe(true);

    expect(await store.hit('a', 60_000)).toBe(1);
    expect(await store.hit('a', 60_000)).toBe(2);
    now += 60_000;
    expect(await store.hit('a', 60_000)).toBe(1);
  });
});

describe('with REDIS_URL, shared by every instance', () => {
  let redis: TestRedis;
  let one: TestApp;
  let two: TestApp;
  beforeAll(async () => {
    redis = new TestRedis(3251);
    await redis.start();
    const env = {
      REDIS_URL: redis.url,
      JWT_SECRET: 'a-secret-both-instances-share-0123456789',
      RATE_LIMIT_AUTH_MULTIPLIER: '2',
    };
    one = await createTestApp({ env });
    two = await createTestApp({ env });
    await Promise.all([one.app.challenges.ready(), two.app.challenges.ready()]);
  });
  afterAll(async () => {
    await one?.close();
    await two?.close();
    await redis?.stop();
  });

  const signUp = (t: TestApp, challenge?: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/users/register',
      remoteAddress: '192.0.2.140',
      payload: {
        firstName: 'Zola',
        lastName: 'Mbeki',
        email: `zola-${randomUUID().slice(0, 8)}@example.org`,
        phoneNumber: '+234 800 000 0000',
        password: 'violet-harbour-lantern-42',
        ...(challenge ? { challenge } : {}),
      },
    });

  it('counts an address’s sign-ups on every instance, and accepts a solution once across them', async () => {
    // The check comes after 3 sign-ups (times the multiplier, 2): six on one instance, the seventh on the other.
    for (let i = 0; i < 6; i++) expect((await signUp(one)).statusCode).toBe(201);
    const seventh = await signUp(two);
    expect(seventh.statusCode).toBe(403);
    expect(seventh.json().code).toBe(ERROR_CODES.challengeRequired);

    const solution = await solvedChallenge(one.app);
    expect((await signUp(one, solution)).statusCode).toBe(201);
    const replayed = await signUp(two, solution);
    expect(replayed.statusCode).toBe(403);
    expect(replayed.json().code).toBe(ERROR_CODES.challengeFailed);
  });
});
