import { useCallback } from 'react';
import { useFormat } from '../../i18n/format';
import { useLocale, useT } from '../../i18n/locale-context';
import { timeAgo } from '../../lib/relative-time';
import { notificationsMessages as m } from './messages';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const MONTH = 30 * DAY;
const YEAR = 365 * DAY;

/**
 * '5 minutes ago', 'in 2 days' in the page's language; 'just now' within a minute; null for a missing or
 * unreadable date. English keeps the lib's wording word for word; other languages count the same units
 * (minutes under an hour, hours under a day, days under a month, months under a year) through Intl.
 */
export function useTimeAgo(): (iso: string | null | undefined, now?: number) => string | null {
  const locale = useLocale();
  const format = useFormat();
  const t = useT();
  return useCallback(
    (iso, now = Date.now()) => {
      if (locale === 'en') return timeAgo(iso, now);
      if (!iso) return null;
      const date = new Date(iso);
      if (Number.isNaN(date.getTime())) return null;
      const diff = date.getTime() - now;
      const size = Math.abs(diff);
      if (size < MINUTE) return t(m.justNow);
      const [unit, step]: [Intl.RelativeTimeFormatUnit, number] =
        size < HOUR
          ? ['minute', MINUTE]
          : size < DAY
            ? ['hour', HOUR]
            : size < MONTH
              ? ['day', DAY]
              : size < YEAR
                ? ['month', MONTH]
                : ['year', YEAR];
      const value = Math.max(1, Math.round(size / step)) * Math.sign(diff);
      return format.relative(value, unit);
    },
    [locale, format, t],
  );
}
