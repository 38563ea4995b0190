import { format } from 'date-fns';

/** '21 Nov 2026, 14:05' — dates in the back office, in the reader's own time zone. */
export function formatDateTime(iso: string | null | undefined): string {
  if (!iso) return '—';
  return format(new Date(iso), 'd MMM yyyy, HH:mm');
}

export function formatDate(iso: string | null | undefined): string {
  if (!iso) return '—';
  return format(new Date(iso), 'd MMM yyyy');
}

/** Amounts in minor units, as orders keep them: the site's one money format. */
export { formatMoneyMinor as formatMoney } from '@cq/shared';
