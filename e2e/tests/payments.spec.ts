import { signedInContestant } from '../support/accounts';
import { apiCall, staffToken } from '../support/api-accounts';
import { expect, snapBoth, test } from '../support/fixtures';

test('a new contestant pays the fee with the test provider: declines once, retries, then reaches the form', async ({
  page,
  request,
}, testInfo) => {
  await signedInContestant(page, request, 'payer');
  await page.goto('/user/register');
  await expect(page.getByTestId('payment-status')).toHaveText('PENDING');
  await snapBoth(page, testInfo, 'payment-gate');

  // First attempt: the payer declines on the checkout page.
  await page.getByRole('button', { name: 'Pay $1.00 Now' }).click();
  await page
    .getByRole('dialog', { name: 'Complete Your Payment' })
    .getByRole('button', { name: 'Continue to Payment' })
    .click();
  await expect(page.getByRole('heading', { name: 'Registration fee' })).toBeVisible();
  await page.getByRole('button', { name: 'Decline' }).click();
  // Back on /user/register?reference=…: the app checks the reference with the server (and then tidies the URL).
  await expect(
    page.getByText('Your payment was declined and you have not been charged. Please try again.'),
  ).toBeVisible();

  // Second attempt: approved.
  await page.getByRole('button', { name: 'Retry Payment' }).click();
  await page
    .getByRole('dialog', { name: 'Complete Your Payment' })
    .getByRole('button', { name: 'Continue to Payment' })
    .click();
  await page.getByRole('button', { name: 'Approve payment' }).click();
  await expect(page.getByText('Payment successful. Thank you, your registration fee has been received.')).toBeVisible();
  await expect(page.getByTestId('payment-status')).toHaveText('PAID');
  await expect(page.getByRole('heading', { name: 'Contestant Registration' })).toBeVisible({ timeout: 15_000 });
});

test('a contestant enters a coupon code that takes the whole fee and reaches the form without a checkout', async ({
  page,
  request,
}) => {
  const code = `FREE${Date.now().toString(36).toUpperCase()}`;
  await apiCall(request, 'POST', '/api/admin/coupons', {
    token: await staffToken(request),
    body: { code, percentOff: 100, maxUses: 1, note: 'Journey' },
  });
  await signedInContestant(page, request, 'coupon');
  await page.goto('/user/register');
  await page.getByRole('button', { name: 'Pay $1.00 Now' }).click();
  const dialog = page.getByRole('dialog', { name: 'Complete Your Payment' });
  await dialog.getByLabel('Coupon code').fill(code.toLowerCase());
  await dialog.getByRole('button', { name: 'Apply' }).click();
  await expect(dialog.getByText(`Code ${code} applied: you pay $0.00.`)).toBeVisible();
  await dialog.getByRole('button', { name: 'Complete registration payment' }).click();
  await expect(page.getByText('Payment successful. Thank you, your registration fee has been received.')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Contestant Registration' })).toBeVisible({ timeout: 15_000 });
});
