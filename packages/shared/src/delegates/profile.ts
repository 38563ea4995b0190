import { z } from 'zod';
import { CONTINENTS } from '../brand';

/**
 * A delegate's public profile (docs/product/delegates.md): an approved
 * contestant who consented to be shown and whom staff published. Only what is
 * listed here ever leaves the server for the public site: never her date of
 * birth, measurements, contacts, address or documents.
 */

/** The social networks of the form she may choose to show. */
export const DELEGATE_SOCIALS = ['instagram', 'facebook', 'twitter', 'tiktok', 'youtube'] as const;
export type DelegateSocial = (typeof DELEGATE_SOCIALS)[number];

export const SOCIAL_LABELS: Record<DelegateSocial, string> = {
  instagram: 'Instagram',
  facebook: 'Facebook',
  twitter: 'X (Twitter)',
  tiktok: 'TikTok',
  youtube: 'YouTube',
};

const SOCIAL_HOSTS: Record<DelegateSocial, { host: string; pattern: (handle: string) => string }> = {
  instagram: { host: 'instagram.com', pattern: (h) => `https://www.instagram.com/${h}` },
  facebook: { host: 'facebook.com', pattern: (h) => `https://www.facebook.com/${h}` },
  twitter: { host: 'x.com', pattern: (h) => `https://x.com/${h}` },
  tiktok: { host: 'tiktok.com', pattern: (h) => `https://www.tiktok.com/@${h}` },
  youtube: { host: 'youtube.com', pattern: (h) => `https://www.youtube.com/@${h}` },
};

/**
 * The link to a handle as she typed it ("@ama.rises", "ama.rises" or the profile's https address on that
 * network); null when it is neither, so nothing she typed becomes a link elsewhere.
 */
export function socialUrl(network: DelegateSocial, typed: string): string | null {
  const value = typed.trim();
  if (!value) return null;
  const { host, pattern } = SOCIAL_HOSTS[network];
  if (/^https?:\/\//i.test(value)) {
    try {
      const url = new URL(value);
      const h = url.hostname.toLowerCase();
      const sameNetwork =
        h === host || h.endsWith(`.${host}`) || (network === 'twitter' && /(^|\.)twitter\.com$/.test(h));
      return url.protocol === 'https:' && sameNetwork ? url.toString() : null;
    } catch {
      return null;
    }
  }
  const handle = value.replace(/^@/, '');
  return /^[A-Za-z0-9._-]{1,60}$/.test(handle) ? pattern(handle) : null;
}

export const BIOGRAPHY_MAX = 1200;

/** What she agrees to in her portal: a short biography in her own words and the networks to show. */
export const delegateConsentSchema = z.object({
  biography: z.string().trim().max(BIOGRAPHY_MAX, `Use at most ${BIOGRAPHY_MAX} characters`).default(''),
  showSocial: z
    .array(z.enum(DELEGATE_SOCIALS))
    .max(DELEGATE_SOCIALS.length)
    .default([])
    .transform((list) => [...new Set(list)]),
});
export type DelegateConsent = z.infer<typeof delegateConsentSchema>;

/** The widths each public photo is published in (srcset), and the link-preview card's size. */
export const DELEGATE_PHOTO_WIDTHS = [320, 640, 960] as const;
export const DELEGATE_CARD_SIZE = { width: 1200, height: 630 } as const;

export const delegatePhotoSchema = z.object({
  src: z.string(),
  srcSet: z.string(),
  width: z.number().int(),
  height: z.number().int(),
});
export type DelegatePhoto = z.infer<typeof delegatePhotoSchema>;

/** One delegate in a continent's list. */
export const delegateSummarySchema = z.object({
  slug: z.string(),
  name: z.string(),
  /** The country she represents, as an ISO code (delegates/country.ts); each page names it in its language. */
  country: z.string(),
  /** One of CONTINENTS' names, as chosen in her form. */
  continent: z.string(),
  cause: z.string(),
  headshot: delegatePhotoSchema.nullable(),
});
export type DelegateSummary = z.infer<typeof delegateSummarySchema>;

