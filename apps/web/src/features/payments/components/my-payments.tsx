import {
  AUTOMATIC_REFUND_MESSAGES,
  type ManualPaymentMethod,
  type MyPayment,
  type OrderStatus,
  type PaymentProviderName,
} from '@cq/shared';
import { useQuery } from '@tanstack/react-query';
import { Receipt } from 'lucide-react';
import { ReceiptButton } from '../../../components/receipt-button';
import { useFormat } from '../../../i18n/format';
import { type Translate, useLocale, useT, useText } from '../../../i18n/locale-context';
import type { MessageDescriptor } from '../../../i18n/message-descriptor';
import { myPaymentsQuery, receiptPath } from '../api/payments';
import { PaymentInvoice } from './invoice-request';
import { myPaymentMessages as m } from './messages';
import { useMoney } from './money';

const TONE: Record<OrderStatus, string> = {
  pending: 'bg-status-pending/10 text-status-pending',
  paid: 'bg-status-approved/10 text-status-approved',
  failed: 'bg-status-rejected/10 text-status-rejected',
  refunded: 'bg-status-submitted/10 text-status-submitted',
};

/** What an order without a receipt means for her. */
const NO_RECEIPT: Partial<Record<OrderStatus, MessageDescriptor>> = {
  pending: m.waiting,
  failed: m.notCompleted,
};

const STATUS: Record<OrderStatus, MessageDescriptor> = {
  pending: m.pending,
  paid: m.paid,
  failed: m.failed,
  refunded: m.refunded,
};

/** How she paid: a provider's checkout, or how staff recorded it. */
const PROVIDER: Record<PaymentProviderName, MessageDescriptor> = {
  test: m.providerTest,
  stripe: m.providerStripe,
  paystack: m.providerPaystack,
  manual: m.providerManual,
};
const METHOD: Record<ManualPaymentMethod, MessageDescriptor> = {
  bank_transfer: m.bankTransfer,
  cash: m.cash,
  waiver: m.waiver,
};

/** What an order bought, in the page's language; the site's and the vote's names as the organisers wrote them. */
function itemOf(t: Translate, { purchase }: MyPayment): string {
  if (purchase.kind === 'fee') return t(m.itemFee, { site: purchase.siteName });
  const count = purchase.votes;
  return purchase.voteName === null
    ? t(m.itemPackAnyVote, { count })
    : t(m.itemPack, { count, vote: purchase.voteName });
}

const DAY: Intl.DateTimeFormatOptions = { day: 'numeric', month: 'short', year: 'numeric' };

function PaymentRow({ p }: { p: MyPayment }) {
  const t = useT();
  const text = useText();
  const format = useFormat();
  const locale = useLocale();
  const { amount } = useMoney();
  // A payment that was not taken reads as refunded from the start: it is being given back in full.
  const status: OrderStatus = p.autoRefund ? 'refunded' : p.status;
  const when = p.paidAt ?? p.createdAt;
  // English keeps its own form ('1 Mar 2026'); the other languages their own.
  const day = locale === 'en' ? new Date(when).toLocaleDateString('en-GB', DAY) : format.date(when, DAY);
  const noReceipt = NO_RECEIPT[status];
  const how = t(p.method ? METHOD[p.method] : PROVIDER[p.provider]);
  return (
    <li className="flex flex-wrap items-start justify-between gap-3 py-4 first:pt-0 last:pb-0">
      <div className="min-w-0">
        <p className="flex flex-wrap items-center gap-2">
          <span className="font-serif text-lg font-semibold text-ink">{amount(p.amountMinor, p.currency)}</span>
          <span className={`rounded-full px-2 py-0.5 text-xs font-semibold ${TONE[status]}`}>{t(STATUS[status])}</span>
        </p>
        {p.item ? <p className="mt-0.5 text-sm font-semibold text-ink">{itemOf(t, p)}</p> : null}
        {p.autoRefund ? (
          <p className="mt-0.5 text-sm text-ink">{text(AUTOMATIC_REFUND_MESSAGES[p.autoRefund])}</p>
        ) : null}
        <p className="mt-0.5 text-sm text-muted">
          <time dateTime={when}>{day}</time> · {how}
        </p>
        <p className="mt-0.5 break-all font-mono text-xs text-muted">
          {p.receiptNumber ? t(m.receiptNumber, { number: p.receiptNumber }) : p.reference}
        </p>
        {p.invoice ? (
          <p className="mt-0.5 break-all font-mono text-xs text-muted">
            {t(m.invoiceNumber, { number: p.invoice.number })}
          </p>
        ) : null}
        <div className="mt-2">
          <PaymentInvoice p={p} />
        </div>
      </div>
      {p.receiptNumber ? (
        <ReceiptButton
          path={receiptPath(p._id)}
          label={t(m.receiptLabel, { number: p.receiptNumber })}
          size="compact"
        />
      ) : (
        <p className="text-xs text-muted">{noReceipt ? t(noReceipt) : null}</p>
      )}
    </li>
  );
}

/** Her payments (the registration fee, vote packs), newest first, with the receipt of each one that went through. */
export function MyPayments() {
  const t = useT();
  const { data, isError } = useQuery(myPaymentsQuery);
  return (
    <section aria-labelledby="my-payments-heading" className="card p-6">
      <div className="flex items-center gap-3 border-b border-hairline pb-4">
        <Receipt className="h-5 w-5 shrink-0 text-primary-main" aria-hidden />
        <div>
          <h2 id="my-payments-heading" className="font-serif text-xl font-semibold">
            {t(m.title)}
          </h2>
          <p className="text-sm text-muted">{t(m.intro)}</p>
        </div>
      </div>
      <div className="mt-4">
        {isError ? (
          <p className="text-sm text-status-rejected">{t(m.loadFailed)}</p>
        ) : !data ? (
          <p className="text-sm text-muted">{t(m.loading)}</p>
        ) : data.length === 0 ? (
          <p className="text-sm text-muted">{t(m.empty)}</p>
        ) : (
          <ul className="divide-y divide-hairline" aria-label={t(m.list)}>
            {data.map((p) => (
              <PaymentRow key={p._id} p={p} />
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}
