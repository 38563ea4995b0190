import { formatAmountIn, formatMoneyIn } from '@cq/shared';
import { useMemo } from 'react';
import { useLocale } from '../../../i18n/locale-context';

export interface Money {
  /** An amount in its currency, in the page's language: $25.00 in English, 25,00 $US in French. */
  money(amount: number, currency: string): string;
  /**
   * An amount in minor units (cents), as orders keep them; in English with the code after a symbol several
   * currencies share ("$1.00 USD"), as receipts read. The other languages name the currency in their own way.
   */
  amount(amountMinor: number, currency: string): string;
}

/** Money in the page's language, written by the shared formatter every page, notification and e-mail uses. */
export function useMoney(): Money {
  const locale = useLocale();
  return useMemo(
    () => ({
      money: (amount, currency) => formatMoneyIn(locale, amount, currency),
      amount: (amountMinor, currency) => formatAmountIn(locale, amountMinor, currency),
    }),
    [locale],
  );
}
