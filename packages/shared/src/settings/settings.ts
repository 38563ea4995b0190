import { z } from 'zod';
import { successEnvelope } from '../api/envelope';
import { BRAND } from '../brand';

/** Registration window, fee and edit allowance. */
export const registrationSettingsSchema = z
  .object({
    isOpen: z.boolean(),
    registrationStart: z.iso.datetime({ offset: true }).nullable(),
    registrationEnd: z.iso.datetime({ offset: true }).nullable(),
    /** In major units, e.g. 1 for $1.00. */
    fee: z.number().min(0).max(100_000),
    currency: z.string().regex(/^[A-Z]{3}$/, 'Use a three-letter currency code'),
    maxEdits: z.number().int().min(0).max(50),
  })
  .refine((s) => !s.registrationStart || !s.registrationEnd || s.registrationStart < s.registrationEnd, {
    message: 'The window must end after it starts',
    path: ['registrationEnd'],
  });
export type RegistrationSettings = z.infer<typeof registrationSettingsSchema>;

export const DEFAULT_REGISTRATION_SETTINGS: RegistrationSettings = {
  isOpen: true,
  registrationStart: null,
  registrationEnd: null,
  fee: 1,
  currency: 'USD',
  maxEdits: 3,
};

/** The organisers' public contact details (BRAND.md defaults). */
export const organisationSettingsSchema = z.object({
  contactEmail: z.email('Please enter a valid email address'),
  hostingEmail: z.email('Please enter a valid email address'),
  phone: z.string().trim().min(5, 'Please enter a phone number').max(40),
});
export type OrganisationSettings = z.infer<typeof organisationSettingsSchema>;

export const DEFAULT_ORGANISATION_SETTINGS: OrganisationSettings = {
  contactEmail: BRAND.contactEmail,
  hostingEmail: BRAND.hostingEmail,
  phone: BRAND.phone,
};

/** GET /settings: what the browser may know (the public settings, such as payment.stripe.publicKey; never a secret). */
export const publicSettingsSchema = z.object({
  siteName: z.string(),
  organisation: organisationSettingsSchema,
  payment: z.object({
    provider: z.enum(['test', 'stripe', 'paystack']),
    stripe: z.object({ publicKey: z.string().nullable() }),
  }),
});
export type PublicSettings = z.infer<typeof publicSettingsSchema>;
export const publicSettingsResponseSchema = successEnvelope(publicSettingsSchema);
