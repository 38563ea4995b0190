import { BULK_EMAIL_MESSAGES, type BulkEmail, canStaff, paymentStatusLabel, registrationStatusLabel } from '@cq/shared';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { toast } from 'sonner';
import { Button } from '../../../../components/ui/button';
import { ConfirmDialog } from '../../../../components/ui/confirm-dialog';
import { ProgressBar } from '../../../../components/ui/progress-bar';
import { messageOf } from '../../../../lib/api-client';
import { useSession } from '../../../session';
import { ErrorNotice } from '../../components/admin-page';
import { formatDateTime } from '../../components/format';
import { bulkEmailListQuery, useCancelBulkEmail } from '../api/bulk-emails';
import { zonedLabel } from './bulk-email-form';

const STATE_LABELS: Record<BulkEmail['state'], string> = {
  scheduled: 'Scheduled',
  cancelled: 'Cancelled',
  queuing: 'Preparing copies',
  sending: 'Sending',
  done: 'Done',
};

function audienceLine(m: BulkEmail): string {
  const { status, continent, paymentStatus, delegate, roundId } = m.audience;
  const parts = [
    status && registrationStatusLabel(status),
    continent,
    paymentStatus && `Payment: ${paymentStatusLabel(paymentStatus)}`,
    delegate && (delegate === 'yes' ? 'Published delegates' : 'Not published'),
    roundId && 'Delegates of a judging round',
  ].filter(Boolean);
  return parts.length ? parts.join(' · ') : 'Every contestant';
}

const OUTCOME_LABELS: Record<BulkEmail['undelivered'][number]['outcome'], string> = {
  bounced: 'Bounced',
  failed: 'Failed',
};

/** The addresses a message could not reach, each with what happened and the mail server's answer. */
function Undelivered({ message }: { message: BulkEmail }) {
  const missing = message.bounced + message.failed;
  if (missing === 0) return null;
  return (
    <details className="mt-2 text-xs">
      <summary className="cursor-pointer font-semibold text-primary-main">Addresses not reached ({missing})</summary>
      <ul className="mt-1.5 space-y-1">
        {message.undelivered.map((u) => (
          <li key={u.email} className="break-words">
            <span className="font-semibold text-ink">{u.email}</span>
            <span className="text-status-rejected"> · {OUTCOME_LABELS[u.outcome]}</span>
            {u.reason ? <span className="block text-muted">{u.reason}</span> : null}
          </li>
        ))}
      </ul>
      {message.undelivered.length < missing ? (
        <p className="mt-1 text-muted">
          The first {message.undelivered.length} of {missing} are listed.
        </p>
      ) : null}
    </details>
  );
}

/** The latest messages and how far each has gone: copies written, sent, bounced, failed. */
export function BulkEmailHistory() {
  const { data, error, isPending } = useQuery(bulkEmailListQuery());
  const { user } = useSession();
  const mayCancel = canStaff(user, 'contestants', 'update');
  const cancel = useCancelBulkEmail();
  const [cancelling, setCancelling] = useState<BulkEmail | null>(null);
  if (error) return <ErrorNotice error={error} />;
  if (isPending) return <p className="text-sm text-muted">Loading…</p>;
  if (data.bulkEmails.length === 0) return <p className="text-sm text-muted">No message sent yet.</p>;
  const confirmCancel = () => {
    if (!cancelling) return;
    cancel.mutate(cancelling.id, {
      onSuccess: (message) => toast.success(message ?? BULK_EMAIL_MESSAGES.cancelled),
      onError: (err) => toast.error(messageOf(err, 'The message could not be cancelled. Please try again.')),
      onSettled: () => setCancelling(null),
    });
  };
  return (
    <>
      <ul className="divide-y divide-hairline">
        {data.bulkEmails.map((m) => {
          if (m.state === 'scheduled' || m.state === 'cancelled') {
            return (
              <li key={m.id} className="py-4 first:pt-0 last:pb-0">
                <p className="font-semibold text-ink">{m.subject}</p>
                <p className="mt-0.5 text-xs text-muted">{audienceLine(m)}</p>
                <div className="mt-1.5 flex flex-wrap items-center justify-between gap-2">
                  <p className="text-xs text-ink">
                    <span className="font-semibold">
                      {m.state === 'scheduled' ? 'Scheduled for' : 'Cancelled · was scheduled for'}
                    </span>{' '}
                    {m.sendAt ? zonedLabel(m.sendAt, data.timeZone) : '—'}
                  </p>
                  {m.state === 'scheduled' && mayCancel ? (
                    <Button
                      type="button"
                      variant="secondary"
                      onClick={() => setCancelling(m)}
                      className="px-3 py-1.5 text-xs"
                    >
                      Cancel sending
                    </Button>
                  ) : null}
                </div>
              </li>
            );
          }
          const done = m.sent + m.bounced + m.failed;
          return (
            <li key={m.id} className="py-4 first:pt-0 last:pb-0">
              <div className="flex flex-wrap items-baseline justify-between gap-2">
                <p className="font-semibold text-ink">{m.subject}</p>
                <p className="text-xs text-muted">{formatDateTime(m.createdAt)}</p>
              </div>
              <p className="mt-0.5 text-xs text-muted">{audienceLine(m)}</p>
              <div className="mt-2">
                <ProgressBar
                  value={m.recipients ? Math.round((done / m.recipients) * 100) : 100}
                  label={`${m.subject}: sent`}
                />
              </div>
              <p className="mt-1.5 text-xs text-ink">
                <span className="font-semibold">{STATE_LABELS[m.state]}</span> · {m.sent} of {m.recipients} sent
                {m.bounced > 0 ? <span className="text-status-rejected"> · {m.bounced} bounced</span> : null}
                {m.failed > 0 ? <span className="text-status-rejected"> · {m.failed} failed</span> : null}
                {m.queued < m.recipients && m.state !== 'done' ? ` · ${m.queued} prepared` : null}
              </p>
              <Undelivered message={m} />
            </li>
          );
        })}
      </ul>
      <ConfirmDialog
        open={cancelling !== null}
        type="warning"
        title="Cancel this scheduled message?"
        message={cancelling ? `“${cancelling.subject}” will not be sent to anyone.` : undefined}
        confirmText="Cancel sending"
        cancelText="Keep it"
        busy={cancel.isPending}
        onConfirm={confirmCancel}
        onCancel={() => setCancelling(null)}
      />
    </>
  );
}
