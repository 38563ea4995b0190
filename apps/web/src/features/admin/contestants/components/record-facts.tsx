import type { AdminContestantDetail } from '@cq/shared';
import type { ReactNode } from 'react';
import { useContinentLabel } from '#web/i18n/common-messages';
import { useFormat } from '#web/i18n/format';
import { Message, useT } from '#web/i18n/locale-context';
import { Panel } from '../../components/admin-page';
import { useAdminFormat } from '../../components/format';
import { contestantsMessages as m } from '../messages';
import { usePaymentLabel } from '../use-labels';

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
  const t = useT();
  const format = useFormat();
  const dates = useAdminFormat();
  const paymentLabel = usePaymentLabel();
  const continentLabel = useContinentLabel();
  const { user, payment } = record;
  const paid = payment.amount !== null ? ` · ${format.currency(payment.amount, payment.currency ?? 'USD')}` : '';
  return (
    <Panel title={t(m.registration)}>
      <dl className="divide-y divide-hairline">
        <Fact label={t(m.email)}>
          <a className="break-all text-primary-main hover:underline" href={`mailto:${user.email}`}>
            {user.email}
          </a>
          {user.emailBounce ? (
            <span className="mt-1 block rounded-lg bg-ivory p-2 text-status-rejected" role="note">
              <Message
                message={m.bouncedOn}
                values={{
                  bounced: <span className="font-semibold">{t(m.bounced)}</span>,
                  date: dates.dateTime(user.emailBounce.at),
                }}
              />
              {user.emailBounce.reason ? (
                <span className="mt-0.5 block text-xs text-muted">{user.emailBounce.reason}</span>
              ) : null}
            </span>
          ) : null}
        </Fact>
        <Fact label={t(m.phone)}>{user.phoneNumber || '—'}</Fact>
        <Fact label={t(m.payment)}>
          {paymentLabel(user.paymentStatus)}
          {paid}
          {payment.paidAt ? ` · ${dates.dateTime(payment.paidAt)}` : ''}
        </Fact>
        <Fact label={t(m.continent)}>{record.continent ? continentLabel(record.continent) : '—'}</Fact>
        <Fact label={t(m.submitted)}>{dates.dateTime(record.submittedAt)}</Fact>
        <Fact label={t(m.draftSaved)}>{dates.dateTime(record.lastDraftSaved)}</Fact>
        <Fact label={t(m.edits)}>
          {t(m.editsCount, { used: record.editsUsed, allowed: record.editsAllowed, left: record.editsRemaining })}
          {record.extraEdits ? t(m.editsGranted, { count: record.extraEdits }) : ''}
          {record.editing ? t(m.editingNow) : ''}
        </Fact>
        <Fact label={t(m.lastDecision)}>
          {record.reviewedAt ? (
            <>
              {dates.dateTime(record.reviewedAt)}
              {record.reviewedBy ? t(m.byName, { name: record.reviewedBy }) : ''}
              {record.reviewMessage ? (
                <span className="mt-1 block whitespace-pre-wrap rounded-lg bg-ivory p-2">{record.reviewMessage}</span>
              ) : null}
            </>
          ) : (
            t(m.noneYet)
          )}
        </Fact>
      </dl>
    </Panel>
  );
}
