import { formatMoneyIn, formatMoneyMinor, fromMinorUnits } from '@cq/shared';
import { format, parseISO } from 'date-fns';
import { useMemo } from 'react';
import { useFormat } from '../../../i18n/format';
import { useLocale } from '../../../i18n/locale-context';

/** Nothing to show: a date not set yet. */
const NONE = '—';

/**
 * English keeps the compact '21 Nov 2026, 14:05' staff know (24-hour clock), in the reader's own time zone; a calendar
 * day as stored ('2026-12-31') is read as that day wherever the reader is: '31 Dec 2026'.
 */
const ENGLISH: Omit<AdminFormatters, 'money'> = {
  dateTime: (iso) => (iso ? format(new Date(iso), 'd MMM yyyy, HH:mm') : NONE),
  date: (iso) => (iso ? format(new Date(iso), 'd MMM yyyy') : NONE),
  day: (day) => (day ? format(parseISO(day), 'd MMM yyyy') : NONE),
  time: (iso, { seconds = false } = {}) => (iso ? format(new Date(iso), seconds ? 'HH:mm:ss' : 'HH:mm') : NONE),
};

export interface AdminFormatters {
  dateTime(iso: string | null | undefined): string;
  date(iso: string | null | undefined): string;
  day(day: string | null | undefined): string;
  /** A time of day alone (24-hour clock), to the second where the moment matters (a cue fired live). */
  time(iso: string | null | undefined, options?: { seconds?: boolean }): string;
  money(amountMinor: number, currency: string): string;
}

/**
 * The back office's dates and amounts in the page's language: English keeps the compact '21 Nov 2026, 14:05'
 * staff know; the other languages write the same day and time (24-hour clock) as their readers do.
 */
export function useAdminFormat(): AdminFormatters {
  const locale = useLocale();
  const intl = useFormat();
  return useMemo(() => {
    if (locale === 'en') {
      return { ...ENGLISH, money: formatMoneyMinor };
    }
    const day = { day: 'numeric', month: 'short', year: 'numeric' } as const;
    return {
      dateTime: (iso) => (iso ? intl.date(iso, { ...day, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }) : '—'),
      date: (iso) => (iso ? intl.date(iso, day) : '—'),
      day: (value) => (value ? intl.date(parseISO(value), day) : '—'),
      time: (iso, { seconds = false } = {}) =>
        iso
          ? intl.date(iso, {
              hour: '2-digit',
              minute: '2-digit',
              ...(seconds ? { second: '2-digit' } : {}),
              hourCycle: 'h23',
            })
          : '—',
      money: (amountMinor, currency) => formatMoneyIn(locale, fromMinorUnits(amountMinor), currency),
    };
  }, [locale, intl]);
}
