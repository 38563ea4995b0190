import { useQuery } from '@tanstack/react-query';
import { accountsApi } from './accounts';

export const verifyEmailKeys = {
  all: ['verify-email'] as const,
  token: (token: string) => ['verify-email', token] as const,
};

/** GET /users/verify-email/{token}: an answer without success is a refusal. */
export async function verifyEmail(token: string) {
  const res = await accountsApi.verifyEmail(token);
  if (!res.success) throw new Error(res.message);
  return res;
}

/**
 * Verification runs once per token: a query keyed by the token, never refetched, runs once even when React
 * mounts the page twice.
 */
export function useVerifyEmail(token: string) {
  return useQuery({
    queryKey: verifyEmailKeys.token(token),
    queryFn: () => verifyEmail(token),
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: Number.POSITIVE_INFINITY,
    refetchOnMount: false,
    refetchOnReconnect: false,
  });
}
