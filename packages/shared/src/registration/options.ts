/**
 * Choices offered by the registration form (the same field
 * lists as the preview's draft). The browser renders them; the server accepts only these values.
 */
import { DRAFT_CONTINENTS, GENDERS, HAS_CHILDREN, LANGUAGE_PROFICIENCIES, MARITAL_STATUSES } from '../preview/draft';

/** The same lists the admin preview offers: one definition for both forms. */
export {
  DRAFT_CONTINENTS as REGISTRATION_CONTINENTS,
  GENDERS as REGISTRATION_GENDERS,
  HAS_CHILDREN as REGISTRATION_YES_NO,
  LANGUAGE_PROFICIENCIES as REGISTRATION_PROFICIENCIES,
  MARITAL_STATUSES as REGISTRATION_MARITAL_STATUSES,
};

export const MEASUREMENT_UNITS = ['cm', 'in'] as const;
export type MeasurementUnit = (typeof MEASUREMENT_UNITS)[number];
/** The default measurement unit. */
export const DEFAULT_MEASUREMENT_UNIT: MeasurementUnit = 'cm';

/** Suggested talent categories; the field accepts any short text. */
export const TALENT_CATEGORIES = [
  'Singing',
  'Dance',
  'Instrumental music',
  'Acting / Drama',
  'Spoken word / Poetry',
  'Visual arts',
  'Cultural performance',
  'Sport / Martial arts',
  'Other',
] as const;

/** Placement shown when a pageant entry has none. */
export const DEFAULT_PLACEMENT = 'Participant';

/** Text limits: generous for people, small enough that a draft stays a few kilobytes. */
export const TEXT_LIMITS = { short: 200, long: 4000, listItems: 20 } as const;
