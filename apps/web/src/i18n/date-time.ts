import { format as formatDate } from 'date-fns';
import { useCallback } from 'react';
import { useFormat } from './format';
import { useLocale } from './locale-context';

/** The product's one date-and-time style: '21 Nov 2026, 10:00' in English, on a 24-hour clock. */
export const DATE_TIME: Intl.DateTimeFormatOptions = {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
};

/** A moment as '21 Nov 2026, 10:00' in English (the product's own form), and in each language's own form. */
export function useDateTime(): (iso: string) => string {
  const locale = useLocale();
  const format = useFormat();
  return useCallback(
    (iso: string) => (locale === 'en' ? formatDate(new Date(iso), 'd MMM yyyy, HH:mm') : format.date(iso, DATE_TIME)),
    [locale, format],
  );
}
