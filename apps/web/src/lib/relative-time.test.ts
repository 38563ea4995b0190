import { describe, expect, it } from 'vitest';
import { timeAgo } from './relative-time';

const NOW = Date.parse('2026-11-26T12:00:00.000Z');
const at = (ms: number) => new Date(NOW + ms).toISOString();

describe('timeAgo', () => {
  it('speaks English as before: just now, minutes ago, in days', () => {
    expect(timeAgo(at(-30_000), NOW)).toBe('just now');
    expect(timeAgo(at(-5 * 60_000), NOW)).toBe('5 minutes ago');
    expect(timeAgo(at(2 * 86_400_000), NOW)).toBe('in 2 days');
    expect(timeAgo(null, NOW)).toBeNull();
    expect(timeAgo('not a date', NOW)).toBeNull();
  });

  it('speaks the page’s language, Arabic with Western digits', () => {
    expect(timeAgo(at(-5 * 60_000), NOW, 'fr')).toBe('il y a 5 minutes');
    expect(timeAgo(at(-3 * 3_600_000), NOW, 'es')).toBe('hace 3 horas');
    expect(timeAgo(at(-30_000), NOW, 'pt')).toBe('agora');
    expect(timeAgo(at(-5 * 60_000), NOW, 'ar')).toMatch(/5/);
  });
});
