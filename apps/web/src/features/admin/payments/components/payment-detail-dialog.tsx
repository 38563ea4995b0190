import { canStaff, hasReceipt, INVOICE_MESSAGES, type PaymentDetail } from '@cq/shared';
import { useQuery } from '@tanstack/react-query';
import { ReceiptButton } from '#web/components/receipt-button';
import { Dialog } from '#web/components/ui/dialog';
import { messageOf } from '#web/lib/api-client';
import { useSession } from '../../../session';
import { paymentDetailQuery } from '../api/payment-detail';
import { paymentsMessages as m } from '../messages';
import { paymentLogMessages } from '../payment-log-messages';
import { usePaymentWords } from '../use-payment-words';
import { adminReceiptPath } from './payer-payments';
import { PaymentLog } from './payment-log';
import { PaymentStatus } from './payment-status';
import { RefundForm } from './refund-panel';

function Facts({ detail }: { detail: PaymentDetail }) {
  const { payment: p, payer } = detail;
  const { t, money, dateTime, provider } = usePaymentWords();
  const rows: [string, string][] = [
    [t(m.payer), `${payer.name} <${payer.email}>`],
    [t(m.phone), payer.phoneNumber ?? '—'],
    [t(m.amount), money(p.amountMinor, p.currency)],
    [t(m.provider), provider(p.provider)],
    [t(m.ourReference), p.reference],
    [t(m.providerReference), p.providerReference ?? '—'],
    [t(m.created), dateTime(p.createdAt)],
    [t(m.paidDate), dateTime(p.paidAt)],
  ];
  if (p.couponCode) rows.push([t(m.couponCode), `${p.couponCode} (−${money(p.discountMinor, p.currency)})`]);
  if (p.refundedMinor > 0) rows.push([t(m.refundedTotal), money(p.refundedMinor, p.currency)]);
  if (p.refundedAt) rows.push([t(m.refundedDate), dateTime(p.refundedAt)]);
  if (p.failureReason) rows.push([t(m.lastFailure), p.failureReason]);
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
  const { t } = usePaymentWords();
  // A paid order with something left to give back (a waived fee: nothing, and withdrawing it is a refund of 0).
  const refundable =
    data?.payment.status === 'paid' && (data.refundableMinor > 0 || data.payment.amountMinor === 0) ? data : null;
  return (
    <Dialog
      open={Boolean(id)}
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={data ? t(m.paymentReference, { reference: data.payment.reference }) : t(m.payment)}
      description={null}
      size="large"
    >
      {error ? (
        <p role="alert" className="text-sm text-status-rejected">
          {messageOf(error, t(m.detailLoadFailed))}
        </p>
      ) : isPending || !data ? (
        <p className="text-sm text-muted">{t(m.loading)}</p>
      ) : (
        <div className="space-y-6">
          <div className="flex flex-wrap items-center justify-between gap-3">
            <PaymentStatus status={data.payment.status} />
            <div className="flex flex-wrap items-start gap-2">
              {hasReceipt(data.payment.status) ? <ReceiptButton path={adminReceiptPath(data.payment._id)} /> : null}
              {data.invoice ? (
                <ReceiptButton
                  path={`/admin/payments/${data.payment._id}/invoice.pdf`}
                  word={t(m.invoicePdf, { number: data.invoice.number })}
                  failure={INVOICE_MESSAGES.downloadFailed}
                />
              ) : null}
              {data.invoice?.creditNotes.map((n) => (
                <ReceiptButton
                  key={n._id}
                  path={`/admin/payments/credit-notes/${n._id}/credit-note.pdf`}
                  word={t(m.creditNotePdf, { number: n.number })}
                  failure={INVOICE_MESSAGES.downloadFailed}
                />
              ))}
            </div>
          </div>
          <Facts detail={data} />
          <section>
            <h3 className="mb-3 font-serif text-base font-semibold text-primary-dark">{t(paymentLogMessages.title)}</h3>
            <PaymentLog detail={data} />
          </section>
          {refundable && canStaff(user, 'payments', 'update') ? (
            <section>
              <h3 className="mb-3 font-serif text-base font-semibold text-primary-dark">{t(m.refund)}</h3>
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
