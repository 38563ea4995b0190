// The notifications area's public surface: the portal layout and the dashboard import from here only.
export { type NotificationAction, useNotificationAction } from './api/actions';
export { notificationKeys } from './api/keys';
export { fetchNotificationList, useNotificationList } from './api/list';
export { fetchUnreadCount, useUnreadCount } from './api/unread-count';
export { CoolingDownNotice } from './components/cooling-down-notice';
export { NotificationBell } from './components/notification-bell';
export { NotificationTypeIcon } from './components/notification-type-icon';
export { notificationsMessages } from './messages';
export { PortalPollingProvider, rateLimitDelay, usePolling } from './polling/portal-polling';
export { useTimeAgo } from './use-time-ago';
