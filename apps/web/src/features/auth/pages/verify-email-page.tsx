import { ACCOUNT_MESSAGES } from '@cq/shared';
import { BadgeCheck, CircleX } from 'lucide-react';
import { useParams } from 'react-router';
import { Spinner } from '../../../components/ui/button';
import { serverMessage } from '../api/accounts';
import { useVerifyEmail } from '../api/verify-email';
import { StatusScreen } from '../components/status-screen';

/** /auth/verify-email/:token: verification runs once on load. */
export default function VerifyEmailPage() {
  const { token = '' } = useParams();
  const result = useVerifyEmail(token);

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
