import type { PaymentsList } from '@cq/shared';
import { paymentsMessages as m } from '../messages';
import { usePaymentWords } from '../use-payment-words';

/**
 * What the filtered orders come to: how many, how many paid and what they brought in, then each currency's
 * orders, what was received (a waived fee counts 0) and what was refunded.
 */
export function PaymentTotals({ totals, total }: { totals: PaymentsList['totals']; total: number }) {
  const { t, money, number } = usePaymentWords();
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
      <section className="mb-3 grid grid-cols-1 gap-3 sm:grid-cols-3" aria-label={t(m.totals)}>
        <div className={box}>
          <p className={label}>{t(m.orders)}</p>
          <p className={value}>{number(total)}</p>
        </div>
        <div className={box}>
          <p className={label}>{t(m.paid)}</p>
          <p className={value}>{number(totals.paidCount)}</p>
        </div>
        <div className={box}>
          <p className={label}>{t(m.collected)}</p>
          <p className={value}>
            {amounts.length ? amounts.map(([currency, minor]) => money(minor, currency)).join(' · ') : '—'}
          </p>
        </div>
      </section>
      {totals.byCurrency.length ? (
        <div className={`${box} mb-4 overflow-x-auto p-0`}>
          <table className="w-full text-sm">
            <caption className="px-3 pt-3 text-start sm:px-4 font-serif text-base font-semibold text-primary-dark">
              {t(m.byCurrency)}
            </caption>
            <thead className="border-b border-hairline">
              <tr>
                <th scope="col" className={`${head} text-start`}>
                  {t(m.currency)}
                </th>
                <th scope="col" className={th}>
                  {t(m.orders)}
                </th>
                <th scope="col" className={`${th} ${wide}`}>
                  {t(m.amount)}
                </th>
                <th scope="col" className={th}>
                  {t(m.received)}
                </th>
                <th scope="col" className={th}>
                  {t(m.refunded)}
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-hairline">
              {totals.byCurrency.map((c) => (
                <tr key={c.currency}>
                  <th scope="row" className="px-3 py-2 text-start font-semibold text-ink sm:px-4">
                    {c.currency}
                  </th>
                  <td className={td}>{number(c.count)}</td>
                  <td className={`${td} ${wide}`}>{money(c.amountMinor, c.currency)}</td>
                  <td className={`${td} font-semibold text-ink`}>
                    {money(c.paidAmountMinor, c.currency)}
                    <span className={count}>({number(c.paidCount)})</span>
                  </td>
                  <td className={td}>
                    {money(c.refundedAmountMinor, c.currency)}
                    <span className={count}>({number(c.refundedCount)})</span>
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
