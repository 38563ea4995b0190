import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { notificationListQuerySchema, POLLED_CALL_BUDGET_PER_MINUTE, POLLING, unreadBadgeText } from '../src';

describe('unread badge', () => {
  it('shows nothing at 0, the count up to 9 and 9+ above 9', () => {
    expect(unreadBadgeText(0)).toBeNull();
    expect(unreadBadgeText(1)).toBe('1');
    expect(unreadBadgeText(9)).toBe('9');
    expect(unreadBadgeText(10)).toBe('9+');
    fc.assert(
      fc.property(fc.integer({ min: 10, max: 1e6 }), (n) => {
        expect(unreadBadgeText(n)).toBe('9+');
      }),
    );
  });
});

describe('polling constants', () => {
  it('are the portal’s polling numbers', () => {
    expect(POLLING).toMatchObject({
      intervalMs: 120000,
      firstFetchMs: { contestant: 1000, notifications: 3000, unreadCount: 5000 },
      visibleFetchMs: { contestant: 1000, notifications: 3000 },
      minGapMs: 5000,
      maxCallsPerMinute: 10,
      counterResetMs: 60000,
      backoffStartMs: 1000,
      backoffMaxMs: 60000,
    });
  });

  it('give the server a per-user budget above what several tabs can send', () => {
    expect(POLLED_CALL_BUDGET_PER_MINUTE).toBeGreaterThanOrEqual(POLLING.maxCallsPerMinute * 3);
  });
});

describe('notification list query', () => {
  it('defaults the limit to 20 and accepts one status', () => {
    expect(notificationListQuerySchema.parse({})).toEqual({ limit: 20 });
    expect(notificationListQuerySchema.parse({ limit: '5', status: 'unread' })).toEqual({ limit: 5, status: 'unread' });
  });
  it('refuses limits outside 1–100 and unknown statuses', () => {
    for (const limit of ['0', '101', 'x', '2.5'])
      expect(notificationListQuerySchema.safeParse({ limit }).success).toBe(false);
    expect(notificationListQuerySchema.safeParse({ status: 'deleted' }).success).toBe(false);
  });
});
