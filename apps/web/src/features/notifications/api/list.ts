import type { NotificationList } from '@cq/shared';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { NOTIFICATION_LIST_LIMIT, notificationKeys } from './keys';

/** GET /notifications: newest first, with the total and the unread count. */
export async function fetchNotificationList(): Promise<NotificationList> {
  return (await api.get<NotificationList>(`/notifications?limit=${NOTIFICATION_LIST_LIMIT}`)).data;
}

/**
 * The list as the screens read it. The portal's polling scheduler fetches it
 * (at 3 s, then every 120 s); screens only read, so opening a page never adds
 * a call outside the schedule.
 */
export function useNotificationList() {
  return useQuery({ queryKey: notificationKeys.list, queryFn: fetchNotificationList, enabled: false });
}
