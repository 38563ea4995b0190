import { z } from 'zod';
import { successEnvelope } from '../api/envelope';
import { boundedText } from '../api/text';
import { challengeSolutionField } from '../challenge';
import { SUPPORTED_LOCALES } from '../i18n/locales';
import {
  ACCOUNT_KINDS,
  EMAIL_MAX_LENGTH,
  EMAIL_PATTERN,
  ACCOUNT_MESSAGES as M,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  PAYMENT_STATUSES,
} from './messages';
import { containsEmailName, passwordRuleMessage } from './password-rules';

/**
 * Schemas of the account calls.
 * The browser's forms and the server's routes both validate with these.
 */
const required = (message: string, max = 100) =>
  boundedText({ max, tooLong: `At most ${max} characters` }).min(1, message);

export const emailSchema = boundedText({ max: EMAIL_MAX_LENGTH, tooLong: M.validEmail })
  .min(1, M.enterEmail)
  .regex(EMAIL_PATTERN, M.validEmail)
  .transform((v) => v.toLowerCase());

/**
 * One policy for sign-up, reset and change (see password-rules.ts). The rule on the e-mail address
 * is added where the address is known; the common-password list is checked on the server.
 */
export const passwordSchema = boundedText({ max: PASSWORD_MAX_LENGTH, tooLong: M.passwordTooLong, trim: false })
  .min(PASSWORD_MIN_LENGTH, M.passwordTooShort)
  .superRefine((value, ctx) => {
    const message = value.length >= PASSWORD_MIN_LENGTH ? passwordRuleMessage(value) : null;
    if (message) ctx.addIssue({ code: 'custom', message });
  });

/** Adds the e-mail rule to a form or request that carries both the address and a new password. */
const refuseEmailName = (ctx: z.RefinementCtx, password: string, email: string | undefined, path: string) => {
  if (containsEmailName(password, email)) {
    ctx.addIssue({ code: 'custom', message: M.passwordContainsEmail, path: [path] });
  }
};

export const loginRequestSchema = z.object({
  email: emailSchema,
  // Only bounded: a password is compared, never stored, so an old one with any character still signs in.
  password: boundedText({ max: 1024, tooLong: M.checkFields, trim: false, anyCharacter: true }).refine(
    (v) => v.trim().length > 0,
    M.enterPassword,
  ),
});
export type LoginRequest = z.input<typeof loginRequestSchema>;

export const registerRequestSchema = z
  .object({
    firstName: required(M.firstNameRequired),
    lastName: required(M.lastNameRequired),
    email: emailSchema,
    phoneNumber: required(M.phoneRequired, 40),
    password: passwordSchema,
    /** A solved person-check puzzle, when sign-ups from the address come fast. */
    challenge: challengeSolutionField.optional(),
  })
  .superRefine((v, ctx) => refuseEmailName(ctx, v.password, v.email, 'password'));
export type RegisterRequest = z.input<typeof registerRequestSchema>;

/**
 * A fan's sign-up (from People's Choice): what a vote needs — her name, address, password and her acceptance of
 * the terms and the privacy policy; no phone number (the contestant's sign-up keeps asking for one).
 */
export const fanRegisterRequestSchema = z
  .object({
    firstName: required(M.firstNameRequired),
    lastName: required(M.lastNameRequired),
    email: emailSchema,
    password: passwordSchema,
    consent: z.boolean().refine((v) => v, M.consentRequired),
    challenge: challengeSolutionField.optional(),
  })
  .superRefine((v, ctx) => refuseEmailName(ctx, v.password, v.email, 'password'));
export type FanRegisterRequest = z.input<typeof fanRegisterRequestSchema>;

/** POST /users/me/compete: a fan turns on the contestant's path, giving what its sign-up asks for (a phone). */
export const competeRequestSchema = z.object({ phoneNumber: required(M.phoneRequired, 40) }).strict();
export type CompeteRequest = z.input<typeof competeRequestSchema>;

export const passwordResetRequestSchema = z.object({ email: emailSchema });
export type PasswordResetRequest = z.input<typeof passwordResetRequestSchema>;

const tokenString = boundedText({ max: 512, tooLong: 'Invalid token' }).min(1, 'A token is required');

export const passwordResetSchema = z.object({ token: tokenString, password: passwordSchema });
export type PasswordReset = z.input<typeof passwordResetSchema>;

/**
 * The reset-password screen's form: one message at a time, in
 * this order: both filled, matching, long enough.
 */
