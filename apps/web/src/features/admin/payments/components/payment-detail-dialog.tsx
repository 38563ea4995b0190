import { canStaff, hasReceipt, PAYMENT_PROVIDER_LABELS, type PaymentDetail } from '@cq/shared';
import { useQuery } from '@tanstack/react-query';
import { ReceiptButton } from '../../../../components/receipt-button';
import { Dialog } from '../../../../components/ui/dialog';
import { messageOf } from '../../../../lib/api-client';
import { useSession } from '../../../session';
import { formatDateTime, formatMoney } from '../../components/format';
import { paymentDetailQuery } from '../api/payment-detail';
import { adminReceiptPath } from './payer-payments';
import { PaymentStatus } from './payment-status';
import { RefundForm, RefundList } from './refund-panel';

const SOURCE_LABELS: Record<string, string> = {
  webhook: 'Provider webhook',
  verify: 'Verification',
  checkout: 'Test checkout',
  staff: 'Recorded by staff',
};

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

/** The events the provider sent about this order, as a timeline (oldest first). */
function Timeline({ events }: { events: PaymentDetail['events'] }) {
  if (events.length === 0) return <p className="text-sm text-muted">No provider events recorded yet.</p>;
  return (
    <ol className="relative ms-2 space-y-4 border-s border-hairline ps-5" aria-label="Payment events">
      {events.map((e) => (
        <li key={e._id} className="relative">
          <span className="absolute -start-[1.65rem] top-1.5 h-2.5 w-2.5 rounded-full bg-primary-main" aria-hidden />
          <p className="text-sm font-semibold text-ink">{e.type}</p>
          <p className="text-xs text-muted">
            {SOURCE_LABELS[e.source] ?? e.source} · {formatDateTime(e.receivedAt)}
          </p>
          {Object.keys(e.details).length ? (
            <p className="mt-1 break-all font-mono text-xs text-muted">
              {Object.entries(e.details)
                .map(([k, v]) => `${k}: ${String(v)}`)
                .join(' · ')}
            </p>
          ) : null}
        </li>
      ))}
    </ol>
  );
}

export function PaymentDetailDialog({ id, onClose }: { id: string | null; onClose: () => void }) {
  const { data, error, isPending } = useQuery({ ...paymentDetailQuery(id ?? ''), enabled: Boolean(id) });
  const { user } = useSession();
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
            {hasReceipt(data.payment.status) ? <ReceiptButton path={adminReceiptPath(data.payment._id)} /> : null}
          </div>
          <Facts detail={data} />
          <section>
            <h3 className="mb-3 font-serif text-base font-semibold text-primary-dark">Events</h3>
            <Timeline events={data.events} />
          </section>
          <section>
            <h3 className="mb-3 font-serif text-base font-semibold text-primary-dark">Refunds</h3>
            <RefundList refunds={data.refunds} />
            {refundable && canStaff(user, 'payments', 'update') ? (
              <div className="mt-4">
                <RefundForm
                  key={`${refundable.payment._id}-${refundable.refundableMinor}`}
                  orderId={refundable.payment._id}
                  currency={refundable.payment.currency}
                  refundableMinor={refundable.refundableMinor}
                />
              </div>
            ) : null}
          </section>
        </div>
      )}
    </Dialog>
  );
}
