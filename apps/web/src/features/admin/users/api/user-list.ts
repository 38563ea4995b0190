import type { UserList } from '@cq/shared';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api } from '#web/lib/api-client';
import { userKeys } from './keys';

/** GET /admin/users?q&role&active&sort&page: the previous page stays on screen while the next loads. */
export const userListQuery = (query: string) =>
  queryOptions({
    queryKey: userKeys.list(query),
    queryFn: async ({ signal }) => (await api.get<UserList>(`/admin/users?${query}`, { signal })).data,
    placeholderData: keepPreviousData,
  });
