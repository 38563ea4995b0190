import { formatDistanceToNowStrict } from 'date-fns';

/** '5 minutes ago', 'in 2 days'; 'just now' within a minute; null for a missing or unreadable date. */
export function timeAgo(iso: string | null | undefined, now: number = Date.now()): string | null {
  if (!iso) return null;
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return null;
  if (Math.abs(now - date.getTime()) < 60_000) return 'just now';
  return formatDistanceToNowStrict(date, { addSuffix: true });
}
