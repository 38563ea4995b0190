import { z } from 'zod';
import { successEnvelope } from '../api/envelope';

/** Registration window, fee and edit allowance. */
export const registrationSettingsSchema = z
  .object({
    isOpen: z.boolean(),
    registrationStart: z.iso.datetime({ offset: true }).nullable(),
    registrationEnd: z.iso.datetime({ offset: true }).nullable(),
    /** In major units, e.g. 1 for $1.00; null until staff set it (registration stays closed until then). */
    fee: z.number().min(0).max(100_000).nullable(),
    currency: z.string().regex(/^[A-Z]{3}$/, 'Use a three-letter currency code'),
    maxEdits: z.number().int().min(0).max(50),
  })
  .refine((s) => !s.registrationStart || !s.registrationEnd || s.registrationStart < s.registrationEnd, {
    message: 'The window must end after it starts',
    path: ['registrationEnd'],
  });
export type RegistrationSettings = z.infer<typeof registrationSettingsSchema>;

/** The organisers' public contact details. */
export const organisationSettingsSchema = z.object({
  contactEmail: z.email('Please enter a valid email address'),
  hostingEmail: z.email('Please enter a valid email address'),
  phone: z.string().trim().min(5, 'Please enter a phone number').max(40),
});
export type OrganisationSettings = z.infer<typeof organisationSettingsSchema>;

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
