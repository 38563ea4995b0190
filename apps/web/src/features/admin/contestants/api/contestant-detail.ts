import type { AdminContestantDetail } from '@cq/shared';
import { queryOptions } from '@tanstack/react-query';
import { api } from '#web/lib/api-client';
import { contestantKeys } from './keys';

/**
 * GET /admin/contestants/:id. Read again every 10 minutes so the files' signed
 * links (good for 15) never run out while a reviewer keeps the page open.
 */
export const contestantDetailQuery = (id: string) =>
  queryOptions({
    queryKey: contestantKeys.detail(id),
    queryFn: async ({ signal }) => (await api.get<AdminContestantDetail>(`/admin/contestants/${id}`, { signal })).data,
    refetchInterval: 10 * 60_000,
  });
