import type { AdminContestantSummary, DecisionBody } from '@cq/shared';
import { api } from '#web/lib/api-client';
import { contestantsMessages as m } from '../messages';
import { useReviewMutation } from './review-mutation';

/** POST /admin/contestants/:id/decision { decision, message?, version }. */
export function useDecision(id: string, onConflict: (message: string) => void) {
  return useReviewMutation(
    (body: DecisionBody) => api.post<AdminContestantSummary>(`/admin/contestants/${id}/decision`, body),
    m.decisionFailed,
    onConflict,
  );
}
