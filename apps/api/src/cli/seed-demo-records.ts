import { REGISTRATION_CONTINENTS, type RegistrationStatus } from '@cq/shared';
import { eq, like, sql } from 'drizzle-orm';
import { buildRegistrationForm } from '../../test/support/contestant-factories';
import { buildContactMessage, buildSponsorshipInquiry } from '../../test/support/inquiry-factories';
import { createSubmittedContestant } from '../../test/support/staff-factories';
import type { Database } from '../db/client';
import { contactMessages, contestants, sponsorshipInquiries, users } from '../db/schema';

const DOMAIN = '@contestants.demo.continentalqueens.example';
const PEOPLE = [
  ['Zanele', 'Dlamini', 'South African', 'South Africa'],
  ['Mei', 'Chen', 'Chinese', 'China'],
  ['Freya', 'Nilsson', 'Swedish', 'Sweden'],
  ['Isabela', 'Costa', 'Brazilian', 'Brazil'],
  ['Chloe', 'Martin', 'Canadian', 'Canada'],
  ['Olivia', 'Nguyen', 'Australian', 'Australia'],
  ['Priya', 'Sharma', 'Indian', 'India'],
  ['Ana', 'López', 'Mexican', 'Mexico'],
  ['Nia', 'Mensah', 'Ghanaian', 'Ghana'],
  ['Sofia', 'Rossi', 'Italian', 'Italy'],
  ['Leilani', 'Kealoha', 'American', 'United States'],
  ['Valentina', 'Torres', 'Argentine', 'Argentina'],
] as const;
const STATUSES: RegistrationStatus[] = [
  'preliminary_submitted',
  'preliminary_submitted',
  'preliminary_approved',
  'preliminary_rejected',
  'active',
  'preliminary_submitted',
];

/**
 * Demo registrations in every state and from every continent, and a few
 * messages in the inbox, so the back office has something to show on a fresh
 * machine. Skipped when they exist already.
 */
export async function seedDemoRecords(db: Database): Promise<number> {
  const [existing] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(users)
    .where(like(users.email, `%${DOMAIN}`));
  if ((existing?.n ?? 0) > 0) return 0;
  let made = 0;
  for (const [i, [firstName, lastName, nationality, residence]] of PEOPLE.entries()) {
    const continent = REGISTRATION_CONTINENTS[i % REGISTRATION_CONTINENTS.length] ?? 'Africa';
    const { contestant } = await createSubmittedContestant(
      db,
      { email: `${firstName.toLowerCase()}.${lastName.toLowerCase()}${DOMAIN}`, firstName, lastName },
      buildRegistrationForm({ continent, nationality, residence }),
    );
    const status = STATUSES[i % STATUSES.length] ?? 'preliminary_submitted';
    await db
      .update(contestants)
      .set({
        registrationStatus: status,
        reviewMessage: status === 'preliminary_rejected' ? 'Please upload a clearer full-body photo.' : null,
        submittedAt: new Date(Date.now() - i * 86_400_000),
      })
      .where(eq(contestants.id, contestant.id));
    made += 1;
  }
  await db
    .insert(contactMessages)
    .values([
      buildContactMessage({ firstName: 'Grace', lastName: 'Adeyemi', email: 'grace.adeyemi@example.com' }),
      buildContactMessage({ firstName: 'Tom', lastName: 'Becker', email: 'tom.becker@example.com' }),
    ]);
  await db.insert(sponsorshipInquiries).values([
    buildSponsorshipInquiry({
      firstName: 'Helena',
      organization: 'Aurora Cosmetics',
      email: 'helena@aurora.example',
    }),
  ]);
  return made;
}
