import fs from 'node:fs';
import { latestMail, linkIn, logIn, signedInContestant } from '../support/accounts';
import { staffToken } from '../support/api-accounts';
import { expect, expectAccessible, snapBoth, test } from '../support/fixtures';

test('a contestant takes a copy of her data from Account settings and by e-mail, then asks to be deleted and staff erase her', async ({
  page,
  request,
}, testInfo) => {
  const account = await signedInContestant(page, request, 'privacy');
  await page.goto('/user/settings');
  await page.getByRole('button', { name: 'Ask for a copy of my data' }).click();
  // Prepared in the background: the page shows it ready without a reload.
  const download = page.getByRole('link', { name: 'Download ZIP' });
  await expect(download).toBeVisible({ timeout: 20_000 });
  await expectAccessible(page);
  await snapBoth(page, testInfo, 'your-data');

  const [file] = await Promise.all([page.waitForEvent('download'), download.click()]);
  expect(file.suggestedFilename()).toMatch(/^my-data-\d{4}-\d{2}-\d{2}\.zip$/);
  const bytes = fs.readFileSync((await file.path()) as string);
  expect(bytes.subarray(0, 2).toString()).toBe('PK');

  // The same copy through the e-mailed link, without signing in.
  const mail = await latestMail(request, account.email, 'data-export-ready');
  const fromMail = await request.get(linkIn(mail, '/download'));
  expect(fromMail.status()).toBe(200);
  expect(fromMail.headers()['content-type']).toBe('application/zip');
  expect((await fromMail.body()).equals(bytes)).toBe(true);

  // She asks to be deleted, after the confirmation.
  await page.getByRole('button', { name: 'Delete my account' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
  await dialog.getByRole('button', { name: 'Yes, delete my account' }).click();
  await expect(page.getByText(/You asked for your account to be deleted on/)).toBeVisible();

  // Staff erase her: her session ends, and she cannot sign in again.
  const token = await staffToken(request);
  const headers = { authorization: `Bearer ${token}` };
  const list = await request.get('/api/admin/privacy/deletion-requests', { headers });
  const { requests } = (await list.json()).data as { requests: { id: string; email: string | null }[] };
  const mine = requests.find((r) => r.email === account.email);
  expect(mine).toBeTruthy();
  const erased = await request.post(`/api/admin/privacy/deletion-requests/${mine?.id}/erase`, { headers });
  expect(erased.status()).toBe(200);
  expect((await request.get(linkIn(mail, '/download'))).status()).toBe(403);

  await page.goto('/user/settings');
  await expect(page).toHaveURL(/\/auth\/login$/, { timeout: 20_000 });
  await logIn(page, account);
  await expect(page.getByRole('alert')).toBeVisible();
  await expect(page).toHaveURL(/\/auth\/login$/);
});
