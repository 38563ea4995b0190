import { afterEach, describe, expect, it } from 'vitest';
import { hashPassword } from '../src/lib/passwords';
import { setSetting } from '../src/modules/settings/service';
import { createTestApp, type TestApp, type TestAppOptions } from './support/test-app';

let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

async function open(opts: TestAppOptions = {}) {
  t = await createTestApp(opts);
  return t;
}
let ip = 0;
const unlock = (app: TestApp, password: unknown, remoteAddress = `10.3.0.${++ip}`) =>
  app.app.inject({ method: 'POST', url: '/api/preview/unlock', payload: { password }, remoteAddress });

describe('POST /api/preview/unlock', () => {
  it('opens with the development password when none is configured outside production', async () => {
    const app = await open();
    const ok = await unlock(app, 'preview');
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual({ success: true, data: { unlocked: true } });
    const wrong = await unlock(app, 'Preview');
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({
      success: false,
      code: 'validation_failed',
      message: 'Incorrect password',
      errors: { password: 'Incorrect password' },
    });
  });

  it('checks PREVIEW_PASSWORD when it is set, and then refuses the development one', async () => {
    const app = await open({ env: { PREVIEW_PASSWORD: 'crown-jewels-2026' } });
    expect((await unlock(app, 'crown-jewels-2026')).statusCode).toBe(200);
    expect((await unlock(app, 'preview')).statusCode).toBe(400);
    expect((await unlock(app, 'crown-jewels-202')).statusCode).toBe(400);
    expect((await unlock(app, '')).statusCode).toBe(400);
  });

  it('prefers the argon2 hash of the setting over the environment', async () => {
    const app = await open({ env: { PREVIEW_PASSWORD: 'from-the-environment' } });
    await setSetting(app.db, 'previewPassword', { hash: await hashPassword('set-in-the-back-office') });
    expect((await unlock(app, 'set-in-the-back-office')).statusCode).toBe(200);
    expect((await unlock(app, 'from-the-environment')).statusCode).toBe(400);
  });

  it('stays locked in production when no password is configured', async () => {
    const app = await open({
      tweak: (c) => {
        c.isProduction = true;
        c.previewPassword = undefined;
      },
    });
    expect((await unlock(app, 'preview')).statusCode).toBe(400);
    expect((await unlock(app, '')).statusCode).toBe(400);
  });

  it('refuses a body without a password as incorrect', async () => {
    const app = await open();
    const res = await app.app.inject({
      method: 'POST',
      url: '/api/preview/unlock',
      payload: {},
      remoteAddress: '10.3.1.1',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.password).toBe('Incorrect password');
  });

  it('allows 10 tries per 10 minutes from one address', async () => {
    const app = await open();
    for (let i = 0; i < 10; i++) expect((await unlock(app, `guess-${i}`, '10.3.2.1')).statusCode).toBe(400);
    const refused = await unlock(app, 'preview', '10.3.2.1');
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBeDefined();
  });
});

describe('robots.txt and sitemap.xml', () => {
  it('list the public pages with the PUBLIC_URL host', async () => {
    const app = await open({ env: { PUBLIC_URL: 'https://www.continentalqueens.example/' } });
    const sitemap = await app.app.inject({ method: 'GET', url: '/sitemap.xml' });
    expect(sitemap.statusCode).toBe(200);
    expect(sitemap.headers['content-type']).toContain('application/xml');
    const locs = [...sitemap.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    expect(locs).toContain('https://www.continentalqueens.example/');
    expect(locs).toContain('https://www.continentalqueens.example/continents/north-america');
    expect(locs).toContain('https://www.continentalqueens.example/privacy-policy');
    expect(locs).toContain('https://www.continentalqueens.example/peoples-choice');
    expect(locs.some((l) => l?.includes('/user') || l?.includes('register-preview'))).toBe(false);
    // Sixteen pages in each of the five languages, each naming the others.
    expect(locs).toHaveLength(16 * 5);
    expect(locs).toContain('https://www.continentalqueens.example/fr/delegates');
    expect(locs).toContain('https://www.continentalqueens.example/ar/continents/north-america');
    expect(locs).toContain('https://www.continentalqueens.example/fr');
    expect(sitemap.body).toContain(
      '<xhtml:link rel="alternate" hreflang="pt" href="https://www.continentalqueens.example/pt/about"/>',
    );

    const robots = await app.app.inject({ method: 'GET', url: '/robots.txt' });
    expect(robots.statusCode).toBe(200);
    expect(robots.headers['content-type']).toContain('text/plain');
    expect(robots.body).toContain('Sitemap: https://www.continentalqueens.example/sitemap.xml');
    expect(robots.body).toContain('Disallow: /user/');
    expect(robots.body).toContain('Disallow: /ar/auth/verify-email/');
  });
});
