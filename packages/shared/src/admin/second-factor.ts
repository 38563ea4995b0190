import { z } from 'zod';
import { successEnvelope } from '../api/envelope';
import { boundedText } from '../api/text';
import { userSchema } from '../auth/account';
import { ACCOUNT_MESSAGES } from '../auth/messages';
import { type Principal, ROLE_RANK, roleRank } from '../auth/roles';
import { isStaff } from './access';

/**
 * Two-step sign-in (a code from an authenticator app after the password) and the organisation's rule on who must
 * have it. The server's guards and the back office's settings page read the same rule.
 */

/** How long a code is valid (seconds), its length, and how many steps either side of now are accepted (clock drift). */
export const TOTP_PERIOD_SECONDS = 30;
export const TOTP_DIGITS = 6;
export const TOTP_WINDOW_STEPS = 1;
/** Recovery codes given at set-up: each signs in once instead of a code. */
export const RECOVERY_CODE_COUNT = 10;
/** Minutes between the password and the code before she must start the sign-in again. */
export const SECOND_FACTOR_CHALLENGE_MINUTES = 5;

/**
 * The organisation's rule: `sensitive` (the default) requires a second factor of every member of staff who can
 * touch money or people's data (payments or users permissions, which also guard the privacy requests, and the super
 * admins who hold everything); `all-staff` of every member of staff; `off` of nobody (anyone may still turn it on).
 */
export const SECOND_FACTOR_POLICIES = ['sensitive', 'all-staff', 'off'] as const;
export type SecondFactorPolicy = (typeof SECOND_FACTOR_POLICIES)[number];
export const DEFAULT_SECOND_FACTOR_POLICY: SecondFactorPolicy = 'sensitive';

/** The resources whose holders must have a second factor under the `sensitive` rule. */
export const SECOND_FACTOR_SENSITIVE_RESOURCES = ['payments', 'users'] as const;

/** Whether the organisation's rule requires this member of staff to have a second factor. */
export function secondFactorRequired(user: Principal | null | undefined, policy: SecondFactorPolicy): boolean {
  if (!user || policy === 'off' || !isStaff(user)) return false;
  if (policy === 'all-staff') return true;
  if (roleRank(user.role) >= ROLE_RANK['super admin']) return true;
  const sensitive: readonly string[] = SECOND_FACTOR_SENSITIVE_RESOURCES;
  return (user.permissions ?? []).some((p) => sensitive.includes(p.resource.toLowerCase()) && p.actions.length > 0);
}

export const SECOND_FACTOR_MESSAGES = {
  codeFormat: 'Enter the 6-digit code from your authenticator app, or one of your recovery codes.',
  codeWrong: 'That code is not correct. Check your authenticator app and try again.',
  challengeExpired: 'Your sign-in took too long. Please sign in again.',
  codeNeeded: 'Enter the code from your authenticator app to finish signing in.',
  setupStarted: 'Scan the picture with your authenticator app, then enter the 6-digit code it shows.',
  enabled: 'Two-step sign-in is on. Keep your recovery codes somewhere safe: each one works once.',
  alreadyEnabled: 'Two-step sign-in is already on for your account.',
  noSetupWaiting: 'Start the set-up again: no set-up is waiting for a code.',
  required: 'Your role requires two-step sign-in. Set it up in Account settings to reach the back office.',
  resetDone: 'Two-step sign-in was reset. The person has been told by e-mail and will set it up again.',
  resetNothing: 'This account has no two-step sign-in to reset.',
  resetOwn: 'You cannot reset your own two-step sign-in: another super admin must do it.',
  policySaved: 'Saved: the rule applies from the next request.',
  turnedOff: 'Two-step sign-in is off.',
  notEnabled: 'Two-step sign-in is not on for your account.',
  stillRequired: 'Your role requires two-step sign-in: add a passkey before turning the app codes off.',
  codesRenewed: 'Here are your new recovery codes. The old ones no longer work.',
  passkeyNeeded: 'Use your passkey to finish signing in.',
} as const;
const M = SECOND_FACTOR_MESSAGES;

