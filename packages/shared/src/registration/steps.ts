import { EMAIL_PATTERN } from '../auth/messages';
import { checkAge } from './age';
import type { RegistrationForm } from './form';

/**
 * The eight steps of the portal's form and the rules of each; the messages
 * are the product's, word for word (docs/product/registration.md#steps).
 */
export const REGISTRATION_STEPS = [
  { id: 'personal', title: 'Personal Info' },
  { id: 'physical', title: 'Physical Details' },
  { id: 'background', title: 'Background' },
  { id: 'experience', title: 'Experience' },
  { id: 'platform', title: 'Platform' },
  { id: 'social', title: 'Social & Contact' },
  { id: 'media', title: 'Media & Documents' },
  { id: 'review', title: 'Review & Submit' },
] as const;
export type RegistrationStepId = (typeof REGISTRATION_STEPS)[number]['id'];
export const STEP_COUNT = REGISTRATION_STEPS.length;
export const LAST_STEP = STEP_COUNT - 1;

export const STEP_MESSAGES = {
  dob: 'Date of birth is required',
  gender: 'Gender is required',
  nationality: 'Nationality is required',
  residence: 'Country of residence is required',
  address: 'Address is required',
  continent: 'Continent is required',
  height: 'Height is required',
  weight: 'Weight is required',
  hairColor: 'Hair color is required',
  eyeColor: 'Eye color is required',
  maritalStatus: 'Marital status is required',
  hasChildren: 'Please indicate if you have children',
  occupation: 'Occupation is required',
  languages: 'At least one language is required',
  education: 'Education information is required',
  platformCause: 'Platform cause is required',
  platformDescription: 'Platform description is required',
  instagram: 'Instagram handle is required',
  emergencyName: 'Emergency contact name is required',
  emergencyRelationship: 'Emergency contact relationship is required',
  emergencyPhone: 'Emergency contact phone is required',
  emergencyEmail: 'Emergency contact email is required',
  invalidEmail: 'Please enter a valid email address',
  headshot: 'Headshot is required',
  fullBody: 'Full body photo is required',
  birthCertificate: 'Birth certificate is required',
  sponsorshipAcknowledged: 'Please acknowledge the sponsorship requirement',
  termsAccepted: 'You must accept the terms and conditions',
  informationAccurate: 'You must confirm information accuracy',
} as const;

/** A blank value is empty after trimming, or the number 0. */
export function isBlank(value: unknown): boolean {
  if (value === null || value === undefined || value === 0) return true;
  if (typeof value === 'string') return value.trim() === '';
  return false;
}

/** Field errors keyed by the field's path (e.g. `emergencyContact.email`). */
export type FieldMessages = Record<string, string>;

export interface StepResult {
  errors: FieldMessages;
  warnings: FieldMessages;
}

type Rule = (form: RegistrationForm, today: string, out: StepResult) => void;

const required =
  (path: string, pick: (f: RegistrationForm) => unknown, message: string): Rule =>
  (form, _today, out) => {
    if (isBlank(pick(form))) out.errors[path] = message;
  };
const nonEmptyList =
  (path: string, pick: (f: RegistrationForm) => readonly unknown[], message: string): Rule =>
  (form, _today, out) => {
    if (pick(form).length === 0) out.errors[path] = message;
  };
const mustBeTrue =
  (path: keyof RegistrationForm, message: string): Rule =>
  (form, _today, out) => {
    if (form[path] !== true) out.errors[path] = message;
  };

const dobRule: Rule = (form, today, out) => {
  if (isBlank(form.dob)) {
    out.errors.dob = STEP_MESSAGES.dob;
    return;
  }
  const age = checkAge(form.dob, today);
  if (age.age === null) out.errors.dob = STEP_MESSAGES.dob;
  else if (age.error) out.errors.dob = age.error;
  else if (age.warning) out.warnings.dob = age.warning;
};

const emergencyEmailRule: Rule = (form, _today, out) => {
  const email: unknown = form.emergencyContact.email;
  if (isBlank(email)) out.errors['emergencyContact.email'] = STEP_MESSAGES.emergencyEmail;
  else if (!EMAIL_PATTERN.test(String(email).trim())) out.errors['emergencyContact.email'] = STEP_MESSAGES.invalidEmail;
};

