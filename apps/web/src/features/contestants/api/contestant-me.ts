import type { Contestant } from '@cq/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { contestantKeys } from './keys';

/** GET /contestants/me: null is a normal answer for a user without a record. */
export async function fetchContestantMe(): Promise<Contestant | null> {
  return (await api.get<Contestant | null>('/contestants/me')).data ?? null;
}

/** The one cache entry of the user's own record, shared by every screen and the portal's polling. */
export const contestantMeQuery = queryOptions({ queryKey: contestantKeys.me, queryFn: fetchContestantMe });

/** The record, always fetched fresh when a screen that needs it mounts. */
export function useContestantMe(enabled = true) {
  return useQuery({ ...contestantMeQuery, enabled, staleTime: 0 });
}

/** The record as the portal's polling last fetched it: reading it never sends a request. */
export function useCachedContestantMe() {
  return useQuery({ ...contestantMeQuery, enabled: false });
}
