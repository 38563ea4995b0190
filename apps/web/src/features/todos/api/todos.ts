import type { TodoItem } from '@cq/shared';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const myTodosKey = ['todos', 'mine'] as const;

/** GET /todos: her items, each done, due or late, with what she gave. */
export const myTodosQuery = queryOptions({
  queryKey: myTodosKey,
  queryFn: async () => (await api.get<{ items: TodoItem[] }>('/todos')).data.items,
});

export type TodoCompletion =
  | { id: string; kind: 'text'; answer: string }
  | { id: string; kind: 'confirm' }
  | { id: string; kind: 'file'; file: File };

/** Completes one item the way its kind asks; the answer is the item as it now stands. */
export function useCompleteTodo() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (c: TodoCompletion) => {
      if (c.kind === 'text') return api.post<TodoItem>(`/todos/${c.id}/answer`, { answer: c.answer });
      if (c.kind === 'confirm') return api.post<TodoItem>(`/todos/${c.id}/confirm`);
      const data = new FormData();
      data.append('file', c.file, c.file.name);
      return api.post<TodoItem>(`/todos/${c.id}/file`, undefined, { rawBody: data });
    },
    onSuccess: (res) =>
      client.setQueryData<TodoItem[]>(myTodosKey, (items) =>
        items?.map((i) => (i._id === res.data._id ? res.data : i)),
      ),
  });
}
