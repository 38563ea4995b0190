import { EMPTY_SPONSORSHIP_MESSAGES } from '@cq/shared/test-support/inquiry-forms';
import type { Page } from '@playwright/test';
import { latestMail, linkIn, logIn, newAccount, signedInContestant } from '../support/accounts';
import { registrationFiles } from '../support/files';
import { DESKTOP, expect, expectAccessible, PHONE, snapBoth, test } from '../support/fixtures';
import { payFee } from '../support/payment';
import { completeAndSubmitRegistration } from '../support/registration';
import { DIRECTOR } from '../support/staff';
import { wordsIn } from '../support/words';

const LANGUAGES = ['en', 'fr', 'es', 'pt', 'ar'] as const;
const prefix = (locale: string) => (locale === 'en' ? '' : `/${locale}`);

/** The page mirrored or not: where the brand's link sits in the header, on a desktop. */
async function brandSide(page: Page): Promise<'left' | 'right'> {
  const box = await page
    .locator('header a[href$="/"], header a[href="/ar"], header a[href="/fr"]')
    .first()
    .boundingBox();
  return (box?.x ?? 0) > DESKTOP.width / 2 ? 'right' : 'left';
}

/** Nothing wider than the screen at phone size. */
async function expectNoSideScroll(page: Page): Promise<void> {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

test('a visitor switches to Arabic and the page mirrors; she signs up, confirms her address and registers in Arabic', async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(300_000);
  const say = await wordsIn('ar');
  const files = await registrationFiles();
  await page.setViewportSize(DESKTOP);
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
  expect(await brandSide(page)).toBe('left');

  // The language menu in the header.
  await page
    .locator('header')
    .getByRole('button', { name: /Language: English/ })
    .click();
  await page.locator('header').getByRole('link', { name: 'العربية' }).click();
  await expect(page).toHaveURL(/\/ar$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  expect(await brandSide(page)).toBe('right');
  await expect(page.locator('header').getByRole('link', { name: say('About') })).toBeVisible();
  await expectAccessible(page);

  // She signs up on the Arabic page.
  const account = newAccount('arabic');
  await page
    .locator('header')
    .getByRole('link', { name: say('Signup') })
    .click();
  await expect(page).toHaveURL(/\/ar\/auth\/signup$/);
  await expectAccessible(page);
  await page.locator('#signup-firstName').fill('أميرة');
  await page.locator('#signup-lastName').fill(account.lastName);
  await page.locator('#signup-email').fill(account.email);
  await page.locator('#signup-phoneNumber').fill('+20 100 555 0100');
  await page.locator('#signup-password').fill(account.password);
  await page.getByRole('button', { name: say('Create Account') }).click();
  await expect(page.getByRole('heading', { name: say('Check your email') })).toBeVisible();

  // The verification e-mail is written in Arabic, its link opens the Arabic page.
  const mail = await latestMail(request, account.email, 'verify-email');
  expect(mail.subject).toBe('أكّدي عنوان بريدك الإلكتروني في Continental Queens');
  const link = linkIn(mail, '/auth/verify-email/');
  expect(link).toMatch(/^\/ar\/auth\/verify-email\//);
  await page.goto(link);
  await expect(page.getByRole('heading', { name: say('Email Verified!') })).toBeVisible();

  await page.goto('/ar/auth/login');
  await page.locator('#login-email').fill(account.email);
  await page.locator('#login-password').fill(account.password);
  await page.getByRole('button', { name: say('Sign In'), exact: true }).click();
  await expect(page).toHaveURL(/\/ar\/user\/home$/);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page).toHaveTitle(new RegExp(say('Dashboard', {}, 'dashboard')));
  await expectAccessible(page);

  // She pays and registers, every step in Arabic (the provider's return names no language: her account's opens).
  await payFee(page, say);
  await expect(page).toHaveURL(/\/ar\/user\/register/);
  await expectAccessible(page);
  await completeAndSubmitRegistration(page, files, say, 'ar');
  await snapBoth(page, testInfo, 'ar-registration-submitted');
});

test('each language: the home page, registration step 1 and the dashboard, at phone and desktop sizes', async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(300_000);
  // One contestant who has paid; her account's language is changed for each round.
  await signedInContestant(page, request, 'languages');
  await payFee(page);

  for (const locale of LANGUAGES) {
    const say = await wordsIn(locale);
    await page.evaluate(async (language) => {
      const res = await fetch('/api/users/me/language', {
        method: 'PUT',
        headers: { authorization: `Bearer ${localStorage.getItem('token')}`, 'content-type': 'application/json' },
        body: JSON.stringify({ language }),
      });
      if (!res.ok) throw new Error(`language not saved: ${res.status}`);
    }, locale);
    await page.context().addCookies([{ name: 'cq_lang', value: locale, url: page.url() }]);

    await page.goto(`${prefix(locale)}/`);
    await expect(page.locator('html')).toHaveAttribute('lang', locale);
    await page.setViewportSize(PHONE);
    await expectNoSideScroll(page);
    await snapBoth(page, testInfo, `${locale}-home`);

    await page.goto(`${prefix(locale)}/user/register`);
    await expect(page.getByText(say('Step {step} of {total}', { step: 1, total: 8 }, 'registration'))).toBeVisible();
    await page.setViewportSize(PHONE);
    await expectNoSideScroll(page);
    await snapBoth(page, testInfo, `${locale}-registration-step-1`);

    await page.goto(`${prefix(locale)}/user/home`);
    await expect(page).toHaveURL(new RegExp(`${prefix(locale)}/user/home$`));
    await page.setViewportSize(PHONE);
    await expectNoSideScroll(page);
    await snapBoth(page, testInfo, `${locale}-dashboard`);
    if (locale === 'ar' || locale === 'fr') await expectAccessible(page);
  }
});

