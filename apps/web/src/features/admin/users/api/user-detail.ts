import type { UserDetail } from '@cq/shared';
import { queryOptions } from '@tanstack/react-query';
import { api } from '#web/lib/api-client';
import { userKeys } from './keys';

/** GET /admin/users/:id: the user, their permissions and the last 20 audit entries about them. */
export const userDetailQuery = (id: string) =>
  queryOptions({
    queryKey: userKeys.detail(id),
    queryFn: async ({ signal }) => (await api.get<UserDetail>(`/admin/users/${id}`, { signal })).data,
  });
