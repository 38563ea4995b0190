import { type RegistrationForm, type RegistrationStatus, registrationFormSchema } from '@cq/shared';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { type ContestantRow, contestants, users } from '../db/schema';
import { ensureContestantRecord, markContestantPaid } from '../modules/contestants/lifecycle';
import { type CreatedUser, createUser, type UserOverrides } from './factories';
import sampleRegistrationForm from './sample-registration-form.json' with { type: 'json' };

/**
 * Contestant test and demo data (no test-runner imports: the seed script can
 * use these too). Files are not part of the form here: the server takes them
 * from what was uploaded. The form's values are a plain JSON file, so the
 * journeys and the benchmarks send the same contestant.
 */
export function buildRegistrationForm(overrides: Partial<RegistrationForm> = {}): RegistrationForm {
  return registrationFormSchema.parse({ ...sampleRegistrationForm, ...overrides });
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
