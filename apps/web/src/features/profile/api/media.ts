import { useQuery } from '@tanstack/react-query';
import { contestantMediaKey, fetchContestantMedia } from '../../../lib/contestant-queries';

/** The gallery's files; their links last 15 minutes, so the list is fetched again before they lapse. */
export function useContestantMedia(id: string | null | undefined) {
  return useQuery({
    queryKey: contestantMediaKey(id ?? 'none'),
    queryFn: () => fetchContestantMedia(id as string),
    enabled: Boolean(id),
    staleTime: 10 * 60_000,
    refetchInterval: 10 * 60_000,
  });
}
