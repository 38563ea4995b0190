import type { AdminThemes } from '@cq/shared';
import { queryOptions } from '@tanstack/react-query';
import { api } from '#web/lib/api-client';

export const themesKey = ['admin', 'themes'] as const;

/** GET /admin/themes: the active theme and the saved ones. */
export const themesQuery = queryOptions({
  queryKey: themesKey,
  queryFn: async () => (await api.get<AdminThemes>('/admin/themes')).data,
});
