import { randomBytes } from 'node:crypto';
import { isStaff } from '@cq/shared';
import type { FastifyInstance } from 'fastify';
import { Secret } from 'otpauth';
import type { DbOrTx } from '../db/client';
import { refreshTokens, type UserRow, users } from '../db/schema';
import { hashPassword } from '../lib/passwords';
import { hashToken, newSecureToken } from '../lib/secure-token';
import { signAccessToken } from '../plugins/auth';

/**
 * Test and demo data. No test-runner imports here: the seed script
 * (src/cli/seed.ts) builds its demo accounts with the same factories.
 */
export type NewUser = typeof users.$inferInsert;

export interface UserOverrides extends Partial<Omit<NewUser, 'passwordHash'>> {
  /** Plain password; hashed with the production argon2id settings. */
  password?: string;
  /**
   * Two-step sign-in already set up (a fresh authenticator secret, in `totpSecret`): by default for staff, as the
   * organisation's rule expects of most of them; `false` for a member of staff who has not set it up yet.
   */
  secondFactor?: boolean;
}

export const DEFAULT_TEST_PASSWORD = 'Crowned-Queen-2026';

// Hashing is deliberately slow; a test suite re-uses one hash per distinct password.
const hashes = new Map<string, Promise<string>>();
function cachedHash(password: string): Promise<string> {
  let h = hashes.get(password);
  if (!h) {
    h = hashPassword(password);
    hashes.set(password, h);
  }
  return h;
}

let counter = 0;
/** Values for a new user; every call gives a distinct e-mail address. */
export function buildUser(overrides: Omit<UserOverrides, 'password'> = {}): Omit<NewUser, 'passwordHash'> {
  counter += 1;
  const tag = `${Date.now().toString(36)}${counter}${randomBytes(2).toString('hex')}`;
  return {
    firstName: 'Amara',
    lastName: 'Okafor',
    email: `contestant-${tag}@example.com`,
    phoneNumber: '+234 801 234 5678',
    role: 'user',
    permissions: [],
    isActive: true,
    isEmailVerified: true,
    ...overrides,
    ...(overrides.email ? { email: overrides.email.toLowerCase() } : {}),
  };
}

export type CreatedUser = UserRow & { password: string };

/**
 * Inserts a user (verified and active unless overridden); the plain password comes back with it. The user
 * also gets a standing session whose id is her own id (a refresh family with a token nobody holds), so that
 * loginAs can sign access tokens of a live session without a login.
 */
export async function createUser(db: DbOrTx, overrides: UserOverrides = {}): Promise<CreatedUser> {
  const { password = DEFAULT_TEST_PASSWORD, secondFactor = isStaff({ role: overrides.role }), ...rest } = overrides;
  const enrolled = secondFactor ? { totpSecret: new Secret({ size: 20 }).base32, totpEnabledAt: new Date() } : {};
  const [row] = await db
    .insert(users)
    .values({ ...enrolled, ...buildUser(rest), passwordHash: await cachedHash(password) })
    .returning();
  if (!row) throw new Error('user insert returned nothing');
  await db.insert(refreshTokens).values({
    userId: row.id,
    familyId: row.id,
    tokenHash: hashToken(newSecureToken()),
    expiresAt: new Date(Date.now() + 30 * 24 * 60 * 60 * 1000),
  });
  return { ...row, password };
}

export interface SignedIn {
  token: string;
  /** Spread into app.inject({ headers }). */
  headers: { authorization: string };
}

/**
 * A valid access token for the user, without going through the login route (and its rate limit): of her
 * standing session (see createUser) unless another session id is given.
 */
export function loginAs(
  app: FastifyInstance,
  user: { id: string; tokenVersion?: number },
  sessionId: string = user.id,
): SignedIn {
  const token = signAccessToken(app, user, sessionId);
  return { token, headers: { authorization: `Bearer ${token}` } };
}