/** Her whole public profile (/delegates/:slug). */
export const publicDelegateSchema = delegateSummarySchema.extend({
  biography: z.string(),
  platform: z.object({ cause: z.string(), description: z.string() }),
  talent: z.object({ category: z.string(), description: z.string() }),
  languages: z.array(z.string()),
  social: z.array(z.object({ network: z.enum(DELEGATE_SOCIALS), label: z.string(), url: z.string() })),
  fullBody: delegatePhotoSchema.nullable(),
  /** The link-preview image (Open Graph), 1200 × 630. */
  card: z.string().nullable(),
});
export type PublicDelegate = z.infer<typeof publicDelegateSchema>;

export const delegateSlugParamsSchema = z.object({ slug: z.string().regex(/^[a-z0-9-]{1,120}$/) });
const CONTINENT_NAMES = CONTINENTS.map((c) => c.name) as [
  (typeof CONTINENTS)[number]['name'],
  ...(typeof CONTINENTS)[number]['name'][],
];
export const delegateListQuerySchema = z.object({ continent: z.enum(CONTINENT_NAMES).optional() });

/** Where a delegate stands: what the portal and the back office show. */
export const DELEGATE_STATES = ['not_eligible', 'no_consent', 'awaiting_publication', 'published'] as const;
export type DelegateState = (typeof DELEGATE_STATES)[number];

export const delegateStatusSchema = z.object({
  state: z.enum(DELEGATE_STATES),
  consent: z
    .object({ biography: z.string(), showSocial: z.array(z.enum(DELEGATE_SOCIALS)), consentedAt: z.string() })
    .nullable(),
  slug: z.string().nullable(),
  publishedAt: z.string().nullable(),
  /** The profile as it is (or would be) shown, from her registration and consent. */
  preview: publicDelegateSchema.omit({ headshot: true, fullBody: true, card: true, slug: true }).nullable(),
  /** The networks she filled in on her form, which she may choose to show. */
  availableSocial: z.array(z.enum(DELEGATE_SOCIALS)),
});
export type DelegateStatus = z.infer<typeof delegateStatusSchema>;

export const DELEGATE_MESSAGES = {
  notApproved: 'Your public profile can be set up once your registration is approved.',
  needsConsent: 'She has not agreed to a public profile.',
  needsHeadshot: 'A public profile needs her headshot.',
  notFound: 'This delegate has no public profile.',
  consentSaved: 'Your choices are saved. Staff will publish your profile.',
  withdrawn: 'Your public profile is withdrawn and no longer shown.',
  noRegistration: 'You have no registration yet.',
  onlyApproved: 'Only an approved registration can be published.',
  photoNotFound: 'Photo not found.',
} as const;

/** Text as an address segment: plain lowercase letters and digits joined by hyphens, at most `max` long. */
export function urlSlug(text: string, max = 100): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, max)
    .replace(/-+$/, '');
}

/** The address of a delegate's page: her name and country in plain letters. */
export function delegateSlug(name: string, country: string): string {
  return urlSlug(`${name} ${country}`) || 'delegate';
}

/** Only an approved (or active) contestant becomes a delegate: of a round, or on the public site. */
export const DELEGATE_STATUSES: readonly string[] = ['preliminary_approved', 'active'];
export const isDelegateStatus = (status: string) => DELEGATE_STATUSES.includes(status);

export const delegatePath = (slug: string) => `/delegates/${slug}`;

/** The browser's cache key of one profile: the server hands the page over under it (PageDataEntry). */
export const delegateQueryKey = (slug: string) => ['delegates', slug] as const;
/** The same for a continent's list (its page is drawn with it). */
export const delegateListQueryKey = (continent: string) => ['delegates', 'list', continent] as const;
/** The same for every published delegate (the /delegates page is drawn with it). */
export const allDelegatesQueryKey = ['delegates', 'all'] as const;
