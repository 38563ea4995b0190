import type { MediaList } from '@cq/shared';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { contestantKeys } from './keys';

/** GET /contestants/{id}/media: each file with a signed link valid for 15 minutes. */
export async function fetchContestantMedia(id: string): Promise<MediaList> {
  return (await api.get<MediaList>(`/contestants/${encodeURIComponent(id)}/media`)).data;
}

/** The links last 15 minutes, so the list is fetched again every 10 minutes, before they lapse. */
export function useContestantMedia(id: string | null | undefined) {
  return useQuery({
    queryKey: contestantKeys.media(id ?? 'none'),
    queryFn: () => fetchContestantMedia(id as string),
    enabled: Boolean(id),
    staleTime: 10 * 60_000,
    refetchInterval: 10 * 60_000,
  });
}
