import { currencySymbol } from '@cq/shared';
import { useMemo } from 'react';
import { useFormat } from '../../../i18n/format';
import { useLocale } from '../../../i18n/locale-context';

export interface Money {
  /** An amount in its currency, in the page's language: $25.00 in English. */
  money(amount: number, currency: string): string;
  /**
   * An amount in minor units (cents), as orders keep them; in English with the code after a symbol several
   * currencies share ("$1.00 USD"), as receipts read. The other languages name the currency in their own way.
   */
  amount(amountMinor: number, currency: string): string;
}

/** Money in the page's language (Intl), an unknown currency as its code and the amount. */
export function useMoney(): Money {
  const format = useFormat();
  const locale = useLocale();
  return useMemo(() => {
    const money = (amount: number, currency: string) => {
      try {
        return format.currency(amount, currency);
      } catch {
        return `${currency} ${amount.toFixed(2)}`;
      }
    };
    return {
      money,
      amount: (amountMinor, currency) => {
        const shown = money(amountMinor / 100, currency);
        return locale === 'en' && currencySymbol(currency) !== currency ? `${shown} ${currency}` : shown;
      },
    };
  }, [format, locale]);
}
