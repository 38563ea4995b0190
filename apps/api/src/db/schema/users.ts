import type { AccountKind, PaymentStatus, PermissionEntry } from '@cq/shared';
import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, primaryKey, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { clearedWith, createdAt, ownedBy, primaryId, timestamptz, updatedAt } from './columns';

/**
 * Accounts. The e-mail is stored lower-case so the unique index
 * is case-insensitive in effect. `token_version` is carried in every access
 * token: bumping it (password reset) ends every session at once.
 */
export const users = pgTable(
  'users',
  {
    id: primaryId(),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    phoneNumber: text('phone_number').notNull().default(''),
    picture: text('picture'),
    role: text('role').notNull().default('user'),
    permissions: jsonb('permissions').$type<PermissionEntry[]>().notNull().default([]),
    isActive: boolean('is_active').notNull().default(true),
    isEmailVerified: boolean('is_email_verified').notNull().default(false),
    lastLogin: timestamptz('last_login'),
    paymentStatus: text('payment_status').$type<PaymentStatus>(),
    /** Her mail server refused a message to this address for good (an SMTP 5xx): when, and its answer. */
    emailBouncedAt: timestamptz('email_bounced_at'),
    emailBounceReason: text('email_bounce_reason'),
    /** A fan (signed up to vote) or a contestant; a fan who applies to compete becomes a contestant. */
    accountKind: text('account_kind').$type<AccountKind>().notNull().default('contestant'),
    /** The language she reads the site and its e-mails in (a code of SUPPORTED_LOCALES). */
    language: text('language').notNull().default('en'),
    tokenVersion: integer('token_version').notNull().default(0),
    /**
     * Two-step sign-in: the authenticator app's shared secret (sealed with AES-256-GCM; base32 before) once a code confirmed it; a secret waiting
     * for its first code; and the last time step a code was accepted for, so one code never signs in twice.
     */
    totpSecret: text('totp_secret'),
    totpPendingSecret: text('totp_pending_secret'),
    totpEnabledAt: timestamptz('totp_enabled_at'),
    totpLastStep: integer('totp_last_step'),
    /** How many passkeys she has (kept with the passkeys table, in the same transaction): read by every guard. */
    passkeyCount: integer('passkey_count').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('users_email_unique').on(t.email), index('users_role_idx').on(t.role)],
);

/**
 * Refresh tokens: opaque, stored as SHA-256 hashes, rotated on every use. All
 * tokens descending from one login share a family; a family ends 30 days after
 * the login (absolute lifetime), at logout, or when a rotated token is presented again after the reuse
 * interval. The family id is the session id (`sid`) of the access tokens issued with it.
 */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: primaryId(),
    userId: ownedBy('user_id', () => users.id),
    familyId: uuid('family_id').notNull(),
    tokenHash: text('token_hash').notNull(),
    /** The family's absolute end, copied to every token of the family. */
    expiresAt: timestamptz('expires_at').notNull(),
    /** Set when the token was exchanged for a new one; presenting it again is reuse. */
    usedAt: timestamptz('used_at'),
    /**
     * The token this one was exchanged for, sealed with a key derived from this token (see successor-seal.ts):
     * a second renewal with this token within the reuse interval is answered with it.
     */
    successorSealed: text('successor_sealed'),
    revokedAt: timestamptz('revoked_at'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('refresh_tokens_hash_unique').on(t.tokenHash),
    index('refresh_tokens_family_idx').on(t.familyId),
    index('refresh_tokens_user_idx').on(t.userId),
  ],
);

/**
 * Addresses each account signed in from successfully (as a keyed hash, not the address itself): during a
 * guessing attack on the account, these skip the account-wide budget, so a stranger cannot lock the owner out
 * of her usual devices (docs/decisions/0018-login-budgets.md).
 */
