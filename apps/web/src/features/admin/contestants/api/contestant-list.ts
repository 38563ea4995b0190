import type { ContestantList } from '@cq/shared';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api } from '#web/lib/api-client';
import { contestantKeys } from './keys';

/** GET /admin/contestants?filters&sort&order&page: the previous page stays on screen while the next loads. */
export const contestantListQuery = (query: string) =>
  queryOptions({
    queryKey: contestantKeys.list(query),
    queryFn: async ({ signal }) => (await api.get<ContestantList>(`/admin/contestants?${query}`, { signal })).data,
    placeholderData: keepPreviousData,
  });
