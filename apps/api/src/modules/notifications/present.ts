import type { Notification } from '@cq/shared';
import type { notifications } from '../../db/schema';

export type NotificationRow = typeof notifications.$inferSelect;

/** A stored notification as the browser sees it. */
export function toNotificationDto(row: NotificationRow): Notification {
  return {
    _id: row.id,
    title: row.title,
    message: row.message,
    createdAt: row.createdAt.toISOString(),
    status: row.status,
    type: row.type,
    metadata: { priority: row.priority, category: row.category },
    actions: row.actions,
  };
}
