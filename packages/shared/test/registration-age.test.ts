import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  AGE_MESSAGES,
  ageOn,
  checkAge,
  formatCalendarDate,
  latestToday,
  localToday,
  parseCalendarDate,
} from '../src/registration';

const calendarDate = fc
  .date({ min: new Date('1900-01-01T00:00:00Z'), max: new Date('2099-12-31T00:00:00Z'), noInvalidDate: true })
  .map((d) => d.toISOString().slice(0, 10));
/** A date of birth that is not 29 February, so its birthday exists every year. */
const ordinaryDob = calendarDate.filter((d) => !d.endsWith('-02-29'));

function plusYears(date: string, years: number): string {
  const d = parseCalendarDate(date);
  if (!d) throw new Error(`bad date ${date}`);
  return formatCalendarDate({ ...d, year: d.year + years });
}
function plusDays(date: string, days: number): string {
  const t = new Date(`${date}T00:00:00Z`).getTime() + days * 86_400_000;
  return new Date(t).toISOString().slice(0, 10);
}

describe('age in whole years', () => {
  it('is n on the n-th birthday and n-1 the day before', () => {
    fc.assert(
      fc.property(ordinaryDob, fc.integer({ min: 1, max: 90 }), (dob, n) => {
        const birthday = plusYears(dob, n);
        expect(ageOn(dob, birthday)).toBe(n);
        expect(ageOn(dob, plusDays(birthday, -1))).toBe(n - 1);
      }),
    );
  });

  it('never decreases as time passes', () => {
    fc.assert(
      fc.property(calendarDate, calendarDate, calendarDate, (dob, a, b) => {
        const [early, late] = a <= b ? [a, b] : [b, a];
        expect(ageOn(dob, late) ?? 0).toBeGreaterThanOrEqual(ageOn(dob, early) ?? 0);
      }),
    );
  });

  it('counts a 29 February birthday on 1 March in other years', () => {
    expect(ageOn('2004-02-29', '2022-02-28')).toBe(17);
    expect(ageOn('2004-02-29', '2022-03-01')).toBe(18);
    expect(ageOn('2004-02-29', '2024-02-29')).toBe(20);
  });

  it('is null for dates that do not exist', () => {
    for (const bad of ['2001-02-30', '2001-13-01', '2001-00-10', '01-02-2001', '', 'yesterday']) {
      expect(ageOn(bad, '2026-01-01')).toBeNull();
    }
  });
});

describe('age rules: 18+ is required, 20–26 is recommended', () => {
  it('refuses under 18 with its message and warns outside 20–26 only', () => {
    fc.assert(
      fc.property(ordinaryDob, fc.integer({ min: 0, max: 80 }), (dob, age) => {
        const today = plusYears(dob, age);
        const result = checkAge(dob, today);
        expect(result.age).toBe(age);
        if (age < 18) {
          expect(result.error).toBe(AGE_MESSAGES.tooYoung);
          expect(result.warning).toBeUndefined();
        } else if (age < 20 || age > 26) {
          expect(result.error).toBeUndefined();
          expect(result.warning).toBe(AGE_MESSAGES.outsideRecommended);
        } else {
          expect(result).toEqual({ age });
        }
      }),
    );
  });

  it('uses the exact wording', () => {
    expect(checkAge('2010-01-01', '2026-01-01').error).toBe(
      'You must be at least 18 years old to participate. Please contact the organizers if you have questions about eligibility.',
    );
    expect(checkAge('1990-01-01', '2026-01-01').warning).toBe(
      'Recommended age range is 20-26 years. You may still continue with your application.',
    );
  });

  it('turns 18 exactly on the 18th birthday', () => {
    expect(checkAge('2008-03-15', '2026-03-14').error).toBe(AGE_MESSAGES.tooYoung);
    expect(checkAge('2008-03-15', '2026-03-15').error).toBeUndefined();
  });
});

describe('today', () => {
  it('localToday uses the local calendar, latestToday the earliest-ahead zone (UTC+14)', () => {
    const now = new Date('2026-03-15T11:00:00Z');
    expect(localToday(now)).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(latestToday(now)).toBe('2026-03-16');
    expect(latestToday(new Date('2026-03-15T09:59:59Z'))).toBe('2026-03-15');
  });

  it('formats and parses calendar dates round trip', () => {
    fc.assert(
      fc.property(calendarDate, (d) => {
        expect(formatCalendarDate(parseCalendarDate(d) ?? { year: 0, month: 0, day: 0 })).toBe(d);
      }),
    );
  });
});
