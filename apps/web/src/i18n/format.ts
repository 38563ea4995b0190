import { COUNTRIES, formatMoneyIn, type Locale } from '@cq/shared';
import { useCallback, useMemo } from 'react';
import { useLocale } from './locale-context';

/** The locale Intl formats with: Arabic with Western digits (0–9), as everywhere on the site. */
export function intlLocale(locale: Locale): string {
  return locale === 'ar' ? 'ar-u-nu-latn' : locale;
}

export interface Formatters {
  date(value: Date | string | number, options?: Intl.DateTimeFormatOptions): string;
  number(value: number, options?: Intl.NumberFormatOptions): string;
  /** An amount of money in its currency, e.g. the registration fee. */
  currency(amount: number, currency: string, options?: Intl.NumberFormatOptions): string;
  /** "in 3 days", "2 hours ago". */
  relative(value: number, unit: Intl.RelativeTimeFormatUnit): string;
  /** "Asia, Africa and Europe". */
  list(items: readonly string[], type?: Intl.ListFormatType): string;
  /** A country's name from its ISO 3166 code, in the page's language. */
  country(code: string): string;
  /** A language's name from its code ('fr'), in the page's language: French, français, francés… */
  language(code: string): string;
}

export function formatters(locale: Locale): Formatters {
  const tag = intlLocale(locale);
  let regions: Intl.DisplayNames | null = null;
  let languages: Intl.DisplayNames | null = null;
  return {
    date: (value, options = { dateStyle: 'medium' }) => new Intl.DateTimeFormat(tag, options).format(new Date(value)),
    number: (value, options) => new Intl.NumberFormat(tag, options).format(value),
    currency: (amount, currency, options) => formatMoneyIn(locale, amount, currency, options),
    relative: (value, unit) => new Intl.RelativeTimeFormat(tag, { numeric: 'auto' }).format(value, unit),
    list: (items, type = 'conjunction') => new Intl.ListFormat(tag, { type }).format(items),
    country: (code) => {
      regions ??= new Intl.DisplayNames([tag], { type: 'region', fallback: 'code' });
      return regions.of(code.toUpperCase()) ?? code;
    },
    language: (code) => {
      languages ??= new Intl.DisplayNames([tag], { type: 'language', fallback: 'code' });
      return languages.of(code) ?? code;
    },
  };
}

/** Dates, numbers, money, relative times, lists and country names in the page's language, through Intl. */
export function useFormat(): Formatters {
  const locale = useLocale();
  return useMemo(() => formatters(locale), [locale]);
}

const COUNTRY_CODE = new Map(COUNTRIES.map((c) => [c.name, c.code]));
const COUNTRY_NAME = new Map(COUNTRIES.map((c) => [c.code, c.name]));

/**
 * A delegate's country in the page's language: given as its ISO code (as the API sends the country she
 * represents) or by its English name (as a form stores a residence). English uses the list's own names.
 */
export function useCountryName(): (country: string) => string {
  const locale = useLocale();
  const format = useFormat();
  return useCallback(
    (country: string) => {
      const code = COUNTRY_NAME.has(country) ? country : COUNTRY_CODE.get(country);
      if (!code) return country;
      return locale === 'en' ? (COUNTRY_NAME.get(code) ?? country) : format.country(code);
    },
    [locale, format],
  );
}
