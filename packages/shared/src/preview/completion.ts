import type { RegistrationDraft } from './draft';

const filled = (v: string) => v.trim().length > 0;

/**
 * The 23 required items of the preview: the 21 required
 * fields and flags of the mock form, plus at least one language and one
 * education entry, the two lists the Background step collects.
 */
export const PREVIEW_REQUIRED_ITEMS: ReadonlyArray<readonly [string, (d: RegistrationDraft) => boolean]> = [
  ['dob', (d) => filled(d.dob)],
  ['gender', (d) => filled(d.gender)],
  ['nationality', (d) => filled(d.nationality)],
  ['residence', (d) => filled(d.residence)],
  ['continent', (d) => filled(d.continent)],
  ['address', (d) => filled(d.address)],
  ['height', (d) => filled(d.height)],
  ['weight', (d) => filled(d.weight)],
  ['hairColor', (d) => filled(d.hairColor)],
  ['eyeColor', (d) => filled(d.eyeColor)],
  ['maritalStatus', (d) => filled(d.maritalStatus)],
  ['hasChildren', (d) => filled(d.hasChildren)],
  ['occupation', (d) => filled(d.occupation)],
  ['languages', (d) => d.languages.length > 0],
  ['education', (d) => d.education.length > 0],
  ['socialMedia.instagram', (d) => filled(d.socialMedia.instagram)],
  ['emergencyContact.name', (d) => filled(d.emergencyContact.name)],
  ['emergencyContact.relationship', (d) => filled(d.emergencyContact.relationship)],
  ['emergencyContact.phone', (d) => filled(d.emergencyContact.phone)],
  ['emergencyContact.email', (d) => filled(d.emergencyContact.email)],
  ['sponsorshipAcknowledged', (d) => d.sponsorshipAcknowledged],
  ['termsAccepted', (d) => d.termsAccepted],
  ['informationAccurate', (d) => d.informationAccurate],
];

/** Share of the 23 items filled, as a whole percentage (0–100). */
export function previewCompletion(draft: RegistrationDraft): number {
  const done = PREVIEW_REQUIRED_ITEMS.filter(([, isFilled]) => isFilled(draft)).length;
  return Math.round((done / PREVIEW_REQUIRED_ITEMS.length) * 100);
}

/** The bar text for a completion percentage. */
export function completionMessage(percent: number): string {
  if (percent >= 100) return 'All fields completed! Ready to submit.';
  if (percent >= 75) return 'Almost there! Just a few more fields to go.';
  if (percent >= 50) return "You're halfway there! Keep going.";
  if (percent >= 25) return 'Good start! Continue filling out the form.';
  return "Let's get started! Fill out the required fields.";
}
