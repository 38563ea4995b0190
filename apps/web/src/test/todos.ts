import type { TodoItem } from '@cq/shared';

/** A delegate's to-do as her list gives it: "Code of conduct" to confirm, due on 20 March 2026, nothing done yet. */
export function sampleTodo(over: Partial<TodoItem> = {}): TodoItem {
  return {
    _id: 'a1b2c3d4-0000-4000-8000-000000000001',
    title: 'Code of conduct',
    description: '',
    kind: 'confirm',
    deadline: '2026-03-20T12:00:00.000Z',
    continent: null,
    delegates: [],
    needsReview: false,
    state: 'due',
    completedAt: null,
    answer: null,
    file: null,
    reason: null,
    history: [],
    ...over,
  };
}
