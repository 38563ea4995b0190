import { type BulkEmail, paymentStatusLabel, registrationStatusLabel } from '@cq/shared';
import { useQuery } from '@tanstack/react-query';
import { ProgressBar } from '../../../../components/ui/progress-bar';
import { ErrorNotice } from '../../components/admin-page';
import { formatDateTime } from '../../components/format';
import { bulkEmailListQuery } from '../api/bulk-emails';

const STATE_LABELS: Record<BulkEmail['state'], string> = {
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

/** The latest messages and how far each has gone: copies written, sent, failed. */
export function BulkEmailHistory() {
  const { data, error, isPending } = useQuery(bulkEmailListQuery());
  if (error) return <ErrorNotice error={error} />;
  if (isPending) return <p className="text-sm text-muted">Loading…</p>;
  if (data.length === 0) return <p className="text-sm text-muted">No message sent yet.</p>;
  return (
    <ul className="divide-y divide-hairline">
      {data.map((m) => {
        const done = m.sent + m.failed;
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
              {m.failed > 0 ? <span className="text-status-rejected"> · {m.failed} failed</span> : null}
              {m.queued < m.recipients && m.state !== 'done' ? ` · ${m.queued} prepared` : null}
            </p>
          </li>
        );
      })}
    </ul>
  );
}
