import type { CurrencyTotals } from '../../src';

/** [how many orders, for how much in minor units]. */
type Tally = [count: number, amountMinor: number];

/**
 * One currency's line of the payments totals: all its filtered orders, those of them received (paid) and those
 * paid and then refunded, each as how many and for how much.
 */
export const currencyTotals = (
  currency: string,
  [count, amountMinor]: Tally,
  [paidCount, paidAmountMinor]: Tally,
  [refundedCount, refundedAmountMinor]: Tally,
): CurrencyTotals => ({
  currency,
  count,
  amountMinor,
  paidCount,
  paidAmountMinor,
  refundedCount,
  refundedAmountMinor,
});
