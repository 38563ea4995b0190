import { z } from 'zod';
import { successEnvelope } from '../api/envelope';
import { boundedText } from '../api/text';
import {
  DEFAULT_ORGANISATION_SETTINGS,
  type OrganisationSettings,
  organisationSettingsSchema,
} from '../settings/settings';

/**
 * The words and links of the public site that the organisers change in the
 * back office without a rebuild: the footer's social links, the home hero
 * slides' titles and texts, an optional announcement bar and the sponsorship
 * tiers' names and prices. The defaults are the site's built-in copy.
 */

export const SOCIAL_NETWORKS = [
  { key: 'instagram', label: 'Instagram', host: 'instagram.com' },
  { key: 'facebook', label: 'Facebook', host: 'facebook.com' },
  { key: 'x', label: 'X (Twitter)', host: 'x.com' },
  { key: 'youtube', label: 'YouTube', host: 'youtube.com' },
  { key: 'tiktok', label: 'TikTok', host: 'tiktok.com' },
] as const;
export type SocialNetwork = (typeof SOCIAL_NETWORKS)[number]['key'];

export const HERO_SLIDE_KEYS = ['ourCause', 'join', 'sponsorship'] as const;
export type HeroSlideKey = (typeof HERO_SLIDE_KEYS)[number];

export const SPONSORSHIP_TIER_KEYS = ['title', 'regional', 'event', 'cause'] as const;
export type SponsorshipTierKey = (typeof SPONSORSHIP_TIER_KEYS)[number];

export const SITE_CONTENT_MESSAGES = {
  url: 'Enter a full web address starting with https://',
  heroTitle: 'Give the slide a title of at most 90 characters',
  heroText: 'Keep the slide text between 1 and 320 characters',
  announcementText: 'Write the announcement (at most 160 characters)',
  linkLabel: 'Give the link a label of at most 40 characters',
  linkLabelMissing: 'Give the link a label',
  date: 'Choose a valid date and time',
  windowOrder: 'The announcement must end after it starts',
  tierName: 'Give the tier a name of at most 40 characters',
  tierTagline: 'Keep the tagline to at most 60 characters',
  price: 'Enter the price as a whole amount between 0 and 100,000,000, or leave it empty for "on request"',
  currency: 'Use a three-letter ISO 4217 currency code, e.g. USD',
  saved: 'Site content saved. The public pages show it now.',
} as const;

const MAX_URL = 300;

/**
 * An absolute https address (or http for a local test site), or empty for
 * "not shown". The length is bounded before the address is parsed.
 */
const linkSchema = boundedText({
  max: MAX_URL,
  tooLong: SITE_CONTENT_MESSAGES.url,
  required: SITE_CONTENT_MESSAGES.url,
}).refine((v) => v === '' || isWebAddress(v), SITE_CONTENT_MESSAGES.url);

export function isWebAddress(value: string): boolean {
  if (value.length > MAX_URL) return false;
  try {
    const url = new URL(value);
    return (url.protocol === 'https:' || url.protocol === 'http:') && url.hostname.includes('.');
  } catch {
    return false;
  }
}

const text = (max: number, message: string, min = 1) =>
  boundedText({ max, tooLong: message, required: message }).min(min, message);

const heroSlideSchema = z.object({
  title: text(90, SITE_CONTENT_MESSAGES.heroTitle),
  text: text(320, SITE_CONTENT_MESSAGES.heroText),
});

const dateOrNull = z.iso.datetime({ offset: true, error: SITE_CONTENT_MESSAGES.date }).nullable();

export const announcementSchema = z
  .object({
    enabled: z.boolean(),
    text: text(160, SITE_CONTENT_MESSAGES.announcementText, 0),
    linkUrl: linkSchema,
    linkLabel: text(40, SITE_CONTENT_MESSAGES.linkLabel, 0),
    startsAt: dateOrNull,
    endsAt: dateOrNull,
  })
  .superRefine((a, ctx) => {
    if (a.enabled && a.text === '') {
      ctx.addIssue({ code: 'custom', path: ['text'], message: SITE_CONTENT_MESSAGES.announcementText });
    }
    if (a.linkUrl !== '' && a.linkLabel === '') {
      ctx.addIssue({ code: 'custom', path: ['linkLabel'], message: SITE_CONTENT_MESSAGES.linkLabelMissing });
    }
    if (a.startsAt && a.endsAt && Date.parse(a.startsAt) >= Date.parse(a.endsAt)) {
      ctx.addIssue({ code: 'custom', path: ['endsAt'], message: SITE_CONTENT_MESSAGES.windowOrder });
    }
  });
export type Announcement = z.output<typeof announcementSchema>;

const tierSchema = z.object({
  name: text(40, SITE_CONTENT_MESSAGES.tierName),
  tagline: text(60, SITE_CONTENT_MESSAGES.tierTagline, 0),
  /** Whole units of the tiers' currency; null shows "on request". */
  price: z
    .number({ error: SITE_CONTENT_MESSAGES.price })
    .int(SITE_CONTENT_MESSAGES.price)
    .min(0, SITE_CONTENT_MESSAGES.price)
    .max(100_000_000, SITE_CONTENT_MESSAGES.price)
    .nullable(),
});

