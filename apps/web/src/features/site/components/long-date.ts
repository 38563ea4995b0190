import { useCallback } from 'react';
import { useFormat } from '../../../i18n/format';
import { useLocale } from '../../../i18n/locale-context';

const LONG: Intl.DateTimeFormatOptions = { day: 'numeric', month: 'long', year: 'numeric' };

/** A day in words in the page's language; English keeps the site's own "21 November 2026". */
export function useLongDate(): (value: Date | string | number) => string {
  const locale = useLocale();
  const format = useFormat();
  return useCallback(
    (value) =>
      locale === 'en' ? new Intl.DateTimeFormat('en-GB', LONG).format(new Date(value)) : format.date(value, LONG),
    [locale, format],
  );
}
