import { describe, expect, it } from 'vitest';
import { DEFAULT_SITE_VIEW, readSiteView, type SiteView, siteViewSchema } from '../src';

// biome-ignore lint/suspicious/noExplicitAny: the tests bend the view out of its shape on purpose.
type Bent = Record<string, any>;

/** A copy of the default view with one change made by `edit`. */
function changed(edit: (view: Bent) => void): unknown {
  const copy: Bent = structuredClone(DEFAULT_SITE_VIEW);
  edit(copy);
  return copy;
}

describe('reading the site view a page carries', () => {
  it('takes a view the server would write', () => {
    const live: SiteView = siteViewSchema.parse(
      changed((v) => {
        v.announcementLive = true;
        v.content.announcement = {
          enabled: true,
          text: 'Casting opens in Lagos',
          linkUrl: 'https://example.org/casting',
          linkLabel: 'Details',
          startsAt: '2026-11-01T00:00:00Z',
          endsAt: '2026-12-01T00:00:00+01:00',
        };
        v.content.sponsorship.tiers.title.price = 50_000;
      }),
    );
    expect(readSiteView(DEFAULT_SITE_VIEW)).toEqual(DEFAULT_SITE_VIEW);
    expect(readSiteView(JSON.parse(JSON.stringify(live)))).toEqual(live);
  });

  it.each([
    ['not an object', () => 'site'],
    ['an array', () => []],
    ['no announcementLive', () => changed((v) => delete v.announcementLive)],
    ['organisation without a phone', () => changed((v) => delete v.organisation.phone)],
    ['a social link that is not text', () => changed((v) => (v.content.social.instagram = 3))],
    ['a missing hero slide', () => changed((v) => delete v.content.hero.join)],
    ['a slide without text', () => changed((v) => (v.content.hero.ourCause.text = null))],
    [
      'an announcement switch that is not true or false',
      () => changed((v) => (v.content.announcement.enabled = 'yes')),
    ],
    ['an announcement start that is not a date', () => changed((v) => (v.content.announcement.startsAt = 'soon'))],
    ['a tier price that is not whole', () => changed((v) => (v.content.sponsorship.tiers.event.price = 1.5))],
    ['a missing tier', () => changed((v) => delete v.content.sponsorship.tiers.cause)],
    ['no currency', () => changed((v) => delete v.content.sponsorship.currency)],
  ])('refuses a block with %s (the page fetches the view instead)', (_, make) => {
    const value = make();
    expect(readSiteView(value)).toBeNull();
    // What this light check refuses, the full rules refuse too.
    expect(siteViewSchema.safeParse(value).success).toBe(false);
  });
});
