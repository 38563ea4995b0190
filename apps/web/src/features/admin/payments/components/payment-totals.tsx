import type { PaymentsList } from '@cq/shared';
import { formatMoney } from '../../components/format';

/**
 * What the filtered orders come to: how many, how many paid and what they brought in, then each currency's
 * orders, what was received (a waived fee counts 0) and what was refunded.
 */
export function PaymentTotals({ totals, total }: { totals: PaymentsList['totals']; total: number }) {
  const amounts = Object.entries(totals.paidAmountMinor);
  const box = 'rounded-2xl border border-hairline bg-white p-4 shadow-sm';
  const label = 'text-xs font-semibold uppercase tracking-wide text-muted';
  const value = 'mt-1 font-serif text-2xl font-semibold text-primary-dark';
  const head = 'px-3 py-2 text-xs font-semibold uppercase tracking-wide text-muted sm:px-4';
  const th = `${head} text-end`;
  const td = 'whitespace-nowrap px-3 py-2 text-end tabular-nums sm:px-4';
  // On a phone the amount of every order gives way to what was received and refunded.
  const wide = 'hidden sm:table-cell';
  const count = 'block text-xs font-normal text-muted sm:ms-1 sm:inline';
  return (
    <>
      <section className="mb-3 grid grid-cols-1 gap-3 sm:grid-cols-3" aria-label="Totals">
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
      {totals.byCurrency.length ? (
        <div className={`${box} mb-4 overflow-x-auto p-0`}>
          <table className="w-full text-sm">
            <caption className="px-3 pt-3 text-start sm:px-4 font-serif text-base font-semibold text-primary-dark">
              Totals by currency
            </caption>
            <thead className="border-b border-hairline">
              <tr>
                <th scope="col" className={`${head} text-start`}>
                  Currency
                </th>
                <th scope="col" className={th}>
                  Orders
                </th>
                <th scope="col" className={`${th} ${wide}`}>
                  Amount
                </th>
                <th scope="col" className={th}>
                  Received
                </th>
                <th scope="col" className={th}>
                  Refunded
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-hairline">
              {totals.byCurrency.map((c) => (
                <tr key={c.currency}>
                  <th scope="row" className="px-3 py-2 text-start font-semibold text-ink sm:px-4">
                    {c.currency}
                  </th>
                  <td className={td}>{c.count.toLocaleString('en')}</td>
                  <td className={`${td} ${wide}`}>{formatMoney(c.amountMinor, c.currency)}</td>
                  <td className={`${td} font-semibold text-ink`}>
                    {formatMoney(c.paidAmountMinor, c.currency)}
                    <span className={count}>({c.paidCount})</span>
                  </td>
                  <td className={td}>
                    {formatMoney(c.refundedAmountMinor, c.currency)}
                    <span className={count}>({c.refundedCount})</span>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
    </>
  );
}
