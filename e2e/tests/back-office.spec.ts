import type { Browser, Page } from '@playwright/test';
import { logIn, signedInContestant } from '../support/accounts';
import { registrationFiles } from '../support/files';
import { expect, expectAccessible, PHONE, snapBoth, test } from '../support/fixtures';
import { payFee } from '../support/payment';
import { completeAndSubmitRegistration, nextStep } from '../support/registration';
import { DIRECTOR } from '../support/staff';

const REQUEST = 'Please upload a full-body photo taken in daylight, without filters.';

async function staffPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext();
  await context.addInitScript(() => sessionStorage.setItem('splashSeen', '1'));
  const page = await context.newPage();
  await logIn(page, DIRECTOR);
  // Staff land in the back office, not in the contestant portal.
  await expect(page).toHaveURL(/\/admin$/);
  return page;
}

const statusCard = (page: Page) => page.locator('.card', { has: page.getByText('Registration Status') });

test('staff send a registration back with a message, the contestant resubmits, staff approve', async ({
  page,
  request,
  browser,
}, testInfo) => {
  test.setTimeout(240_000);
  const files = await registrationFiles();
  const contestant = await signedInContestant(page, request, 'review');
  await payFee(page);
  await completeAndSubmitRegistration(page, files);

  // The reviewer finds her by e-mail among the submitted registrations and opens the record.
  const admin = await staffPage(browser);
  await admin.goto('/admin');
  await expect(admin.getByRole('heading', { name: 'Overview' })).toBeVisible();
  await admin.getByRole('navigation', { name: 'Back office' }).getByRole('link', { name: 'Contestants' }).click();
  await admin.getByLabel('Status').selectOption('preliminary_submitted');
  await admin.getByLabel('Search').fill(contestant.email);
  const row = admin.getByRole('link', { name: new RegExp(contestant.lastName) });
  await expect(row).toBeVisible();
  await expect(admin.getByRole('row')).toHaveCount(2); // the header and her row
  await snapBoth(admin, testInfo, 'admin-contestants');
  await expectAccessible(admin);
  await row.click();
  await expect(admin.getByRole('heading', { level: 1 })).toContainText(contestant.lastName);
  await expect(admin.getByText('Maternal health')).toBeVisible();
  // The photo arrives through its signed link (staff may use it too).
  const headshot = admin.getByRole('img', { name: /Headshot/ });
  await headshot.scrollIntoViewIfNeeded();
  await expect.poll(() => headshot.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  await snapBoth(admin, testInfo, 'admin-contestant');
  await expectAccessible(admin);

  // A reason is required to send it back.
  await admin.getByRole('button', { name: 'Reject' }).click();
  const dialog = admin.getByRole('dialog', { name: 'Send back for changes' });
  await dialog.getByRole('button', { name: 'Send back' }).click();
  await expect(dialog.getByText(/message/i).last()).toBeVisible();
  await dialog.getByLabel('Message to the contestant').fill(REQUEST);
  await dialog.getByRole('button', { name: 'Send back' }).click();
  await expect(dialog).toBeHidden();
  await expect(admin.getByText('Needs Attention / Needs Review').first()).toBeVisible();

  // She sees the request on her dashboard, edits and resubmits.
  await page.goto('/user/home');
  await expect(page.getByRole('region', { name: 'A message from the organisers' })).toContainText(REQUEST);
  await expect(statusCard(page).getByText('Needs Attention / Needs Review')).toBeVisible({ timeout: 15_000 });
  await page.goto('/user/register');
  await page.getByRole('button', { name: 'Edit Registration' }).click();
  await page.getByRole('button', { name: 'Start editing' }).click();
  await expect(page).toHaveURL(/\/user\/edit-registration$/);
  await expect(page.getByText('Step 1 of 8')).toBeVisible({ timeout: 20_000 });
  for (let i = 0; i < 7; i++) await nextStep(page);
  await page.getByRole('button', { name: 'Update Registration' }).click();
  await expect(page.getByText('Registration Updated!')).toBeVisible({ timeout: 20_000 });

  // The reviewer sees the new version and approves it.
  await admin.reload();
  await expect(admin.getByText('Submitted / Under Review').first()).toBeVisible();
  await expect(admin.getByText('Version 2')).toBeVisible();
  await admin.getByRole('button', { name: 'Approve' }).click();
  await admin
    .getByRole('dialog', { name: 'Approve this registration?' })
    .getByRole('button', { name: 'Approve' })
    .click();
  await expect(admin.getByText('Approved').first()).toBeVisible();

  // Her dashboard now says Approved, and the request is gone.
  await page.goto('/user/home');
  await expect(statusCard(page).getByText('Approved', { exact: true })).toBeVisible({ timeout: 15_000 });
  await expect(page.getByRole('region', { name: 'A message from the organisers' })).toHaveCount(0);

  // Every decision is in the audit log.
  await admin.goto('/admin/audit');
  await expect(admin.getByText(/Approved the registration|contestants\.approve/).first()).toBeVisible();
  await snapBoth(admin, testInfo, 'admin-audit');
  await admin.context().close();
});

test('a contestant cannot open the back office, and the API refuses her', async ({ page, request }) => {
  await signedInContestant(page, request, 'nostaff');
  await page.goto('/admin');
  await expect(page).toHaveURL(/\/user\/home$/);
  const token = await page.evaluate(() => localStorage.getItem('token'));
  const res = await request.get('/api/admin/contestants', { headers: { authorization: `Bearer ${token}` } });
  expect(res.status()).toBe(403);
});

test('the inbox and the contact page fit a phone: nothing wider than the screen', async ({
  browser,
  page,
}, testInfo) => {
  const admin = await staffPage(browser);
  await admin.setViewportSize(PHONE);
  await admin.goto('/admin/inbox');
  await expect(admin.getByRole('heading', { name: 'Inbox', level: 1 })).toBeVisible();
  await admin.waitForLoadState('networkidle');
  expect(await admin.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
  await snapBoth(admin, testInfo, 'admin-inbox');

  await page.setViewportSize(PHONE);
  await page.goto('/contact');
  await expect(page.getByRole('heading', { name: 'Contact Us', level: 1 })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
  // The address may wrap at its @ or after a dot, not inside a word.
  const email = page.locator('main a[href^="mailto:"]').first();
  expect(await email.evaluate((a) => a.innerHTML)).toMatch(/<wbr>@.*\.<wbr>/);
  await snapBoth(page, testInfo, 'contact');
});
