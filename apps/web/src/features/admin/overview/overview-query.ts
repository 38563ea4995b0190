import type { AdminOverview } from '@cq/shared';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** GET /admin/overview: the counts of the back office's first page. */
export const overviewQuery = queryOptions({
  queryKey: ['admin', 'overview'],
  queryFn: async () => (await api.get<AdminOverview>('/admin/overview')).data,
  staleTime: 30_000,
});
