import { idSchema } from '../api/common';
import { REPRESENTED_COUNTRY_SOURCES } from '../delegates/country';
import { parseCalendarDate } from './dates';
import type { FileRef, RegistrationForm } from './form';
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
 * Turns any stored or restored value into a whole form (arrays
 * and nested objects are normalised to defaults). Never throws: a missing or
 * mistyped field becomes its default, list entries with nothing in them are
 * dropped, and a well-formed form comes back unchanged.
 */
type Json = Record<string, unknown>;
const isObject = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);
const obj = (v: unknown): Json => (isObject(v) ? v : {});

function text(v: unknown, max: number = TEXT_LIMITS.short): string {
  if (typeof v === 'string') return v.slice(0, max);
  if (typeof v === 'number' && Number.isFinite(v)) return String(v).slice(0, max);
  return '';
}
const long = (v: unknown) => text(v, TEXT_LIMITS.long);

function oneOf<const T extends readonly string[]>(v: unknown, values: T): T[number] | '' {
  return typeof v === 'string' && (values as readonly string[]).includes(v) ? (v as T[number]) : '';
}

function year(v: unknown): number | null {
  const n = typeof v === 'number' ? v : typeof v === 'string' && /^\s*\d{4}\s*$/.test(v) ? Number(v) : Number.NaN;
  return Number.isInteger(n) && n >= 1900 && n <= 2100 ? n : null;
}

function list<T>(v: unknown, item: (raw: unknown) => T | null): T[] {
  if (!Array.isArray(v)) return [];
  const out: T[] = [];
  for (const raw of v) {
    const entry = item(raw);
    if (entry !== null) out.push(entry);
    if (out.length === TEXT_LIMITS.listItems) break;
  }
  return out;
}

const listText = (raw: unknown) => {
  const value = text(raw);
  return value.trim() ? value.trim() : null;
};

/** A stored file's reference as the form carries it, or null when it is not one. */
export function normaliseFileRef(v: unknown): FileRef | null {
  if (!isObject(v) || !idSchema.safeParse(v._id).success) return null;
  return {
    _id: v._id as string,
    fileName: text(v.fileName, 255),
    mimeType: text(v.mimeType, 100),
    size: typeof v.size === 'number' && Number.isInteger(v.size) && v.size >= 0 ? v.size : 0,
    uploadedAt: typeof v.uploadedAt === 'string' ? v.uploadedAt : new Date(0).toISOString(),
  };
}

function dob(v: unknown): string {
  const value = typeof v === 'string' ? v.slice(0, 10) : '';
  return parseCalendarDate(value) ? value : '';
}

/** Older records kept hasChildren as a boolean. */
function yesNo(v: unknown): '' | 'Yes' | 'No' {
  if (v === true) return 'Yes';
  if (v === false) return 'No';
  return oneOf(v, REGISTRATION_YES_NO);
}

export function normaliseRegistrationForm(raw: unknown): RegistrationForm {
  const f = obj(raw);
  const measurements = obj(f.measurements);
  const talent = obj(f.talent);
  const platform = obj(f.platform);
  const social = obj(f.socialMedia);
  const contact = obj(f.emergencyContact);
  const address = obj(contact.address);
  return {
    dob: dob(f.dob),
    gender: oneOf(f.gender, REGISTRATION_GENDERS),
    nationality: text(f.nationality),
    residence: text(f.residence),
    representedCountry: oneOf(f.representedCountry, REPRESENTED_COUNTRY_SOURCES),
    address: text(f.address),
    continent: oneOf(f.continent, REGISTRATION_CONTINENTS),
    ethnicity: text(f.ethnicity),
    height: text(f.height),
    weight: text(f.weight),
    hairColor: text(f.hairColor),
    eyeColor: text(f.eyeColor),
    measurements: {
      bust: text(measurements.bust),
      waist: text(measurements.waist),
      hips: text(measurements.hips),
      unit: oneOf(measurements.unit, MEASUREMENT_UNITS) || DEFAULT_MEASUREMENT_UNIT,
    },
    healthFitness: long(f.healthFitness),
    maritalStatus: oneOf(f.maritalStatus, REGISTRATION_MARITAL_STATUSES),
    hasChildren: yesNo(f.hasChildren),
    occupation: text(f.occupation),
    languages: list(f.languages, (v) => {
      const e = obj(v);
      const language = text(e.language).trim();
      return language ? { language, proficiency: oneOf(e.proficiency, REGISTRATION_PROFICIENCIES) } : null;
    }),
    education: list(f.education, (v) => {
      const e = obj(v);
      const entry = {
        institution: text(e.institution),
        degree: text(e.degree),
        field: text(e.field),
        year: year(e.year),
      };
      return entry.institution.trim() || entry.degree.trim() || entry.field.trim() || entry.year !== null
        ? entry
        : null;
    }),
    moralCharacter: long(f.moralCharacter),
    pageantExperience: list(f.pageantExperience, (v) => {
      const e = obj(v);
      const name = text(e.name).trim();
      return name ? { name, year: year(e.year), placement: text(e.placement) } : null;
    }),
    skills: list(f.skills, listText),
    achievements: list(f.achievements, listText),
    talent: { category: text(talent.category), description: long(talent.description), video: text(talent.video) },
    platform: {
      cause: text(platform.cause),
      description: long(platform.description),
      goals: list(platform.goals, listText),
      experience: long(platform.experience),
    },
    socialMedia: {
      instagram: text(social.instagram),
      facebook: text(social.facebook),
      twitter: text(social.twitter),
      tiktok: text(social.tiktok),
      youtube: text(social.youtube),
    },
    emergencyContact: {
      name: text(contact.name),
      relationship: text(contact.relationship),
      phone: text(contact.phone),
      email: text(contact.email),
      address: {
        street: text(address.street),
        city: text(address.city),
        state: text(address.state),
        country: text(address.country),
        postalCode: text(address.postalCode),
      },
    },
    headshot: normaliseFileRef(f.headshot),
    fullBody: normaliseFileRef(f.fullBody),
    video: normaliseFileRef(f.video),
    birthCertificate: normaliseFileRef(f.birthCertificate),
    sponsorshipAcknowledged: f.sponsorshipAcknowledged === true,
    termsAccepted: f.termsAccepted === true,
    informationAccurate: f.informationAccurate === true,
  };
}
