import type { Contestant } from '@cq/shared';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { registrationKeys } from './keys';

/** GET /contestants/me: null is a normal answer for a user without a record. */
export async function fetchContestantMe(): Promise<Contestant | null> {
  return (await api.get<Contestant | null>('/contestants/me')).data ?? null;
}

export function useContestantMe(enabled = true) {
  return useQuery({ queryKey: registrationKeys.me, queryFn: fetchContestantMe, enabled, staleTime: 0 });
}