export const loginAddresses = pgTable(
  'login_addresses',
  {
    userId: ownedBy('user_id', () => users.id),
    addressHash: text('address_hash').notNull(),
    lastSuccessAt: timestamptz('last_success_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.addressHash] })],
);

export type OneTimeTokenPurpose = 'verify_email' | 'password_reset';

/** E-mail verification (24 h) and password reset (1 h) tokens: 256-bit, hashed, single-use. */
export const oneTimeTokens = pgTable(
  'one_time_tokens',
  {
    id: primaryId(),
    userId: ownedBy('user_id', () => users.id),
    purpose: text('purpose').$type<OneTimeTokenPurpose>().notNull(),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamptz('expires_at').notNull(),
    usedAt: timestamptz('used_at'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('one_time_tokens_hash_unique').on(t.tokenHash),
    index('one_time_tokens_user_purpose_idx').on(t.userId, t.purpose).where(sql`${t.usedAt} is null`),
  ],
);

export type UserRow = typeof users.$inferSelect;

/**
 * Staff invitations: the address, name, role and permissions the account will have, and the single-use link's
 * hash (a new link replaces it). Accepting creates the account and records who it became.
 */
export const staffInvitations = pgTable(
  'staff_invitations',
  {
    id: primaryId(),
    email: text('email').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    role: text('role').notNull(),
    permissions: jsonb('permissions').$type<PermissionEntry[]>().notNull().default([]),
    /** The job she is invited to (a role preset: 'judge', 'director'…), 'custom' when permissions were ticked. */
    preset: text('preset').notNull().default('custom'),
    /** The rounds a judge is invited to judge: she is seated in each one still in draft when she accepts. */
    roundIds: jsonb('round_ids').$type<string[]>().notNull().default([]),
    tokenHash: text('token_hash').notNull(),
    invitedBy: clearedWith('invited_by', () => users.id),
    createdAt: createdAt(),
    expiresAt: timestamptz('expires_at').notNull(),
    acceptedAt: timestamptz('accepted_at'),
    revokedAt: timestamptz('revoked_at'),
    userId: clearedWith('user_id', () => users.id),
  },
  (t) => [uniqueIndex('staff_invitations_token_idx').on(t.tokenHash), index('staff_invitations_email_idx').on(t.email)],
);
export type StaffInvitationRow = typeof staffInvitations.$inferSelect;

/** Recovery codes of two-step sign-in: ten per set-up, stored as SHA-256 hashes, each used once. */
export const recoveryCodes = pgTable(
  'recovery_codes',
  {
    id: primaryId(),
    userId: ownedBy('user_id', () => users.id),
    codeHash: text('code_hash').notNull(),
    usedAt: timestamptz('used_at'),
    createdAt: createdAt(),
  },
  (t) => [index('recovery_codes_user_idx').on(t.userId), uniqueIndex('recovery_codes_hash_unique').on(t.codeHash)],
);

/**
 * Passkeys (WebAuthn credentials): the credential id and public key the browser's authenticator made, its
 * signature counter, and the name she gave it. The private key never leaves her device.
 */
export const passkeys = pgTable(
  'passkeys',
  {
    id: primaryId(),
    userId: ownedBy('user_id', () => users.id),
    /** base64url, as the browser names it. */
    credentialId: text('credential_id').notNull(),
    /** The COSE public key, base64url. */
    publicKey: text('public_key').notNull(),
    counter: integer('counter').notNull().default(0),
    transports: jsonb('transports').$type<string[]>().notNull().default([]),
    name: text('name').notNull(),
    createdAt: createdAt(),
    lastUsedAt: timestamptz('last_used_at'),
  },
  (t) => [uniqueIndex('passkeys_credential_unique').on(t.credentialId), index('passkeys_user_idx').on(t.userId)],
);
export type PasskeyRow = typeof passkeys.$inferSelect;

/**
 * WebAuthn challenges handed to a browser: each is taken once (deleted by the statement that accepts it) and only
 * before it expires. `purpose` keeps a challenge for adding a passkey from signing in, and the reverse.
 */
export const webauthnChallenges = pgTable(
  'webauthn_challenges',
  {
    challenge: text('challenge').primaryKey(),
    purpose: text('purpose').$type<'register' | 'sign-in' | 'second-factor'>().notNull(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: timestamptz('expires_at').notNull(),
  },
  (t) => [index('webauthn_challenges_expires_idx').on(t.expiresAt)],
);
