import { format, parseISO } from 'date-fns';

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

/** Amounts in minor units, as orders keep them: the site's one money format. */
export { formatMoneyMinor as formatMoney } from '@cq/shared';