/**
 * The pseudo-language's other half (the catalogue half is apps/web/src/app/pseudo-locale-portal.test.tsx and
 * apps/web/src/prerender/pseudo-locale.test.tsx): every text of the page made 40 % longer, as the pseudo-language makes it, and the page must still fit a phone's width.
 */
async function lengthenEveryText(page: Page): Promise<void> {
  await page.evaluate(() => {
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    const nodes: Text[] = [];
    for (let n = walker.nextNode(); n; n = walker.nextNode()) nodes.push(n as Text);
    for (const node of nodes) {
      const letters = (node.textContent ?? '').replace(/\s/g, '').length;
      if (letters > 0 && !node.parentElement?.closest('script, style')) {
        node.textContent = `${node.textContent}${' ·'.repeat(Math.ceil(letters * 0.2))}`;
      }
    }
  });
  await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
}

test('every page takes words 40 % longer at phone width without spilling sideways', async ({ page, request }) => {
  test.setTimeout(240_000);
  await page.setViewportSize(PHONE);
  const publicPages = [
    '/',
    '/about',
    '/competition',
    '/sponsorship',
    '/contact',
    '/continents/africa',
    '/peoples-choice',
  ];
  const accountPages = ['/auth/signup', '/auth/login', '/auth/forgot-password', '/terms-of-use', '/privacy-policy'];
  for (const path of [...publicPages, ...accountPages]) {
    await page.goto(path);
    await expect(page.locator('main')).toBeVisible();
    await lengthenEveryText(page);
    await expectNoSideScroll(page);
  }
  await signedInContestant(page, request, 'longer');
  for (const path of ['/user/home', '/user/register', '/user/profile', '/user/settings', '/user/public-profile']) {
    await page.goto(path);
    // Drawn: its first heading is on screen (the fee page before payment has no page title of its own).
    await expect(page.getByRole('heading').first()).toBeVisible();
    await lengthenEveryText(page);
    await expectNoSideScroll(page);
  }
});

test('the desktop header keeps every link on one line at 1280 and 1440 px in every language', async ({ page }) => {
  test.setTimeout(180_000);
  for (const width of [1280, 1440]) {
    await page.setViewportSize({ width, height: 900 });
    for (const locale of LANGUAGES) {
      await page.goto(`${prefix(locale)}/`);
      const header = page.locator('header');
      await expect(header.getByRole('navigation').getByRole('link').first()).toBeVisible();
      const items = await header.evaluate((el) => {
        const box = (el.firstElementChild as HTMLElement).getBoundingClientRect();
        const style = getComputedStyle(el.firstElementChild as HTMLElement);
        const inner = {
          left: box.left + Number.parseFloat(style.paddingLeft),
          right: box.right - Number.parseFloat(style.paddingRight),
        };
        return [
          ...el.querySelectorAll<HTMLElement>(
            'nav a, nav > div > button, a[href$="/auth/login"], a[href$="/auth/signup"], button[aria-controls]',
          ),
        ]
          .filter((e) => e.offsetParent !== null && e.textContent?.trim())
          .map((e) => {
            const s = getComputedStyle(e);
            const r = e.getBoundingClientRect();
            const content =
              r.height -
              Number.parseFloat(s.paddingTop) -
              Number.parseFloat(s.paddingBottom) -
              Number.parseFloat(s.borderTopWidth) -
              Number.parseFloat(s.borderBottomWidth);
            return {
              text: e.textContent?.trim() ?? '',
              content,
              lineHeight: Number.parseFloat(s.lineHeight),
              left: r.left,
              right: r.right,
              inner,
            };
          });
      });
      expect(items.length, `${locale} ${width}`).toBeGreaterThanOrEqual(9);
      for (const item of items) {
        expect(item.content, `${locale} ${width}: “${item.text}” is on one line`).toBeCloseTo(item.lineHeight, 0);
        expect(item.left, `${locale} ${width}: “${item.text}” inside the header`).toBeGreaterThanOrEqual(
          item.inner.left - 1,
        );
        expect(item.right, `${locale} ${width}: “${item.text}” inside the header`).toBeLessThanOrEqual(
          item.inner.right + 1,
        );
      }
      const sorted = [...items].sort((a, b) => a.left - b.left);
      for (let i = 1; i < sorted.length; i++) {
        const [before, after] = [sorted[i - 1], sorted[i]];
        expect(after?.left, `${locale} ${width}: “${after?.text}” clear of “${before?.text}”`).toBeGreaterThanOrEqual(
          (before?.right ?? 0) - 1,
        );
      }
    }
  }
});

