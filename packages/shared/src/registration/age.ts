import { MINIMUM_AGE } from '../preview/draft';
import { parseCalendarDate } from './dates';

/** Minimum age 18 (MINIMUM_AGE); recommended range 20 to 26. */
export const RECOMMENDED_AGE = { min: 20, max: 26 } as const;

export const AGE_MESSAGES = {
  tooYoung:
    'You must be at least 18 years old to participate. Please contact the organizers if you have questions about eligibility.',
  outsideRecommended: 'Recommended age range is 20-26 years. You may still continue with your application.',
} as const;

/** Age in whole years on `today` (both 'YYYY-MM-DD'); null when either is not a real date. */
export function ageOn(dob: string, today: string): number | null {
  const birth = parseCalendarDate(dob);
  const now = parseCalendarDate(today);
  if (!birth || !now) return null;
  let years = now.year - birth.year;
  if (now.month < birth.month || (now.month === birth.month && now.day < birth.day)) years -= 1;
  return years;
}

export interface AgeCheck {
  age: number | null;
  /** Under 18 blocks the step. */
  error?: string;
  /** Outside 20–26 is only a notice. */
  warning?: string;
}

export function checkAge(dob: string, today: string): AgeCheck {
  const age = ageOn(dob, today);
  if (age === null) return { age };
  if (age < MINIMUM_AGE) return { age, error: AGE_MESSAGES.tooYoung };
  if (age < RECOMMENDED_AGE.min || age > RECOMMENDED_AGE.max) return { age, warning: AGE_MESSAGES.outsideRecommended };
  return { age };
}
