import { ADMIN_SECTIONS, canOpenSection } from '@cq/shared';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { staffThreadsKey } from '../../../features/admin/messages/api/threads';
import { useSession } from '../../../features/session';
import { api } from '../../../lib/api-client';

export const unreadAnswersKey = ['admin', 'messagesUnread'] as const;

/** A minute: answers come in over hours, and every open back-office tab asks. */
export const UNREAD_ANSWERS_POLL_MS = 60_000;

const MESSAGES = ADMIN_SECTIONS.find((s) => s.path === '/admin/messages');

/**
 * How many contestant answers staff have not read, for the menu's badge: asked again every minute while the tab is
 * in view, taken from the inbox whenever it loads, and asked again as soon as a conversation is opened or answered
 * (both mark her answers read). Nothing is asked by staff who may not read the inbox.
 */
export function useUnreadAnswers(): number {
  const { user } = useSession();
  const client = useQueryClient();
  const enabled = MESSAGES ? canOpenSection(user, MESSAGES) : false;

  useEffect(() => {
    if (!enabled) return;
    return client.getQueryCache().subscribe((event) => {
      if (event.type !== 'updated' || event.action.type !== 'success') return;
      const key = event.query.queryKey;
      if (key[0] !== staffThreadsKey[0] || key[1] !== staffThreadsKey[1]) return;
      if (key.length === staffThreadsKey.length) {
        const inbox = event.action.data as { unreadCount?: number } | undefined;
        if (typeof inbox?.unreadCount === 'number') client.setQueryData(unreadAnswersKey, inbox.unreadCount);
      } else void client.invalidateQueries({ queryKey: unreadAnswersKey });
    });
  }, [client, enabled]);

  const { data } = useQuery({
    queryKey: unreadAnswersKey,
    queryFn: async () => (await api.get<{ count: number }>('/admin/messages/unread-count')).data.count,
    enabled,
    refetchInterval: UNREAD_ANSWERS_POLL_MS,
  });
  return enabled ? (data ?? 0) : 0;
}
