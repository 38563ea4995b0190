import type { SecondFactorStatus } from '@cq/shared';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

// Apart from the set-up's calls: the app's staff guard reads this on every back-office visit, so it rides in the
// entry chunk, and it must bring no more than the query with it.

export const SECOND_FACTOR_STATUS_KEY = ['users', 'me', 'second-factor'] as const;

/** GET /users/me/second-factor: whether two-step sign-in is on, whether her role requires it, codes left. */
export function useSecondFactorStatus(enabled = true) {
  return useQuery({
    queryKey: SECOND_FACTOR_STATUS_KEY,
    queryFn: async () => (await api.get<SecondFactorStatus>('/users/me/second-factor')).data,
    enabled,
  });
}
