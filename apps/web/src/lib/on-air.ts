import { ON_AIR_MAX_AGE_SECONDS, type OnAir } from '@cq/shared';
import { useQuery } from '@tanstack/react-query';
import { api } from './api-client';

/**
 * Whether a live show is on air, for the public menu's link to /live. Asked for once the page runs in the
 * browser (a drawn page and its first render say "not on air", so it hydrates unchanged), from a tiny answer the
 * server keeps in memory and browsers keep for a few seconds; asked again every minute and when the visitor comes
 * back to the page, so the link appears when the show starts and goes when it ends without redrawing any page.
 */
export const onAirKey = ['live', 'on-air'] as const;

/** How often an open page asks again. */
export const ON_AIR_REFRESH_MS = 60_000;

export function useOnAir(): boolean {
  const { data } = useQuery({
    queryKey: onAirKey,
    queryFn: async () => (await api.get<OnAir>('/live/on-air')).data.onAir,
    staleTime: ON_AIR_MAX_AGE_SECONDS * 1000,
    refetchInterval: ON_AIR_REFRESH_MS,
    refetchIntervalInBackground: false,
    retry: false,
  });
  return data ?? false;
}
