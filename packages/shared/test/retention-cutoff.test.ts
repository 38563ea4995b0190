import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { retentionCutoff } from '../src/privacy/retention';

describe('retentionCutoff', () => {
  it('goes back whole calendar months, keeping the time of day', () => {
    expect(retentionCutoff(new Date('2026-11-26T10:15:00Z'), 6).toISOString()).toBe('2026-05-26T10:15:00.000Z');
    expect(retentionCutoff(new Date('2026-03-15T00:00:00Z'), 12).toISOString()).toBe('2025-03-15T00:00:00.000Z');
  });

  it('lands on the last day of a shorter month', () => {
    expect(retentionCutoff(new Date('2026-03-31T08:00:00Z'), 1).toISOString()).toBe('2026-02-28T08:00:00.000Z');
    expect(retentionCutoff(new Date('2028-05-31T08:00:00Z'), 3).toISOString()).toBe('2028-02-29T08:00:00.000Z');
  });

  it('is always earlier, by at least 28 days a month and at most 31', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date('2000-01-01'), max: new Date('2100-01-01'), noInvalidDate: true }),
        fc.integer({ min: 1, max: 120 }),
        (now, months) => {
          const days = (now.getTime() - retentionCutoff(now, months).getTime()) / 86_400_000;
          expect(days).toBeGreaterThanOrEqual(28 * months - 3);
          expect(days).toBeLessThanOrEqual(31 * months);
        },
      ),
    );
  });
});
