import type { Browser, BrowserContext, Page, TestInfo } from '@playwright/test';
import { type Account, logIn, signedInContestant } from '../support/accounts';
import { Sweep } from '../support/axe';
import { registrationFiles } from '../support/files';
import { DESKTOP, expect, PHONE, test } from '../support/fixtures';
import {
  fillBackground,
  fillPersonalInfo,
  fillPhysicalDetails,
  fillPlatform,
  fillSocialAndContact,
  nextStep,
  uploadMedia,
} from '../support/registration';
import { DIRECTOR } from '../support/staff';

// Every route of the site, at phone and desktop size, held to WCAG 2.2 AA by axe: the sweep fails on any serious
// or critical violation. One browser context per size; the contestant and the staff member sign in once per size.

const SIZES = [
  ['phone', PHONE],
  ['desktop', DESKTOP],
] as const;

const PUBLIC = [
  '/',
  '/about',
  '/competition',
  '/sponsorship',
  '/contact',
  '/continents/africa',
  '/continents/asia',
  '/continents/europe',
  '/continents/north-america',
  '/continents/south-america',
  '/continents/australia',
  '/terms-of-use',
  '/privacy-policy',
  '/auth/login',
  '/auth/signup',
  '/auth/forgot-password',
  '/register-preview',
  '/no-such-page',
];

async function sizedContext(browser: Browser, size: { width: number; height: number }): Promise<BrowserContext> {
  const context = await browser.newContext({ viewport: size });
  await context.addInitScript(() => sessionStorage.setItem('splashSeen', '1'));
  return context;
}

/**
 * Runs `visit` once at each size, in a fresh browser context with a sweep of its own, keeps each sweep's report
 * as `<name>-<size>`, then fails on every serious or critical violation found at either size.
 */
async function sweepAtEverySize(
  browser: Browser,
  testInfo: TestInfo,
  name: string,
  visit: (at: { page: Page; context: BrowserContext; sweep: Sweep; label: string }) => Promise<void>,
): Promise<void> {
  const sweeps: Sweep[] = [];
  for (const [label, size] of SIZES) {
    const sweep = new Sweep(label);
    sweeps.push(sweep);
    const context = await sizedContext(browser, size);
    const page = await context.newPage();
    await visit({ page, context, sweep, label });
    await sweep.report(testInfo, `${name}-${label}`);
    await context.close();
  }
  expect(sweeps.flatMap((s) => s.lines())).toEqual([]);
}

/** A full-page screenshot at the context's size, kept with the test's results. */
async function snap(page: Page, testInfo: TestInfo, name: string, size: string): Promise<void> {
  const file = testInfo.outputPath(`${name}-${size}.png`);
  await page.screenshot({ path: file, fullPage: true });
  await testInfo.attach(`${name}-${size}`, { path: file, contentType: 'image/png' });
}

/** Pages whose status labels the screenshots show. */
const STATUS_PAGES = new Set([
  '/user/home',
  '/admin/inbox',
  '/admin/payments',
  '/admin/users',
  '/admin/settings',
  '/admin/theme',
]);

/** Waits for the page's data to arrive (no spinner, the network quiet) before it is checked. */
async function settled(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0, { timeout: 15_000 });
}

test('every public page passes WCAG 2.2 AA at phone and desktop size', async ({ browser }, testInfo) => {
  test.setTimeout(480_000);
  await sweepAtEverySize(browser, testInfo, 'public', async ({ page, sweep, label }) => {
    for (const route of PUBLIC) {
      const res = await page.goto(route);
      expect(res?.status(), route).toBe(200);
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
      await settled(page);
      await sweep.check(page, route);
      // The page as a visitor sees it, kept with the journeys' screenshots.
      const name = route === '/' ? 'home' : route.slice(1).replaceAll('/', '-');
      await page.screenshot({ path: testInfo.outputPath(`${name}-${label}.png`), fullPage: true });
    }
  });
});

