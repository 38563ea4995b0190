import type { DelegateConsent, DelegateStatus } from '@cq/shared';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const delegateProfileKey = ['delegate-profile'] as const;

/** GET /delegate-profile: her public profile's state, what it shows, and her choices. */
export const delegateProfileQuery = queryOptions({
  queryKey: delegateProfileKey,
  queryFn: async () => (await api.get<DelegateStatus>('/delegate-profile')).data,
});

/** PUT (agree or change her choices) or DELETE (withdraw); the answer is the new state. */
export function useDelegateProfileChange() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (change: { consent: DelegateConsent } | { withdraw: true }) =>
      'consent' in change
        ? (await api.put<DelegateStatus>('/delegate-profile', change.consent)).data
        : (await api.delete<DelegateStatus>('/delegate-profile')).data,
    onSuccess: (status) => client.setQueryData(delegateProfileKey, status),
  });
}
