import type { Notification, NotificationList } from '@cq/shared';
import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { useT } from '../../../i18n/locale-context';
import { api, messageOf } from '../../../lib/api-client';
import { notificationsMessages as m } from '../messages';
import { notificationKeys } from './keys';

/**
 * PATCH /notifications/{id}/read, PATCH /notifications/mark-all-read,
 * PATCH /notifications/{id}/archive and DELETE /notifications/{id}. Each
 * changes the cached list and badge at once (the answer is known), and puts
 * them back if the server refuses.
 */
export type NotificationAction =
  | { kind: 'read'; id: string }
  | { kind: 'readAll' }
  | { kind: 'archive'; id: string }
  | { kind: 'delete'; id: string };

function send(action: NotificationAction): Promise<unknown> {
  switch (action.kind) {
    case 'read':
      return api.patch(`/notifications/${action.id}/read`);
    case 'readAll':
      return api.patch('/notifications/mark-all-read');
    case 'archive':
      return api.patch(`/notifications/${action.id}/archive`);
    case 'delete':
      return api.delete(`/notifications/${action.id}`);
  }
}

/** The list after the action, as the server will have it. */
export function applyAction(list: NotificationList, action: NotificationAction): NotificationList {
  const unreadBefore = (n: Notification) => n.status === 'unread';
  if (action.kind === 'readAll') {
    return {
      ...list,
      notifications: list.notifications.map((n) => (unreadBefore(n) ? { ...n, status: 'read' } : n)),
      unreadCount: 0,
    };
  }
  const target = list.notifications.find((n) => n._id === action.id);
  const wasUnread = target ? unreadBefore(target) : false;
  const unreadCount = Math.max(0, list.unreadCount - (wasUnread ? 1 : 0));
  if (action.kind === 'delete') {
    return {
      notifications: list.notifications.filter((n) => n._id !== action.id),
      total: Math.max(0, list.total - (target ? 1 : 0)),
      unreadCount,
    };
  }
  const status = action.kind === 'archive' ? 'archived' : target?.status === 'unread' ? 'read' : target?.status;
  return {
    ...list,
    notifications: list.notifications.map((n) => (n._id === action.id && status ? { ...n, status } : n)),
    unreadCount,
  };
}

function unreadDelta(list: NotificationList | undefined, action: NotificationAction): number | 'zero' {
  if (action.kind === 'readAll') return 'zero';
  const target = list?.notifications.find((n) => n._id === action.id);
  return target?.status === 'unread' ? -1 : 0;
}

interface Snapshot {
  list: NotificationList | undefined;
  count: number | undefined;
}

function applyToCache(client: QueryClient, action: NotificationAction): Snapshot {
  const list = client.getQueryData<NotificationList>(notificationKeys.list);
  const count = client.getQueryData<number>(notificationKeys.unreadCount);
  const delta = unreadDelta(list, action);
  if (list) client.setQueryData(notificationKeys.list, applyAction(list, action));
  if (count !== undefined) {
    client.setQueryData(notificationKeys.unreadCount, delta === 'zero' ? 0 : Math.max(0, count + delta));
  }
  return { list, count };
}

export function useNotificationAction() {
  const client = useQueryClient();
  const t = useT();
  return useMutation({
    mutationFn: send,
    onMutate: async (action) => {
      await client.cancelQueries({ queryKey: notificationKeys.all });
      return applyToCache(client, action);
    },
    onError: (err, _action, snapshot) => {
      if (snapshot?.list) client.setQueryData(notificationKeys.list, snapshot.list);
      if (snapshot?.count !== undefined) client.setQueryData(notificationKeys.unreadCount, snapshot.count);
      toast.error(messageOf(err, t(m.actionFailed)));
    },
  });
}
