import { hasReceipt } from '@cq/shared';
import { useQuery } from '@tanstack/react-query';
import { ReceiptButton } from '#web/components/receipt-button';
import { messageOf } from '#web/lib/api-client';
import { Panel } from '../../components/admin-page';
import { paymentsListQuery } from '../api/payments-list';
import { paymentsMessages as m } from '../messages';
import { usePaymentWords } from '../use-payment-words';
import { PaymentStatus } from './payment-status';

/** Where staff download the receipt of an order. */
export const adminReceiptPath = (orderId: string) => `/admin/payments/${orderId}/receipt.pdf`;

/** On a contestant's record: her orders of the fee, newest first, with the receipt of each settled one. */
export function PayerPayments({ userId }: { userId: string }) {
  const words = usePaymentWords();
  const { t } = words;
  const { data, error } = useQuery(paymentsListQuery(new URLSearchParams({ userId, pageSize: '100' }).toString()));
  return (
    <Panel title={t(m.title)}>
      {error ? (
        <p role="alert" className="text-sm text-status-rejected">
          {messageOf(error, t(m.herPaymentsFailed))}
        </p>
      ) : !data ? (
        <p className="text-sm text-muted">{t(m.loading)}</p>
      ) : data.payments.length === 0 ? (
        <p className="text-sm text-muted">{t(m.noPaymentYet)}</p>
      ) : (
        <ul className="divide-y divide-hairline" aria-label={t(m.herPayments)}>
          {data.payments.map((p) => (
            <li key={p._id} className="flex flex-wrap items-start justify-between gap-3 py-3 first:pt-0 last:pb-0">
              <div className="min-w-0 text-sm">
                <p className="flex flex-wrap items-center gap-2">
                  <span className="font-semibold text-ink">{words.money(p.amountMinor, p.currency)}</span>
                  <PaymentStatus status={p.status} />
                </p>
                <p className="mt-0.5 text-xs text-muted">
                  {words.dateTime(p.paidAt ?? p.createdAt)} ·{' '}
                  {p.method ? words.method(p.method) : words.provider(p.provider)}
                </p>
                <p className="mt-0.5 break-all font-mono text-xs text-muted">{p.reference}</p>
              </div>
              {hasReceipt(p.status) ? (
                <ReceiptButton
                  path={adminReceiptPath(p._id)}
                  label={t(m.paymentOf, { reference: p.reference })}
                  size="compact"
                />
              ) : null}
            </li>
          ))}
        </ul>
      )}
    </Panel>
  );
}
