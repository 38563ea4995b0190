import { ACKNOWLEDGEMENTS } from '../preview/draft';
import { readableCalendarDate } from '../registration/dates';
import type { FileRef, RegistrationForm } from '../registration/form';
import { DEFAULT_PLACEMENT } from '../registration/options';
import { REGISTRATION_STEPS, type RegistrationStepId, STEP_FIELDS } from '../registration/steps';

/**
 * Every field of the registration form as a reviewer reads it: a label per
 * path (the wording of the portal's form), grouped by the eight steps, and one
 * way of writing each value. The detail page and the version diff both use it,
 * so a change reads exactly like the field it changed.
 */
export const REGISTRATION_FIELD_LABELS = {
  dob: 'Date of birth',
  gender: 'Gender',
  nationality: 'Nationality',
  residence: 'Country of residence',
  representedCountry: 'Country she represents',
  address: 'Address',
  continent: 'Continent',
  ethnicity: 'Ethnicity',
  height: 'Height',
  weight: 'Weight',
  hairColor: 'Hair color',
  eyeColor: 'Eye color',
  'measurements.bust': 'Bust',
  'measurements.waist': 'Waist',
  'measurements.hips': 'Hips',
  'measurements.unit': 'Measurement unit',
  healthFitness: 'Health and fitness',
  maritalStatus: 'Marital status',
  hasChildren: 'Children',
  occupation: 'Occupation',
  languages: 'Languages',
  education: 'Education',
  moralCharacter: 'What do you stand for?',
  pageantExperience: 'Pageant experience',
  skills: 'Skills',
  achievements: 'Achievements',
  'talent.category': 'Talent category',
  'talent.description': 'Talent description',
  'talent.video': 'Talent performance link',
  'platform.cause': 'Platform cause',
  'platform.description': 'Platform description',
  'platform.goals': 'Platform goals',
  'platform.experience': 'Related experience',
  'socialMedia.instagram': 'Instagram',
  'socialMedia.facebook': 'Facebook',
  'socialMedia.twitter': 'X / Twitter',
  'socialMedia.tiktok': 'TikTok',
  'socialMedia.youtube': 'YouTube',
  'emergencyContact.name': 'Emergency contact name',
  'emergencyContact.relationship': 'Emergency contact relationship',
  'emergencyContact.phone': 'Emergency contact phone',
  'emergencyContact.email': 'Emergency contact email',
  'emergencyContact.address.street': 'Emergency contact street',
  'emergencyContact.address.city': 'Emergency contact city',
  'emergencyContact.address.state': 'Emergency contact state or region',
  'emergencyContact.address.country': 'Emergency contact country',
  'emergencyContact.address.postalCode': 'Emergency contact postal code',
  headshot: 'Headshot',
  fullBody: 'Full body photo',
  video: 'Video',
  birthCertificate: 'Birth certificate',
  sponsorshipAcknowledged: ACKNOWLEDGEMENTS.sponsorshipAcknowledged,
  termsAccepted: ACKNOWLEDGEMENTS.termsAccepted,
  informationAccurate: ACKNOWLEDGEMENTS.informationAccurate,
} as const;
export type RegistrationFieldPath = keyof typeof REGISTRATION_FIELD_LABELS;
export const REGISTRATION_FIELD_PATHS = Object.keys(REGISTRATION_FIELD_LABELS) as RegistrationFieldPath[];

/** The paths of one step, in the form's order. */
export function fieldsOfStep(step: RegistrationStepId): RegistrationFieldPath[] {
  const roots = STEP_FIELDS[step];
  return REGISTRATION_FIELD_PATHS.filter((path) => roots.includes(path.split('.')[0] ?? path));
}

/** The eight steps with their fields: the sections of the review page. */
export const REVIEW_SECTIONS = REGISTRATION_STEPS.map((step) => ({
  id: step.id,
  title: step.title,
  fields: fieldsOfStep(step.id),
}));

/** The raw value at a dotted path. */
export function valueAt(form: RegistrationForm, path: string): unknown {
  let value: unknown = form;
  for (const key of path.split('.')) {
    value = value && typeof value === 'object' ? (value as Record<string, unknown>)[key] : undefined;
  }
  return value;
}

const isFileRef = (v: unknown): v is FileRef =>
  typeof v === 'object' && v !== null && typeof (v as FileRef).fileName === 'string' && '_id' in v;

function listEntry(path: string, entry: unknown): string {
  if (typeof entry !== 'object' || entry === null) return String(entry);
  const e = entry as Record<string, unknown>;
  if (path === 'languages') return e.proficiency ? `${e.language} (${e.proficiency})` : String(e.language);
  if (path === 'pageantExperience') {
    return `${e.name}${e.year ? ` ${e.year}` : ''} – ${e.placement || DEFAULT_PLACEMENT}`;
  }
  if (path === 'education') {
    const what = [e.degree, e.field].filter(Boolean).join(' in ');
    return [what, e.institution, e.year].filter(Boolean).join(', ');
  }
  return Object.values(e).filter(Boolean).join(', ');
}

/** A field's value as text; null when nothing was given. */
export function formatFieldValue(path: string, value: unknown): string | null {
  if (value === null || value === undefined || value === '') return null;
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (Array.isArray(value)) return value.length ? value.map((e) => listEntry(path, e)).join('; ') : null;
  if (isFileRef(value)) return value.fileName;
  if (typeof value === 'object') return JSON.stringify(value);
  if (path === 'dob' && typeof value === 'string') return readableCalendarDate(value);
  // Which of her two countries she chose to represent, in the words of the form's question.
  if (path === 'representedCountry')
    return value === 'residence' ? 'Her country of residence' : 'Her nationality’s country';
  return String(value);
}
