import type { AdminPaymentEvent, AdminRefund, PaymentDetail } from '@cq/shared';
import type { Translate } from '#web/i18n/locale-context';
import { paymentLogMessages as m } from '../payment-log-messages';
import { type PaymentWords, usePaymentWords } from '../use-payment-words';

interface LogEntry {
  key: string;
  at: string;
  sentence: string;
  /** Why: a refund's reason, a failure the provider gave. */
  because?: string | null;
  /** What the provider or the records said, word for word, for whoever needs to trace it. */
  raw?: Record<string, unknown>;
}

const SOURCES = { webhook: m.webhook, verify: m.verify, checkout: m.checkout, staff: m.staff } as const;
const sourceOf = (t: Translate, source: string) =>
  t(source in SOURCES ? SOURCES[source as keyof typeof SOURCES] : m.webhook);

function refundEntry({ t, money, dateTime }: PaymentWords, r: AdminRefund): LogEntry {
  const name = r.requestedBy ? (r.requestedByName ?? t(m.formerStaff)) : t(m.atProvider);
  const values = { amount: money(r.amountMinor, r.currency), name, date: dateTime(r.createdAt) };
  const message = r.state === 'succeeded' ? m.refunded : r.state === 'failed' ? m.refundFailed : m.refundAwaiting;
  return {
    key: r._id,
    at: r.createdAt,
    sentence: t(message, values),
    because: [r.reason, r.failureReason].filter(Boolean).join(' · '),
    raw: { refund: r._id, ...(r.providerRefundId ? { providerRefund: r.providerRefundId } : {}) },
  };
}

/**
 * What a provider's event meant for the order, read from the outcome the order recorded (succeeded, failed,
 * refunded, refund-failed); an event the order did not act on says so.
 */
function eventEntry({ t, money, dateTime }: PaymentWords, e: AdminPaymentEvent, currency: string): LogEntry {
  const values = { source: sourceOf(t, e.source), date: dateTime(e.receivedAt) };
  const amount = typeof e.details.amount === 'number' ? money(e.details.amount, currency) : null;
  const outcome = e.details.outcome;
  const sentence =
    e.details.ignored != null
      ? t(m.ignored, values)
      : e.type === 'free'
        ? t(m.free, values)
        : outcome === 'succeeded'
          ? t(m.paid, values)
          : outcome === 'failed'
            ? t(m.failed, values)
            : outcome === 'refunded'
              ? amount
                ? t(m.refundConfirmed, { ...values, amount })
                : t(m.refundConfirmedNoAmount, values)
              : outcome === 'refund-failed'
                ? t(m.refundRefused, values)
                : t(m.other, values);
  const because = typeof e.details.reason === 'string' ? e.details.reason : null;
  return { key: e._id, at: e.receivedAt, sentence, because, raw: { type: e.type, source: e.source, ...e.details } };
}

/** Everything that happened to an order, oldest first, each in one sentence; the raw records folded away. */
export function PaymentLog({ detail }: { detail: PaymentDetail }) {
  const words = usePaymentWords();
  const { t } = words;
  const { payment, payer } = detail;
  const entries: LogEntry[] = [
    {
      key: 'started',
      at: payment.createdAt,
      sentence: t(m.started, { name: payer.name || payer.email, date: words.dateTime(payment.createdAt) }),
    },
    ...detail.refunds.map((r) => refundEntry(words, r)),
    ...detail.events.map((e) => eventEntry(words, e, payment.currency)),
  ].sort((a, b) => a.at.localeCompare(b.at));
  return (
    <ol className="relative ms-2 space-y-4 border-s border-hairline ps-5" aria-label={t(m.label)}>
      {entries.map((e) => (
        <li key={e.key} className="relative">
          <span className="absolute -start-[1.65rem] top-1.5 h-2.5 w-2.5 rounded-full bg-primary-main" aria-hidden />
          <p className="text-sm text-ink">
            {e.sentence}
            {e.because ? <span className="text-muted"> — {e.because}</span> : null}
          </p>
          {e.raw ? (
            <details className="mt-1">
              <summary className="cursor-pointer text-xs font-semibold text-primary-main">{t(m.details)}</summary>
              {/* The provider's own record, as it sent it: codes for support, the same in every language. */}
              <p translate="no" dir="ltr" className="mt-1 break-all font-mono text-xs text-muted">
                {Object.entries(e.raw)
                  .map(([k, v]) => `${k}: ${String(v)}`)
                  .join(' · ')}
              </p>
            </details>
          ) : null}
        </li>
      ))}
    </ol>
  );
}