export const resetPasswordFormSchema = z
  .object({ password: z.string(), confirmPassword: z.string() })
  .superRefine((v, ctx) => {
    if (!v.password || !v.confirmPassword) ctx.addIssue({ code: 'custom', message: M.fillAllFields, path: ['form'] });
    else if (v.password !== v.confirmPassword)
      ctx.addIssue({ code: 'custom', message: M.passwordsDoNotMatch, path: ['confirmPassword'] });
    else {
      const message = passwordRuleMessage(v.password);
      if (message) ctx.addIssue({ code: 'custom', message, path: ['password'] });
    }
  });
export type ResetPasswordForm = z.input<typeof resetPasswordFormSchema>;

/** POST /users/change-password: the current password and the new one. */
export const changePasswordRequestSchema = z.object({
  currentPassword: z
    .string()
    .max(1024, M.checkFields)
    .refine((v) => v.length > 0, M.currentPasswordRequired),
  newPassword: passwordSchema,
});
export type ChangePasswordRequest = z.input<typeof changePasswordRequestSchema>;

/**
 * The Account settings form: current password, new password and its confirmation; the new one must follow
 * the rules, including the one on the signed-in user's e-mail address, and differ from the current one.
 */
export const changePasswordFormSchema = (email: string | undefined) =>
  z
    .object({ currentPassword: z.string(), newPassword: z.string(), confirmPassword: z.string() })
    .superRefine((v, ctx) => {
      if (!v.currentPassword) {
        ctx.addIssue({ code: 'custom', message: M.currentPasswordRequired, path: ['currentPassword'] });
      }
      if (!v.newPassword || !v.confirmPassword) {
        ctx.addIssue({ code: 'custom', message: M.fillAllFields, path: ['newPassword'] });
        return;
      }
      const message = passwordRuleMessage(v.newPassword, email);
      if (message) ctx.addIssue({ code: 'custom', message, path: ['newPassword'] });
      else if (v.newPassword === v.currentPassword) {
        ctx.addIssue({ code: 'custom', message: M.passwordUnchanged, path: ['newPassword'] });
      } else if (v.newPassword !== v.confirmPassword) {
        ctx.addIssue({ code: 'custom', message: M.passwordsDoNotMatch, path: ['confirmPassword'] });
      }
    });
export type ChangePasswordForm = z.input<ReturnType<typeof changePasswordFormSchema>>;

export const refreshTokenRequestSchema = z.object({ refreshToken: tokenString });
export const logoutRequestSchema = z.object({ refreshToken: tokenString.optional() });
export const verifyEmailParamsSchema = z.object({ token: tokenString });

/** PATCH /users/profile: names and phone only; the e-mail cannot change. */
export const profileUpdateSchema = z.object({
  firstName: required(M.firstNameRequired),
  lastName: required(M.lastNameRequired),
  phoneNumber: boundedText({ max: 40, tooLong: 'At most 40 characters' }),
});
export type ProfileUpdate = z.input<typeof profileUpdateSchema>;

export const permissionEntrySchema = z.object({ resource: z.string(), actions: z.array(z.string()) });

/** The user as every account call answers it. */
export const userSchema = z.object({
  _id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  phoneNumber: z.string(),
  picture: z.string().nullable(),
  /** The login user's picture is also answered as profileImage; same value as picture. */
  profileImage: z.string().nullable(),
  role: z.string(),
  permissions: z.array(permissionEntrySchema),
  isActive: z.boolean(),
  isEmailVerified: z.boolean(),
  lastLogin: z.string().nullable(),
  /** A fan's account has no registration until she applies to compete. */
  accountKind: z.enum(ACCOUNT_KINDS),
  registration: z.object({ paymentStatus: z.enum(PAYMENT_STATUSES).nullable() }),
  /** The language she reads the site and its e-mails in. */
  language: z.enum(SUPPORTED_LOCALES),
  createdAt: z.string(),
});
export type User = z.infer<typeof userSchema>;

export const messageResponseSchema = successEnvelope(z.null());

/** PUT /users/me/language: the language her account reads the site and its e-mails in. */
export const languageUpdateSchema = z.object({ language: z.enum(SUPPORTED_LOCALES) }).strict();
export const loginResponseSchema = successEnvelope(
  z.object({ token: z.string(), refreshToken: z.string(), user: userSchema }),
);
export type LoginResponse = z.infer<typeof loginResponseSchema>;
export const refreshTokenResponseSchema = successEnvelope(z.object({ token: z.string(), refreshToken: z.string() }));
export type RefreshTokenResponse = z.infer<typeof refreshTokenResponseSchema>;
export const userResponseSchema = successEnvelope(z.object({ user: userSchema }));
export type UserResponse = z.infer<typeof userResponseSchema>;
