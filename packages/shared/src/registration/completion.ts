import { completionMessage } from '../preview/completion';
import type { RegistrationForm } from './form';
import { isBlank } from './steps';

/**
 * Form completion (docs/product/registration.md#completion): 41 tracked
 * fields of weight 1. Text counts when non-blank after trimming, a list when it
 * has an entry, a file when present, an acknowledgement when true. Ethnicity
 * and the social handles other than Instagram are not counted.
 */
type Check = (f: RegistrationForm) => boolean;
const filled =
  (pick: (f: RegistrationForm) => unknown): Check =>
  (f) =>
    !isBlank(pick(f));
const hasEntry =
  (pick: (f: RegistrationForm) => readonly unknown[]): Check =>
  (f) =>
    pick(f).length > 0;
const present =
  (pick: (f: RegistrationForm) => unknown): Check =>
  (f) =>
    pick(f) !== null && pick(f) !== undefined;
const isTrue =
  (pick: (f: RegistrationForm) => boolean): Check =>
  (f) =>
    pick(f) === true;

export const COMPLETION_FIELDS: ReadonlyArray<readonly [string, Check]> = [
  ['dob', filled((f) => f.dob)],
  ['gender', filled((f) => f.gender)],
  ['nationality', filled((f) => f.nationality)],
  ['residence', filled((f) => f.residence)],
  ['address', filled((f) => f.address)],
  ['continent', filled((f) => f.continent)],
  ['height', filled((f) => f.height)],
  ['weight', filled((f) => f.weight)],
  ['hairColor', filled((f) => f.hairColor)],
  ['eyeColor', filled((f) => f.eyeColor)],
  ['measurements.bust', filled((f) => f.measurements.bust)],
  ['measurements.waist', filled((f) => f.measurements.waist)],
  ['measurements.hips', filled((f) => f.measurements.hips)],
  ['maritalStatus', filled((f) => f.maritalStatus)],
  ['hasChildren', filled((f) => f.hasChildren)],
  ['occupation', filled((f) => f.occupation)],
  ['languages', hasEntry((f) => f.languages)],
  ['education', hasEntry((f) => f.education)],
  ['pageantExperience', hasEntry((f) => f.pageantExperience)],
  ['skills', hasEntry((f) => f.skills)],
  ['achievements', hasEntry((f) => f.achievements)],
  ['talent.category', filled((f) => f.talent.category)],
  ['talent.description', filled((f) => f.talent.description)],
  ['platform.cause', filled((f) => f.platform.cause)],
  ['platform.description', filled((f) => f.platform.description)],
  ['platform.goals', hasEntry((f) => f.platform.goals)],
  ['platform.experience', filled((f) => f.platform.experience)],
  ['socialMedia.instagram', filled((f) => f.socialMedia.instagram)],
  ['emergencyContact.name', filled((f) => f.emergencyContact.name)],
  ['emergencyContact.relationship', filled((f) => f.emergencyContact.relationship)],
  ['emergencyContact.phone', filled((f) => f.emergencyContact.phone)],
  ['emergencyContact.email', filled((f) => f.emergencyContact.email)],
  ['headshot', present((f) => f.headshot)],
  ['fullBody', present((f) => f.fullBody)],
  ['video', present((f) => f.video)],
  ['birthCertificate', present((f) => f.birthCertificate)],
  ['moralCharacter', filled((f) => f.moralCharacter)],
  ['healthFitness', filled((f) => f.healthFitness)],
  ['sponsorshipAcknowledged', isTrue((f) => f.sponsorshipAcknowledged)],
  ['termsAccepted', isTrue((f) => f.termsAccepted)],
  ['informationAccurate', isTrue((f) => f.informationAccurate)],
];
export const COMPLETION_FIELD_COUNT = COMPLETION_FIELDS.length;

/** Paths of the tracked fields still missing. */
export function missingCompletionFields(form: RegistrationForm): string[] {
  return COMPLETION_FIELDS.filter(([, check]) => !check(form)).map(([path]) => path);
}

/** Whole percent of the 41 fields filled; 100 only when every one is. */
export function formCompletion(form: RegistrationForm): number {
  const done = COMPLETION_FIELDS.filter(([, check]) => check(form)).length;
  return Math.round((done / COMPLETION_FIELD_COUNT) * 100);
}

/**
 * Thresholds 25, 50, 75, 100. The message (shared with the admin
 * preview's bar) and the bar colour change together.
 */
export const COMPLETION_TIERS = [
  { min: 100, tier: 'complete' },
  { min: 75, tier: 'almost' },
  { min: 50, tier: 'half' },
  { min: 25, tier: 'started' },
  { min: Number.NEGATIVE_INFINITY, tier: 'empty' },
] as const;
export type CompletionTier = (typeof COMPLETION_TIERS)[number]['tier'];

export function completionTier(percent: number): { tier: CompletionTier; message: string } {
  const found = COMPLETION_TIERS.find((t) => percent >= t.min);
  return { tier: found?.tier ?? 'empty', message: completionMessage(percent) };
}