const M = STEP_MESSAGES;
const RULES: Record<RegistrationStepId, Rule[]> = {
  personal: [
    dobRule,
    required('gender', (f) => f.gender, M.gender),
    required('nationality', (f) => f.nationality, M.nationality),
    required('residence', (f) => f.residence, M.residence),
    required('address', (f) => f.address, M.address),
    required('continent', (f) => f.continent, M.continent),
  ],
  physical: [
    required('height', (f) => f.height, M.height),
    required('weight', (f) => f.weight, M.weight),
    required('hairColor', (f) => f.hairColor, M.hairColor),
    required('eyeColor', (f) => f.eyeColor, M.eyeColor),
  ],
  background: [
    required('maritalStatus', (f) => f.maritalStatus, M.maritalStatus),
    required('hasChildren', (f) => f.hasChildren, M.hasChildren),
    required('occupation', (f) => f.occupation, M.occupation),
    nonEmptyList('languages', (f) => f.languages, M.languages),
    nonEmptyList('education', (f) => f.education, M.education),
  ],
  experience: [],
  platform: [
    required('platform.cause', (f) => f.platform.cause, M.platformCause),
    required('platform.description', (f) => f.platform.description, M.platformDescription),
  ],
  social: [
    required('socialMedia.instagram', (f) => f.socialMedia.instagram, M.instagram),
    required('emergencyContact.name', (f) => f.emergencyContact.name, M.emergencyName),
    required('emergencyContact.relationship', (f) => f.emergencyContact.relationship, M.emergencyRelationship),
    required('emergencyContact.phone', (f) => f.emergencyContact.phone, M.emergencyPhone),
    emergencyEmailRule,
  ],
  media: [
    required('headshot', (f) => f.headshot, M.headshot),
    required('fullBody', (f) => f.fullBody, M.fullBody),
    required('birthCertificate', (f) => f.birthCertificate, M.birthCertificate),
  ],
  review: [
    mustBeTrue('sponsorshipAcknowledged', M.sponsorshipAcknowledged),
    mustBeTrue('termsAccepted', M.termsAccepted),
    mustBeTrue('informationAccurate', M.informationAccurate),
  ],
};

/** Errors and warnings of one step; `today` is 'YYYY-MM-DD' (the age is counted in whole years on it). */
export function validateStep(step: number, form: RegistrationForm, today: string): StepResult {
  const out: StepResult = { errors: {}, warnings: {} };
  const def = REGISTRATION_STEPS[step];
  if (!def) return out;
  for (const rule of RULES[def.id]) rule(form, today, out);
  return out;
}

export interface FormResult extends StepResult {
  /** Index of the first step with an error, or null when the whole form validates. */
  firstInvalidStep: number | null;
}

/** Every step's rules: what a final submission must pass. */
export function validateRegistrationForm(form: RegistrationForm, today: string): FormResult {
  const result: FormResult = { errors: {}, warnings: {}, firstInvalidStep: null };
  REGISTRATION_STEPS.forEach((_, index) => {
    const step = validateStep(index, form, today);
    Object.assign(result.errors, step.errors);
    Object.assign(result.warnings, step.warnings);
    if (result.firstInvalidStep === null && Object.keys(step.errors).length > 0) result.firstInvalidStep = index;
  });
  return result;
}

/** The step of a field path, so the browser can go to the step holding a server-side error. */
export function stepOfField(path: string): number | null {
  const root = path.split('.')[0] ?? path;
  const index = REGISTRATION_STEPS.findIndex((def) => STEP_FIELDS[def.id].includes(root));
  return index === -1 ? null : index;
}

/** Fields shown on each step (top-level keys), for moving to the step of an error. */
export const STEP_FIELDS: Record<RegistrationStepId, readonly string[]> = {
  personal: ['dob', 'gender', 'nationality', 'residence', 'representedCountry', 'address', 'continent', 'ethnicity'],
  physical: ['height', 'weight', 'hairColor', 'eyeColor', 'measurements', 'healthFitness'],
  background: ['maritalStatus', 'hasChildren', 'occupation', 'languages', 'education', 'moralCharacter'],
  experience: ['pageantExperience', 'skills', 'achievements', 'talent'],
  platform: ['platform'],
  social: ['socialMedia', 'emergencyContact'],
  media: ['headshot', 'fullBody', 'video', 'birthCertificate'],
  review: ['sponsorshipAcknowledged', 'termsAccepted', 'informationAccurate'],
};

/** Step header percent: step n of total (steps indexed from 0). */
export function stepPercent(step: number): number {
  return Math.round(((step + 1) / STEP_COUNT) * 100);
}
