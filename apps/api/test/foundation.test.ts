import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { DEFAULT_THEME_COLORS, PRERENDER_ORIGIN_PLACEHOLDER } from '@cq/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activateTheme } from '../src/modules/themes/service';
import { createTestApp, type TestApp } from './support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('GET /api/health', () => {
  it('answers ok after a database round-trip', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ success: true, data: { status: 'ok', database: 'ok' } });
    expect(res.headers['x-request-id']).toMatch(/^[\w-]{8,}$/);
  });
});

describe('GET /api/themes/active', () => {
  it('answers the default theme as its colours', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/themes/active' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, data: { colors: DEFAULT_THEME_COLORS } });
  });

  it('serves a newly activated theme at once (the cache is invalidated)', async () => {
    await t.app.inject({ method: 'GET', url: '/api/themes/active' });
    const colors = structuredClone(DEFAULT_THEME_COLORS);
    colors.primary.main = '#123456';
    await activateTheme(t.db, 'Midnight', colors);
    const res = await t.app.inject({ method: 'GET', url: '/api/themes/active' });
    expect(res.json().data.colors.primary.main).toBe('#123456');
    await activateTheme(t.db, 'Royal Plum', DEFAULT_THEME_COLORS);
  });
});

describe('GET /api/settings', () => {
  it('answers the organisers’ contact details and no Stripe key for the test provider', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/settings' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      organisation: { contactEmail: 'hello@continentalqueens.example', phone: '+1 (555) 010-2026' },
      payment: { provider: 'test', stripe: { publicKey: null } },
    });
  });
});

describe('the envelope for bad requests', () => {
  it('answers an unknown /api path with a 404 envelope, never HTML', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/no-such-thing' });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toMatch(/application\/json/);
    expect(res.json()).toEqual({
      success: false,
      code: 'not_found',
      message: 'No such endpoint: GET /api/no-such-thing',
    });
  });

  it('answers a wrong method with an envelope', async () => {
    const res = await t.app.inject({ method: 'DELETE', url: '/api/health' });
    expect([404, 405]).toContain(res.statusCode);
    expect(res.json().success).toBe(false);
  });

  it('answers malformed JSON with 400', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/no-such-thing',
      headers: { 'content-type': 'application/json' },
      payload: '{"a":',
    });
    expect([400, 404]).toContain(res.statusCode);
    expect(res.json().success).toBe(false);
  });
});

