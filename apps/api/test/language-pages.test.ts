import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './support/test-app';

/** A built web app in miniature: the shell and the home and about pages in English and French. */
const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'cq-language-dist-'));
const PAGES: Record<string, string> = {
  '/': '<html lang="en"><h1>Where Beauty Meets Purpose</h1>',
  '/about': '<html lang="en"><h1>About</h1>',
  '/fr': '<html lang="fr"><h1>Là où la beauté rencontre l’engagement</h1>',
  '/fr/about': '<html lang="fr"><h1>À propos</h1>',
};
fs.mkdirSync(path.join(dist, 'pages', 'fr'), { recursive: true });
fs.mkdirSync(path.join(dist, 'ssr'), { recursive: true });
fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><html lang="en"><body><div id="root"></div></body>');
for (const [route, html] of Object.entries(PAGES)) {
  fs.writeFileSync(path.join(dist, 'pages', `${route === '/' ? 'index' : route.slice(1)}.html`), html);
}
fs.writeFileSync(
  path.join(dist, 'ssr/render-page.js'),
  `const PAGES = ${JSON.stringify(PAGES)};
   export const PRERENDERED_PATHS = Object.keys(PAGES);
   export async function renderDocument(pathname) { return PAGES[pathname]; }`,
);

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ tweak: (c) => (c.webDist = dist) });
});
afterAll(async () => {
  await t.close();
  fs.rmSync(dist, { recursive: true, force: true });
});

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });

describe('the public pages in the visitor’s language', () => {
  it('sends a first visit to her browser’s language when it is one of ours, keeping the query', async () => {
    const res = await get('/about?utm_source=ig', { 'accept-language': 'fr-CA,fr;q=0.9,en;q=0.8' });
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/fr/about?utm_source=ig');
    expect(res.headers.vary).toContain('accept-language');
    expect((await get('/', { 'accept-language': 'pt-BR' })).headers.location).toBe('/pt');
  });

  it('follows the language she chose over her browser’s, English included', async () => {
    const chose = await get('/about', { 'accept-language': 'en', cookie: 'theme=x; cq_lang=ar' });
    expect(chose.statusCode).toBe(302);
    expect(chose.headers.location).toBe('/ar/about');
    const english = await get('/about', { 'accept-language': 'fr', cookie: 'cq_lang=en' });
    expect(english.statusCode).toBe(200);
    expect(english.body).toContain('<h1>About</h1>');
    expect(english.headers.vary).toContain('cookie');
  });

  it('sends English to a reader that names no language of ours (a search engine, a link preview)', async () => {
    const readers: Record<string, string>[] = [{}, { 'accept-language': 'de-DE,de;q=0.9' }, { cookie: 'cq_lang=xx' }];
    for (const headers of readers) {
      const res = await get('/', headers);
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain('Where Beauty Meets Purpose');
    }
  });

  it('serves each language’s page at its own address, whatever the browser prefers', async () => {
    const fr = await get('/fr/about', { 'accept-language': 'ar' });
    expect(fr.statusCode).toBe(200);
    expect(fr.body).toContain('<html lang="fr"><h1>À propos</h1>');
    expect((await get('/fr', {})).body).toContain('Là où la beauté');
    // The app's own pages under a language's prefix load the app.
    const portal = await get('/fr/user/home', { accept: 'text/html' });
    expect(portal.statusCode).toBe(200);
    expect(portal.body).toContain('<div id="root"></div>');
  });
});
