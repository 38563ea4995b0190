import { ACCOUNT_MESSAGES } from '@cq/shared';
import { useQuery } from '@tanstack/react-query';
import { BadgeCheck, CircleX } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { Seo } from '../../../components/seo';
import { buttonClass, Spinner } from '../../../components/ui/button';
import { accountsApi, serverMessage } from '../api/accounts';
import { AuthShell, StatusIcon } from '../components/auth-shell';

/** /auth/verify-email/:token (seed 001 §2): verification runs once on load. */
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
      <>
        <Seo title="Verifying your email" noIndex />
        <AuthShell
          title="Verifying your email"
          icon={
            <StatusIcon tone="info">
              <Spinner className="h-8 w-8" />
            </StatusIcon>
          }
          subtitle="One moment while we confirm your address..."
        >
          <span className="sr-only" role="status">
            Verifying your email
          </span>
        </AuthShell>
      </>
    );
  }

  if (result.isError) {
    return (
      <>
        <Seo title="Verification Failed" noIndex />
        <AuthShell
          title="Verification Failed"
          icon={
            <StatusIcon tone="error">
              <CircleX className="h-8 w-8" aria-hidden />
            </StatusIcon>
          }
          subtitle={serverMessage(result.error, ACCOUNT_MESSAGES.verifyFailed)}
        >
          <div className="text-center">
            <Link to="/auth/login" className={buttonClass('primary', 'w-full sm:w-auto')}>
              Back to Login
            </Link>
            <p className="mt-6 text-sm text-muted">Once signed in, you can ask for a new link from your dashboard.</p>
          </div>
        </AuthShell>
      </>
    );
  }

  return (
    <>
      <Seo title="Email Verified!" noIndex />
      <AuthShell
        title="Email Verified!"
        icon={
          <StatusIcon tone="success">
            <BadgeCheck className="h-8 w-8" aria-hidden />
          </StatusIcon>
        }
        subtitle={result.data?.message ?? 'Your email address has been verified.'}
      >
        <div className="text-center">
          <Link to="/auth/login" className={buttonClass('primary', 'w-full sm:w-auto')}>
            Continue to Login
          </Link>
        </div>
      </AuthShell>
    </>
  );
}