/** The registration steps, each checked, with the contestant's answers filled in where `fill` is true. */
async function sweepRegistrationSteps(
  page: Page,
  sweep: Sweep,
  fill: boolean,
  files: Awaited<ReturnType<typeof registrationFiles>>,
): Promise<void> {
  const fillers = [
    fillPersonalInfo,
    fillPhysicalDetails,
    fillBackground,
    async () => {},
    fillPlatform,
    fillSocialAndContact,
    (p: Page) => uploadMedia(p, files),
  ];
  await page.goto('/user/register');
  for (let step = 1; step <= 8; step++) {
    await expect(page.getByText(`Step ${step} of 8`)).toBeVisible({ timeout: 20_000 });
    await settled(page);
    await sweep.check(page, `/user/register step ${step}`);
    if (step === 8) break;
    if (fill) await fillers[step - 1]?.(page);
    await nextStep(page);
  }
  // The last step's declarations are left unticked: the registration stays in progress, its answers saved.
  // Every answer must be on the server before this browser closes: the next size opens the form in another
  // browser, where nothing kept on this device helps. A "Saved" shown from an earlier step's save is not enough,
  // so wait for a save that carries the last step filled, sending one with "Save Now".
  if (fill) {
    const everything = page.waitForResponse(
      (r) =>
        r.url().endsWith('/draft') &&
        r.request().method() === 'POST' &&
        r.ok() &&
        (r.request().postData() ?? '').includes('akosua@example.com'),
    );
    await page.getByRole('button', { name: 'Save Now' }).click();
    await everything;
    await expect(page.getByText(/Saved \d/)).toBeVisible({ timeout: 15_000 });
  }
}

test('every portal page passes WCAG 2.2 AA for a contestant with a registration in progress', async ({
  browser,
}, testInfo) => {
  test.setTimeout(600_000);
  const files = await registrationFiles();
  let account: Account | undefined;
  await sweepAtEverySize(browser, testInfo, 'portal', async ({ page, context, sweep, label }) => {
    const first = !account;
    if (!account) {
      account = await signedInContestant(page, context.request, 'a11y');
      // Before paying: the payment gate and its modal.
      await page.goto('/user/register');
      await expect(page.getByTestId('payment-status')).toHaveText('PENDING');
      await settled(page);
      await sweep.check(page, '/user/register (unpaid)');
      await page.getByRole('button', { name: /Pay \$[\d.,]+ Now/ }).click();
      const modal = page.getByRole('dialog', { name: 'Complete Your Payment' });
      await expect(modal).toBeVisible();
      await sweep.check(page, '/user/register payment modal');
      await modal.getByRole('button', { name: 'Continue to Payment' }).click();
      await page.getByRole('button', { name: 'Approve payment' }).click();
      await expect(
        page.getByText('Payment successful. Thank you, your registration fee has been received.'),
      ).toBeVisible();
    } else {
      await logIn(page, account);
      await expect(page).toHaveURL(/\/user\/home$/);
    }
    await sweepRegistrationSteps(page, sweep, first, files);

    for (const route of ['/user/home', '/user/profile', '/user/settings', '/user/edit-registration']) {
      await page.goto(route);
      await settled(page);
      await sweep.check(page, route);
      if (STATUS_PAGES.has(route)) await snap(page, testInfo, `status${route.replaceAll('/', '-')}`, label);
    }
    // The header's notifications panel and profile menu, open.
    await page.goto('/user/home');
    await settled(page);
    await page.getByRole('button', { name: /^Notifications/ }).click();
    await expect(page.getByRole('dialog', { name: 'Notifications' })).toBeVisible();
    await settled(page);
    await sweep.check(page, '/user/home notifications panel');
    await page.keyboard.press('Escape');
    await page
      .getByRole('banner')
      .getByRole('button', { name: /profile menu/i })
      .click();
    await expect(page.getByRole('menu')).toBeVisible();
    await sweep.check(page, '/user/home profile menu');
    await page.keyboard.press('Escape');
    if (label === 'phone') {
      await page.getByRole('button', { name: 'Open menu' }).click();
      await expect(page.getByRole('dialog', { name: 'Portal menu' })).toBeVisible();
      await sweep.check(page, '/user/home phone menu');
      await page.keyboard.press('Escape');
    }
  });
});

