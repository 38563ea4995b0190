import { BULK_EMAIL_MESSAGES } from '@cq/shared';
import { BellOff, CircleX, MailCheck } from 'lucide-react';
import { useSearchParams } from 'react-router';
import { Button } from '../../../components/ui/button';
import { useT, useText } from '../../../i18n/locale-context';
import { messageOf } from '../../../lib/api-client';
import { useUnsubscribe } from '../api/unsubscribe';
import { StatusScreen } from '../components/status-screen';
import { authMessages as m } from '../messages';

/**
 * /unsubscribe?token=…, the link at the foot of a message sent to a group of contestants. It asks first: a
 * mail scanner that opens every link must not unsubscribe anyone.
 */
export default function UnsubscribePage() {
  const t = useT();
  const text = useText();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const unsubscribe = useUnsubscribe();

  if (!token || unsubscribe.isError) {
    return (
      <StatusScreen
        title={t(m.unsubscribeBrokenTitle)}
        tone="error"
        icon={<CircleX className="h-8 w-8" aria-hidden />}
        subtitle={text(messageOf(unsubscribe.error, BULK_EMAIL_MESSAGES.invalidLink))}
        noIndex
        action={{ to: '/', label: t(m.goHome) }}
      />
    );
  }

  if (unsubscribe.isSuccess) {
    return (
      <StatusScreen
        title={t(m.unsubscribedTitle)}
        tone="success"
        icon={<MailCheck className="h-8 w-8" aria-hidden />}
        subtitle={unsubscribe.data ?? text(BULK_EMAIL_MESSAGES.unsubscribed)}
        noIndex
        action={{ to: '/', label: t(m.goHome) }}
      />
    );
  }

  return (
    <StatusScreen
      title={t(m.unsubscribeTitle)}
      tone="info"
      icon={<BellOff className="h-8 w-8" aria-hidden />}
      subtitle={t(m.unsubscribeBody)}
      noIndex
    >
      <div className="text-center">
        <Button busy={unsubscribe.isPending} onClick={() => unsubscribe.mutate(token)} className="w-full sm:w-auto">
          {t(m.unsubscribeButton)}
        </Button>
      </div>
    </StatusScreen>
  );
}
