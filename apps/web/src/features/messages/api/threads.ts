import type { Thread, ThreadList } from '@cq/shared';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { postThreadReply, type ThreadReplyInput } from '../../../components/thread-reply';
import { api } from '../../../lib/api-client';

export const myThreadsKey = ['messages', 'mine'] as const;
export const myThreadKey = (id: string) => ['messages', 'mine', id] as const;

/** GET /messages: her conversations with the organisers, the latest word first. */
export const myThreadsQuery = queryOptions({
  queryKey: myThreadsKey,
  queryFn: async () => (await api.get<ThreadList>('/messages')).data,
});

/** GET /messages/:id: one of her conversations, every word in it. */
export const myThreadQuery = (id: string) =>
  queryOptions({
    queryKey: myThreadKey(id),
    queryFn: async () => (await api.get<Thread>(`/messages/${id}`)).data,
  });

/** Her answer, with a file if she chose one: the words go first, as the server reads them before the file. */
export function useReply(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: ThreadReplyInput) => postThreadReply(`/messages/${id}/replies`, input),
    onSuccess: (res) => {
      client.setQueryData(myThreadKey(id), res.data);
      void client.invalidateQueries({ queryKey: myThreadsKey, exact: true });
    },
  });
}
