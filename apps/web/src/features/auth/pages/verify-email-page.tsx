import { ACCOUNT_MESSAGES } from '@cq/shared';
import { useQuery } from '@tanstack/react-query';
import { BadgeCheck, CircleX } from 'lucide-react';
import { useParams } from 'react-router';
import { Spinner } from '../../../components/ui/button';
import { accountsApi, serverMessage } from '../api/accounts';
import { StatusScreen } from '../components/status-screen';

/** /auth/verify-email/:token: verification runs once on load. */
export default function VerifyEmailPage() {
  const { token = '' } = useParams();
  // A query keyed by the token runs once, even when React mounts the page twice.
  const result = useQuery({
    queryKey: ['verify-email', token],
    queryFn: async () => {
      const res = await accountsApi.verifyEmail(token);
      if (!res.success) throw new Error(res.message);
      return res;
    },
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: Number.POSITIVE_INFINITY,
    refetchOnMount: false,
    refetchOnReconnect: false,
  });

  if (result.isPending) {
    return (
      <StatusScreen
        title="Verifying your email"
        tone="info"
        icon={<Spinner className="h-8 w-8" />}
        subtitle="One moment while we confirm your address..."
        noIndex
      >
        <span className="sr-only" role="status">
          Verifying your email
        </span>
      </StatusScreen>
    );
  }

  if (result.isError) {
    return (
      <StatusScreen
        title="Verification Failed"
        tone="error"
        icon={<CircleX className="h-8 w-8" aria-hidden />}
        subtitle={serverMessage(result.error, ACCOUNT_MESSAGES.verifyFailed)}
        noIndex
        action={{ to: '/auth/login', label: 'Back to Login' }}
        note="Once signed in, you can ask for a new link from your dashboard."
      />
    );
  }

  return (
    <StatusScreen
      title="Email Verified!"
      tone="success"
      icon={<BadgeCheck className="h-8 w-8" aria-hidden />}
      subtitle={result.data?.message ?? 'Your email address has been verified.'}
      noIndex
      action={{ to: '/auth/login', label: 'Continue to Login' }}
    />
  );
}
