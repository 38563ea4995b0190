import type { Page } from '@playwright/test';
import { logIn } from '../support/accounts';
import { approvedContestant } from '../support/api-accounts';
import { registrationFiles } from '../support/files';
import { expect, expectAccessible, PHONE, snapBoth, test } from '../support/fixtures';
import { DIRECTOR } from '../support/staff';

const SUBJECT = 'Your visa letter';
const ASK = 'Please send us the first page of your passport so we can write your visa letter.';
const ANSWER = 'Here is the first page of my passport.';
const THANKS = 'Thank you, your visa letter follows this week.';

test('staff write to a contestant, she answers with a file, staff read it in the inbox and answer, at phone size', async ({
  page,
  request,
  browser,
}, testInfo) => {
  test.setTimeout(240_000);
  const { account, contestantId } = await approvedContestant(request, {
    firstName: 'Adaeze',
    continent: 'Africa',
    nationality: 'Nigerian',
  });
  const files = await registrationFiles();

  // Staff write from her record, on a phone.
  const staff = await browser.newContext({ viewport: PHONE });
  await staff.addInitScript(() => sessionStorage.setItem('splashSeen', '1'));
  const admin = await staff.newPage();
  await logIn(admin, DIRECTOR);
  await admin.waitForURL(/\/(admin|user)/);
  await admin.goto(`/admin/contestants/${contestantId}`);
  await admin.getByLabel('Subject').fill(SUBJECT);
  await admin.getByLabel('Message', { exact: true }).fill(ASK);
  await admin.getByRole('button', { name: 'Send message' }).click();
  await expect(admin.getByRole('link', { name: 'Open the conversation to answer' })).toBeVisible();

  // She reads it in her portal's Messages and answers with a file.
  await page.setViewportSize(PHONE);
  await logIn(page, account);
  await expect(page).toHaveURL(/\/user\/home$/);
  await page.goto('/user/messages');
  await page.getByRole('link', { name: new RegExp(SUBJECT) }).click();
  await expect(page.getByRole('heading', { name: SUBJECT })).toBeVisible();
  await expect(page.getByText(ASK)).toBeVisible();
  await page.getByLabel('Your answer').fill(ANSWER);
  await page.getByLabel(/Attach a file/).setInputFiles(files.birthCertificate);
  await page.getByRole('button', { name: 'Send answer' }).click();
  await expect(page.getByText(ANSWER)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Attached file: birth-certificate.pdf' })).toBeVisible();
  await expect(page.getByLabel('Your answer')).toHaveValue('');
  await snapBoth(page, testInfo, 'messages-thread-contestant');
  // Her confirmation is closed first: a toast fading out on its own timer reads as faint text to the checker.
  await closeToast(page);
  await expectAccessible(page);

  // Staff find it first in the inbox, unread; opening it reads it; her file opens; they answer.
  await admin.goto('/admin/messages');
  const row = admin.getByRole('link', { name: new RegExp(SUBJECT) }).first();
  await expect(row).toContainText('Unread');
  await row.click();
  await expect(admin.getByText(ANSWER)).toBeVisible();
  const attachment = admin.getByRole('link', { name: 'birth-certificate.pdf' });
  const served = await request.get((await attachment.getAttribute('href')) ?? '');
  expect(served.status()).toBe(200);
  expect(served.headers()['content-type']).toBe('application/pdf');
  await admin.getByLabel('Answer', { exact: true }).fill(THANKS);
  await admin.getByRole('button', { name: 'Send answer' }).click();
  await expect(admin.getByText(THANKS)).toBeVisible();
  await closeToast(admin);
  await expectAccessible(admin);
  await admin.getByRole('link', { name: 'All messages' }).click();
  await expect(admin.getByText('No unread answers.')).toBeVisible();
  await staff.close();

  // She sees the answer in the conversation.
  await page.reload();
  await expect(page.getByText(THANKS)).toBeVisible();
});

/**
 * Closes the page's toast with its button, or waits for it to go when its own timer ran out first (on a busy
 * machine the pictures taken before can outlast it; a click would then wait for a toast that never comes back).
 */
async function closeToast(page: Page): Promise<void> {
  const toast = page.locator('[data-sonner-toast]');
  const click = toast.getByRole('button').click();
  // The click's promise is settled either way: when the toast left on its own, the click is simply not needed.
  click.catch(() => undefined);
  await Promise.race([click, expect(toast).toHaveCount(0)]);
  await expect(toast).toHaveCount(0);
}
