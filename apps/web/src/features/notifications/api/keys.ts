import { NOTIFICATION_LIST_DEFAULT_LIMIT } from '@cq/shared';

/** The bell's list and the dashboard's recent updates read the same entry. */
export const NOTIFICATION_LIST_LIMIT = NOTIFICATION_LIST_DEFAULT_LIMIT;

export const notificationKeys = {
  all: ['notifications'] as const,
  list: ['notifications', 'list', NOTIFICATION_LIST_LIMIT] as const,
  unreadCount: ['notifications', 'unread-count'] as const,
};
