import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { notifications } from '../src/db/schema';
import { createUser } from '../src/dev/factories';
import { createNotification } from '../src/modules/notifications/producer';
import { testAppForFile } from './support/test-app';

const t = testAppForFile();

describe('createNotification', () => {
  it('writes a notification once per cause', async () => {
    const user = await createUser(t.db);
    const input = {
      userId: user.id,
      title: 'Payment received',
      message: 'Thank you: your registration fee is paid.',
      type: 'payment' as const,
      metadata: { priority: 'high' as const, category: 'payment' },
      actions: [{ label: 'Continue Registration', url: '/user/register' }],
      dedupeKey: 'payment:order-1',
    };
    expect(await createNotification(t.db, input)).toBe(true);
    expect(await createNotification(t.db, input)).toBe(false);
    expect(await createNotification(t.db, { ...input, dedupeKey: 'payment:order-2' })).toBe(true);
    const rows = await t.db.select().from(notifications).where(eq(notifications.userId, user.id));
    expect(rows).toHaveLength(2);
    expect(rows[0]).toMatchObject({ status: 'unread', priority: 'high', category: 'payment' });
  });

  it('writes nothing when its transaction rolls back', async () => {
    const user = await createUser(t.db);
    await expect(
      t.db.transaction(async (tx) => {
        await createNotification(tx, {
          userId: user.id,
          title: 'Registration submitted',
          message: 'We have received your registration.',
          type: 'registration',
          metadata: { priority: 'normal', category: 'registration' },
        });
        throw new Error('the cause failed');
      }),
    ).rejects.toThrow('the cause failed');
    const rows = await t.db.select().from(notifications).where(eq(notifications.userId, user.id));
    expect(rows).toHaveLength(0);
  });
});
