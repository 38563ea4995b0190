/**
 * Polling of the portal (docs/product/portal.md#polling). Zod-free: the browser's scheduler and
 * the server's per-user budget for the polled calls both read these.
 */
export const POLLING = {
  /** Every poll repeats this often while the tab is visible. */
  intervalMs: 120_000,
  /** First fetches after the portal opens. */
  firstFetchMs: { contestant: 1_000, notifications: 3_000, unreadCount: 5_000 },
  /** When the tab becomes visible again: the contestant after 1 s, the notifications after 3 s. */
  visibleFetchMs: { contestant: 1_000, notifications: 3_000 },
  /** Two calls of the same kind are at least this far apart. */
  minGapMs: 5_000,
  /** At most this many polled calls a minute from one tab; the counter resets every 60 s. */
  maxCallsPerMinute: 10,
  counterResetMs: 60_000,
  /** On 429: pause, then back off from 1000 ms, doubling, up to 60000 ms. */
  backoffStartMs: 1_000,
  backoffMaxMs: 60_000,
} as const;

export type PolledCall = keyof typeof POLLING.firstFetchMs;

/** Shown while polling pauses after a 429. */
export const COOLING_DOWN_MESSAGE = 'System cooling down';

/**
 * The server's budget for each polled call, per user and minute: what one tab
 * may send at most (the per-minute cap) times the tabs a contestant plausibly
 * keeps open at once. A well-behaved portal never reaches it.
 */
export const POLLED_TABS_PER_USER = 6;
export const POLLED_CALL_BUDGET_PER_MINUTE = POLLING.maxCallsPerMinute * POLLED_TABS_PER_USER;

/** At most 5 notifications on the dashboard; the badge shows 9+ above 9. */
export const DASHBOARD_NOTIFICATION_COUNT = 5;
export const BADGE_MAX = 9;

export function unreadBadgeText(count: number): string | null {
  if (!Number.isFinite(count) || count <= 0) return null;
  return count > BADGE_MAX ? `${BADGE_MAX}+` : String(Math.floor(count));
}
