import { signedInContestant } from '../support/accounts';
import { expect, expectAccessible, snapBoth, test } from '../support/fixtures';
import { payFee } from '../support/payment';

test('a new notification arrives without a reload; reading it drops the badge', async ({
  page,
  context,
  request,
}, testInfo) => {
  test.setTimeout(120_000);
  await page.clock.install();
  await signedInContestant(page, request, 'portal');
  // The first fetches of the scheduler run 1, 3 and 5 s after the portal opens.
  await page.clock.runFor(6_000);
  const badge = page.getByTestId('unread-badge');
  await expect(badge).toHaveText('1');
  await expect(page.getByText(/Welcome back, Amara/)).toBeVisible();
  await expectAccessible(page);
  await snapBoth(page, testInfo, 'dashboard');

  // Elsewhere (another tab) the fee is paid: the payment notification is written on the server.
  const other = await context.newPage();
  await payFee(other);
  await other.close();

  // The next poll (every 120 s while visible) brings it in, without a reload.
  await page.clock.runFor(121_000);
  await expect(badge).toHaveText('2');
  await page.getByRole('button', { name: /^Notifications, 2 unread/ }).click();
  const panel = page.getByRole('dialog', { name: 'Notifications' });
  await expect(panel.getByText('Payment received')).toBeVisible();
  await panel.getByRole('button', { name: 'Mark read: Payment received' }).click();
  await expect(badge).toHaveText('1');
});

test('the profile shows the account and opens the registration from it', async ({ page, request }, testInfo) => {
  await signedInContestant(page, request, 'profile');
  await page.goto('/user/profile');
  await expect(page.getByRole('link', { name: 'Complete Registration' })).toBeVisible();
  await expectAccessible(page);
  await snapBoth(page, testInfo, 'profile');
  await page.getByRole('link', { name: 'Complete Registration' }).click();
  await expect(page).toHaveURL(/\/user\/register$/);
});
