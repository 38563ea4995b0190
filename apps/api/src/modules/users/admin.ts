import { ACCOUNT_MESSAGES, emailSchema, passwordRuleMessage, passwordSchema } from '@cq/shared';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { users } from '../../db/schema';
import { hashPassword } from '../../lib/passwords';
import { isCommonPassword } from './common-passwords';
import { endAllSessions } from './sessions';

export const SUPER_ADMIN_ROLE = 'super admin';

export interface AdminInput {
  email: string;
  password?: string;
  firstName?: string;
  lastName?: string;
}

export type AdminOutcome = 'created' | 'promoted' | 'unchanged';

/** Checks an operator's input with the same rules as sign-up; answers the problems, none when fine. */
export async function adminInputProblems(
  input: AdminInput,
  { passwordRequired }: { passwordRequired: boolean },
): Promise<string[]> {
  const problems: string[] = [];
  if (!emailSchema.safeParse(input.email).success) problems.push(`--email: ${ACCOUNT_MESSAGES.validEmail}`);
  if (input.password === undefined) {
    if (passwordRequired) problems.push('--password: a password is required to create the account');
  } else {
    const parsed = passwordSchema.safeParse(input.password);
    const emailRule = passwordRuleMessage(input.password, input.email);
    if (!parsed.success) problems.push(`--password: ${parsed.error.issues[0]?.message}`);
    else if (emailRule) problems.push(`--password: ${emailRule}`);
    else if (await isCommonPassword(input.password)) {
      problems.push(`--password: ${ACCOUNT_MESSAGES.passwordTooCommon}`);
    }
  }
  return problems;
}

/**
 * Creates a super admin, or promotes an existing account. `setPassword`
 * decides whether an existing account's password is replaced (the CLI does,
 * the start-up variables do not, so a changed password is never reverted).
 */
export async function ensureSuperAdmin(
  db: Database,
  input: AdminInput,
  { setPassword }: { setPassword: boolean },
): Promise<AdminOutcome> {
  const email = input.email.trim().toLowerCase();
  let [existing] = await db.select().from(users).where(eq(users.email, email)).limit(1);
  if (!existing) {
    if (!input.password) throw new Error('A password is required to create the account');
    // Another process (a replica starting with the same ADMIN_EMAIL) may create it at the same moment:
    // then this insert does nothing and the account it made is checked like any existing one.
    const created = await db
      .insert(users)
      .values({
        email,
        passwordHash: await hashPassword(input.password),
        firstName: input.firstName ?? 'Site',
        lastName: input.lastName ?? 'Administrator',
        role: SUPER_ADMIN_ROLE,
        isEmailVerified: true,
      })
      .onConflictDoNothing({ target: users.email })
      .returning({ id: users.id });
    if (created.length) return 'created';
    [existing] = await db.select().from(users).where(eq(users.email, email)).limit(1);
    if (!existing) throw new Error(`The account ${email} could not be created`);
  }
  const changePassword = setPassword && input.password !== undefined;
  const needsChange = existing.role !== SUPER_ADMIN_ROLE || !existing.isActive || changePassword;
  if (!needsChange) return 'unchanged';
  const passwordHash = changePassword && input.password ? await hashPassword(input.password) : undefined;
  await db.transaction(async (tx) => {
    await tx
      .update(users)
      .set({
        role: SUPER_ADMIN_ROLE,
        isActive: true,
        isEmailVerified: true,
        updatedAt: new Date(),
        ...(passwordHash ? { passwordHash, tokenVersion: sql`${users.tokenVersion} + 1` } : {}),
      })
      .where(eq(users.id, existing.id));
    if (passwordHash) await endAllSessions(tx, existing.id);
  });
  return 'promoted';
}
