import type { PermissionEntry, RegistrationForm } from '@cq/shared';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { DbOrTx } from '../db/client';
import { type ContestantRow, contestantSubmissions, contestants } from '../db/schema';
import { buildRegistrationForm, createPaidContestant, type PaidContestant } from './contestant-factories';
import { type CreatedUser, createUser, loginAs, type SignedIn, type UserOverrides } from './factories';

export interface Staff extends SignedIn {
  user: CreatedUser;
}

/** A signed-in member of staff with this role and these permission entries. */
export async function createStaff(
  app: FastifyInstance,
  role: string,
  permissions: PermissionEntry[] = [],
  overrides: UserOverrides = {},
): Promise<Staff> {
  const user = await createUser(app.db, { role, permissions, isEmailVerified: true, ...overrides });
  return { user, ...loginAs(app, user) };
}

/**
 * A paid contestant whose form was submitted (preliminary_submitted), with the
 * stored copy of the submission, as the portal's submit call leaves them.
 */
export async function createSubmittedContestant(
  db: DbOrTx,
  overrides: UserOverrides = {},
  form: Partial<RegistrationForm> = {},
): Promise<PaidContestant> {
  const paid = await createPaidContestant(db, overrides);
  const formData = buildRegistrationForm(form);
  const now = new Date();
  const [row] = await db
    .update(contestants)
    .set({
      registrationStatus: 'preliminary_submitted',
      formData,
      draftFormData: formData,
      submittedAt: now,
      submissionCount: 1,
      lastDraftSaved: now,
    })
    .where(eq(contestants.id, paid.contestant.id))
    .returning();
  await db
    .insert(contestantSubmissions)
    .values({ contestantId: paid.contestant.id, version: 1, kind: 'initial', formData, submittedAt: now });
  return { user: paid.user, contestant: row as ContestantRow };
}
