import { z } from 'zod';
import { successEnvelope } from '../api/envelope';
import { boundedText } from '../api/text';
import { translationsOf } from '../i18n/written-rules';
import { organisationSettingsSchema } from '../settings/settings';
import {
  HERO_SLIDE_KEYS,
  type HeroSlideKey,
  isWebAddress,
  MAX_URL,
  RULES_TEXT_MAX,
  SITE_CONTENT_MESSAGES,
  SOCIAL_NETWORKS,
  type SocialNetwork,
  SPONSORSHIP_TIER_KEYS,
  type SponsorshipTierKey,
} from './view';

/**
 * The rules of the public site's editable words and links (the footer's social
 * links, the home hero slides, the announcement bar, the sponsorship tiers),
 * checked when the organisers save them in the back office. Their keys, the
 * built-in copy and what the pages do with them are in ./view.
 */

/**
 * An absolute https address (or http for a local test site), or empty for
 * "not shown". The length is bounded before the address is parsed.
 */
const linkSchema = boundedText({
  max: MAX_URL,
  tooLong: SITE_CONTENT_MESSAGES.url,
  required: SITE_CONTENT_MESSAGES.url,
}).refine((v) => v === '' || isWebAddress(v), SITE_CONTENT_MESSAGES.url);

const text = (max: number, message: string, min = 1) =>
  boundedText({ max, tooLong: message, required: message }).min(min, message);

const slideWords = z.object({
  title: text(90, SITE_CONTENT_MESSAGES.heroTitle),
  text: text(320, SITE_CONTENT_MESSAGES.heroText),
});

const heroSlideSchema = slideWords.extend({ translations: translationsOf(slideWords) });

const dateOrNull = z.iso.datetime({ offset: true, error: SITE_CONTENT_MESSAGES.date }).nullable();

const announcementWords = z.object({
  text: text(160, SITE_CONTENT_MESSAGES.announcementText),
  linkLabel: text(40, SITE_CONTENT_MESSAGES.linkLabel, 0),
});

export const announcementSchema = z
  .object({
    enabled: z.boolean(),
    text: text(160, SITE_CONTENT_MESSAGES.announcementText, 0),
    linkUrl: linkSchema,
    linkLabel: text(40, SITE_CONTENT_MESSAGES.linkLabel, 0),
    startsAt: dateOrNull,
    endsAt: dateOrNull,
    translations: translationsOf(announcementWords),
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

const tierWords = z.object({
  name: text(40, SITE_CONTENT_MESSAGES.tierName),
  tagline: text(60, SITE_CONTENT_MESSAGES.tierTagline, 0),
});

const tierSchema = tierWords.extend({
  /** Whole units of the tiers' currency; null shows "on request". */
  price: z
    .number({ error: SITE_CONTENT_MESSAGES.price })
    .int(SITE_CONTENT_MESSAGES.price)
    .min(0, SITE_CONTENT_MESSAGES.price)
    .max(100_000_000, SITE_CONTENT_MESSAGES.price)
    .nullable(),
  translations: translationsOf(tierWords),
});

const rulesWords = z.object({ text: text(RULES_TEXT_MAX, SITE_CONTENT_MESSAGES.rulesText) });

/**
 * The competition rules contestants read on the competition page: the English (empty: no rules shown yet) and
 * each other language's version. Content saved before the rules existed reads as having none.
 */
export const rulesSchema = z
  .object({
    text: text(RULES_TEXT_MAX, SITE_CONTENT_MESSAGES.rulesText, 0),
    translations: translationsOf(rulesWords),
  })
  .superRefine((r, ctx) => {
    if (r.text.trim() === '' && Object.keys(r.translations ?? {}).length > 0) {
      ctx.addIssue({ code: 'custom', path: ['text'], message: SITE_CONTENT_MESSAGES.rulesEnglish });
    }
  })
  .default({ text: '' });

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
  rules: rulesSchema,
});
export type SiteContent = z.output<typeof siteContentSchema>;

/**
 * What the public pages are drawn from: the editable content, the organisers'
 * contact details, and whether the announcement was live when the page was
 * drawn (so the browser hydrates the same markup the server wrote).
 */
/**
 * What the public site leads to once it exists: a fan vote open now, delegates published, results revealed. The
 * header, the phone menu, the footer and the home page show their links only then.
 */
export const siteSectionsSchema = z.object({ vote: z.boolean(), delegates: z.boolean(), results: z.boolean() });
export type SiteSections = z.output<typeof siteSectionsSchema>;

export const siteViewSchema = z.object({
  content: siteContentSchema,
  organisation: organisationSettingsSchema,
  announcementLive: z.boolean(),
  sections: siteSectionsSchema,
});
export type SiteView = z.output<typeof siteViewSchema>;

/** GET /site/content. */
export const siteViewResponseSchema = successEnvelope(z.object({ site: siteViewSchema }));
