import { defineMessages } from '../../i18n/message-descriptor';

/** The bell, its panel and the relative times of the portal's updates. */
export const notificationsMessages = defineMessages({
  justNow: { id: 'notifications.time.justNow', defaultMessage: 'just now' },
  bell: { id: 'notifications.bell.label', defaultMessage: 'Notifications' },
  bellUnread: { id: 'notifications.bell.unread', defaultMessage: 'Notifications, {count} unread' },
  panelLabel: { id: 'notifications.panel.label', defaultMessage: 'Notifications' },
  heading: { id: 'notifications.panel.heading', defaultMessage: 'Notifications' },
  caughtUp: { id: 'notifications.panel.caughtUp', defaultMessage: 'You’re all caught up' },
  unreadCount: { id: 'notifications.panel.unreadCount', defaultMessage: '{count} unread' },
  markAllRead: { id: 'notifications.panel.markAllRead', defaultMessage: 'Mark all read' },
  emptyTitle: { id: 'notifications.panel.emptyTitle', defaultMessage: 'No notifications yet' },
  emptyBody: {
    id: 'notifications.panel.emptyBody',
    defaultMessage: 'Updates about your account and registration will appear here.',
  },
  loadFailed: { id: 'notifications.panel.loadFailed', defaultMessage: 'We couldn’t load your notifications.' },
  tryAgain: { id: 'notifications.panel.tryAgain', defaultMessage: 'Try again' },
  loading: { id: 'notifications.panel.loading', defaultMessage: 'Loading notifications...' },
  showing: { id: 'notifications.panel.showing', defaultMessage: 'Showing the latest {shown} of {total}' },
  itemUnread: { id: 'notifications.item.unread', defaultMessage: '{title} (unread)' },
  itemArchived: { id: 'notifications.item.archived', defaultMessage: '{title} (archived)' },
  showLess: { id: 'notifications.item.showLess', defaultMessage: 'Show less' },
  readMore: { id: 'notifications.item.readMore', defaultMessage: 'Read more' },
  archivedBadge: { id: 'notifications.item.archivedBadge', defaultMessage: 'Archived' },
  markRead: { id: 'notifications.item.markRead', defaultMessage: 'Mark read' },
  markReadLabel: { id: 'notifications.item.markReadLabel', defaultMessage: 'Mark read: {title}' },
  archive: { id: 'notifications.item.archive', defaultMessage: 'Archive' },
  archiveLabel: { id: 'notifications.item.archiveLabel', defaultMessage: 'Archive: {title}' },
  delete: { id: 'notifications.item.delete', defaultMessage: 'Delete' },
  deleteLabel: { id: 'notifications.item.deleteLabel', defaultMessage: 'Delete: {title}' },
  actionFailed: {
    id: 'notifications.action.failed',
    defaultMessage: 'We could not update your notifications. Please try again.',
  },
});
