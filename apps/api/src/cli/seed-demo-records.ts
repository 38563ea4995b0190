import {
  DEFAULT_REGISTRATION_SETTINGS,
  type REGISTRATION_CONTINENTS,
  type RegistrationStatus,
  toMinorUnits,
} from '@cq/shared';
import { and, eq, like, notExists, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { contactMessages, contestants, orders, sponsorshipInquiries, users } from '../db/schema';
import { buildRegistrationForm } from '../dev/contestant-factories';
import { buildContactMessage, buildSponsorshipInquiry } from '../dev/inquiry-factories';
import { createSubmittedContestant } from '../dev/staff-factories';
import { markContestantPaid } from '../modules/contestants/lifecycle';
import { newReference } from '../modules/payments/repo';
import { getSetting } from '../modules/settings/service';

const DOMAIN = '@contestants.demo.continentalqueens.example';
/** First name, last name, nationality, country of residence and the continent it lies on. */
const PEOPLE = [
  ['Zanele', 'Dlamini', 'South African', 'South Africa', 'Africa'],
  ['Mei', 'Chen', 'Chinese', 'China', 'Asia'],
  ['Freya', 'Nilsson', 'Swedish', 'Sweden', 'Europe'],
  ['Isabela', 'Costa', 'Brazilian', 'Brazil', 'South America'],
  ['Chloe', 'Martin', 'Canadian', 'Canada', 'North America'],
  ['Olivia', 'Nguyen', 'Australian', 'Australia', 'Australia/Oceania'],
  ['Priya', 'Sharma', 'Indian', 'India', 'Asia'],
  ['Ana', 'López', 'Mexican', 'Mexico', 'North America'],
  ['Nia', 'Mensah', 'Ghanaian', 'Ghana', 'Africa'],
  ['Sofia', 'Rossi', 'Italian', 'Italy', 'Europe'],
  ['Leilani', 'Kealoha', 'American', 'United States', 'North America'],
  ['Valentina', 'Torres', 'Argentine', 'Argentina', 'South America'],
] as const satisfies ReadonlyArray<readonly [string, string, string, string, (typeof REGISTRATION_CONTINENTS)[number]]>;
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
  for (const [i, [firstName, lastName, nationality, residence, continent]] of PEOPLE.entries()) {
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

/**
 * Every demo account marked paid gets what a real payment leaves behind: a
 * paid order (the test provider's, for the current fee) and a contestant
 * record that knows it was paid. So the overview, the contestant list and the
 * payments list agree. Accounts that have a paid order are left alone.
 */
export async function recordDemoFeePayments(db: Database): Promise<number> {
  // Paid demo accounts paid the demo's usual fee where staff have not set one yet.
  const settings = await getSetting(db, 'registration');
  const fee = settings.fee ?? DEFAULT_REGISTRATION_SETTINGS.fee ?? 0;
  const currency = settings.currency;
  const unpaid = await db
    .select({ id: users.id, paidAt: contestants.paidAt })
    .from(users)
    .leftJoin(contestants, eq(contestants.userId, users.id))
    .where(
      and(
        eq(users.paymentStatus, 'paid'),
        notExists(
          db
            .select({ id: orders.id })
            .from(orders)
            .where(and(eq(orders.userId, users.id), eq(orders.status, 'paid'))),
        ),
      ),
    );
  for (const account of unpaid) {
    const paidAt = account.paidAt ?? new Date();
    await markContestantPaid(db, account.id, { amountMinor: toMinorUnits(fee), currency, paidAt });
    await db.insert(orders).values({
      userId: account.id,
      amountMinor: toMinorUnits(fee),
      currency,
      provider: 'test',
      reference: newReference(),
      status: 'paid',
      initialisedAt: paidAt,
      paidAt,
      createdAt: paidAt,
      updatedAt: paidAt,
    });
  }
  return unpaid.length;
}
