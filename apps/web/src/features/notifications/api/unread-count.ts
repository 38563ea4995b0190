import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { notificationKeys } from './keys';

/** GET /notifications/unread-count: data.count. */
export async function fetchUnreadCount(): Promise<number> {
  return (await api.get<{ count: number }>('/notifications/unread-count')).data.count;
}

/** The badge's count, fetched by the polling scheduler (and updated by the list and by each action). */
export function useUnreadCount() {
  return useQuery({ queryKey: notificationKeys.unreadCount, queryFn: fetchUnreadCount, enabled: false });
}