test('the sponsorship and contact forms sent empty answer in the page’s language; each page names its canonical address', async ({
  page,
}) => {
  test.setTimeout(240_000);
  await page.setViewportSize(DESKTOP);
  const contact = ['First name is required', 'Last name is required', 'Email is required', 'Message is required'];
  // The heading the server drew, kept to check the browser hydrates it rather than drawing the page again.
  await page.addInitScript(() => {
    document.addEventListener('DOMContentLoaded', () => {
      (window as unknown as { serverHeading?: Element | null }).serverHeading = document.querySelector('main h1');
    });
  });
  for (const locale of LANGUAGES) {
    const say = await wordsIn(locale);
    for (const [path, send, messages] of [
      ['/sponsorship', 'Send inquiry', EMPTY_SPONSORSHIP_MESSAGES],
      ['/contact', 'Send message', contact],
    ] as const) {
      await page.goto(`${prefix(locale)}${path}`);
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
        'href',
        new URL(`${prefix(locale)}${path}`, page.url()).href,
      );
      await page.getByRole('button', { name: say(send) }).click();
      for (const message of messages) {
        await expect(page.getByText(say(message), { exact: true }).first(), `${locale} ${path}`).toBeVisible();
        if (locale !== 'en') await expect(page.getByText(message, { exact: true })).toHaveCount(0);
      }
      // Once the form's words have arrived: one canonical and one description, and the server's heading still there.
      await expect(page.locator('link[rel="canonical"]'), `${locale} ${path}`).toHaveCount(1);
      await expect(page.locator('meta[name="description"]'), `${locale} ${path}`).toHaveCount(1);
      const hydrated = await page.evaluate(
        () => (window as unknown as { serverHeading?: Element | null }).serverHeading?.isConnected === true,
      );
      expect(hydrated, `${locale} ${path}: the server's page was hydrated, not drawn again`).toBe(true);
    }
  }
});

test('the back office takes words 40 % longer at phone and desktop width without spilling sideways, in French and Arabic', async ({
  page,
}, testInfo) => {
  test.setTimeout(300_000);
  await page.setViewportSize(DESKTOP);
  await logIn(page, DIRECTOR);
  await expect(page).toHaveURL(/\/admin$/);
  const pages = [
    '/admin',
    '/admin/contestants',
    '/admin/contestants/reasons',
    '/admin/bulk-email',
    '/admin/todos',
    '/admin/inbox',
    '/admin/messages',
    '/admin/payments',
    '/admin/users',
    '/admin/settings',
    '/admin/theme',
    '/admin/audit',
    '/admin/judging',
    '/admin/voting',
    '/admin/show',
  ];
  for (const locale of ['fr', 'ar'] as const) {
    for (const path of pages) {
      for (const size of [PHONE, DESKTOP]) {
        await page.setViewportSize(size);
        await page.goto(`/${locale}${path}`);
        await expect(page.locator('html')).toHaveAttribute('lang', locale);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await lengthenEveryText(page);
        await expectNoSideScroll(page);
      }
    }
  }
  // What a French director sees on her first screen, at both sizes.
  await page.goto('/fr/admin');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await snapBoth(page, testInfo, 'fr-admin-overview');
  await page.goto('/ar/admin/contestants');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await snapBoth(page, testInfo, 'ar-admin-contestants');
});
