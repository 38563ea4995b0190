import type { AuditList } from '@cq/shared';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api } from '#web/lib/api-client';
import { auditKeys } from './keys';

/** GET /admin/audit?resource&action&actor&recordId&from&to&page: newest first. */
export const auditListQuery = (query: string) =>
  queryOptions({
    queryKey: auditKeys.list(query),
    queryFn: async ({ signal }) => (await api.get<AuditList>(`/admin/audit?${query}`, { signal })).data,
    placeholderData: keepPreviousData,
  });
