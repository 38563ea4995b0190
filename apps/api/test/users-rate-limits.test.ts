import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../src/dev/factories';
import { solvedChallenge } from './support/person-check';
import { createTestApp, type TestApp } from './support/test-app';

/** A fresh client address per test, so budgets never carry over between tests or runs. */
const newIp = () => `10.${[1, 2, 3].map(() => randomBytes(1)[0] ?? 1).join('.')}`;

function post(app: TestApp, url: string, payload: unknown, ip: string) {
  return app.app.inject({ method: 'POST', url, payload: payload as object, remoteAddress: ip });
}

async function expectTooMany(res: Awaited<ReturnType<typeof post>>) {
  expect(res.statusCode).toBe(429);
  expect(res.json()).toEqual({
    success: false,
    code: 'rate_limited',
    message: 'Too many requests. Please try again later.',
  });
  expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
}

describe('the account routes’ limits, in-process', () => {
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

  it('login: a guesser spread over many addresses is held on the account (20 an hour, then one try per 5 minutes)', async () => {
    const user = await createUser(t.db);
    for (let i = 0; i < 20; i++) {
      const res = await post(t, '/api/users/login', { email: user.email, password: 'Wrong-pass-1' }, newIp());
      expect(res.statusCode).toBe(401);
    }
    // The slow trickle: one more attempt reaches the password check, the next is held for minutes.
    expect(
      (await post(t, '/api/users/login', { email: user.email, password: 'Wrong-pass-1' }, newIp())).statusCode,
    ).toBe(401);
    const held = await post(
      t,
      '/api/users/login',
      { email: user.email.toUpperCase(), password: 'Wrong-pass-1' },
      newIp(),
    );
    await expectTooMany(held);
    expect(Number(held.headers['retry-after'])).toBeGreaterThan(240);
    expect(Number(held.headers['retry-after'])).toBeLessThanOrEqual(300);
  });

  it('login: strangers’ failures from other addresses do not lock the owner out of her own address', async () => {
    const user = await createUser(t.db);
    const home = newIp();
    expect((await post(t, '/api/users/login', { email: user.email, password: user.password }, home)).statusCode).toBe(
      200,
    );
    for (let i = 0; i < 30; i++) {
      await post(t, '/api/users/login', { email: user.email, password: `Wrong-pass-${i}` }, newIp());
    }
    await expectTooMany(await post(t, '/api/users/login', { email: user.email, password: 'Wrong-pass-x' }, newIp()));
    const owner = await post(t, '/api/users/login', { email: user.email, password: user.password }, home);
    expect(owner.statusCode).toBe(200);
  });

  it('login: during an attack the right password from a new address passes at the next slow try', async () => {
    const user = await createUser(t.db);
    for (let i = 0; i < 20; i++) {
      await post(t, '/api/users/login', { email: user.email, password: `Wrong-pass-${i}` }, newIp());
    }
    const owner = await post(t, '/api/users/login', { email: user.email, password: user.password }, newIp());
    expect(owner.statusCode).toBe(200);
    await expectTooMany(await post(t, '/api/users/login', { email: user.email, password: 'Wrong-pass-x' }, newIp()));
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
    // From the fourth on, the person check is asked for (and solved): the limit still holds at five.
    for (let i = 0; i < 5; i++) {
      const challenge = i >= 3 ? { challenge: await solvedChallenge(t.app) } : {};
      expect((await post(t, '/api/users/register', { ...body(i), ...challenge }, ip)).statusCode).toBe(201);
    }
    await expectTooMany(
      await post(t, '/api/users/register', { ...body(9), challenge: await solvedChallenge(t.app) }, ip),
    );
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

describe('login budgets behind a trusted proxy (client addresses from X-Forwarded-For)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { TRUST_PROXY: 'true' } });
  });
  afterAll(async () => {
    await t.close();
  });

  const viaProxy = (payload: object, client: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/users/login',
      payload,
      remoteAddress: '127.0.0.1',
      headers: { 'x-forwarded-for': client },
    });

  it('takes the address the balancer saw, not one the client wrote in front of it', async () => {
    const ip = newIp();
    for (let i = 0; i < 10; i++) {
      // The client writes a new address each time; the balancer appends the one it saw.
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/users/login',
        payload: { email: `spoof${i}@example.com`, password: 'Wrong-pass-1' },
        remoteAddress: '127.0.0.1',
        headers: { 'x-forwarded-for': `${newIp()}, ${ip}` },
      });
      expect(res.statusCode).toBe(401);
    }
    await expectTooMany(await viaProxy({ email: 'spoof@example.com', password: 'Wrong-pass-1' }, `${newIp()}, ${ip}`));
  });

  it('holds a guesser behind many client addresses and lets the owner in from hers', async () => {
    const user = await createUser(t.db);
    const home = newIp();
    expect((await viaProxy({ email: user.email, password: user.password }, home)).statusCode).toBe(200);
    for (let i = 0; i < 20; i++) {
      expect((await viaProxy({ email: user.email, password: `Wrong-pass-${i}` }, newIp())).statusCode).toBe(401);
    }
    await expectTooMany(await viaProxy({ email: user.email, password: 'Wrong-pass-x' }, newIp()));
    expect((await viaProxy({ email: user.email, password: user.password }, home)).statusCode).toBe(200);
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

describe('the account routes’ limits shared through Redis by two API instances', () => {
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

  it('holds a guesser spread over many addresses and both instances on the account, and lets the owner in at home', async () => {
    // Each test instance has a database of its own: the account exists in both, and has signed in at home on both.
    const user = await createUser(a.db);
    await createUser(b.db, { email: user.email });
    const home = newIp();
    for (const app of [a, b]) {
      const res = await post(app, '/api/users/login', { email: user.email, password: user.password }, home);
      expect(res.statusCode).toBe(200);
    }
    // Her two first sign-ins were from a new address too: 18 more of the 20, then the one slow try.
    for (let i = 0; i < 19; i++) {
      const app = i % 2 === 0 ? a : b;
      expect(
        (await post(app, '/api/users/login', { email: user.email, password: `Wrong-pass-${i}` }, newIp())).statusCode,
      ).toBe(401);
    }
    await expectTooMany(await post(b, '/api/users/login', { email: user.email, password: 'Wrong-pass-x' }, newIp()));
    await expectTooMany(await post(a, '/api/users/login', { email: user.email, password: 'Wrong-pass-y' }, newIp()));
    expect((await post(b, '/api/users/login', { email: user.email, password: user.password }, home)).statusCode).toBe(
      200,
    );
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
