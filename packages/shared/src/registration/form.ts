import { z } from 'zod';
import { idSchema, isoDateTimeSchema } from '../api/common';
import { boundedText } from '../api/text';
import { REPRESENTED_COUNTRY_SOURCES } from '../delegates/country';
import { parseCalendarDate } from './dates';
import {
  DEFAULT_MEASUREMENT_UNIT,
  MEASUREMENT_UNITS,
  REGISTRATION_CONTINENTS,
  REGISTRATION_GENDERS,
  REGISTRATION_MARITAL_STATUSES,
  REGISTRATION_PROFICIENCIES,
  REGISTRATION_YES_NO,
  TEXT_LIMITS,
} from './options';

/**
 * The registration form: every field of the contestant record.
 * This schema checks shapes and limits only, so that a half-filled draft is
 * valid; the rules of each step live in steps.ts. Missing keys are filled with
 * their defaults, so a partial body parses into a whole form.
 */
// Kept as typed (a draft saves what is in the box, spaces included); within the limit and free of NUL.
const text = (max: number) => boundedText({ max, tooLong: `Use at most ${max} characters`, trim: false });
const short = text(TEXT_LIMITS.short);
const long = text(TEXT_LIMITS.long);
const choice = <const T extends readonly [string, ...string[]]>(values: T) =>
  z.union([z.enum(values), z.literal('')]).default('');
const listOf = <T extends z.ZodType>(item: T) =>
  z.array(item).max(TEXT_LIMITS.listItems, `Add at most ${TEXT_LIMITS.listItems} entries`).default([]);
const yearSchema = z.number().int().min(1900, 'Enter a year after 1900').max(2100, 'Enter a year before 2100');
const dobSchema = short
  .refine((v) => v === '' || parseCalendarDate(v) !== null, 'Please enter a valid date of birth')
  .default('');

/** A stored upload as the form refers to it (the file itself is private; see the media call). */
export const fileRefSchema = z.object({
  _id: idSchema,
  fileName: text(255),
  mimeType: text(100),
  size: z.number().int().min(0),
  uploadedAt: isoDateTimeSchema,
});
export type FileRef = z.infer<typeof fileRefSchema>;

export const languageEntrySchema = z.object({
  language: short.trim().min(1, 'Language is required'),
  proficiency: choice(REGISTRATION_PROFICIENCIES),
});
export const educationEntrySchema = z.object({
  institution: short.default(''),
  degree: short.default(''),
  field: short.default(''),
  year: yearSchema.nullable().default(null),
});
export const pageantEntrySchema = z.object({
  name: short.trim().min(1, 'Pageant name is required'),
  year: yearSchema.nullable().default(null),
  placement: short.default(''),
});
const listText = short.trim().min(1, 'Enter some text');

export const registrationFormSchema = z.object({
  // Personal Info
  dob: dobSchema,
  gender: choice(REGISTRATION_GENDERS),
  nationality: short.default(''),
  residence: short.default(''),
  /** Which of the two she represents; '' is her nationality (delegates/country.ts). */
  representedCountry: choice(REPRESENTED_COUNTRY_SOURCES),
  address: short.default(''),
  continent: choice(REGISTRATION_CONTINENTS),
  ethnicity: short.default(''),
  // Physical Details
  height: short.default(''),
  weight: short.default(''),
  hairColor: short.default(''),
  eyeColor: short.default(''),
  measurements: z
    .object({
      bust: short.default(''),
      waist: short.default(''),
      hips: short.default(''),
      unit: z.enum(MEASUREMENT_UNITS).default(DEFAULT_MEASUREMENT_UNIT),
    })
    .prefault({}),
  healthFitness: long.default(''),
  // Background
  maritalStatus: choice(REGISTRATION_MARITAL_STATUSES),
  hasChildren: choice(REGISTRATION_YES_NO),
  occupation: short.default(''),
  languages: listOf(languageEntrySchema),
  education: listOf(educationEntrySchema),
  moralCharacter: long.default(''),
  // Experience
  pageantExperience: listOf(pageantEntrySchema),
  skills: listOf(listText),
  achievements: listOf(listText),
  talent: z
    .object({ category: short.default(''), description: long.default(''), video: short.default('') })
    .prefault({}),
  // Platform
  platform: z
    .object({
      cause: short.default(''),
      description: long.default(''),
      goals: listOf(listText),
      experience: long.default(''),
    })
    .prefault({}),
  // Social & Contact
  socialMedia: z
    .object({
      instagram: short.default(''),
      facebook: short.default(''),
      twitter: short.default(''),
      tiktok: short.default(''),
      youtube: short.default(''),
    })
    .prefault({}),
  emergencyContact: z
    .object({
      name: short.default(''),
      relationship: short.default(''),
      phone: short.default(''),
      email: short.default(''),
      address: z
        .object({
          street: short.default(''),
          city: short.default(''),
          state: short.default(''),
          country: short.default(''),
          postalCode: short.default(''),
        })
        .prefault({}),
    })
    .prefault({}),
  // Media & Documents
  headshot: fileRefSchema.nullable().default(null),
  fullBody: fileRefSchema.nullable().default(null),
  video: fileRefSchema.nullable().default(null),
  birthCertificate: fileRefSchema.nullable().default(null),
  // Review & Submit
  sponsorshipAcknowledged: z.boolean().default(false),
  termsAccepted: z.boolean().default(false),
  informationAccurate: z.boolean().default(false),
});

export type RegistrationForm = z.output<typeof registrationFormSchema>;
export type RegistrationFormInput = z.input<typeof registrationFormSchema>;
export type RegistrationLanguage = RegistrationForm['languages'][number];
export type RegistrationEducation = RegistrationForm['education'][number];
export type RegistrationPageantEntry = RegistrationForm['pageantExperience'][number];

export function emptyRegistrationForm(): RegistrationForm {
  return registrationFormSchema.parse({});
}
