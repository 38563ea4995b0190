import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { PUBLIC_ROUTES } from '@cq/shared';
import { latestMail } from '../support/accounts';
import { expect, test } from '../support/fixtures';

// Every public page's accessibility at both sizes, with a screenshot of each, is checked by the sweep in
// accessibility.spec.ts.

test('the public pages arrive prerendered, with their own head, and hydrate without being rendered again', async ({
  page,
  request,
}) => {
  const warnings: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'warning' || m.type() === 'error') warnings.push(m.text());
  });
  for (const { path } of PUBLIC_ROUTES) {
    const html = await (await request.get(path)).text();
    const root = html.slice(html.indexOf('<div id="root">'));
    expect(root, path).toMatch(/<h1[ >]/);
    expect(html, path).not.toMatch(/<(?:title|meta) data-default/);
    expect(html, path).toMatch(/<meta property="og:url" content="http:\/\/[^"]+"/);
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    await page.waitForLoadState('networkidle');
  }
  expect(warnings).toEqual([]);
  // Hydrated: the phone menu answers its button.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/about');
  await page.waitForLoadState('networkidle');
  await page.getByRole('button', { name: 'Open menu' }).click();
  await expect(page.locator('#mobile-menu')).toBeVisible();
});

test('only the home page preloads the hero art; other pages, prerendered or not, preload no image they do not show', async ({
  page,
  request,
}) => {
  const HERO_PRELOAD = /<link[^>]+rel="preload"[^>]+href="\/images\/hero\/our-cause\.svg"/;
  expect(await (await request.get('/')).text()).toMatch(HERO_PRELOAD);
  for (const path of ['/contact', '/competition', '/auth/login', '/user/home', '/admin']) {
    expect(await (await request.get(path)).text(), path).not.toMatch(HERO_PRELOAD);
  }
  const warnings: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'warning') warnings.push(m.text());
  });
  await page.goto('/auth/login');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.waitForLoadState('load');
  expect(warnings.filter((w) => w.includes('preload'))).toEqual([]);
});

/** The home page's script budget: every script it asks for, the slider's (fetched after the first paint) included. */
const HOME_SCRIPT_BUDGET_KB = 150;
const webDist = path.resolve(import.meta.dirname, '../../apps/web/dist');
/** A built file's size as it travels: the compressed copy the server sends, else compressed here. */
const gzipKb = (pathname: string) => {
  const file = path.join(webDist, pathname);
  const size = fs.existsSync(`${file}.gz`)
    ? fs.statSync(`${file}.gz`).size
    : zlib.gzipSync(fs.readFileSync(file)).length;
  return size / 1024;
};

test(`the home page's scripts stay within ${HOME_SCRIPT_BUDGET_KB} KB (gzip) in every language`, async ({
  browser,
}) => {
  for (const home of ['/', '/fr', '/es', '/pt', '/ar']) {
    const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
    const scripts = new Set<string>();
    page.on('request', (r) => {
      const { pathname } = new URL(r.url());
      if (r.resourceType() === 'script' && pathname.startsWith('/assets/')) scripts.add(pathname);
    });
    const slider = page.waitForResponse((r) => /\/assets\/hero-carousel-[^/]+\.js$/.test(r.url()));
    await page.goto(`${home}?splash=off`);
    await slider;
    await page.waitForLoadState('networkidle');
    const kb = [...scripts].reduce((sum, p) => sum + gzipKb(p), 0);
    expect(kb, `${home}: ${[...scripts].join(', ')}`).toBeLessThanOrEqual(HOME_SCRIPT_BUDGET_KB);
    // Nothing of the portal or the back office rides along.
    expect([...scripts].filter((p) => /(portal|admin|dashboard|register|profile|settings)/.test(p))).toEqual([]);
    await page.close();
  }
});

test('a reader that runs no script gets the styled page without the splash', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/sponsorship');
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await expect(page.locator('#splash-static')).toBeHidden();
  await expect(page).toHaveTitle(/Sponsorship/);
  // A form cannot be sent without its script: the browser would put every answer, a password included, in
  // the address.
  for (const [path, button] of [
    ['/sponsorship', /^Send/],
    ['/contact', /^Send message$/],
    ['/auth/signup', /^Create Account$/],
  ] as const) {
    await page.goto(path);
    await expect(page.getByRole('button', { name: button }), path).toBeDisabled();
  }
  await context.close();
});

test('the splash shows once per browser session', async ({ browser }) => {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto('/');
  await expect(page.getByTestId('splash')).toBeVisible();
  await expect(page.getByTestId('splash')).toBeHidden({ timeout: 10_000 });
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await expect(page.getByTestId('splash')).toBeHidden();
  await context.close();
});

test('a contact message and a sponsorship inquiry are acknowledged by e-mail', async ({ page, request }) => {
  const sender = `visitor.${Date.now()}@example.com`;
  await page.goto('/contact');
  await page.locator('#contact-firstName').fill('Leila');
  await page.locator('#contact-lastName').fill('Haddad');
  await page.locator('#contact-email').fill(sender);
  await page.locator('#contact-message').fill('How can our school choir perform at the African regional final?');
  await page.getByRole('button', { name: 'Send message' }).click();
  await expect(page.getByText('Your message has been sent!')).toBeVisible();
  const ack = await latestMail(request, sender, 'contact-acknowledgement');
  expect(ack.subject).toContain('We received your message');

  const sponsor = `partnerships.${Date.now()}@example.com`;
  await page.goto('/sponsorship');
  await page.locator('#sponsor-firstName').fill('Daniel');
  await page.locator('#sponsor-title').fill('Head of Partnerships');
  await page.locator('#sponsor-organization').fill('Lumen Cosmetics');
  await page.locator('#sponsor-location').fill('Kenya');
  await page.locator('#sponsor-email').fill(sponsor);
  await page.locator('#sponsor-contactNumber').fill('+254 712 345 678');
  await page.locator('#sponsor-reference').fill('https://lumen.example.com');
  await page.locator('#sponsor-interest').selectOption({ label: 'Event Sponsorship / Funding Support' });
  await page
    .locator('#sponsor-proposal')
    .fill('We would like to sponsor the Africa regional final and its charity gala.');
  await page.getByRole('button', { name: 'Send inquiry' }).click();
  await expect(page.getByText("Your sponsorship inquiry has been sent. We'll be in touch soon.")).toBeVisible();
  const sAck = await latestMail(request, sponsor, 'sponsorship-acknowledgement');
  expect(sAck.to).toBe(sponsor);
});

test('the registration preview unlocks with the configured password and ends in the mock dialog', async ({ page }) => {
  await page.goto('/register-preview');
  await page.locator('#preview-password').fill('wrong password');
  await page.getByRole('button', { name: 'Unlock preview' }).click();
  await expect(page.getByText('Incorrect password')).toBeVisible();
  await page.locator('#preview-password').fill('e2e-preview-password');
  await page.getByRole('button', { name: 'Unlock preview' }).click();
  for (let step = 1; step < 5; step++) {
    await expect(page.getByRole('heading', { name: new RegExp(`Step ${step} of 5`) })).toBeVisible();
    await page.getByRole('button', { name: 'Next' }).click();
  }
  await expect(page.getByRole('heading', { name: /Step 5 of 5/ })).toBeVisible();
  await page.getByRole('button', { name: 'Submit', exact: true }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText('Registration (Mock) Submitted!')).toBeVisible();
  await expect(dialog.getByText('This is a preview-only submission. No data was sent.')).toBeVisible();
});
