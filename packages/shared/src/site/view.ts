import { DEFAULT_ORGANISATION_SETTINGS } from '../settings/defaults';
import type { OrganisationSettings } from '../settings/settings';
import type { Announcement, SiteContent, SiteSections, SiteView } from './content';

/** A site that leads to no vote, delegate or result yet. */
export const NO_SITE_SECTIONS: SiteSections = { vote: false, delegates: false, results: false };

/**
 * The words and links of the public site that the organisers change in the
 * back office without a rebuild: the footer's social links, the home hero
 * slides' titles and texts, an optional announcement bar and the sponsorship
 * tiers' names and prices. The defaults are the site's built-in copy.
 *
 * This module holds no validation (that is ./content): every public page
 * imports it, and the first paint should not wait for the validation library.
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
  rulesText: 'Keep the rules to at most 12,000 characters',
  rulesEnglish: 'Write the rules in English first: every reader without her own version reads them',
  saved: 'Site content saved. The public pages show it now.',
} as const;

/** The longest rules text, in each language. */
export const RULES_TEXT_MAX = 12_000;

/** The longest web address the site content accepts. */
export const MAX_URL = 300;

export function isWebAddress(value: string): boolean {
  if (value.length > MAX_URL) return false;
  try {
    const url = new URL(value);
    return (url.protocol === 'https:' || url.protocol === 'http:') && url.hostname.includes('.');
  } catch {
    return false;
  }
}

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
  rules: { text: '' },
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

export const DEFAULT_SITE_VIEW: SiteView = {
  content: DEFAULT_SITE_CONTENT,
  organisation: DEFAULT_ORGANISATION_SETTINGS,
  announcementLive: false,
  sections: NO_SITE_SECTIONS,
};

export function siteViewOf(
  content: SiteContent,
  organisation: OrganisationSettings,
  now: Date,
  sections: SiteSections = NO_SITE_SECTIONS,
): SiteView {
  return { content, organisation, announcementLive: isAnnouncementLive(content.announcement, now), sections };
}

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

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const isString = (v: unknown): v is string => typeof v === 'string';
const hasStrings = (v: unknown, keys: readonly string[]): v is Record<string, unknown> =>
  isRecord(v) && keys.every((k) => isString(v[k]));

/**
 * The site view the server wrote into a page, if it has the view's shape. The
 * server validated it when it was saved; this only guards the page against a
 * block damaged on the way (then the browser fetches the view instead),
 * without loading the validation library for the first paint.
 */
export function readSiteView(value: unknown): SiteView | null {
  if (!isRecord(value) || typeof value.announcementLive !== 'boolean') return null;
  const { content, organisation } = value;
  if (!hasStrings(organisation, ['contactEmail', 'hostingEmail', 'phone']) || !isRecord(content)) return null;
  const { social, hero, announcement, sponsorship } = content;
  if (
    !hasStrings(
      social,
      SOCIAL_NETWORKS.map((n) => n.key),
    )
  )
    return null;
  if (!isRecord(hero) || !HERO_SLIDE_KEYS.every((k) => hasStrings(hero[k], ['title', 'text']))) return null;
  if (!isRecord(announcement) || typeof announcement.enabled !== 'boolean') return null;
  if (!hasStrings(announcement, ['text', 'linkUrl', 'linkLabel'])) return null;
  const window = [announcement.startsAt, announcement.endsAt];
  if (!window.every((d) => d === null || (isString(d) && !Number.isNaN(Date.parse(d))))) return null;
  if (!isRecord(sponsorship) || !isString(sponsorship.currency) || !isRecord(sponsorship.tiers)) return null;
  const { tiers } = sponsorship;
  const tierOk = (t: unknown) =>
    hasStrings(t, ['name', 'tagline']) && (t.price === null || Number.isInteger(t.price as number));
  if (!SPONSORSHIP_TIER_KEYS.every((k) => tierOk(tiers[k]))) return null;
  // A page drawn before the rules were written shows none.
  const rules = hasStrings(content.rules, ['text']) ? content.rules : { text: '' };
  // A page drawn before the sections were written leads to none of them.
  const sections = isRecord(value.sections) ? value.sections : {};
  const flag = (key: keyof SiteSections) => sections[key] === true;
  return {
    ...(value as SiteView),
    content: { ...(content as SiteView['content']), rules: rules as SiteView['content']['rules'] },
    sections: { vote: flag('vote'), delegates: flag('delegates'), results: flag('results') },
  };
}
