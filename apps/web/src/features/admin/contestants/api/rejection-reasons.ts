import type { RejectionReason, RejectionReasonInput } from '@cq/shared';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '#web/lib/api-client';

export const rejectionReasonsKey = ['admin', 'rejection-reasons'] as const;

/** GET /admin/rejection-reasons: the reasons reviewers choose from, each with its other languages' versions. */
export const rejectionReasonsQuery = queryOptions({
  queryKey: rejectionReasonsKey,
  queryFn: async () => (await api.get<{ reasons: RejectionReason[] }>('/admin/rejection-reasons')).data.reasons,
});

/** Adds a reason, or changes one (with its id). */
export function useSaveRejectionReason() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id?: string; input: RejectionReasonInput }) =>
      id
        ? api.put<RejectionReason>(`/admin/rejection-reasons/${id}`, input)
        : api.post<RejectionReason>('/admin/rejection-reasons', input),
    onSuccess: () => client.invalidateQueries({ queryKey: rejectionReasonsKey }),
  });
}

export function useDeleteRejectionReason() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.delete<{ _id: string }>(`/admin/rejection-reasons/${id}`),
    onSuccess: () => client.invalidateQueries({ queryKey: rejectionReasonsKey }),
  });
}
