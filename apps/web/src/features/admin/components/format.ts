import { formatMoneyIn, formatMoneyMinor, fromMinorUnits } from '@cq/shared';
import { format, parseISO } from 'date-fns';
import { useMemo } from 'react';
import { useFormat } from '../../../i18n/format';
import { useLocale } from '../../../i18n/locale-context';

/** '21 Nov 2026, 14:05' — dates in the back office, in the reader's own time zone. */
export function formatDateTime(iso: string | null | undefined): string {
  if (!iso) return '—';
  return format(new Date(iso), 'd MMM yyyy, HH:mm');
}

export function formatDate(iso: string | null | undefined): string {
  if (!iso) return '—';
  return format(new Date(iso), 'd MMM yyyy');
}

/** A calendar day as stored ('2026-12-31'), read as that day wherever the reader is: '31 Dec 2026'. */
export function formatDay(day: string | null | undefined): string {
  if (!day) return '—';
  return format(parseISO(day), 'd MMM yyyy');
}

/** '14:05', or '14:05:09' with its seconds: a time of day in the reader's own time zone. */
function formatTime(iso: string | null | undefined, { seconds = false }: { seconds?: boolean } = {}): string {
  if (!iso) return '—';
  return format(new Date(iso), seconds ? 'HH:mm:ss' : 'HH:mm');
}

/** Amounts in minor units, as orders keep them: the site's one money format. */
export { formatMoneyMinor as formatMoney } from '@cq/shared';

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
      return { dateTime: formatDateTime, date: formatDate, day: formatDay, time: formatTime, money: formatMoneyMinor };
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
