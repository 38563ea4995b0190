import type { MediaList } from '@cq/shared';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { registrationKeys } from './keys';

/** GET /contestants/{id}/media: the files with links valid for 15 minutes (refreshed before they lapse). */
export function useMedia(id: string | null) {
  return useQuery({
    queryKey: registrationKeys.media(id ?? 'none'),
    queryFn: async () => (await api.get<MediaList>(`/contestants/${id}/media`)).data,
    enabled: Boolean(id),
    staleTime: 10 * 60_000,
    refetchInterval: 10 * 60_000,
  });
}
