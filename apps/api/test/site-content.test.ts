import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import {
  DEFAULT_ORGANISATION_SETTINGS,
  DEFAULT_SITE_CONTENT,
  NO_SITE_SECTIONS,
  SITE_VIEW_ELEMENT_ID,
  type SiteContent,
} from '@cq/shared';
import { desc } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../src/app';
import { auditLog, fanVotes, settings } from '../src/db/schema';
import { createPublishedDelegate } from '../src/dev/delegate-factories';
import { createStaff, type Staff } from '../src/dev/staff-factories';
import { pagesRedrawn } from '../src/modules/admin/settings/service';
import { SITE_VIEW_CHECK_MS } from '../src/modules/site/pages';
import { siteSections } from '../src/modules/site/present';
import { createTestApp, type TestApp } from './support/test-app';

/**
 * A built web app in miniature: the shell, one prerendered page, and a page
 * renderer in dist/ssr with the build renderer's contract (renderDocument,
 * PRERENDERED_PATHS) that draws the hero title and the announcement it is given.
 */
const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'cq-site-dist-'));
fs.mkdirSync(path.join(dist, 'pages'), { recursive: true });
fs.mkdirSync(path.join(dist, 'ssr'), { recursive: true });
fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>App</title><body><div id="root"></div></body>');
fs.writeFileSync(
  path.join(dist, 'pages/index.html'),
  `<!doctype html><title>Home</title><body><div id="root"><h1>${DEFAULT_SITE_CONTENT.hero.ourCause.title}</h1></div></body>`,
);
fs.writeFileSync(
  path.join(dist, 'ssr/render-page.js'),
  `export const PRERENDERED_PATHS = ['/'];
   const esc = (s) => s.replace(/[&<>"]/g, (c) => '&#' + c.charCodeAt(0) + ';');
   // A title marked [held] waits until the test opens the gate, as a slow page would.
   const gate = ${JSON.stringify(path.join(dist, 'gate-open'))};
   const opened = async () => { while (!(await import('node:fs')).existsSync(gate)) await new Promise((r) => setTimeout(r, 5)); };
   export async function renderDocument(pathname, template, view) {
     if (view.content.hero.ourCause.title.includes('[held]')) await opened();
     const bar = view.announcementLive ? '<aside>' + esc(view.content.announcement.text) + '</aside>' : '';
     const body = bar + '<h1>' + esc(view.content.hero.ourCause.title) + '</h1>';
     const json = JSON.stringify(view).replaceAll('<', '\\\\u003c');
     return template.replace('<div id="root"></div>', () => '<div id="root">' + body + '</div>')
       .replace('</body>', () => '<script type="application/json" id="${SITE_VIEW_ELEMENT_ID}">' + json + '</script></body>');
   }`,
);

let t: TestApp;
let editor: Staff;
let reader: Staff;
beforeAll(async () => {
  t = await createTestApp({ tweak: (c) => (c.webDist = dist) });
  editor = await createStaff(t.app, 'hr', [{ resource: 'settings', actions: ['read', 'update'] }]);
  reader = await createStaff(t.app, 'editor', [{ resource: 'settings', actions: ['read'] }]);
});
afterAll(async () => {
  await t.close();
  fs.rmSync(dist, { recursive: true, force: true });
});
afterEach(() => {
  vi.useRealTimers();
});

const content = (change: (c: SiteContent) => void): SiteContent => {
  const c = structuredClone(DEFAULT_SITE_CONTENT);
  change(c);
  return c;
};
const save = (payload: unknown, who: Staff = editor) =>
  t.app.inject({
    method: 'PUT',
    url: '/api/admin/settings/site-content',
    payload: payload as object,
    headers: who.headers,
  });
const home = async (app = t.app) => {
  const res = await app.inject({ method: 'GET', url: '/', headers: { 'accept-encoding': 'gzip' } });
  expect(res.statusCode).toBe(200);
  return zlib.gunzipSync(res.rawPayload).toString();
};

describe('GET /api/site/content', () => {
  it('answers the built-in words and the contact details until the organisers change them', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/site/content' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.site).toEqual({
      content: DEFAULT_SITE_CONTENT,
      organisation: DEFAULT_ORGANISATION_SETTINGS,
      announcementLive: false,
      sections: NO_SITE_SECTIONS,
    });
  });

  it('says which of the vote, the delegates and the results exist, so the menus lead to them only then', async () => {
    const now = new Date();
    expect(await siteSections(t.db, now)).toEqual(NO_SITE_SECTIONS);
    const delegate = await createPublishedDelegate(t.db, { firstName: 'Ama' });
    const hour = 3600_000;
    const vote = {
      name: 'Africa Fan Favourite',
      timeZone: 'Africa/Lagos',
      freeVotesPerDay: 1,
      votesPerAddressPerDay: 10,
      leaderboard: 'public' as const,
      outcome: { kind: 'award' as const, title: 'Fan favourite' },
    };
    // A vote that has closed, and one not yet open, lead nowhere.
    await t.db.insert(fanVotes).values([
      { ...vote, slug: 'past', opensAt: new Date(now.getTime() - 2 * hour), closesAt: new Date(now.getTime() - hour) },
      { ...vote, slug: 'later', opensAt: new Date(now.getTime() + hour), closesAt: new Date(now.getTime() + 2 * hour) },
    ]);
    expect(await siteSections(t.db, now)).toEqual({ vote: false, delegates: true, results: false });
    await t.db.insert(fanVotes).values({
      ...vote,
      slug: 'now',
      opensAt: new Date(now.getTime() - hour),
      closesAt: new Date(now.getTime() + hour),
    });
    expect(await siteSections(t.db, now)).toEqual({ vote: true, delegates: true, results: false });
    expect(delegate.contestantId).toBeTruthy();
  });
});

