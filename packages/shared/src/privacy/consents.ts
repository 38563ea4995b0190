import { z } from 'zod';
import { BRAND } from '../brand';
import { ACKNOWLEDGEMENTS } from '../preview/draft';

/**
 * What a person agreed to, when, and in which wording (docs/product/privacy.md): each text has a version,
 * changed whenever its wording changes, and the record keeps the very words she saw.
 */
export const CONSENT_KINDS = ['registration-declarations', 'public-profile', 'fan-terms'] as const;
export type ConsentKind = (typeof CONSENT_KINDS)[number];

/** What a fan accepts when she signs up to vote. */
export const FAN_TERMS_AGREEMENT = `I accept the ${BRAND.siteName} terms of use and privacy policy.`;

export const PUBLIC_PROFILE_AGREEMENT = `I agree that ${BRAND.siteName} shows this profile on its public site. I can withdraw it at any time.`;

export const CONSENT_TEXTS: Record<ConsentKind, { title: string; version: string; text: string }> = {
  'registration-declarations': {
    title: 'Registration declarations',
    version: '2026-01',
    text: Object.values(ACKNOWLEDGEMENTS).join('\n'),
  },
  'public-profile': { title: 'Public delegate profile', version: '2026-11', text: PUBLIC_PROFILE_AGREEMENT },
  'fan-terms': { title: 'Terms of use and privacy policy', version: '2026-11', text: FAN_TERMS_AGREEMENT },
};

export const consentRecordSchema = z.object({
  id: z.string(),
  kind: z.enum(CONSENT_KINDS),
  title: z.string(),
  version: z.string(),
  text: z.string(),
  acceptedAt: z.string(),
  /** When she withdrew it (a public profile); null while it stands. */
  withdrawnAt: z.string().nullable(),
});
export type ConsentRecord = z.infer<typeof consentRecordSchema>;