export const siteContentSchema = z.object({
  social: z.object(
    Object.fromEntries(SOCIAL_NETWORKS.map((n) => [n.key, linkSchema])) as Record<SocialNetwork, typeof linkSchema>,
  ),
  hero: z.object(
    Object.fromEntries(HERO_SLIDE_KEYS.map((k) => [k, heroSlideSchema])) as Record<
      HeroSlideKey,
      typeof heroSlideSchema
    >,
  ),
  announcement: announcementSchema,
  sponsorship: z.object({
    currency: boundedText({
      max: 3,
      tooLong: SITE_CONTENT_MESSAGES.currency,
      required: SITE_CONTENT_MESSAGES.currency,
    })
      .toUpperCase()
      .regex(/^[A-Z]{3}$/, SITE_CONTENT_MESSAGES.currency),
    tiers: z.object(
      Object.fromEntries(SPONSORSHIP_TIER_KEYS.map((k) => [k, tierSchema])) as Record<
        SponsorshipTierKey,
        typeof tierSchema
      >,
    ),
  }),
});
export type SiteContent = z.output<typeof siteContentSchema>;

export const DEFAULT_SITE_CONTENT: SiteContent = {
  social: {
    instagram: 'https://www.instagram.com/',
    facebook: 'https://www.facebook.com/',
    x: 'https://x.com/',
    youtube: 'https://www.youtube.com/',
    tiktok: '',
  },
  hero: {
    ourCause: {
      title: 'Beauty with a purpose, crowned on six continents',
      text: 'Continental Queens celebrates women who lead: advocates for education, health, culture and their communities, chosen for their character as much as their presence.',
    },
    join: {
      title: 'Your stage is waiting',
      text: 'Represent your continent, carry your cause to a global audience and grow with mentors, training and a sisterhood that lasts well beyond the finale.',
    },
    sponsorship: {
      title: 'Stand beside the women who serve',
      text: 'Partner with a pageant built on impact. Your brand travels with six queens across six continents, and every season funds programmes that change lives.',
    },
  },
  announcement: { enabled: false, text: '', linkUrl: '', linkLabel: '', startsAt: null, endsAt: null },
  sponsorship: {
    currency: 'USD',
    tiers: {
      title: { name: 'Title Partner', tagline: 'Your name on the crown', price: null },
      regional: { name: 'Regional Partner', tagline: 'Own a continent', price: null },
      event: { name: 'Event Partner', tagline: 'Shape a moment', price: null },
      cause: { name: 'Cause Partner', tagline: 'Fund the work', price: null },
    },
  },
};

/** Whether the announcement bar shows at `now`: switched on, with text, inside its optional window. */
export function isAnnouncementLive(a: Announcement, now: Date): boolean {
  if (!a.enabled || a.text === '') return false;
  const t = now.getTime();
  if (a.startsAt && t < Date.parse(a.startsAt)) return false;
  if (a.endsAt && t >= Date.parse(a.endsAt)) return false;
  return true;
}

/** The next moment the announcement appears or disappears after `now`, if any. */
export function nextAnnouncementChange(a: Announcement, now: Date): Date | null {
  if (!a.enabled) return null;
  const t = now.getTime();
  const times = [a.startsAt, a.endsAt].map((d) => (d ? Date.parse(d) : Number.NaN)).filter((d) => d > t);
  return times.length ? new Date(Math.min(...times)) : null;
}

/**
 * What the public pages are drawn from: the editable content, the organisers'
 * contact details, and whether the announcement was live when the page was
 * drawn (so the browser hydrates the same markup the server wrote).
 */
export const siteViewSchema = z.object({
  content: siteContentSchema,
  organisation: organisationSettingsSchema,
  announcementLive: z.boolean(),
});
export type SiteView = z.output<typeof siteViewSchema>;

export const DEFAULT_SITE_VIEW: SiteView = {
  content: DEFAULT_SITE_CONTENT,
  organisation: DEFAULT_ORGANISATION_SETTINGS,
  announcementLive: false,
};

export function siteViewOf(content: SiteContent, organisation: OrganisationSettings, now: Date): SiteView {
  return { content, organisation, announcementLive: isAnnouncementLive(content.announcement, now) };
}

/** GET /site/content. */
export const siteViewResponseSchema = successEnvelope(z.object({ site: siteViewSchema }));

/** The id of the JSON block the server writes into every page, read by the browser before it hydrates. */
export const SITE_VIEW_ELEMENT_ID = 'cq-site-view';

/**
 * Writes the site view into a page as a JSON data block (never executed, so
 * the CSP's script rules do not apply), escaped so that no text of the
 * organisers' can close the element early.
 */
export function embedSiteView(html: string, view: SiteView): string {
  return embedJsonBlock(html, SITE_VIEW_ELEMENT_ID, view);
}

/** The id of the JSON block holding the data a page drawn on request was drawn with (a delegate's profile). */
export const PAGE_DATA_ELEMENT_ID = 'cq-page-data';

/** One answer a page asked the API for, by its query key: the browser starts from it, as the server drew it. */
export interface PageDataEntry {
  key: readonly unknown[];
  value: unknown;
}

export function embedPageData(html: string, entries: readonly PageDataEntry[]): string {
  return entries.length ? embedJsonBlock(html, PAGE_DATA_ELEMENT_ID, entries) : html;
}

function embedJsonBlock(html: string, id: string, data: unknown): string {
  const json = JSON.stringify(data)
    .replaceAll('<', '\\u003c')
    .replaceAll('\u2028', '\\u2028')
    .replaceAll('\u2029', '\\u2029');
  const block = `<script type="application/json" id="${id}">${json}</script>`;
  // A replacer function: the block's text must not be read as a replacement pattern ($&, $').
  return html.includes('</body>') ? html.replace('</body>', () => `${block}</body>`) : `${html}${block}`;
}
