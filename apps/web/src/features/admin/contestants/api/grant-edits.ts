import type { AdminContestantSummary, GrantEditsBody } from '@cq/shared';
import { api } from '../../../../lib/api-client';
import { useReviewMutation } from './review-mutation';

/** POST /admin/contestants/:id/grant-edits { count, version }. */
export function useGrantEdits(id: string, onConflict: (message: string) => void) {
  return useReviewMutation(
    (body: GrantEditsBody) => api.post<AdminContestantSummary>(`/admin/contestants/${id}/grant-edits`, body),
    'The edits could not be granted. Please try again.',
    onConflict,
  );
}
