import type { SecondFactorPolicy } from '@cq/shared';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { api } from '../../../../lib/api-client';
import { refusalMessage } from './keys';

const policyKey = ['admin', 'settings', 'second-factor'] as const;

/** GET /admin/settings/second-factor: who must sign in with a second factor. */
export const secondFactorPolicyQuery = queryOptions({
  queryKey: policyKey,
  queryFn: async () => (await api.get<{ policy: SecondFactorPolicy }>('/admin/settings/second-factor')).data.policy,
});

/** PUT /admin/settings/second-factor (audited); the server's message as a toast. */
export function useSetSecondFactorPolicy() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (policy: SecondFactorPolicy) =>
      api.put<{ policy: SecondFactorPolicy }>('/admin/settings/second-factor', { policy }),
    onSuccess: (res) => {
      toast.success(res.message ?? 'Saved.');
      client.setQueryData(policyKey, res.data.policy);
    },
    onError: (err) => toast.error(refusalMessage(err, 'The rule could not be changed. Please try again.')),
  });
}
