import { asc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { auditLog } from '../src/db/schema';
import { createStaff, type Staff } from '../src/dev/staff-factories';
import { verifyChain } from '../src/modules/audit/chain';
import { recordAudit } from '../src/modules/audit/record';
import { testAppForFile } from './support/test-app';

const t = testAppForFile();
let director: Staff;

const chained = () =>
  t.db
    .select()
    .from(auditLog)
    .where(eq(auditLog.resource, 'judging'))
    .orderBy(asc(auditLog.createdAt), asc(auditLog.id));

beforeAll(async () => {
  director = await createStaff(t.app, 'admin', [{ resource: 'judging', actions: ['manage'] }]);
});

describe('the judging audit chain', () => {
  it('links each judging entry to the one before it, and leaves other entries out of it', async () => {
    const actor = { id: director.user.id, email: director.user.email };
    for (let i = 1; i <= 4; i += 1) {
      await t.db.transaction((tx) =>
        recordAudit(tx, actor, {
          resource: 'judging',
          action: 'judging.set-judges',
          recordId: `round-${i}`,
          summary: `Assigned ${i} judges`,
          details: { judges: Array.from({ length: i }, (_, n) => ({ number: n + 1 })) },
        }),
      );
      await recordAudit(t.db, actor, { resource: 'users', action: 'users.role_change', summary: 'Changed a role' });
    }
    const rows = await chained();
    expect(rows).toHaveLength(4);
    expect(rows[0]?.previousHash).toBeNull();
    for (let i = 1; i < rows.length; i += 1) expect(rows[i]?.previousHash).toBe(rows[i - 1]?.hash);
    const users = await t.db.select().from(auditLog).where(eq(auditLog.resource, 'users'));
    expect(users.every((r) => r.hash === null)).toBe(true);
    expect(await verifyChain(t.db, 'judging')).toEqual({ entries: 4, broken: null });
  });

  it('keeps its order when entries are written in the same millisecond, or by a server whose clock is behind', async () => {
    const actor = { id: director.user.id, email: director.user.email };
    const before = (await chained()).length;
    // The clock stands still, and behind the entries already written.
    vi.useFakeTimers({ toFake: ['Date'], now: Date.parse('2020-01-01T00:00:00.000Z') });
    try {
      for (let i = 1; i <= 6; i += 1) {
        await t.db.transaction((tx) =>
          recordAudit(tx, actor, { resource: 'judging', action: 'judging.submit', summary: `Submitted ${i}` }),
        );
      }
    } finally {
      vi.useRealTimers();
    }
    const rows = await chained();
    expect(rows).toHaveLength(before + 6);
    expect(rows.slice(-6).map((r) => r.summary)).toEqual([1, 2, 3, 4, 5, 6].map((i) => `Submitted ${i}`));
    for (let i = 1; i < rows.length; i += 1) expect(rows[i]?.previousHash).toBe(rows[i - 1]?.hash);
    expect(await verifyChain(t.db, 'judging')).toEqual({ entries: before + 6, broken: null });
  });

  it('finds an entry whose content was changed in the database', async () => {
    const [, second] = await chained();
    await t.db
      .update(auditLog)
      .set({ summary: 'Assigned 9 judges' })
      .where(eq(auditLog.id, second?.id as string));
    const report = await verifyChain(t.db, 'judging');
    expect(report.broken).toMatchObject({ id: second?.id, reason: 'its content was changed' });
    await t.db
      .update(auditLog)
      .set({ summary: 'Assigned 2 judges' })
      .where(eq(auditLog.id, second?.id as string));
    expect((await verifyChain(t.db, 'judging')).broken).toBeNull();
  });

  it('finds the entry after one that was deleted', async () => {
    const [, second, third] = await chained();
    await t.db.delete(auditLog).where(eq(auditLog.id, second?.id as string));
    const report = await verifyChain(t.db, 'judging');
    expect(report.broken?.id).toBe(third?.id);
    expect(report.broken?.reason).toMatch(/removed or changed/);
  });
});
