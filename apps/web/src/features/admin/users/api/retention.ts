import type { RetentionCriteria, RetentionDryRun, RetentionState, RetentionUpdate } from '@cq/shared';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { api } from '../../../../lib/api-client';
import { refusalMessage } from './keys';

const retentionKey = ['admin', 'privacy', 'retention'] as const;

export const retentionQuery = queryOptions({
  queryKey: retentionKey,
  queryFn: async () => (await api.get<RetentionState>('/admin/privacy/retention')).data,
});

/** POST /admin/privacy/retention/dry-run: what these criteria would erase now. */
export function useRetentionDryRun() {
  return useMutation({
    mutationFn: async (criteria: RetentionCriteria) =>
      (await api.post<RetentionDryRun>('/admin/privacy/retention/dry-run', criteria)).data,
    onError: (err) => toast.error(refusalMessage(err, 'The count could not be made. Please try again.')),
  });
}

/** PUT /admin/privacy/retention: on (with the count shown) or off; the server's message as a toast. */
export function useSwitchRetention() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (update: RetentionUpdate) => api.put<RetentionState>('/admin/privacy/retention', update),
    onSuccess: (res) => {
      toast.success(res.message ?? 'Saved.');
      client.setQueryData(retentionKey, res.data);
    },
    onError: (err) => toast.error(refusalMessage(err, 'The rule could not be changed. Please try again.')),
  });
}
