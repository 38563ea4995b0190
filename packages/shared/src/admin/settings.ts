import { z } from 'zod';
import { isoDateTimeSchema } from '../api/common';
import { successEnvelope } from '../api/envelope';
import { boundedText, isoDateTimeInput } from '../api/text';
import { passwordSchema } from '../auth/account';
import { EMAIL_MAX_LENGTH, EMAIL_PATTERN } from '../auth/messages';
import { billingSettingsSchema } from '../payments/invoices';
import { organisationSettingsSchema, registrationSettingsSchema } from '../settings/settings';
import { siteContentSchema } from '../site/content';
import { INTERNATIONAL_PHONE_MESSAGE, isInternationalPhone, PHONE_MAX_LENGTH } from '../site/inquiries';

/**
 * The back office's registration settings. The stored
 * shapes are those of settings/settings.ts; staff changes are held to the
 * stricter rules below, with a message per field.
 */
export const ADMIN_MAX_EDITS = 20;

export const SETTINGS_MESSAGES = {
  isOpen: 'Say whether registration is open',
  feeNumber: 'Enter the fee as a number',
  feeNegative: 'The fee cannot be negative',
  feeTooHigh: 'The fee is at most 100,000',
  currency: 'Use a three-letter ISO 4217 currency code, e.g. USD',
  currencyCents: 'Choose a currency with cents (two decimals), e.g. USD, EUR, NGN',
  feeCents: 'Use at most two decimals',
  maxEditsWhole: 'Use a whole number of edits',
  maxEditsRange: `Allow between 0 and ${ADMIN_MAX_EDITS} edits`,
  date: 'Choose a valid date and time',
  windowOrder: 'The window must end after it starts',
  email: 'Please enter a valid email address',
  saved: 'Settings saved.',
  feeNotSet: 'Set the registration fee: registration cannot open until it is set.',
  previewSaved: 'The preview password was changed.',
} as const;

/** Currencies the runtime knows (ISO 4217); without Intl's list every three-letter code passes. */
function isKnownCurrency(code: string): boolean {
  const list = (Intl as { supportedValuesOf?: (key: string) => string[] }).supportedValuesOf?.('currency');
  return !list || list.includes(code);
}

/**
 * The fee is sent to the payment providers in hundredths (toMinorUnits), so
 * only currencies with cents are accepted: a fee in yen (no minor unit) or
 * dinars (three decimals) would be charged 100 or 0.1 times over.
 */
function hasCents(code: string): boolean {
  try {
    return (
      new Intl.NumberFormat('en', { style: 'currency', currency: code }).resolvedOptions().maximumFractionDigits === 2
    );
  } catch {
    return false;
  }
}

// Kept in UTC, so that the stored shape's comparison of the two strings is a comparison of instants.
const dateOrNull = isoDateTimeInput(SETTINGS_MESSAGES.date)
  .nullable()
  .transform((v) => (v ? new Date(v).toISOString() : null));

/** PUT /admin/settings/registration. */
export const registrationSettingsUpdateSchema = z
  .object({
    isOpen: z.boolean({ error: SETTINGS_MESSAGES.isOpen }),
    registrationStart: dateOrNull,
    registrationEnd: dateOrNull,
    fee: z
      .number({ error: SETTINGS_MESSAGES.feeNumber })
      .min(0, SETTINGS_MESSAGES.feeNegative)
      .max(100_000, SETTINGS_MESSAGES.feeTooHigh)
      .refine((fee) => Math.abs(fee * 100 - Math.round(fee * 100)) < 1e-6, SETTINGS_MESSAGES.feeCents),
    currency: boundedText({ max: 3, tooLong: SETTINGS_MESSAGES.currency, required: SETTINGS_MESSAGES.currency })
      .toUpperCase()
      .regex(/^[A-Z]{3}$/, SETTINGS_MESSAGES.currency)
      .refine(isKnownCurrency, SETTINGS_MESSAGES.currency)
      .refine(hasCents, SETTINGS_MESSAGES.currencyCents),
    maxEdits: z
      .number({ error: SETTINGS_MESSAGES.maxEditsWhole })
      .int(SETTINGS_MESSAGES.maxEditsWhole)
      .min(0, SETTINGS_MESSAGES.maxEditsRange)
      .max(ADMIN_MAX_EDITS, SETTINGS_MESSAGES.maxEditsRange),
  })
  .refine((s) => !s.registrationStart || !s.registrationEnd || s.registrationStart < s.registrationEnd, {
    message: SETTINGS_MESSAGES.windowOrder,
    path: ['registrationEnd'],
    // Checked whenever both dates are valid, so the form shows it together with the other fields' messages;
    // never when the body is not an object at all (that issue has no path).
    when: (payload) =>
      !payload.issues.some(
        (i) => !i.path?.length || i.path[0] === 'registrationStart' || i.path[0] === 'registrationEnd',
      ),
  });
export type RegistrationSettingsUpdate = z.output<typeof registrationSettingsUpdateSchema>;

const emailField = boundedText({
  max: EMAIL_MAX_LENGTH,
  tooLong: SETTINGS_MESSAGES.email,
  required: SETTINGS_MESSAGES.email,
})
  .regex(EMAIL_PATTERN, SETTINGS_MESSAGES.email)
  .pipe(organisationSettingsSchema.shape.contactEmail);

/** PUT /admin/settings/organisation: the organisers' public contact details. */
export const organisationSettingsUpdateSchema = z.object({
  contactEmail: emailField,
  hostingEmail: emailField,
  phone: boundedText({
    max: PHONE_MAX_LENGTH,
    tooLong: INTERNATIONAL_PHONE_MESSAGE,
    required: INTERNATIONAL_PHONE_MESSAGE,
  }).refine(isInternationalPhone, INTERNATIONAL_PHONE_MESSAGE),
});
export type OrganisationSettingsUpdate = z.output<typeof organisationSettingsUpdateSchema>;

/** PUT /admin/settings/preview-password: the new password of the admin preview (stored hashed). */
export const previewPasswordUpdateSchema = z.object({ password: passwordSchema });
export type PreviewPasswordUpdate = z.infer<typeof previewPasswordUpdateSchema>;

/** Where the preview gate's password comes from now. */
export const PREVIEW_PASSWORD_SOURCES = ['setting', 'env', 'development-default', 'none'] as const;

/** GET /admin/settings (and the answer of every PUT): never the preview password or its hash. */
export const adminSettingsSchema = z.object({
  registration: registrationSettingsSchema,
  organisation: organisationSettingsSchema,
  /** The legal name, address and tax number printed on invoices and credit notes (empty until saved). */
  billing: billingSettingsSchema,
  siteContent: siteContentSchema,
  previewPassword: z.object({
    isSet: z.boolean(),
    updatedAt: isoDateTimeSchema.nullable(),
    source: z.enum(PREVIEW_PASSWORD_SOURCES),
  }),
});
export type AdminSettings = z.infer<typeof adminSettingsSchema>;
export const adminSettingsResponseSchema = successEnvelope(z.object({ settings: adminSettingsSchema }));
