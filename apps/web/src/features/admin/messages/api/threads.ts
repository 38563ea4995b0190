import type { Thread, ThreadList } from '@cq/shared';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { postThreadReply, type ThreadReplyInput } from '#web/components/thread-reply';
import { api } from '#web/lib/api-client';

export const staffThreadsKey = ['admin', 'messages'] as const;
export const staffThreadKey = (id: string) => ['admin', 'messages', id] as const;

/** GET /admin/messages: conversations with answers not yet read first, then the latest. */
export const staffThreadsQuery = queryOptions({
  queryKey: staffThreadsKey,
  queryFn: async () => (await api.get<ThreadList>('/admin/messages')).data,
});

/** GET /admin/messages/:id: one conversation; opening it marks her answers read, so the inbox is asked again. */
export function staffThreadQuery(id: string) {
  return queryOptions({
    queryKey: staffThreadKey(id),
    queryFn: async () => (await api.get<Thread>(`/admin/messages/${id}`)).data,
  });
}

/** Staff's answer, the words first and then the file if one was chosen. */
export function useStaffReply(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: ThreadReplyInput) => postThreadReply(`/admin/messages/${id}/replies`, input),
    onSuccess: (res) => {
      client.setQueryData(staffThreadKey(id), res.data);
      void client.invalidateQueries({ queryKey: staffThreadsKey, exact: true });
    },
  });
}
