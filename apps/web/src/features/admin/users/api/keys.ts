import { ApiError, messageOf } from '#web/lib/api-client';

/** Cache keys of the back office's users; a change invalidates `all` (list, detail and history). */
export const userKeys = {
  all: ['admin', 'users'] as const,
  list: (query: string) => ['admin', 'users', 'list', query] as const,
  detail: (id: string) => ['admin', 'users', 'detail', id] as const,
};

/** The server's reason for a refusal: its message, or the first field message of a 400. */
export function refusalMessage(err: unknown, fallback: string): string {
  const firstField = err instanceof ApiError && err.errors ? Object.values(err.errors)[0] : undefined;
  return firstField ?? messageOf(err, fallback);
}
