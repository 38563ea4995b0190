import { RETENTION_MESSAGES, RETENTION_RUN_EVERY_MS, type RegistrationStatus } from '@cq/shared';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { auditLog, contestants, deletionRequests, judgingResults, judgingRounds, users } from '../src/db/schema';
import { createPaidContestant } from '../src/dev/contestant-factories';
import { createStaff, type Staff } from '../src/dev/staff-factories';
import { runRetention, scheduleRepeating } from '../src/modules/privacy/retention';
import { createTestApp, type TestApp } from './support/test-app';

let t: TestApp;
let staff: Staff;
beforeAll(async () => {
  t = await createTestApp();
  staff = await createStaff(t.app, 'admin', [{ resource: 'users', actions: ['read', 'update'] }]);
});
afterAll(() => t?.close());
afterEach(() => {
  vi.useRealTimers();
});

const DAY = 86_400_000;
const ago = (days: number) => new Date(Date.now() - days * DAY);

/** A contestant whose registration is at `status`, last changed (and decided) `days` ago. */
async function registration(
  status: RegistrationStatus,
  days: number,
  extra: { role?: string; draftDays?: number } = {},
) {
  const { user, contestant } = await createPaidContestant(t.db, { role: extra.role ?? 'user' });
  await t.db
    .update(contestants)
    .set({
      registrationStatus: status,
      updatedAt: ago(days),
      reviewedAt: status === 'preliminary_rejected' ? ago(days) : null,
      lastDraftSaved: extra.draftDays === undefined ? null : ago(extra.draftDays),
    })
    .where(eq(contestants.id, contestant.id));
  return user.id;
}

const send = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: staff.headers, ...(payload ? { payload } : {}) });

describe('the retention rule', () => {
  it('shows a dry-run count before it is switched on, and the daily job then erases exactly what it counted', async () => {
    const reached = [
      await registration('preliminary_rejected', 240),
      await registration('payment_pending', 200),
      await registration('in_progress', 190),
    ];
    const spared = [
      await registration('preliminary_rejected', 60),
      await registration('in_progress', 300, { draftDays: 10 }), // still being written
      await registration('preliminary_submitted', 400),
      await registration('preliminary_approved', 400),
      await registration('in_progress', 400, { role: 'editor' }), // staff are never erased by the rule
    ];
    // A delegate later rejected, but named in published results, is passed by.
    const named = await registration('preliminary_rejected', 400);
    spared.push(named);
    const [namedRecord] = await t.db.select().from(contestants).where(eq(contestants.userId, named));
    const [round] = await t.db
      .insert(judgingRounds)
      .values({ season: 2026, slug: 'final', name: 'Final', kind: 'final', status: 'published', rules: {} as never })
      .returning();
    await t.db.insert(judgingResults).values({
      roundId: round?.id ?? '',
      sheet: JSON.stringify({ delegates: [{ id: namedRecord?.id, name: 'A Queen', country: 'Ghana' }] }),
      sha256: 'e'.repeat(64),
    });
    // One of them had also asked to be erased.
    await t.db.insert(deletionRequests).values({ userId: reached[2] as string });

    const criteria = { months: 6, rejected: true, abandoned: true };
    const counted = await send('POST', '/api/admin/privacy/retention/dry-run', criteria);
    expect(counted.statusCode, counted.body).toBe(200);
    expect(counted.json().data.count).toBe(3);
    expect(
      (await send('POST', '/api/admin/privacy/retention/dry-run', { ...criteria, abandoned: false })).json().data.count,
    ).toBe(1);
    const nothing = await send('POST', '/api/admin/privacy/retention/dry-run', {
      months: 6,
      rejected: false,
      abandoned: false,
    });
    expect(nothing.statusCode).toBe(400);

    // Off until switched on: the job does nothing.
    expect(await runRetention(t.app)).toEqual({ ran: false, erased: [] });
    const off = (await send('GET', '/api/admin/privacy/retention')).json().data;
    expect(off.rule.enabled).toBe(false);

    // Switching on with a count other than what the rule reaches now is refused.
    const stale = await send('PUT', '/api/admin/privacy/retention', { enabled: true, criteria, expectedCount: 2 });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ success: false, code: 'conflict', message: RETENTION_MESSAGES.countChanged });
    const on = await send('PUT', '/api/admin/privacy/retention', { enabled: true, criteria, expectedCount: 3 });
    expect(on.statusCode, on.body).toBe(200);
    expect(on.json()).toMatchObject({
      message: RETENTION_MESSAGES.switchedOn,
      data: { rule: { enabled: true, months: 6, enabledBy: { id: staff.user.id } }, dryRun: { count: 3 } },
    });

    const run = await runRetention(t.app);
    expect(run.ran).toBe(true);
    expect([...run.erased].sort()).toEqual([...reached].sort());

    const left = await t.db
      .select()
      .from(users)
      .where(inArray(users.id, [...reached, ...spared]));
    for (const id of reached) expect(left.find((u) => u.id === id)).toMatchObject({ firstName: '', isActive: false });
    for (const id of spared) expect(left.find((u) => u.id === id)?.firstName).not.toBe('');
    expect(await t.db.select().from(contestants).where(inArray(contestants.userId, reached))).toEqual([]);
    expect(await t.db.select().from(contestants).where(inArray(contestants.userId, spared))).toHaveLength(6);
    const [request] = await t.db
      .select()
      .from(deletionRequests)
      .where(eq(deletionRequests.userId, reached[2] as string));
    expect(request?.state).toBe('erased');
    const entries = await t.db.select().from(auditLog).where(inArray(auditLog.recordId, reached));
    expect(entries.filter((e) => e.action === 'users.erase')).toHaveLength(3);

    const after = (await send('GET', '/api/admin/privacy/retention')).json().data;
    expect(after.dryRun.count).toBe(0);
    expect(after.lastRun).toMatchObject({ erased: 3 });
    // Once a day, whichever instance asks first.
    expect(await runRetention(t.app)).toEqual({ ran: false, erased: [] });
    expect((await runRetention(t.app, new Date(Date.now() + RETENTION_RUN_EVERY_MS))).ran).toBe(true);

    const switchedOff = await send('PUT', '/api/admin/privacy/retention', { enabled: false });
    expect(switchedOff.json()).toMatchObject({
      message: RETENTION_MESSAGES.switchedOff,
      data: { rule: { enabled: false } },
    });
  });

  it('runs at start and then once every day', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const run = vi.fn(async () => undefined);
    const job = scheduleRepeating(run, RETENTION_RUN_EVERY_MS);
    expect(run).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(RETENTION_RUN_EVERY_MS - 1);
    expect(run).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(run).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(RETENTION_RUN_EVERY_MS);
    expect(run).toHaveBeenCalledTimes(3);
    await job.stop();
  });
});