describe('serving the built web app', () => {
  let w: TestApp;
  const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'cq-dist-'));
  const js = 'console.log("hello from the app");'.repeat(40);
  const GATE = "document.documentElement.classList.add('splash-active');";
  beforeAll(async () => {
    fs.mkdirSync(path.join(dist, 'assets'));
    fs.writeFileSync(
      path.join(dist, 'index.html'),
      `<!doctype html><title>App</title><script>${GATE}</script><script src="/assets/app-abc123.js"></script>`,
    );
    fs.writeFileSync(path.join(dist, 'assets/app-abc123.js'), js);
    fs.writeFileSync(path.join(dist, 'assets/app-abc123.js.br'), zlib.brotliCompressSync(js));
    fs.writeFileSync(path.join(dist, 'robots.txt'), 'User-agent: *\nAllow: /\n');
    fs.mkdirSync(path.join(dist, 'pages/continents'), { recursive: true });
    for (const [file, title] of [
      ['about', 'About us'],
      ['continents/asia', 'Asia'],
    ]) {
      fs.writeFileSync(
        path.join(dist, `pages/${file}.html`),
        `<!doctype html><title>${title}</title><meta property="og:url" content="${PRERENDER_ORIGIN_PLACEHOLDER}/${file}"><div id="root"><h1>${title}</h1></div>`,
      );
    }
    w = await createTestApp({
      tweak: (c) => {
        c.webDist = dist;
      },
    });
  });
  afterAll(async () => {
    await w.close();
    fs.rmSync(dist, { recursive: true, force: true });
  });

  it('serves the entry page at / and, for deep links, never cached', async () => {
    for (const url of ['/', '/continents/atlantis', '/user/home?x=1', '/pages/about.html']) {
      const res = await w.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type']).toMatch(/text\/html/);
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.body).toContain('<title>App</title>');
    }
  });

  it('serves the prerendered public pages at their paths, with the site address written in, compressed', async () => {
    const origin = new URL(w.app.config.publicUrl).origin;
    for (const [url, title] of [
      ['/about', 'About us'],
      ['/about?splash=off', 'About us'],
      ['/continents/asia', 'Asia'],
    ] as const) {
      const res = await w.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip' } });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.headers['content-encoding']).toBe('gzip');
      const html = zlib.gunzipSync(res.rawPayload).toString();
      expect(html).toContain(`<h1>${title}</h1>`);
      expect(html).toContain(`content="${origin}${url.split('?')[0]}"`);
      expect(html).not.toContain(PRERENDER_ORIGIN_PLACEHOLDER);
    }
    const plain = await w.app.inject({ method: 'GET', url: '/about' });
    expect(plain.body).toContain('<h1>About us</h1>');
  });

  it('answers HEAD for pages and assets with the headers of GET and no body, and a trailing slash as without', async () => {
    for (const url of ['/about', '/continents/asia/', '/', '/assets/app-abc123.js']) {
      const headers = { 'accept-encoding': 'gzip, br' };
      const get = await w.app.inject({ method: 'GET', url, headers });
      const head = await w.app.inject({ method: 'HEAD', url, headers });
      expect(head.statusCode, url).toBe(200);
      expect(head.rawPayload.length, url).toBe(0);
      for (const name of ['content-type', 'cache-control', 'etag', 'vary', 'content-encoding']) {
        expect(head.headers[name], `${url} ${name}`).toBe(get.headers[name]);
      }
    }
    const slash = await w.app.inject({ method: 'GET', url: '/continents/asia/' });
    expect(slash.body).toContain('<h1>Asia</h1>');
  });

  it('registers the same routes whatever the number of pages and assets the build wrote', async () => {
    const larger = fs.mkdtempSync(path.join(os.tmpdir(), 'cq-dist-larger-'));
    fs.cpSync(dist, larger, { recursive: true });
    for (let i = 0; i < 30; i += 1) {
      fs.writeFileSync(path.join(larger, `pages/page-${i}.html`), `<!doctype html><title>Page ${i}</title>`);
      fs.writeFileSync(path.join(larger, `assets/chunk-${i}.js`), `console.log(${i});`);
    }
    const routesOf = async (root: string) => {
      const app = await createTestApp({
        tweak: (c) => {
          c.webDist = root;
        },
      });
      const count = app.app.printRoutes({ commonPrefix: false }).split('\n').length;
      const page = await app.app.inject({ method: 'GET', url: root === larger ? '/page-29' : '/about' });
      await app.close();
      return { count, page: page.body };
    };
    try {
      const small = await routesOf(dist);
      const large = await routesOf(larger);
      expect(large.page).toContain('<title>Page 29</title>');
      expect(small.page).toContain('<h1>About us</h1>');
      expect(large.count).toBe(small.count);
    } finally {
      fs.rmSync(larger, { recursive: true, force: true });
    }
  });

  it('allows the inline script of the entry page by its hash, and no other inline script', async () => {
    const res = await w.app.inject({ method: 'GET', url: '/' });
    const scriptSrc = String(res.headers['content-security-policy'])
      .split(';')
      .find((d) => d.trim().startsWith('script-src'));
    const hash = crypto.createHash('sha256').update(GATE).digest('base64');
    expect(scriptSrc).toContain(`'sha256-${hash}'`);
    expect(scriptSrc).not.toContain('unsafe-inline');
  });

  it('serves hashed assets precompressed and immutable, and answers 304 to a matching etag', async () => {
    const res = await w.app.inject({
      method: 'GET',
      url: '/assets/app-abc123.js',
      headers: { 'accept-encoding': 'gzip, br' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(zlib.brotliDecompressSync(res.rawPayload).toString()).toBe(js);
    const plain = await w.app.inject({ method: 'GET', url: '/assets/app-abc123.js' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(js);
    const again = await w.app.inject({
      method: 'GET',
      url: '/assets/app-abc123.js',
      headers: { 'if-none-match': String(res.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
  });

  it('serves other public files from disk and keeps /api/* as JSON', async () => {
    const robots = await w.app.inject({ method: 'GET', url: '/robots.txt' });
    expect(robots.statusCode).toBe(200);
    expect(robots.body).toContain('User-agent');
    const missingAsset = await w.app.inject({ method: 'GET', url: '/assets/missing-123.js' });
    expect(missingAsset.statusCode).toBe(404);
    const api = await w.app.inject({ method: 'GET', url: '/api/nothing' });
    expect(api.statusCode).toBe(404);
    expect(api.json().success).toBe(false);
  });
});
