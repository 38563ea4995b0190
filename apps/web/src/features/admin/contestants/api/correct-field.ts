import type { AdminContestantSummary, CorrectionBody } from '@cq/shared';
import { api } from '#web/lib/api-client';
import { contestantsMessages as m } from '../messages';
import { useReviewMutation } from './review-mutation';

/** POST /admin/contestants/:id/corrections { field, value, reason, version }. */
export function useCorrectField(id: string, onConflict: (message: string) => void) {
  return useReviewMutation(
    (body: CorrectionBody) => api.post<AdminContestantSummary>(`/admin/contestants/${id}/corrections`, body),
    m.correctionFailed,
    onConflict,
  );
}
