import type { User } from '@cq/shared';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api-client';
import { saveUser, useSession } from './session-store';

export const CURRENT_USER_QUERY_KEY = ['users', 'me'] as const;

/** GET /users/me (the user under data.user); a fresh copy replaces the stored user. */
export async function fetchCurrentUser(): Promise<User> {
  const res = await api.get<{ user: User }>('/users/me');
  saveUser(res.data.user);
  return res.data.user;
}

export function useCurrentUser() {
  const { signedIn } = useSession();
  return useQuery({
    queryKey: CURRENT_USER_QUERY_KEY,
    queryFn: fetchCurrentUser,
    enabled: signedIn,
    staleTime: 60_000,
    // A network failure falls back to the stored copy at once.
    retry: false,
  });
}
