import { ApiError, messageOf } from '#web/lib/api-client';

/** Cache keys of the contestants' review; a change invalidates `all` (the list and the record). */
export const contestantKeys = {
  all: ['admin', 'contestants'] as const,
  list: (query: string) => ['admin', 'contestants', 'list', query] as const,
  detail: (id: string) => ['admin', 'contestants', 'detail', id] as const,
};

/** The server's reason for a refusal: the first field message of a 400, else its message. */
export function refusalMessage(err: unknown, fallback: string): string {
  const firstField = err instanceof ApiError && err.errors ? Object.values(err.errors)[0] : undefined;
  return firstField ?? messageOf(err, fallback);
}

/** A 409: the record changed (or its state does not allow the action) since the page loaded it. */
export function isConflict(err: unknown): err is ApiError {
  return err instanceof ApiError && err.status === 409;
}
