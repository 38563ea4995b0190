import { BULK_EMAIL_MESSAGES, type BulkEmail, canStaff } from '@cq/shared';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { toast } from 'sonner';
import { Button } from '#web/components/ui/button';
import { ConfirmDialog } from '#web/components/ui/confirm-dialog';
import { ProgressBar } from '#web/components/ui/progress-bar';
import { useText } from '#web/i18n/locale-context';
import { messageOf } from '#web/lib/api-client';
import { useSession } from '../../../session';
import { ErrorNotice } from '../../components/admin-page';
import { bulkEmailListQuery, useCancelBulkEmail } from '../api/bulk-emails';
import { bulkEmailMessages as m } from '../messages';
import { type BulkEmailWords, useBulkEmailWords } from '../use-bulk-email-words';

function audienceLine(words: BulkEmailWords, message: BulkEmail): string {
  const { t } = words;
  const { status, continent, paymentStatus, delegate, roundId } = message.audience;
  const parts = [
    status && words.registration(status),
    continent && words.continent(continent),
    paymentStatus && t(m.paymentIs, { status: words.payment(paymentStatus) }),
    delegate && t(delegate === 'yes' ? m.published : m.notPublished),
    roundId && t(m.judgingRound),
  ].filter(Boolean);
  return parts.length ? parts.join(' · ') : t(m.everyContestant);
}

const OUTCOMES = { bounced: m.bounced, failed: m.failed } as const;

/** The addresses a message could not reach, each with what happened and the mail server's answer. */
function Undelivered({ message }: { message: BulkEmail }) {
  const { t } = useBulkEmailWords();
  const missing = message.bounced + message.failed;
  if (missing === 0) return null;
  return (
    <details className="mt-2 text-xs">
      <summary className="cursor-pointer font-semibold text-primary-main">
        {t(m.notReached, { count: missing })}
      </summary>
      <ul className="mt-1.5 space-y-1">
        {message.undelivered.map((u) => (
          <li key={u.email} className="break-words">
            <span className="font-semibold text-ink">{u.email}</span>
            <span className="text-status-rejected"> · {t(OUTCOMES[u.outcome])}</span>
            {u.reason ? <span className="block text-muted">{u.reason}</span> : null}
          </li>
        ))}
      </ul>
      {message.undelivered.length < missing ? (
        <p className="mt-1 text-muted">{t(m.firstListed, { shown: message.undelivered.length, count: missing })}</p>
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
  const words = useBulkEmailWords();
  const { t } = words;
  const text = useText();
  if (error) return <ErrorNotice error={error} />;
  if (isPending) return <p className="text-sm text-muted">{t(m.loading)}</p>;
  if (data.bulkEmails.length === 0) return <p className="text-sm text-muted">{t(m.noneSent)}</p>;
  const confirmCancel = () => {
    if (!cancelling) return;
    cancel.mutate(cancelling.id, {
      onSuccess: (message) => toast.success(message ?? text(BULK_EMAIL_MESSAGES.cancelled)),
      onError: (err) => toast.error(messageOf(err, t(m.cancelFailed))),
      onSettled: () => setCancelling(null),
    });
  };
  return (
    <>
      <ul className="divide-y divide-hairline">
        {data.bulkEmails.map((b) => {
          if (b.state === 'scheduled' || b.state === 'cancelled') {
            return (
              <li key={b.id} className="py-4 first:pt-0 last:pb-0">
                <p className="font-semibold text-ink">{b.subject}</p>
                <p className="mt-0.5 text-xs text-muted">{audienceLine(words, b)}</p>
                <div className="mt-1.5 flex flex-wrap items-center justify-between gap-2">
                  <p className="text-xs text-ink">
                    <span className="font-semibold">
                      {t(b.state === 'scheduled' ? m.scheduledFor : m.cancelledFor)}
                    </span>{' '}
                    {b.sendAt ? words.zoned(b.sendAt, data.timeZone) : '—'}
                  </p>
                  {b.state === 'scheduled' && mayCancel ? (
                    <Button
                      type="button"
                      variant="secondary"
                      onClick={() => setCancelling(b)}
                      className="px-3 py-1.5 text-xs"
                    >
                      {t(m.cancelSending)}
                    </Button>
                  ) : null}
                </div>
              </li>
            );
          }
          const done = b.sent + b.bounced + b.failed;
          return (
            <li key={b.id} className="py-4 first:pt-0 last:pb-0">
              <div className="flex flex-wrap items-baseline justify-between gap-2">
                <p className="font-semibold text-ink">{b.subject}</p>
                <p className="text-xs text-muted">{words.dateTime(b.createdAt)}</p>
              </div>
              <p className="mt-0.5 text-xs text-muted">{audienceLine(words, b)}</p>
              <div className="mt-2">
                <ProgressBar
                  value={b.recipients ? Math.round((done / b.recipients) * 100) : 100}
                  label={t(m.progress, { subject: b.subject })}
                />
              </div>
              <p className="mt-1.5 text-xs text-ink">
                <span className="font-semibold">{words.state(b.state)}</span> ·{' '}
                {t(m.sentOf, { sent: b.sent, recipients: b.recipients })}
                {b.bounced > 0 ? (
                  <span className="text-status-rejected">{t(m.bouncedCount, { count: b.bounced })}</span>
                ) : null}
                {b.failed > 0 ? (
                  <span className="text-status-rejected">{t(m.failedCount, { count: b.failed })}</span>
                ) : null}
                {b.queued < b.recipients && b.state !== 'done' ? t(m.preparedCount, { count: b.queued }) : null}
              </p>
              <Undelivered message={b} />
            </li>
          );
        })}
      </ul>
      <ConfirmDialog
        open={cancelling !== null}
        type="warning"
        title={t(m.cancelTitle)}
        message={cancelling ? t(m.cancelMessage, { subject: cancelling.subject }) : undefined}
        confirmText={t(m.cancelSending)}
        cancelText={t(m.keepIt)}
        busy={cancel.isPending}
        onConfirm={confirmCancel}
        onCancel={() => setCancelling(null)}
      />
    </>
  );
}
