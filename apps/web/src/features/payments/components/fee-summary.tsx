import { currencyCodeAfter, PROCESSING_FEE } from '@cq/shared';
import { useLocale, useT } from '../../../i18n/locale-context';
import { paymentMessages as m } from './messages';
import { useMoney } from './money';

/**
 * Registration fee, processing fee and total in USD: the fee as whole dollars with .00, processing fee $0.00; with a
 * coupon code, what it takes off before the total.
 */
export function FeeSummary({
  fee,
  currency,
  compact = false,
  coupon = null,
}: {
  fee: number;
  currency: string;
  compact?: boolean;
  coupon?: { code: string; discount: number } | null;
}) {
  const t = useT();
  const locale = useLocale();
  const { money: inCurrency } = useMoney();
  const money = (amount: number) => inCurrency(amount, currency);
  // The code after the total only where the amount does not already name its currency (English "$").
  const code = currencyCodeAfter(locale, currency);
  return (
    <dl className={`text-sm ${compact ? 'space-y-1.5' : 'space-y-2.5'}`}>
      <div className="flex items-baseline justify-between gap-4 border-b border-hairline pb-2">
        <dt className="text-muted">{t(m.registrationFee)}</dt>
        <dd className="font-semibold text-ink">{money(fee)}</dd>
      </div>
      <div className="flex items-baseline justify-between gap-4 border-b border-hairline pb-2">
        <dt className="text-muted">{t(m.processingFee)}</dt>
        <dd className="font-semibold text-ink">{money(PROCESSING_FEE)}</dd>
      </div>
      {coupon ? (
        <div className="flex items-baseline justify-between gap-4 border-b border-hairline pb-2">
          <dt className="text-muted">{t(m.couponLine, { code: coupon.code })}</dt>
          <dd className="font-semibold text-status-approved">−{money(coupon.discount)}</dd>
        </div>
      ) : null}
      <div className="flex items-baseline justify-between gap-4 pt-1">
        <dt className="font-semibold text-ink">{t(m.total)}</dt>
        <dd className="text-end">
          <span className="font-serif text-2xl font-semibold text-primary-dark">
            {money(fee - (coupon?.discount ?? 0) + PROCESSING_FEE)}
          </span>{' '}
          {code ? <span className="text-xs font-semibold tracking-widest text-muted">{code}</span> : null}
        </dd>
      </div>
    </dl>
  );
}
