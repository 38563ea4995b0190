import type { Locale } from '@cq/shared';
import { formatDistanceStrict } from 'date-fns';
import { useCallback } from 'react';
import { intlLocale } from '../i18n/format';
import { useLocale } from '../i18n/locale-context';

const MINUTE = 60_000;
const HOUR_MINUTES = 60;
const DAY_MINUTES = 24 * HOUR_MINUTES;
const MONTH_MINUTES = 30 * DAY_MINUTES;
const YEAR_MINUTES = 365 * DAY_MINUTES;

/** The largest whole unit of a distance, as the English (date-fns, strict and rounded) picks it. */
function distance(ms: number): [number, Intl.RelativeTimeFormatUnit] {
  const minutes = ms / MINUTE;
  const abs = Math.abs(minutes);
  if (abs < 1) return [Math.round(ms / 1000), 'second'];
  if (abs < HOUR_MINUTES) return [Math.round(minutes), 'minute'];
  if (abs < DAY_MINUTES) return [Math.round(minutes / HOUR_MINUTES), 'hour'];
  if (abs < MONTH_MINUTES) return [Math.round(minutes / DAY_MINUTES), 'day'];
  if (abs < YEAR_MINUTES) return [Math.round(minutes / MONTH_MINUTES), 'month'];
  return [Math.round(minutes / YEAR_MINUTES), 'year'];
}

/**
 * '5 minutes ago', 'in 2 days'; 'just now' within a minute; null for a missing or unreadable date.
 * In another language the same distance through Intl ('il y a 5 minutes', 'منذ 5 دقائق'; 'maintenant').
 */
export function timeAgo(
  iso: string | null | undefined,
  now: number = Date.now(),
  locale: Locale = 'en',
): string | null {
  if (!iso) return null;
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return null;
  const ms = date.getTime() - now;
  if (locale === 'en') {
    if (Math.abs(ms) < MINUTE) return 'just now';
    return formatDistanceStrict(date, now, { addSuffix: true });
  }
  const tag = intlLocale(locale);
  if (Math.abs(ms) < MINUTE) return new Intl.RelativeTimeFormat(tag, { numeric: 'auto' }).format(0, 'second');
  const [value, unit] = distance(ms);
  return new Intl.RelativeTimeFormat(tag, { numeric: 'always' }).format(value, unit);
}

/** timeAgo in the page's language. */
export function useTimeAgo(): (iso: string | null | undefined, now?: number) => string | null {
  const locale = useLocale();
  return useCallback((iso, now) => timeAgo(iso, now, locale), [locale]);
}
