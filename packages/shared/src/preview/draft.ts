/** The contestant registration draft of the admin preview. */
export const GENDERS = ['Female', 'Male', 'Other'] as const;
export const DRAFT_CONTINENTS = [
  'Africa',
  'Asia',
  'Europe',
  'North America',
  'South America',
  'Australia/Oceania',
] as const;
export const MARITAL_STATUSES = ['Single', 'Married', 'Divorced', 'Widowed'] as const;
export const HAS_CHILDREN = ['Yes', 'No'] as const;
export const LANGUAGE_PROFICIENCIES = ['basic', 'intermediate', 'fluent', 'native'] as const;
export const WEIGHT_UNITS = ['kg', 'lb'] as const;

export type LanguageProficiency = (typeof LANGUAGE_PROFICIENCIES)[number];

export interface LanguageEntry {
  language: string;
  proficiency: LanguageProficiency;
}
export interface EducationEntry {
  institution: string;
  degree: string;
  field: string;
  year: number;
}

export interface RegistrationDraft {
  dob: string;
  gender: string;
  nationality: string;
  residence: string;
  address: string;
  continent: string;
  ethnicity: string;
  /** In feet, e.g. 5.7. */
  height: string;
  weight: string;
  weightUnit: (typeof WEIGHT_UNITS)[number];
  hairColor: string;
  eyeColor: string;
  maritalStatus: string;
  hasChildren: string;
  occupation: string;
  languages: LanguageEntry[];
  education: EducationEntry[];
  socialMedia: { instagram: string; facebook: string; twitter: string; tiktok: string; youtube: string };
  emergencyContact: {
    name: string;
    relationship: string;
    phone: string;
    email: string;
    address: { street: string; city: string; state: string; country: string; postalCode: string };
  };
  sponsorshipAcknowledged: boolean;
  termsAccepted: boolean;
  informationAccurate: boolean;
}

export function emptyDraft(): RegistrationDraft {
  return {
    dob: '',
    gender: '',
    nationality: '',
    residence: '',
    address: '',
    continent: '',
    ethnicity: '',
    height: '',
    weight: '',
    weightUnit: 'kg',
    hairColor: '',
    eyeColor: '',
    maritalStatus: '',
    hasChildren: '',
    occupation: '',
    languages: [],
    education: [],
    socialMedia: { instagram: '', facebook: '', twitter: '', tiktok: '', youtube: '' },
    emergencyContact: {
      name: '',
      relationship: '',
      phone: '',
      email: '',
      address: { street: '', city: '', state: '', country: '', postalCode: '' },
    },
    sponsorshipAcknowledged: false,
    termsAccepted: false,
    informationAccurate: false,
  };
}

/** Acknowledgement wording, word for word. */
export const ACKNOWLEDGEMENTS = {
  sponsorshipAcknowledged: 'I acknowledge that sponsorship and financial support may be required during participation.',
  termsAccepted: 'I accept the terms and conditions of this registration.',
  informationAccurate: 'I confirm that all information provided is accurate and truthful.',
} as const;

export const EDUCATION_WARNING =
  'Please fill in all education fields (Institution, Degree, Field of study, and Year) before adding.';
export const EDUCATION_WARNING_MS = 3000;

export const PREVIEW_STEPS = [
  'Personal Info',
  'Physical Details',
  'Background',
  'Social & Contact',
  'Review & Submit',
] as const;

/** Next and Back are clamped to the five steps. */
export function clampStep(step: number): number {
  return Math.min(PREVIEW_STEPS.length - 1, Math.max(0, Math.trunc(step)));
}

/** Step progress: (step + 1) / 5, as a percentage. */
export function stepProgress(step: number): number {
  return ((clampStep(step) + 1) / PREVIEW_STEPS.length) * 100;
}

export const MOCK_SUBMITTED_TITLE = 'Registration (Mock) Submitted!';
export const MOCK_SUBMITTED_TEXT = 'This is a preview-only submission. No data was sent.';

/** Full years between a date of birth (YYYY-MM-DD) and today; null when the date is not valid. */
export function ageFrom(dob: string, today: Date = new Date()): number | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(dob);
  if (!m) return null;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const birth = new Date(Date.UTC(y, mo - 1, d));
  if (birth.getUTCMonth() !== mo - 1 || birth.getUTCDate() !== d) return null;
  let age = today.getUTCFullYear() - y;
  const beforeBirthday = today.getUTCMonth() + 1 < mo || (today.getUTCMonth() + 1 === mo && today.getUTCDate() < d);
  if (beforeBirthday) age -= 1;
  return age >= 0 ? age : null;
}

/** Contestants must be at least 18 (the eligibility rule of the terms of use). */
export const MINIMUM_AGE = 18;
