import { expect, type Page } from '@playwright/test';

/** Pays the registration fee with the built-in test provider from /user/register. */
export async function payFee(page: Page): Promise<void> {
  await page.goto('/user/register');
  await page.getByRole('button', { name: /Pay \$[\d,.]+ Now/ }).click();
  await page
    .getByRole('dialog', { name: 'Complete Your Payment' })
    .getByRole('button', { name: 'Continue to Payment' })
    .click();
  await page.getByRole('button', { name: 'Approve payment' }).click();
  await expect(page.getByText('Payment successful. Thank you, your registration fee has been received.')).toBeVisible();
}