/** A 6-digit code, or a recovery code as it was shown (two groups of 5 letters and digits; dashes and spaces ignored). */
const codeSchema = boundedText({ max: 40, tooLong: M.codeFormat })
  .transform((v) => v.replace(/[\s-]/g, '').toLowerCase())
  .refine((v) => /^\d{6}$/.test(v) || /^[a-z0-9]{10}$/.test(v), M.codeFormat);

/** POST /users/login answers this instead of the tokens when the account has two-step sign-in. */
export const secondFactorChallengeSchema = z.object({
  /** Proof of the right password, good for SECOND_FACTOR_CHALLENGE_MINUTES; sent back with the code. */
  secondFactorChallenge: z.string(),
  /** Which second steps her account has: a code from an app (or a recovery code), a passkey. */
  code: z.boolean(),
  passkey: z.boolean(),
});
export const loginAnswerSchema = successEnvelope(
  z.union([z.object({ token: z.string(), refreshToken: z.string(), user: userSchema }), secondFactorChallengeSchema]),
);
export type LoginAnswer = z.infer<typeof loginAnswerSchema>;

/** POST /users/login/second-factor */
export const secondFactorLoginRequestSchema = z
  .object({ secondFactorChallenge: z.string().min(1).max(2048), code: codeSchema })
  .strict();

/** POST /users/me/second-factor/confirm: the first code from the app turns it on. */
export const secondFactorConfirmRequestSchema = z
  .object({
    code: boundedText({ max: 12, tooLong: M.codeFormat })
      .transform((v) => v.replace(/\s/g, ''))
      .refine((v) => /^\d{6}$/.test(v), M.codeFormat),
  })
  .strict();

/** GET /users/me/second-factor: whether it is on, whether her role requires it, her unused recovery codes. */
export const secondFactorStatusSchema = z.object({
  enabled: z.boolean(),
  required: z.boolean(),
  recoveryCodesLeft: z.number().int(),
  /** Her passkeys: for staff, each counts as the second factor. */
  passkeys: z.number().int(),
});
export const secondFactorStatusResponseSchema = successEnvelope(secondFactorStatusSchema);

/** POST /users/me/second-factor/setup: a new secret to scan (not yet on until a code confirms it). */
export const secondFactorSetupResponseSchema = successEnvelope(
  z.object({ secret: z.string(), otpauthUrl: z.string(), qrSvg: z.string() }),
);

/** POST /users/me/second-factor/confirm: the recovery codes, shown this once. */
export const secondFactorEnabledResponseSchema = successEnvelope(z.object({ recoveryCodes: z.array(z.string()) }));

/** POST /users/me/second-factor/off: her password and a current code (from the app, or a recovery code). */
export const secondFactorOffRequestSchema = z
  .object({
    password: z
      .string()
      .max(1024, ACCOUNT_MESSAGES.checkFields)
      .refine((v) => v.length > 0, ACCOUNT_MESSAGES.currentPasswordRequired),
    code: codeSchema,
  })
  .strict();
export type SecondFactorOffRequest = z.input<typeof secondFactorOffRequestSchema>;

/** POST /users/me/second-factor/recovery-codes: a current code from the app; answers ten new codes, shown once. */
export const renewRecoveryCodesRequestSchema = z.object({ code: codeSchema }).strict();
export type RenewRecoveryCodesRequest = z.input<typeof renewRecoveryCodesRequestSchema>;

/** GET and PUT /admin/settings/second-factor */
export const secondFactorPolicySchema = z.object({ policy: z.enum(SECOND_FACTOR_POLICIES) }).strict();
export const secondFactorPolicyResponseSchema = successEnvelope(secondFactorPolicySchema);
export type SecondFactorStatus = z.infer<typeof secondFactorStatusSchema>;
export type SecondFactorSetup = z.infer<typeof secondFactorSetupResponseSchema>['data'];
