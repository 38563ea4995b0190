import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { TestRedis } from './support/redis-server';
import { createTestApp, type TestApp } from './support/test-app';

/** A fresh client address per budget, so budgets never carry over. */
const newIp = () => `10.${[1, 2, 3].map(() => randomBytes(1)[0] ?? 1).join('.')}`;

// Generous on a busy machine, far below the stall this guards against (a call waiting on an absent Redis).
const ANSWER_WITHIN_MS = 5_000;

async function answered<T>(call: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const stalled = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ANSWER_WITHIN_MS} ms`)), ANSWER_WITHIN_MS);
  });
  try {
    return await Promise.race([call, stalled]);
  } finally {
    clearTimeout(timer);
  }
}

function wrongLogin(t: TestApp, ip: string) {
  const email = `outage-${randomBytes(4).toString('hex')}@example.com`;
  return answered(
    t.app.inject({
      method: 'POST',
      url: '/api/users/login',
      payload: { email, password: 'Wrong-pass-1' },
      remoteAddress: ip,
    }),
  );
}

async function redisState(t: TestApp): Promise<string | undefined> {
  const res = await answered(t.app.inject({ method: 'GET', url: '/api/health' }));
  expect(res.statusCode).toBe(200);
  return res.json().data.redis;
}

/** Ten wrong logins from one address on one instance; the eleventh is refused. */
async function spendLoginBudget(t: TestApp, ip: string) {
  for (let i = 0; i < 10; i++) expect((await wrongLogin(t, ip)).statusCode).toBe(401);
  expect((await wrongLogin(t, ip)).statusCode).toBe(429);
}

function resetRequest(t: TestApp, ip: string) {
  return answered(
    t.app.inject({
      method: 'POST',
      url: '/api/users/password-reset-request',
      payload: { email: `outage-${randomBytes(4).toString('hex')}@example.com` },
      remoteAddress: ip,
    }),
  );
}

/** Three reset requests a minute per address, spent alternately on both instances: the fourth is refused on each. */
async function spendSharedResetBudget(a: TestApp, b: TestApp, ip: string) {
  for (const t of [a, b, a]) expect((await resetRequest(t, ip)).statusCode).toBe(200);
  expect((await resetRequest(b, ip)).statusCode).toBe(429);
  expect((await resetRequest(a, ip)).statusCode).toBe(429);
}

describe('rate limits while the shared Redis is away', () => {
  let redis: TestRedis;
  let a: TestApp;
  let b: TestApp;
  const logLines: string[] = [];
  const stream = { write: (line: string) => logLines.push(line) };

  beforeAll(async () => {
    redis = await TestRedis.start();
    a = await createTestApp({ env: { REDIS_URL: redis.url }, logger: { level: 'info', stream } });
    b = await createTestApp({ env: { REDIS_URL: redis.url }, logger: false });
    await vi.waitFor(async () => expect(await redisState(a)).toBe('ok'), { timeout: 20_000, interval: 50 });
    await vi.waitFor(async () => expect(await redisState(b)).toBe('ok'), { timeout: 20_000, interval: 50 });
  });
  afterAll(async () => {
    await a?.close();
    await b?.close();
    await redis?.stop();
  });

  it('answers at once, keeps refusing an address past its budget, and shares budgets again when Redis is back', {
    timeout: 180_000,
  }, async () => {
    // Up: one budget across both instances.
    await spendSharedResetBudget(a, b, newIp());

    await redis.stop();
    // A rate-limited call answers without waiting for Redis.
    const settings = await answered(a.app.inject({ method: 'GET', url: '/api/settings', remoteAddress: newIp() }));
    expect(settings.statusCode).toBe(200);
    expect(await redisState(a)).toBe('degraded');
    // Each instance still counts: the eleventh wrong login from one address is refused.
    await spendLoginBudget(a, newIp());
    const ip = newIp();
    for (let i = 0; i < 3; i++) expect((await resetRequest(b, ip)).statusCode).toBe(200);
    expect((await resetRequest(b, ip)).statusCode).toBe(429);
    const outageWarnings = logLines.filter((l) => l.includes('Redis is unavailable'));
    expect(outageWarnings).toHaveLength(1);

    await redis.start();
    await vi.waitFor(async () => expect(await redisState(a)).toBe('ok'), { timeout: 20_000, interval: 50 });
    await vi.waitFor(async () => expect(await redisState(b)).toBe('ok'), { timeout: 20_000, interval: 50 });
    expect(logLines.filter((l) => l.includes('Redis is back'))).toHaveLength(1);

    // Back: the budget is shared again, and counted in Redis.
    const sharedIp = newIp();
    await spendSharedResetBudget(a, b, sharedIp);
    const client = new Redis(redis.url);
    try {
      const keys = await client.keys(`cq-rl:*acct:reset-ip:${sharedIp}`);
      expect(keys).toHaveLength(1);
      expect(Number(await client.get(keys[0] ?? ''))).toBe(5);
    } finally {
      client.disconnect();
    }
  });
});
