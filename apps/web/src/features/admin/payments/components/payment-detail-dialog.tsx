import { canStaff, hasReceipt, INVOICE_MESSAGES, PAYMENT_PROVIDER_LABELS, type PaymentDetail } from '@cq/shared';
import { useQuery } from '@tanstack/react-query';
import { ReceiptButton } from '../../../../components/receipt-button';
import { Dialog } from '../../../../components/ui/dialog';
import { useT } from '../../../../i18n/locale-context';
import { messageOf } from '../../../../lib/api-client';
import { useSession } from '../../../session';
import { formatDateTime, formatMoney } from '../../components/format';
import { paymentDetailQuery } from '../api/payment-detail';
import { paymentLogMessages as m } from '../payment-log-messages';
import { adminReceiptPath } from './payer-payments';
import { PaymentLog } from './payment-log';
import { PaymentStatus } from './payment-status';
import { RefundForm } from './refund-panel';

function Facts({ detail }: { detail: PaymentDetail }) {
  const { payment: p, payer } = detail;
  const rows: [string, string][] = [
    ['Payer', `${payer.name} <${payer.email}>`],
    ['Phone', payer.phoneNumber ?? '—'],
    ['Amount', formatMoney(p.amountMinor, p.currency)],
    ['Provider', PAYMENT_PROVIDER_LABELS[p.provider]],
    ['Our reference', p.reference],
    ['Provider reference', p.providerReference ?? '—'],
    ['Created', formatDateTime(p.createdAt)],
    ['Paid', formatDateTime(p.paidAt)],
  ];
  if (p.couponCode) rows.push(['Coupon code', `${p.couponCode} (−${formatMoney(p.discountMinor, p.currency)})`]);
  if (p.refundedMinor > 0) rows.push(['Refunded amount', formatMoney(p.refundedMinor, p.currency)]);
  if (p.refundedAt) rows.push(['Refunded', formatDateTime(p.refundedAt)]);
  if (p.failureReason) rows.push(['Last failure', p.failureReason]);
  return (
    <dl className="grid gap-x-4 gap-y-1.5 text-sm sm:grid-cols-[max-content_1fr]">
      {rows.map(([label, value]) => (
        <div key={label} className="contents">
          <dt className="font-semibold text-muted">{label}</dt>
          <dd className="break-all text-ink">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

export function PaymentDetailDialog({ id, onClose }: { id: string | null; onClose: () => void }) {
  const { data, error, isPending } = useQuery({ ...paymentDetailQuery(id ?? ''), enabled: Boolean(id) });
  const { user } = useSession();
  const t = useT();
  // A paid order with something left to give back (a waived fee: nothing, and withdrawing it is a refund of 0).
  const refundable =
    data?.payment.status === 'paid' && (data.refundableMinor > 0 || data.payment.amountMinor === 0) ? data : null;
  return (
    <Dialog
      open={Boolean(id)}
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={data ? `Payment ${data.payment.reference}` : 'Payment'}
      description={null}
      size="large"
    >
      {error ? (
        <p role="alert" className="text-sm text-status-rejected">
          {messageOf(error, 'The payment could not be loaded.')}
        </p>
      ) : isPending || !data ? (
        <p className="text-sm text-muted">Loading…</p>
      ) : (
        <div className="space-y-6">
          <div className="flex flex-wrap items-center justify-between gap-3">
            <PaymentStatus status={data.payment.status} />
            <div className="flex flex-wrap items-start gap-2">
              {hasReceipt(data.payment.status) ? <ReceiptButton path={adminReceiptPath(data.payment._id)} /> : null}
              {data.invoice ? (
                <ReceiptButton
                  path={`/admin/payments/${data.payment._id}/invoice.pdf`}
                  word={`Invoice ${data.invoice.number} (PDF)`}
                  failure={INVOICE_MESSAGES.downloadFailed}
                />
              ) : null}
              {data.invoice?.creditNotes.map((n) => (
                <ReceiptButton
                  key={n._id}
                  path={`/admin/payments/credit-notes/${n._id}/credit-note.pdf`}
                  word={`Credit note ${n.number} (PDF)`}
                  failure={INVOICE_MESSAGES.downloadFailed}
                />
              ))}
            </div>
          </div>
          <Facts detail={data} />
          <section>
            <h3 className="mb-3 font-serif text-base font-semibold text-primary-dark">{t(m.title)}</h3>
            <PaymentLog detail={data} />
          </section>
          {refundable && canStaff(user, 'payments', 'update') ? (
            <section>
              <h3 className="mb-3 font-serif text-base font-semibold text-primary-dark">Refund</h3>
              <RefundForm
                key={`${refundable.payment._id}-${refundable.refundableMinor}`}
                orderId={refundable.payment._id}
                currency={refundable.payment.currency}
                refundableMinor={refundable.refundableMinor}
              />
            </section>
          ) : null}
        </div>
      )}
    </Dialog>
  );
}
