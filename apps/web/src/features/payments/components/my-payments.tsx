import {
  formatAmount,
  MANUAL_PAYMENT_LABELS,
  type MyPayment,
  ORDER_STATUS_LABELS,
  type OrderStatus,
  PROVIDER_LABELS,
} from '@cq/shared';
import { useQuery } from '@tanstack/react-query';
import { Receipt } from 'lucide-react';
import { ReceiptButton } from '../../../components/receipt-button';
import { myPaymentsQuery, receiptPath } from '../api/payments';

const TONE: Record<OrderStatus, string> = {
  pending: 'bg-status-pending/10 text-status-pending',
  paid: 'bg-status-approved/10 text-status-approved',
  failed: 'bg-status-rejected/10 text-status-rejected',
  refunded: 'bg-status-submitted/10 text-status-submitted',
};

/** What an order without a receipt means for her. */
const NO_RECEIPT: Partial<Record<OrderStatus, string>> = {
  pending: 'Waiting for confirmation',
  failed: 'Not completed: nothing was taken',
};

const day = (iso: string) =>
  new Date(iso).toLocaleDateString('en-GB', { day: 'numeric', month: 'short', year: 'numeric' });

function PaymentRow({ p }: { p: MyPayment }) {
  const how = p.method ? MANUAL_PAYMENT_LABELS[p.method] : PROVIDER_LABELS[p.provider];
  return (
    <li className="flex flex-wrap items-start justify-between gap-3 py-4 first:pt-0 last:pb-0">
      <div className="min-w-0">
        <p className="flex flex-wrap items-center gap-2">
          <span className="font-serif text-lg font-semibold text-ink">{formatAmount(p.amountMinor, p.currency)}</span>
          <span className={`rounded-full px-2 py-0.5 text-xs font-semibold ${TONE[p.status]}`}>
            {ORDER_STATUS_LABELS[p.status]}
          </span>
        </p>
        {p.item ? <p className="mt-0.5 text-sm font-semibold text-ink">{p.item}</p> : null}
        <p className="mt-0.5 text-sm text-muted">
          {day(p.paidAt ?? p.createdAt)} · {how}
        </p>
        <p className="mt-0.5 break-all font-mono text-xs text-muted">
          {p.receiptNumber ? `Receipt ${p.receiptNumber}` : p.reference}
        </p>
      </div>
      {p.receiptNumber ? (
        <ReceiptButton path={receiptPath(p._id)} label={`receipt ${p.receiptNumber}`} size="compact" />
      ) : (
        <p className="text-xs text-muted">{NO_RECEIPT[p.status]}</p>
      )}
    </li>
  );
}

/** Her payments (the registration fee, vote packs), newest first, with the receipt of each one that went through. */
export function MyPayments() {
  const { data, isError } = useQuery(myPaymentsQuery);
  return (
    <section aria-labelledby="my-payments-heading" className="card p-6">
      <div className="flex items-center gap-3 border-b border-hairline pb-4">
        <Receipt className="h-5 w-5 shrink-0 text-primary-main" aria-hidden />
        <div>
          <h2 id="my-payments-heading" className="font-serif text-xl font-semibold">
            Payments and receipts
          </h2>
          <p className="text-sm text-muted">Download a receipt for any payment that went through.</p>
        </div>
      </div>
      <div className="mt-4">
        {isError ? (
          <p className="text-sm text-status-rejected">Your payments could not be loaded. Please try again.</p>
        ) : !data ? (
          <p className="text-sm text-muted">Loading…</p>
        ) : data.length === 0 ? (
          <p className="text-sm text-muted">You have not made any payments yet.</p>
        ) : (
          <ul className="divide-y divide-hairline" aria-label="Your payments">
            {data.map((p) => (
              <PaymentRow key={p._id} p={p} />
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}
