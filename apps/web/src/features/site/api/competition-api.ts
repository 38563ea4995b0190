import { type CompetitionFormat, competitionFormatQueryKey } from '@cq/shared';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { pageData } from '../../../lib/page-data';

/** GET /competition/format: the season's real segments and weights once rounds exist (null before). */
export const competitionFormatQuery = queryOptions({
  queryKey: competitionFormatQueryKey,
  queryFn: async () => (await api.get<CompetitionFormat | null>('/competition/format')).data,
  // The page the server drew carries the format when rounds exist.
  initialData: () => pageData<CompetitionFormat>(competitionFormatQueryKey),
  staleTime: 60_000,
});
