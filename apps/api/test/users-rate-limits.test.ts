import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from './support/factories';
import { createTestApp, type TestApp } from './support/test-app';

/** A fresh client address per test, so budgets never carry over between tests or runs. */
const newIp = () => `10.${[1, 2, 3].map(() => randomBytes(1)[0] ?? 1).join('.')}`;

function post(app: TestApp, url: string, payload: unknown, ip: string) {
  return app.app.inject({ method: 'POST', url, payload: payload as object, remoteAddress: ip });
}

async function expectTooMany(res: Awaited<ReturnType<typeof post>>) {
  expect(res.statusCode).toBe(429);
  expect(res.json()).toEqual({ success: false, message: 'Too many requests. Please try again later.' });
  expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
}

describe('decision 14 limits, in-process', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('login: 10 per 5 minutes per IP', async () => {
    const ip = newIp();
    for (let i = 0; i < 10; i++) {
      const res = await post(t, '/api/users/login', { email: `x${i}@example.com`, password: 'Wrong-pass-1' }, ip);
      expect(res.statusCode).toBe(401);
    }
    const res = await post(t, '/api/users/login', { email: 'x@example.com', password: 'Wrong-pass-1' }, ip);
    await expectTooMany(res);
    expect(Number(res.headers['retry-after'])).toBeLessThanOrEqual(300);
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(240);
    // Another address is not affected.
    expect((await post(t, '/api/users/login', { email: 'x@example.com', password: 'x' }, newIp())).statusCode).toBe(
      401,
    );
  });

  it('login: 20 per hour per account, whatever the IP; the right password does not help', async () => {
    const user = await createUser(t.db);
    for (let i = 0; i < 20; i++) {
      const res = await post(t, '/api/users/login', { email: user.email, password: 'Wrong-pass-1' }, newIp());
      expect(res.statusCode).toBe(401);
    }
    const blocked = await post(
      t,
      '/api/users/login',
      { email: user.email.toUpperCase(), password: user.password },
      newIp(),
    );
    await expectTooMany(blocked);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(3000);
  });

  it('sign-up: 5 per 30 minutes per IP', async () => {
    const ip = newIp();
    const body = (i: number) => ({
      firstName: 'A',
      lastName: 'B',
      email: `rl-${ip}-${i}@example.com`,
      phoneNumber: '1',
      password: 'Long-enough-pass-1',
    });
    for (let i = 0; i < 5; i++) expect((await post(t, '/api/users/register', body(i), ip)).statusCode).toBe(201);
    await expectTooMany(await post(t, '/api/users/register', body(9), ip));
  });

  it('reset request: 3 per minute per IP and 5 per hour per address', async () => {
    const ip = newIp();
    for (let i = 0; i < 3; i++) {
      expect((await post(t, '/api/users/password-reset-request', { email: `r${i}@example.com` }, ip)).statusCode).toBe(
        200,
      );
    }
    await expectTooMany(await post(t, '/api/users/password-reset-request', { email: 'r9@example.com' }, ip));

    const address = `target-${randomBytes(4).toString('hex')}@example.com`;
    for (let i = 0; i < 5; i++) {
      expect((await post(t, '/api/users/password-reset-request', { email: address }, newIp())).statusCode).toBe(200);
    }
    await expectTooMany(await post(t, '/api/users/password-reset-request', { email: address }, newIp()));
  });
});

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

async function redisAvailable(): Promise<boolean> {
  const probe = new Redis(REDIS_URL, { lazyConnect: true, maxRetriesPerRequest: 0, retryStrategy: () => null });
  try {
    await probe.connect();
    return (await probe.ping()) === 'PONG';
  } catch {
    return false;
  } finally {
    probe.disconnect();
  }
}

describe('decision 14 limits shared through Redis by two API instances', () => {
  let a: TestApp;
  let b: TestApp;
  beforeAll(async () => {
    // CI and the build machines run Redis on 127.0.0.1:6379.
    if (!(await redisAvailable())) throw new Error(`Redis is not reachable at ${REDIS_URL}`);
    a = await createTestApp({ env: { REDIS_URL } });
    b = await createTestApp({ env: { REDIS_URL } });
  });
  afterAll(async () => {
    await a?.close();
    await b?.close();
  });

  it('spends one login budget across both instances', async () => {
    const ip = newIp();
    for (let i = 0; i < 10; i++) {
      const app = i % 2 === 0 ? a : b;
      const res = await post(app, '/api/users/login', { email: `s${i}@example.com`, password: 'Wrong-pass-1' }, ip);
      expect(res.statusCode).toBe(401);
    }
    await expectTooMany(await post(a, '/api/users/login', { email: 's@example.com', password: 'Wrong-pass-1' }, ip));
    await expectTooMany(await post(b, '/api/users/login', { email: 's@example.com', password: 'Wrong-pass-1' }, ip));

    const redis = new Redis(REDIS_URL);
    const keys = await redis.keys(`cq-rl:*acct:login-ip:${ip}`);
    expect(keys.length).toBe(1);
    expect(Number(await redis.get(keys[0] ?? ''))).toBe(12);
    await redis.del(...keys);
    redis.disconnect();
  });

  it('spends one reset-request budget per address across both instances', async () => {
    const address = `shared-${randomBytes(4).toString('hex')}@example.com`;
    for (let i = 0; i < 5; i++) {
      const app = i % 2 === 0 ? a : b;
      expect((await post(app, '/api/users/password-reset-request', { email: address }, newIp())).statusCode).toBe(200);
    }
    await expectTooMany(await post(b, '/api/users/password-reset-request', { email: address }, newIp()));
  });
});
