import { type AdminContestantDetail, formatMoney, paymentStatusLabel } from '@cq/shared';
import type { ReactNode } from 'react';
import { Panel } from '../../components/admin-page';
import { formatDateTime } from '../../components/format';

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="py-2 sm:grid sm:grid-cols-[8.5rem_minmax(0,1fr)] sm:gap-3">
      <dt className="text-xs font-semibold uppercase tracking-wide text-muted">{label}</dt>
      <dd className="mt-0.5 break-words text-sm text-ink sm:mt-0">{children}</dd>
    </div>
  );
}

/** The account and the record at a glance: contact, payment, dates, edits and the last decision. */
export function RecordFacts({ record }: { record: AdminContestantDetail }) {
  const { user, payment } = record;
  const paid = payment.amount !== null ? ` · ${formatMoney(payment.amount, payment.currency ?? 'USD')}` : '';
  return (
    <Panel title="Registration">
      <dl className="divide-y divide-hairline">
        <Fact label="E-mail">
          <a className="break-all text-primary-main hover:underline" href={`mailto:${user.email}`}>
            {user.email}
          </a>
          {user.emailBounce ? (
            <span className="mt-1 block rounded-lg bg-ivory p-2 text-status-rejected" role="note">
              <span className="font-semibold">Bounced</span> · her mail server refused a message to this address on{' '}
              {formatDateTime(user.emailBounce.at)}
              {user.emailBounce.reason ? (
                <span className="mt-0.5 block text-xs text-muted">{user.emailBounce.reason}</span>
              ) : null}
            </span>
          ) : null}
        </Fact>
        <Fact label="Phone">{user.phoneNumber || '—'}</Fact>
        <Fact label="Payment">
          {paymentStatusLabel(user.paymentStatus)}
          {paid}
          {payment.paidAt ? ` · ${formatDateTime(payment.paidAt)}` : ''}
        </Fact>
        <Fact label="Continent">{record.continent ?? '—'}</Fact>
        <Fact label="Submitted">{formatDateTime(record.submittedAt)}</Fact>
        <Fact label="Draft last saved">{formatDateTime(record.lastDraftSaved)}</Fact>
        <Fact label="Edits">
          {record.editsUsed} used of {record.editsAllowed} · {record.editsRemaining} left
          {record.extraEdits ? ` · ${record.extraEdits} granted by staff` : ''}
          {record.editing ? ' · editing now' : ''}
        </Fact>
        <Fact label="Last decision">
          {record.reviewedAt ? (
            <>
              {formatDateTime(record.reviewedAt)}
              {record.reviewedBy ? ` by ${record.reviewedBy}` : ''}
              {record.reviewMessage ? (
                <span className="mt-1 block whitespace-pre-wrap rounded-lg bg-ivory p-2">{record.reviewMessage}</span>
              ) : null}
            </>
          ) : (
            'None yet'
          )}
        </Fact>
      </dl>
    </Panel>
  );
}
