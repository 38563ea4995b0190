import type { PaymentsList } from '@cq/shared';
import { formatMoney } from '../../components/format';

/** What the filtered orders brought in: paid orders and their amounts, per currency. */
export function PaymentTotals({ totals, total }: { totals: PaymentsList['totals']; total: number }) {
  const amounts = Object.entries(totals.paidAmountMinor);
  const box = 'rounded-2xl border border-hairline bg-white p-4 shadow-sm';
  const label = 'text-xs font-semibold uppercase tracking-wide text-muted';
  const value = 'mt-1 font-serif text-2xl font-semibold text-primary-dark';
  return (
    <section className="mb-4 grid grid-cols-1 gap-3 sm:grid-cols-3" aria-label="Totals">
      <div className={box}>
        <p className={label}>Orders</p>
        <p className={value}>{total.toLocaleString('en')}</p>
      </div>
      <div className={box}>
        <p className={label}>Paid</p>
        <p className={value}>{totals.paidCount.toLocaleString('en')}</p>
      </div>
      <div className={box}>
        <p className={label}>Collected</p>
        <p className={value}>
          {amounts.length ? amounts.map(([currency, minor]) => formatMoney(minor, currency)).join(' · ') : '—'}
        </p>
      </div>
    </section>
  );
}
