import { ACCOUNT_MESSAGES } from '@cq/shared';
import { BadgeCheck, CircleX } from 'lucide-react';
import { useParams } from 'react-router';
import { Spinner } from '../../../components/ui/button';
import { useT, useText } from '../../../i18n/locale-context';
import { serverMessage } from '../api/accounts';
import { useVerifyEmail } from '../api/verify-email';
import { StatusScreen } from '../components/status-screen';
import { authMessages as m } from '../messages';

/** /auth/verify-email/:token: verification runs once on load. */
export default function VerifyEmailPage() {
  const t = useT();
  const text = useText();
  const { token = '' } = useParams();
  const result = useVerifyEmail(token);

  if (result.isPending) {
    return (
      <StatusScreen
        title={t(m.verifyingTitle)}
        tone="info"
        icon={<Spinner className="h-8 w-8" />}
        subtitle={t(m.verifyingBody)}
        noIndex
      >
        <span className="sr-only" role="status">
          {t(m.verifyingTitle)}
        </span>
      </StatusScreen>
    );
  }

  if (result.isError) {
    return (
      <StatusScreen
        title={t(m.verifyFailedTitle)}
        tone="error"
        icon={<CircleX className="h-8 w-8" aria-hidden />}
        subtitle={text(serverMessage(result.error, ACCOUNT_MESSAGES.verifyFailed))}
        noIndex
        action={{ to: '/auth/login', label: t(m.backToLogin) }}
        note={t(m.verifyFailedNote)}
      />
    );
  }

  return (
    <StatusScreen
      title={t(m.verifiedTitle)}
      tone="success"
      icon={<BadgeCheck className="h-8 w-8" aria-hidden />}
      subtitle={result.data?.message ?? t(m.verifiedBody)}
      noIndex
      action={{ to: '/auth/login', label: t(m.continueToLogin) }}
    />
  );
}
