import type { NotificationAction, NotificationPriority, NotificationType } from '@cq/shared';
import type { DbOrTx } from '../../db/client';
import { notifications } from '../../db/schema';

export interface NewNotification {
  userId: string;
  title: string;
  message: string;
  type: NotificationType;
  metadata: { priority: NotificationPriority; category: string };
  actions?: NotificationAction[];
  /** The cause (e.g. `payment:<orderId>`): the same key for the same user is written once. */
  dedupeKey?: string;
}

/**
 * Writes a notification in the caller's transaction, so it exists exactly when
 * its cause does. Returns false when the cause had already produced one.
 */
export async function createNotification(tx: DbOrTx, n: NewNotification): Promise<boolean> {
  const rows = await tx
    .insert(notifications)
    .values({
      userId: n.userId,
      title: n.title,
      message: n.message,
      type: n.type,
      priority: n.metadata.priority,
      category: n.metadata.category,
      actions: n.actions ?? [],
      dedupeKey: n.dedupeKey ?? null,
    })
    .onConflictDoNothing()
    .returning({ id: notifications.id });
  return rows.length > 0;
}
