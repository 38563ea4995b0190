import fc from 'fast-check';
import {
  type FileRef,
  REGISTRATION_CONTINENTS,
  REGISTRATION_GENDERS,
  REGISTRATION_MARITAL_STATUSES,
  REGISTRATION_PROFICIENCIES,
  REGISTRATION_YES_NO,
  type RegistrationForm,
  registrationFormSchema,
} from '../../src/registration';

export const TODAY = '2026-03-15';

const file = (id: string, name: string, mimeType: string): FileRef => ({
  _id: id,
  fileName: name,
  mimeType,
  size: 1234,
  uploadedAt: '2026-03-01T10:00:00.000Z',
});

/** A form that passes every step, with all 41 tracked fields filled. */
export function completeForm(): RegistrationForm {
  return registrationFormSchema.parse({
    dob: '2002-06-01',
    gender: 'Female',
    nationality: 'Kenyan',
    residence: 'Kenya',
    address: '12 Riverside Drive, Nairobi',
    continent: 'Africa',
    ethnicity: 'Kikuyu',
    height: '172',
    weight: '58',
    hairColor: 'Black',
    eyeColor: 'Brown',
    measurements: { bust: '86', waist: '64', hips: '92', unit: 'cm' },
    healthFitness: 'I run three times a week and practise yoga.',
    maritalStatus: 'Single',
    hasChildren: 'No',
    occupation: 'Civil engineer',
    languages: [{ language: 'English', proficiency: 'fluent' }],
    education: [{ institution: 'University of Nairobi', degree: 'BSc', field: 'Civil Engineering', year: 2024 }],
    moralCharacter: 'I volunteer weekly at a community library.',
    pageantExperience: [{ name: 'Miss Nairobi', year: 2023, placement: 'First runner-up' }],
    skills: ['Public speaking'],
    achievements: ['Dean’s list 2023'],
    talent: { category: 'Dance', description: 'Traditional Kenyan dance', video: '' },
    platform: {
      cause: 'Clean water',
      description: 'Bringing safe drinking water to rural schools.',
      goals: ['Fund ten wells'],
      experience: 'Two years with a water charity.',
    },
    socialMedia: { instagram: '@amani', facebook: '', twitter: '', tiktok: '', youtube: '' },
    emergencyContact: {
      name: 'Grace Wanjiru',
      relationship: 'Mother',
      phone: '+254 700 000 000',
      email: 'grace@example.com',
      address: { street: '', city: 'Nairobi', state: '', country: 'Kenya', postalCode: '' },
    },
    headshot: file('0b6a8f2e-6a0e-4f5e-9a51-2b0c3f3c8a11', 'headshot.jpg', 'image/jpeg'),
    fullBody: file('1c7b9f3f-7b1f-4a6f-8b62-3c1d4a4d9b22', 'full.jpg', 'image/jpeg'),
    video: file('2d8c0a4a-8c2a-4b7a-9c73-4d2e5b5eac33', 'intro.mp4', 'video/mp4'),
    birthCertificate: file('3e9d1b5b-9d3b-4c8b-8d84-5e3f6c6fbd44', 'birth.pdf', 'application/pdf'),
    sponsorshipAcknowledged: true,
    termsAccepted: true,
    informationAccurate: true,
  });
}

const word = fc.string({ minLength: 1, maxLength: 30 }).filter((s) => s.trim().length > 0);
const maybe = (arb: fc.Arbitrary<string>) => fc.oneof(fc.constant(''), arb);
const optionOf = <T extends readonly string[]>(values: T) => fc.constantFrom('' as const, ...values);
const year = fc.integer({ min: 1900, max: 2100 });
const fileRefArb = fc.record({
  _id: fc.uuid({ version: 4 }),
  fileName: word,
  mimeType: fc.constantFrom('image/jpeg', 'image/png', 'video/mp4', 'application/pdf'),
  size: fc.nat(),
  uploadedAt: fc.date({ noInvalidDate: true, min: new Date(0) }).map((d) => d.toISOString()),
});
const dobArb = fc
  .date({ min: new Date('1950-01-01T00:00:00Z'), max: new Date('2025-12-31T00:00:00Z'), noInvalidDate: true })
  .map((d) => d.toISOString().slice(0, 10));

/** Any well-formed form: filled or not, valid or not, list entries never blank. */
export const formArb: fc.Arbitrary<RegistrationForm> = fc
  .record({
    dob: maybe(dobArb),
    gender: optionOf(REGISTRATION_GENDERS),
    nationality: maybe(word),
    residence: maybe(word),
    address: maybe(word),
    continent: optionOf(REGISTRATION_CONTINENTS),
    ethnicity: maybe(word),
    height: maybe(word),
    weight: maybe(word),
    hairColor: maybe(word),
    eyeColor: maybe(word),
    measurements: fc.record({
      bust: maybe(word),
      waist: maybe(word),
      hips: maybe(word),
      unit: fc.constantFrom('cm' as const, 'in' as const),
    }),
    healthFitness: maybe(word),
    maritalStatus: optionOf(REGISTRATION_MARITAL_STATUSES),
    hasChildren: optionOf(REGISTRATION_YES_NO),
    occupation: maybe(word),
    languages: fc.array(
      fc.record({ language: word.map((s) => s.trim()), proficiency: optionOf(REGISTRATION_PROFICIENCIES) }),
      { maxLength: 3 },
    ),
    education: fc.array(fc.record({ institution: word, degree: word, field: word, year }), { maxLength: 3 }),
    moralCharacter: maybe(word),
    pageantExperience: fc.array(
      fc.record({ name: word.map((s) => s.trim()), year: fc.option(year, { nil: null }), placement: maybe(word) }),
      { maxLength: 3 },
    ),
    skills: fc.array(
      word.map((s) => s.trim()),
      { maxLength: 3 },
    ),
    achievements: fc.array(
      word.map((s) => s.trim()),
      { maxLength: 3 },
    ),
    talent: fc.record({ category: maybe(word), description: maybe(word), video: maybe(word) }),
    platform: fc.record({
      cause: maybe(word),
      description: maybe(word),
      goals: fc.array(
        word.map((s) => s.trim()),
        { maxLength: 3 },
      ),
      experience: maybe(word),
    }),
    socialMedia: fc.record({
      instagram: maybe(word),
      facebook: maybe(word),
      twitter: maybe(word),
      tiktok: maybe(word),
      youtube: maybe(word),
    }),
    emergencyContact: fc.record({
      name: maybe(word),
      relationship: maybe(word),
      phone: maybe(word),
      email: maybe(word),
      address: fc.record({
        street: maybe(word),
        city: maybe(word),
        state: maybe(word),
        country: maybe(word),
        postalCode: maybe(word),
      }),
    }),
    headshot: fc.option(fileRefArb, { nil: null }),
    fullBody: fc.option(fileRefArb, { nil: null }),
    video: fc.option(fileRefArb, { nil: null }),
    birthCertificate: fc.option(fileRefArb, { nil: null }),
    sponsorshipAcknowledged: fc.boolean(),
    termsAccepted: fc.boolean(),
    informationAccurate: fc.boolean(),
  })
  .map((f) => registrationFormSchema.parse(f));

/** Sets a value at a dotted path of a copy of the form. */
export function withValue(form: RegistrationForm, path: string, value: unknown): RegistrationForm {
  const copy = structuredClone(form) as unknown as Record<string, unknown>;
  const keys = path.split('.');
  let node = copy;
  for (const key of keys.slice(0, -1)) node = node[key] as Record<string, unknown>;
  node[keys[keys.length - 1] as string] = value;
  return copy as unknown as RegistrationForm;
}
