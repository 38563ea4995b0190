import type { DbOrTx } from '../../src/db/client';
import { notifications } from '../../src/db/schema';
import type { NotificationRow } from '../../src/modules/notifications/present';

/**
 * Notifications for tests and demo data (no test-runner imports, so the seed
 * script can use it). `createdAt` defaults to one minute apart, oldest first.
 */
export type NotificationOverrides = Partial<typeof notifications.$inferInsert>;

let tick = 0;
export async function createNotificationRow(
  db: DbOrTx,
  userId: string,
  overrides: NotificationOverrides = {},
): Promise<NotificationRow> {
  tick += 1;
  const [row] = await db
    .insert(notifications)
    .values({
      userId,
      title: `Update ${tick}`,
      message: 'Your registration has a new update.',
      type: 'info',
      category: 'registration',
      priority: 'normal',
      actions: [{ label: 'View Progress', url: '/user/register' }],
      createdAt: new Date(Date.UTC(2026, 0, 1) + tick * 60_000),
      ...overrides,
    })
    .returning();
  if (!row) throw new Error('notification insert returned nothing');
  return row;
}
