import os from 'node:os';
import zlib from 'node:zlib';
import { ERROR_CODES } from '@cq/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders } from '../src/db/schema';
import { type CreatedUser, createUser, loginAs } from '../src/dev/factories';
import { AppError } from '../src/lib/errors';
import { createTestApp, type TestApp } from './support/test-app';

/** One thread, two tasks waiting at most: a third waiting task is refused. */
let t: TestApp;
let payer: CreatedUser;
const orderIds: string[] = [];

beforeAll(async () => {
  t = await createTestApp({ env: { WORKER_THREADS: '1', WORKER_QUEUE_MAX: '2', RATE_LIMIT_MAX: '1000000' } });
  payer = await createUser(t.db, { firstName: 'Nia', lastName: 'Mensah', email: 'nia.pool@example.com' });
  for (let i = 0; i < 6; i += 1) {
    const [row] = await t.db
      .insert(orders)
      .values({
        userId: payer.id,
        provider: 'stripe',
        amountMinor: 15000,
        currency: 'USD',
        reference: `CQ-POOL-${i}`,
        providerReference: `pi_pool_${i}`,
        status: 'paid',
        createdAt: new Date('2026-06-01T09:00:00Z'),
        paidAt: new Date('2026-06-01T09:05:00Z'),
      })
      .returning();
    orderIds.push(row?.id as string);
  }
});
afterAll(() => t.close());

/** Bytes that take the thread a while to compress (tens of megabytes of varied text). */
const heavyBytes = (seed: number) =>
  Buffer.from(Array.from({ length: 150_000 }, (_, i) => `line ${i * seed} of the export,`).join('\n'));

const settle = <T>(promises: Promise<T>[]) => Promise.allSettled(promises);

describe('the worker pool', () => {
  it('refuses what does not fit in its queue with server_busy and Retry-After, and loses none it accepted', async () => {
    const inputs = Array.from({ length: 8 }, (_, i) => heavyBytes(i + 1));
    // All asked in the same turn: one runs, two wait, the rest are refused at once.
    const results = await settle(inputs.map((bytes) => t.app.workers.run('gzipBytes', { bytes })));
    const refused = results.flatMap((r, i) => (r.status === 'rejected' ? [i] : []));
    expect(refused.length).toBeGreaterThan(0);
    for (const i of refused) {
      const { reason } = results[i] as PromiseRejectedResult;
      expect(reason).toBeInstanceOf(AppError);
      expect(reason).toMatchObject({ statusCode: 503, code: ERROR_CODES.serverBusy, headers: { 'retry-after': '2' } });
    }
    // Every accepted task answered its own input's result.
    results.forEach((r, i) => {
      if (r.status === 'fulfilled') expect(zlib.gunzipSync(r.value).equals(inputs[i] as Buffer)).toBe(true);
    });
    // The refused ones succeed when asked again with room in the queue.
    for (const i of refused) {
      const again = await t.app.workers.run('gzipBytes', { bytes: inputs[i] as Buffer });
      expect(zlib.gunzipSync(again).equals(inputs[i] as Buffer)).toBe(true);
    }
    expect(t.app.workers.stats()).toMatchObject({ threads: 1, queueMax: 2, queued: 0 });
    expect(t.app.workers.stats().refused).toBeGreaterThanOrEqual(refused.length);
  });

  it('answers a receipt request 503 with Retry-After in the error envelope while the queue is full, and the receipt once there is room', async () => {
    const headers = loginAs(t.app, payer).headers;
    const receipt = (id: string) => t.app.inject({ method: 'GET', url: `/api/payments/${id}/receipt.pdf`, headers });
    // The thread and its queue are taken by long compressions asked in this turn.
    const fillers = settle([1, 2, 3].map((seed) => t.app.workers.run('gzipBytes', { bytes: heavyBytes(seed * 7) })));
    const answers = await Promise.all(orderIds.map(receipt));
    const busy = answers.filter((res) => res.statusCode === 503);
    expect(busy.length).toBeGreaterThan(0);
    for (const res of busy) {
      expect(res.headers['retry-after']).toBe('2');
      expect(res.json()).toMatchObject({ success: false, code: ERROR_CODES.serverBusy });
    }
    for (const res of answers) expect([200, 503]).toContain(res.statusCode);
    await fillers;
    // Asked again, every receipt comes.
    for (const id of orderIds) {
      const res = await receipt(id);
      expect(res.statusCode).toBe(200);
      expect(res.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    }
  });

  it("runs its threads at a lower priority than the event loop's, which keeps its own", async () => {
    const niced = await createTestApp({ env: { WORKER_THREADS: '1', WORKER_NICE: '10' } });
    try {
      const before = os.getPriority();
      // The thread reports the nice value it gave itself when it started (on Linux, where it is the thread's own).
      const expected = process.platform === 'linux' ? Math.max(before, 10) : before;
      expect(await niced.app.workers.run('threadPriority', undefined)).toBe(expected);
      // The process's main thread, the event loop, is unchanged.
      expect(os.getPriority()).toBe(before);
    } finally {
      await niced.close();
    }
  });

  it('stops a task that only fills a cache when the app closes instead of waiting for it', async () => {
    const closing = await createTestApp({ env: { WORKER_THREADS: '1' } });
    // A page of several megabytes takes the thread a long while at brotli's quality 9.
    const html = `<!doctype html><p>${heavyBytes(3).toString('utf8')}</p>`;
    const page = settle([closing.app.workers.run('compressPage', { html }, { abandonOnClose: true })]);
    await closing.close();
    const [result] = await page;
    expect(result?.status).toBe('rejected');
  });

  it('waits, when the app closes, for a task under way that someone waits for', async () => {
    const closing = await createTestApp({ env: { WORKER_THREADS: '1' } });
    const bytes = heavyBytes(5);
    const kept = closing.app.workers.run('gzipBytes', { bytes });
    await closing.close();
    expect(zlib.gunzipSync(await kept).equals(bytes)).toBe(true);
  });
});
