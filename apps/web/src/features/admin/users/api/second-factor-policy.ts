import type { SecondFactorPolicy } from '@cq/shared';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { useT } from '#web/i18n/locale-context';
import { api } from '#web/lib/api-client';
import { usersMessages as m } from '../messages';
import { refusalMessage } from './keys';

const policyKey = ['admin', 'settings', 'second-factor'] as const;

/** GET /admin/settings/second-factor: who must sign in with a second factor. */
export const secondFactorPolicyQuery = queryOptions({
  queryKey: policyKey,
  queryFn: async () => (await api.get<{ policy: SecondFactorPolicy }>('/admin/settings/second-factor')).data.policy,
});

/** PUT /admin/settings/second-factor (audited); the server's message as a toast. */
export function useSetSecondFactorPolicy() {
  const t = useT();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (policy: SecondFactorPolicy) =>
      api.put<{ policy: SecondFactorPolicy }>('/admin/settings/second-factor', { policy }),
    onSuccess: (res) => {
      toast.success(res.message ?? t(m.saved));
      client.setQueryData(policyKey, res.data.policy);
    },
    onError: (err) => toast.error(refusalMessage(err, t(m.ruleChangeFailed))),
  });
}
