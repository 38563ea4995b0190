import type { Todo, TodoInput, TodoItem, TodoMatrix } from '@cq/shared';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '#web/lib/api-client';

export const adminTodosKey = ['admin', 'todos'] as const;

/** GET /admin/todos/matrix: the season's items and each delegate's state for each. */
export const todoMatrixQuery = queryOptions({
  queryKey: [...adminTodosKey, 'matrix'],
  queryFn: async () => (await api.get<TodoMatrix>('/admin/todos/matrix')).data,
});

/** GET /admin/todos/delegates/{id}: one delegate's items with her answers and files. */
export const delegateTodosQuery = (contestantId: string) =>
  queryOptions({
    queryKey: [...adminTodosKey, 'delegate', contestantId],
    queryFn: async () => (await api.get<{ items: TodoItem[] }>(`/admin/todos/delegates/${contestantId}`)).data.items,
  });

/** Adds an item, or changes one (with its id). */
export function useSaveTodo() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id?: string; input: TodoInput }) =>
      id ? api.put<Todo>(`/admin/todos/${id}`, input) : api.post<Todo>('/admin/todos', input),
    onSuccess: () => client.invalidateQueries({ queryKey: adminTodosKey }),
  });
}

export function useDeleteTodo() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.delete<{ _id: string }>(`/admin/todos/${id}`),
    onSuccess: () => client.invalidateQueries({ queryKey: adminTodosKey }),
  });
}

/** Staff's decision on what a delegate sent for an item: accepted, or sent back with the reason she reads. */
export function useReviewTodo() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({
      todoId,
      contestantId,
      reason,
    }: {
      todoId: string;
      contestantId: string;
      /** Present to send it back; absent to accept it. */
      reason?: string;
    }) =>
      reason === undefined
        ? api.post<TodoItem>(`/admin/todos/${todoId}/delegates/${contestantId}/accept`)
        : api.post<TodoItem>(`/admin/todos/${todoId}/delegates/${contestantId}/send-back`, { reason }),
    onSettled: () => client.invalidateQueries({ queryKey: adminTodosKey }),
  });
}