describe('PUT /api/admin/settings/site-content', () => {
  it('refuses links that are not web addresses, empty titles, a window that ends first and over-long text', async () => {
    const res = await save(
      content((c) => {
        c.social.instagram = 'javascript:alert(1)';
        c.social.x = 'https://x.com/'.padEnd(400, 'a');
        c.hero.join.title = '  ';
        c.announcement = {
          enabled: true,
          text: 'Casting closes soon',
          linkUrl: 'https://example.org/casting',
          linkLabel: '',
          startsAt: '2027-02-01T00:00:00Z',
          endsAt: '2027-01-01T00:00:00Z',
        };
        c.sponsorship.tiers.event.price = -5;
        c.sponsorship.tiers.cause.tagline = 'x'.repeat(100_000);
      }),
    );
    expect(res.statusCode).toBe(400);
    const { errors } = res.json();
    expect(errors).toMatchObject({
      'social.instagram': 'Enter a full web address starting with https://',
      'social.x': 'Enter a full web address starting with https://',
      'hero.join.title': 'Give the slide a title of at most 90 characters',
      'announcement.linkLabel': 'Give the link a label',
      'announcement.endsAt': 'The announcement must end after it starts',
      'sponsorship.tiers.event.price': expect.stringContaining('whole amount'),
      'sponsorship.tiers.cause.tagline': 'Keep the tagline to at most 60 characters',
    });
  });

  it('keeps the organisers’ versions of a slide and the announcement per language, English required', async () => {
    const next = content((c) => {
      c.hero.join.translations = { fr: { title: 'Rejoignez le concours', text: 'Les inscriptions sont ouvertes.' } };
      c.announcement.translations = { ar: { text: 'التصويت مفتوح الآن', linkLabel: '' } };
    });
    const res = await save(next);
    expect(res.statusCode).toBe(200);
    const site = (await t.app.inject({ method: 'GET', url: '/api/site/content' })).json().data.site;
    expect(site.content.hero.join.translations).toEqual(next.hero.join.translations);
    expect(site.content.announcement.translations).toEqual(next.announcement.translations);

    const unknown = await save(
      content((c) => {
        (c.hero.join as { translations?: unknown }).translations = { de: { title: 'Mach mit', text: 'Jetzt.' } };
      }),
    );
    expect(unknown.statusCode).toBe(400);
    const empty = await save(content((c) => (c.hero.join.translations = { es: { title: '', text: 'Hola' } })));
    expect(empty.statusCode).toBe(400);
    expect(empty.json().errors['hero.join.translations.es.title']).toBe(
      'Give the slide a title of at most 90 characters',
    );
    await save(DEFAULT_SITE_CONTENT);
  });

  it('keeps the competition rules per language, English required, and the page is drawn with them', async () => {
    const rules = {
      text: 'Every contestant must be at least 18 years old on the day of the finale.',
      translations: {
        fr: { text: 'Chaque candidate doit avoir au moins 18 ans le jour de la grande finale.' },
        ar: { text: 'يجب أن يكون عمر كل متسابقة 18 عامًا على الأقل يوم الحفل الختامي.' },
      },
    };
    const res = await save(content((c) => (c.rules = rules)));
    expect(res.statusCode).toBe(200);
    expect(res.json().data.settings.siteContent.rules).toEqual(rules);
    const site = (await t.app.inject({ method: 'GET', url: '/api/site/content' })).json().data.site;
    expect(site.content.rules).toEqual(rules);
    // The served page is drawn again and carries every version: each language's page picks its own.
    const block = (await home()).match(new RegExp(`id="${SITE_VIEW_ELEMENT_ID}">([^<]*)</script>`))?.[1];
    expect(JSON.parse(String(block)).content.rules).toEqual(rules);

    const noEnglish = await save(content((c) => (c.rules = { text: ' ', translations: rules.translations })));
    expect(noEnglish.statusCode).toBe(400);
    expect(noEnglish.json().errors['rules.text']).toBe(
      'Write the rules in English first: every reader without her own version reads them',
    );
    const emptyVersion = await save(
      content((c) => (c.rules = { text: rules.text, translations: { es: { text: '' } } })),
    );
    expect(emptyVersion.json().errors['rules.translations.es.text']).toBe(
      'Keep the rules to at most 12,000 characters',
    );
    const tooLong = await save(content((c) => (c.rules = { text: 'x'.repeat(12_001) })));
    expect(tooLong.json().errors['rules.text']).toBe('Keep the rules to at most 12,000 characters');
    await save(DEFAULT_SITE_CONTENT);
  });

  it('reads content saved before the rules existed as having none, keeping the rest', async () => {
    const { rules: _none, ...before } = content((c) => (c.hero.join.title = 'Saved before the rules'));
    await t.db
      .insert(settings)
      .values({ key: 'siteContent', value: before })
      .onConflictDoUpdate({ target: settings.key, set: { value: before } });
    // Read again now, as a save would have it (the pages otherwise check every few seconds).
    await t.app.sitePages.refresh();
    const site = (await t.app.inject({ method: 'GET', url: '/api/site/content' })).json().data.site;
    expect(site.content.hero.join.title).toBe('Saved before the rules');
    expect(site.content.rules).toEqual({ text: '' });
    await save(DEFAULT_SITE_CONTENT);
  });

  it('needs the settings update permission', async () => {
    expect((await save(DEFAULT_SITE_CONTENT, reader)).statusCode).toBe(403);
    expect(
      (await t.app.inject({ method: 'PUT', url: '/api/admin/settings/site-content', payload: DEFAULT_SITE_CONTENT }))
        .statusCode,
    ).toBe(401);
  });

  it('saves with an audit entry, and the served page is drawn again with the new words before the answer', async () => {
    expect(await home()).toContain(`<h1>${DEFAULT_SITE_CONTENT.hero.ourCause.title}</h1>`);
    const next = content((c) => {
      c.hero.ourCause.title = 'Season 2027 — $& the crown <awaits>';
      c.social.tiktok = 'https://www.tiktok.com/@continentalqueens';
      c.sponsorship.tiers.title.price = 50_000;
    });
    const res = await save(next);
    expect(res.statusCode).toBe(200);
    expect(res.json().data.settings.siteContent).toEqual(next);

    const html = await home();
    // Written as text (escaped), with no replacement pattern expanded.
    expect(html).toContain('<h1>Season 2027 — $&#38; the crown &#60;awaits&#62;</h1>');
    const block = html.match(new RegExp(`id="${SITE_VIEW_ELEMENT_ID}">([^<]*)</script>`))?.[1];
    expect(JSON.parse(String(block)).content).toEqual(next);
    // The app's shell carries the same view for pages drawn in the browser.
    expect((await t.app.inject({ method: 'GET', url: '/user/home' })).body).toContain('tiktok.com/@continentalqueens');

    const [entry] = await t.db.select().from(auditLog).orderBy(desc(auditLog.createdAt)).limit(1);
    expect(entry).toMatchObject({ action: 'settings.siteContent', resource: 'settings' });
    expect(entry?.summary).toMatch(/public site content \(social, hero, sponsorship\)/);
  });

  it('answers the save at once, while the pages are drawn again in the background; they show the new words once drawn', async () => {
    const title = 'A season of service [held]';
    const gate = path.join(dist, 'gate-open');
    try {
      // Every page waits on the gate: were the save to wait for the drawing, it would never answer.
      const res = await save(content((c) => (c.hero.ourCause.title = title)));
      expect(res.statusCode).toBe(200);
      expect(res.json().data.settings.siteContent.hero.ourCause.title).toBe(title);
      let drawn = false;
      const redrawn = pagesRedrawn(t.app).then(() => {
        drawn = true;
      });
      await new Promise((r) => setImmediate(r));
      expect(drawn).toBe(false);

      fs.writeFileSync(gate, '');
      await redrawn;
      expect(await home()).toContain(`<h1>${title}</h1>`);
    } finally {
      fs.writeFileSync(gate, '');
    }
  });

  it('another instance on the same database draws the change within a few seconds of its next request', async () => {
    const second = await buildApp({ config: t.config, database: t.database, logger: false });
    await second.ready();
    try {
      vi.useFakeTimers({ toFake: ['Date'] });
      const title = 'Drawn on the other instance';
      await save(content((c) => (c.hero.ourCause.title = title)));
      // Within the check interval the other instance still serves what it drew; then a request makes it look again.
      expect(await home(second)).not.toContain(title);
      vi.setSystemTime(Date.now() + SITE_VIEW_CHECK_MS + 1);
      await vi.waitFor(async () => expect(await home(second)).toContain(`<h1>${title}</h1>`), { timeout: 30_000 });
    } finally {
      await second.close();
    }
  });

  it('shows the announcement bar only inside its dates, and the pages follow when the window opens', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const start = Date.now() + 60 * 60_000;
    await save(
      content((c) => {
        c.announcement = {
          enabled: true,
          text: 'Castings open in Lagos',
          linkUrl: '',
          linkLabel: '',
          startsAt: new Date(start).toISOString(),
          endsAt: new Date(start + 24 * 60 * 60_000).toISOString(),
        };
      }),
    );
    expect(await home()).not.toContain('<aside>');
    vi.setSystemTime(start + 1);
    await t.app.sitePages.refresh();
    expect(await home()).toContain('<aside>Castings open in Lagos</aside>');
    const view = (await t.app.inject({ method: 'GET', url: '/api/site/content' })).json().data.site;
    expect(view.announcementLive).toBe(true);
  });
});
