import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import {
  DEFAULT_ORGANISATION_SETTINGS,
  DEFAULT_SITE_CONTENT,
  SITE_VIEW_ELEMENT_ID,
  type SiteContent,
} from '@cq/shared';
import { desc } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../src/app';
import { auditLog } from '../src/db/schema';
import { createStaff, type Staff } from '../src/dev/staff-factories';
import { SITE_VIEW_CHECK_MS } from '../src/modules/site/pages';
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
   export async function renderDocument(pathname, template, view) {
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
    });
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