test('every back-office page passes WCAG 2.2 AA for staff, with registrations, payments and messages present', async ({
  browser,
  request,
}, testInfo) => {
  test.setTimeout(600_000);
  // Data to show: a paid contestant whose registration is in progress, and an inbox message.
  const seed = await browser.newContext();
  await seed.addInitScript(() => sessionStorage.setItem('splashSeen', '1'));
  const contestantPage = await seed.newPage();
  const contestant = await signedInContestant(contestantPage, seed.request, 'a11yadmin');
  await contestantPage.goto('/user/register');
  await contestantPage.getByRole('button', { name: /Pay \$[\d.,]+ Now/ }).click();
  await contestantPage
    .getByRole('dialog', { name: 'Complete Your Payment' })
    .getByRole('button', { name: 'Continue to Payment' })
    .click();
  await contestantPage.getByRole('button', { name: 'Approve payment' }).click();
  await expect(contestantPage.getByText(/Payment successful/)).toBeVisible();
  await seed.close();
  const sent = await request.post('/api/contact', {
    data: {
      firstName: 'Leila',
      lastName: 'Haddad',
      email: `a11y.${Date.now()}@example.com`,
      requestType: 'General Inquiry',
      message: 'Could our school choir perform at the African regional final?',
    },
  });
  expect(sent.status()).toBe(201);

  await sweepAtEverySize(browser, testInfo, 'back-office', async ({ page, sweep, label }) => {
    await logIn(page, DIRECTOR);
    await expect(page).toHaveURL(/\/(user\/home|admin)$/);
    for (const route of [
      '/admin',
      '/admin/contestants',
      '/admin/inbox',
      '/admin/payments',
      '/admin/users',
      '/admin/settings',
      '/admin/theme',
      '/admin/audit',
      '/admin/voting',
      '/admin/todos',
    ]) {
      await page.goto(route);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 15_000 });
      await settled(page);
      await sweep.check(page, route);
      if (STATUS_PAGES.has(route)) await snap(page, testInfo, `status${route.replaceAll('/', '-')}`, label);
    }
    // One record of each kind, opened from its list.
    await page.goto(`/admin/contestants?q=${encodeURIComponent(contestant.email)}`);
    await page.getByRole('link', { name: new RegExp(contestant.lastName) }).click();
    await expect(page.getByRole('heading', { level: 1 })).toContainText(contestant.lastName);
    await settled(page);
    await sweep.check(page, '/admin/contestants/:id');
    await page.goto(`/admin/users?q=${encodeURIComponent(contestant.email)}`);
    await settled(page);
    await page
      .getByRole('link', { name: new RegExp(contestant.lastName) })
      .first()
      .click();
    await expect(page).toHaveURL(/\/admin\/users\/[^/]+$/);
    await settled(page);
    await sweep.check(page, '/admin/users/:id');
    await page.goto('/admin/payments');
    await settled(page);
    await page.getByRole('table').getByRole('button').first().click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await settled(page);
    await sweep.check(page, '/admin/payments detail dialog');
    await page.keyboard.press('Escape');
    await page.goto('/admin/inbox');
    await settled(page);
    if (label === 'phone') {
      await page.getByRole('button', { name: 'Open menu' }).click();
      await expect(page.getByRole('dialog', { name: 'Back office menu' })).toBeVisible();
      await sweep.check(page, '/admin phone menu');
      await page.keyboard.press('Escape');
    }
  });
});
