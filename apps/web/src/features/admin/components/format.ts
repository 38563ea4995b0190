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

/** An amount in minor units with its currency, e.g. 'USD 100.00'. */
export function formatMoney(amountMinor: number, currency: string): string {
  return `${currency.toUpperCase()} ${(amountMinor / 100).toLocaleString('en', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
}
