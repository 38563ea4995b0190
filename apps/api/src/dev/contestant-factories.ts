import { type RegistrationForm, type RegistrationStatus, registrationFormSchema } from '@cq/shared';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { type ContestantRow, contestants, users } from '../db/schema';
import { ensureContestantRecord, markContestantPaid } from '../modules/contestants/lifecycle';
import { type CreatedUser, createUser, type UserOverrides } from './factories';

/**
 * Contestant test and demo data (no test-runner imports: the seed script can
 * use these too). Files are not part of the form here: the server takes them
 * from what was uploaded.
 */
export function buildRegistrationForm(overrides: Partial<RegistrationForm> = {}): RegistrationForm {
  return registrationFormSchema.parse({
    dob: '2001-08-14',
    gender: 'Female',
    nationality: 'Ghanaian',
    residence: 'Ghana',
    address: '14 Independence Avenue, Accra',
    continent: 'Africa',
    ethnicity: 'Akan',
    height: '175',
    weight: '60',
    hairColor: 'Black',
    eyeColor: 'Brown',
    measurements: { bust: '88', waist: '66', hips: '94', unit: 'cm' },
    healthFitness: 'I train for half-marathons and teach a weekly dance-fitness class.',
    maritalStatus: 'Single',
    hasChildren: 'No',
    occupation: 'Public health researcher',
    languages: [
      { language: 'English', proficiency: 'native' },
      { language: 'Twi', proficiency: 'fluent' },
      { language: 'French', proficiency: 'intermediate' },
    ],
    education: [
      { institution: 'University of Ghana', degree: 'BSc', field: 'Biochemistry', year: 2022 },
      { institution: 'KNUST', degree: 'MPH', field: 'Public Health', year: 2024 },
    ],
    moralCharacter: 'I mentor first-year students and volunteer at a children’s hospital every month.',
    pageantExperience: [{ name: 'Miss Accra', year: 2023, placement: 'Winner' }],
    skills: ['Public speaking', 'Data analysis', 'Event planning'],
    achievements: ['National science fair finalist', 'Community service award 2023'],
    talent: {
      category: 'Dance',
      description: 'Contemporary Adowa dance blending tradition and modern moves.',
      video: '',
    },
    platform: {
      cause: 'Maternal health',
      description: 'Making antenatal care reachable for every mother in rural Ghana through mobile clinics.',
      goals: ['Fund two mobile clinics', 'Train fifty community health volunteers'],
      experience: 'Three years coordinating health outreach with a regional NGO.',
    },
    socialMedia: { instagram: '@ama.rises', facebook: '', twitter: '', tiktok: '', youtube: '' },
    emergencyContact: {
      name: 'Akosua Mensah',
      relationship: 'Mother',
      phone: '+233 24 000 0000',
      email: 'akosua.mensah@example.com',
      address: {
        street: '14 Independence Avenue',
        city: 'Accra',
        state: 'Greater Accra',
        country: 'Ghana',
        postalCode: 'GA-100',
      },
    },
    sponsorshipAcknowledged: true,
    termsAccepted: true,
    informationAccurate: true,
    ...overrides,
  });
}

export interface PaidContestant {
  user: CreatedUser;
  contestant: ContestantRow;
}

/** A user whose fee is paid: payment status 'paid' and a record in progress, as the payment flow leaves them. */
export async function createPaidContestant(db: DbOrTx, overrides: UserOverrides = {}): Promise<PaidContestant> {
  const user = await createUser(db, { ...overrides, paymentStatus: 'paid' });
  await ensureContestantRecord(db, user.id);
  const contestant = await markContestantPaid(db, user.id, { amountMinor: 100, currency: 'USD' });
  return { user, contestant };
}

/** Moves a record to a status directly (staff decisions are not part of this area). */
export async function setContestantStatus(
  db: DbOrTx,
  id: string,
  status: RegistrationStatus,
  extra: Partial<typeof contestants.$inferInsert> = {},
): Promise<void> {
  await db
    .update(contestants)
    .set({ registrationStatus: status, ...extra })
    .where(eq(contestants.id, id));
}

export async function setPaymentStatus(db: DbOrTx, userId: string, status: 'paid' | 'pending' | null): Promise<void> {
  await db.update(users).set({ paymentStatus: status }).where(eq(users.id, userId));
}
