import type { AdminRoundDetail } from '@cq/shared';
import { useQueryClient } from '@tanstack/react-query';
import { judgingAdminKeys } from '../api/judging-admin-api';

/** A round changed by one panel: the page, the list of rounds and the tabulation read it again. */
export function useRoundUpdate(roundId: string) {
  const queryClient = useQueryClient();
  return (detail: AdminRoundDetail) => {
    queryClient.setQueryData(judgingAdminKeys.round(roundId), detail);
    void queryClient.invalidateQueries({ queryKey: judgingAdminKeys.rounds });
    void queryClient.invalidateQueries({ queryKey: judgingAdminKeys.tabulation(roundId) });
  };
}
