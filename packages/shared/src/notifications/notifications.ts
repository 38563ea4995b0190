import { z } from 'zod';
import { successEnvelope } from '../api/envelope';

/** A notification as stored and answered (docs/product/portal.md#notifications). */
export const NOTIFICATION_STATUSES = ['unread', 'read', 'archived'] as const;
export type NotificationStatus = (typeof NOTIFICATION_STATUSES)[number];

export const NOTIFICATION_TYPES = [
  'info',
  'success',
  'warning',
  'error',
  'payment',
  'registration',
  'review',
  'account',
] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];

export const NOTIFICATION_PRIORITIES = ['low', 'normal', 'high'] as const;
export type NotificationPriority = (typeof NOTIFICATION_PRIORITIES)[number];

export const notificationActionSchema = z.object({ label: z.string(), url: z.string() });
export type NotificationAction = z.infer<typeof notificationActionSchema>;

export const notificationSchema = z.object({
  _id: z.string(),
  title: z.string(),
  message: z.string(),
  createdAt: z.string(),
  status: z.enum(NOTIFICATION_STATUSES),
  type: z.string(),
  metadata: z.object({ priority: z.enum(NOTIFICATION_PRIORITIES), category: z.string() }),
  actions: z.array(notificationActionSchema),
});
export type Notification = z.infer<typeof notificationSchema>;

/** GET /notifications: newest first, with the total and the unread count. */
export const notificationListResponseSchema = successEnvelope(
  z.object({ notifications: z.array(notificationSchema), total: z.number().int(), unreadCount: z.number().int() }),
);
export type NotificationListResponse = z.infer<typeof notificationListResponseSchema>;
export type NotificationList = NotificationListResponse['data'];

export const unreadCountResponseSchema = successEnvelope(z.object({ count: z.number().int() }));
export type UnreadCountResponse = z.infer<typeof unreadCountResponseSchema>;

/** The list call's query: `?limit=` (1–100, default 20) and `?status=` (one status; all when absent). */
export const NOTIFICATION_LIST_DEFAULT_LIMIT = 20;
export const NOTIFICATION_LIST_MAX_LIMIT = 100;
export const notificationListQuerySchema = z.object({
  limit: z.coerce
    .number({ message: 'limit must be a number' })
    .int('limit must be a whole number')
    .min(1, 'limit must be at least 1')
    .max(NOTIFICATION_LIST_MAX_LIMIT, `limit must be at most ${NOTIFICATION_LIST_MAX_LIMIT}`)
    .default(NOTIFICATION_LIST_DEFAULT_LIMIT),
  status: z.enum(NOTIFICATION_STATUSES, { message: 'status must be unread, read or archived' }).optional(),
});
export type NotificationListQuery = z.input<typeof notificationListQuerySchema>;

/** PATCH /notifications/{id}/read and /archive answer the notification as it now is. */
export const notificationResponseSchema = successEnvelope(z.object({ notification: notificationSchema }));

/** PATCH /notifications/mark-all-read: how many changed; nothing is unread afterwards. */
export const markAllReadResponseSchema = successEnvelope(
  z.object({ updated: z.number().int(), unreadCount: z.number().int() }),
);

/** DELETE /notifications/{id}. */
export const notificationDeletedResponseSchema = successEnvelope(z.object({ _id: z.string() }));

export const NOTIFICATION_MESSAGES = {
  notFound: 'Notification not found.',
  alreadyArchived: 'This notification is already archived.',
  markedRead: 'Notification marked as read',
  allRead: 'All notifications marked as read',
  archived: 'Notification archived',
  deleted: 'Notification deleted',
} as const;
