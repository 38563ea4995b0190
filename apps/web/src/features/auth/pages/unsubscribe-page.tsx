import { BULK_EMAIL_MESSAGES } from '@cq/shared';
import { BellOff, CircleX, MailCheck } from 'lucide-react';
import { useSearchParams } from 'react-router';
import { Button } from '../../../components/ui/button';
import { messageOf } from '../../../lib/api-client';
import { useUnsubscribe } from '../api/unsubscribe';
import { StatusScreen } from '../components/status-screen';

/**
 * /unsubscribe?token=…, the link at the foot of a message sent to a group of contestants. It asks first: a
 * mail scanner that opens every link must not unsubscribe anyone.
 */
export default function UnsubscribePage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const unsubscribe = useUnsubscribe();

  if (!token || unsubscribe.isError) {
    return (
      <StatusScreen
        title="This link does not work"
        tone="error"
        icon={<CircleX className="h-8 w-8" aria-hidden />}
        subtitle={messageOf(unsubscribe.error, BULK_EMAIL_MESSAGES.invalidLink)}
        noIndex
        action={{ to: '/', label: 'Go to the home page' }}
      />
    );
  }

  if (unsubscribe.isSuccess) {
    return (
      <StatusScreen
        title="You are unsubscribed"
        tone="success"
        icon={<MailCheck className="h-8 w-8" aria-hidden />}
        subtitle={unsubscribe.data ?? BULK_EMAIL_MESSAGES.unsubscribed}
        noIndex
        action={{ to: '/', label: 'Go to the home page' }}
      />
    );
  }

  return (
    <StatusScreen
      title="Unsubscribe"
      tone="info"
      icon={<BellOff className="h-8 w-8" aria-hidden />}
      subtitle="Stop receiving the messages the organisers send to groups of contestants? Messages about your own registration, payments and account still reach you."
      noIndex
    >
      <div className="text-center">
        <Button busy={unsubscribe.isPending} onClick={() => unsubscribe.mutate(token)} className="w-full sm:w-auto">
          Unsubscribe
        </Button>
      </div>
    </StatusScreen>
  );
}
