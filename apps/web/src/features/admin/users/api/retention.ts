import type { RetentionCriteria, RetentionDryRun, RetentionState, RetentionUpdate } from '@cq/shared';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { useT } from '#web/i18n/locale-context';
import { api } from '#web/lib/api-client';
import { usersMessages as m } from '../messages';
import { refusalMessage } from './keys';

const retentionKey = ['admin', 'privacy', 'retention'] as const;

export const retentionQuery = queryOptions({
  queryKey: retentionKey,
  queryFn: async () => (await api.get<RetentionState>('/admin/privacy/retention')).data,
});

/** POST /admin/privacy/retention/dry-run: what these criteria would erase now. */
export function useRetentionDryRun() {
  const t = useT();
  return useMutation({
    mutationFn: async (criteria: RetentionCriteria) =>
      (await api.post<RetentionDryRun>('/admin/privacy/retention/dry-run', criteria)).data,
    onError: (err) => toast.error(refusalMessage(err, t(m.countFailed))),
  });
}

/** PUT /admin/privacy/retention: on (with the count shown) or off; the server's message as a toast. */
export function useSwitchRetention() {
  const t = useT();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (update: RetentionUpdate) => api.put<RetentionState>('/admin/privacy/retention', update),
    onSuccess: (res) => {
      toast.success(res.message ?? t(m.saved));
      client.setQueryData(retentionKey, res.data);
    },
    onError: (err) => toast.error(refusalMessage(err, t(m.ruleChangeFailed))),
  });
}
