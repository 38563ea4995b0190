import {
  latestMail,
  linkIn,
  logIn,
  newAccount,
  signedInContestant,
  signUp,
  verifyFromMailbox,
} from '../support/accounts';
import { expect, expectAccessible, snapBoth, test } from '../support/fixtures';

test('sign up, verify from the mailbox, sign in, sign out', async ({ page, request }, testInfo) => {
  const account = newAccount();
  await signUp(page, account);
  await verifyFromMailbox(page, request, account);
  await expect(page.getByRole('link', { name: 'Continue to Login' })).toBeVisible();
  await page.getByRole('link', { name: 'Continue to Login' }).click();
  await expect(page).toHaveURL(/\/auth\/login$/);
  await expectAccessible(page);
  await snapBoth(page, testInfo, 'login');

  await logIn(page, account);
  await expect(page).toHaveURL(/\/user\/home$/);
  await expect(page.getByText(/Welcome back/)).toBeVisible();

  await page.getByRole('button', { name: /profile menu$/ }).click();
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
  const dialog = page.getByRole('alertdialog').or(page.getByRole('dialog'));
  await expect(dialog.getByText('Confirm Sign Out')).toBeVisible();
  await dialog.getByRole('button', { name: 'Sign Out' }).click();
  await expect(page).toHaveURL(/\/auth\/login$/);
  await expect(page.getByText('You have been successfully signed out.')).toBeVisible();
});

test('forgot password, reset from the mailbox; the old session is refused', async ({ page, browser, request }) => {
  const account = await signedInContestant(page, request, 'reset');

  // Another browser asks for the reset and sets a new password.
  const other = await browser.newContext();
  const p2 = await other.newPage();
  await p2.addInitScript(() => sessionStorage.setItem('splashSeen', '1'));
  await p2.goto('/auth/forgot-password');
  await p2.locator('#forgot-email').fill(account.email);
  await p2.getByRole('button', { name: 'Send Reset Link' }).click();
  await expect(p2.getByRole('heading', { name: 'Check Your Email' })).toBeVisible();
  await expect(p2.getByText(/1 hour/)).toBeVisible();
  const mail = await latestMail(request, account.email, 'password-reset');
  await p2.goto(linkIn(mail, '/auth/reset-password/'));
  const newPassword = `${account.password}-new`;
  await p2.locator('#reset-password').fill(newPassword);
  await p2.locator('#reset-confirm').fill(newPassword);
  await p2.getByRole('button', { name: /reset password/i }).click();
  await expect(p2.getByRole('heading', { name: 'Password Reset Successful' })).toBeVisible();
  await other.close();

  // The first browser's session has ended: its next call is refused and it lands on the login page. Its own
  // polling may be refused first and take it there while this navigation starts: either way it lands there.
  await page.goto('/user/settings').catch((error: Error) => {
    if (!/interrupted by another navigation to "[^"]*\/auth\/login"/.test(error.message)) throw error;
  });
  await expect(page).toHaveURL(/\/auth\/login$/, { timeout: 20_000 });
  await logIn(page, { email: account.email, password: newPassword });
  await expect(page).toHaveURL(/\/user\/(home|settings)$/);
});

test('change the password in Account settings: other browsers are signed out, this one goes on', async ({
  page,
  browser,
  request,
}, testInfo) => {
  const account = await signedInContestant(page, request, 'change');

  const other = await browser.newContext();
  const p2 = await other.newPage();
  await p2.addInitScript(() => sessionStorage.setItem('splashSeen', '1'));
  await logIn(p2, account);
  await expect(p2).toHaveURL(/\/user\/home$/);

  await page.goto('/user/settings');
  const form = page.getByRole('form', { name: 'Change password' });
  await form.getByLabel('Current password').fill(account.password);
  // The browser refuses a plain sequence before asking the server.
  await form.getByLabel('New password', { exact: true }).fill('abcdefghij');
  await form.getByLabel('Confirm new password').fill('abcdefghij');
  await form.getByRole('button', { name: 'Change Password' }).click();
  await expect(form.getByText(/simple sequence/)).toBeVisible();

  const newPassword = `${account.password}-changed`;
  await form.getByLabel('New password', { exact: true }).fill(newPassword);
  await form.getByLabel('Confirm new password').fill(newPassword);
  await form.getByRole('button', { name: 'Change Password' }).click();
  await expect(form.getByRole('status')).toHaveText(/Your password has been changed/);
  await expectAccessible(page);
  await snapBoth(page, testInfo, 'settings-password-changed');

  // This browser goes on; the other one's session ended with the change.
  await page.reload();
  await expect(page).toHaveURL(/\/user\/settings$/);
  await expect(page.getByRole('heading', { name: 'Account Settings' })).toBeVisible();
  await p2.goto('/user/settings');
  await expect(p2).toHaveURL(/\/auth\/login$/, { timeout: 20_000 });
  await logIn(p2, { email: account.email, password: newPassword });
  await expect(p2).toHaveURL(/\/user\/(home|settings)$/);
  await other.close();
});
