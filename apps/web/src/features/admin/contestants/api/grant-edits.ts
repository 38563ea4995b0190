import type { AdminContestantSummary, GrantEditsBody } from '@cq/shared';
import { api } from '#web/lib/api-client';
import { contestantsMessages as m } from '../messages';
import { useReviewMutation } from './review-mutation';

/** POST /admin/contestants/:id/grant-edits { count, version }. */
export function useGrantEdits(id: string, onConflict: (message: string) => void) {
  return useReviewMutation(
    (body: GrantEditsBody) => api.post<AdminContestantSummary>(`/admin/contestants/${id}/grant-edits`, body),
    m.grantFailed,
    onConflict,
  );
}
