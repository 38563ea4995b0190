import { expect, type Page } from '@playwright/test';

type Say = (english: string, values?: Record<string, string | number>, namespace?: string) => string;
const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Pays the registration fee with the built-in test provider from /user/register, in the page's language
 * (support/words.ts; English by default). The provider's own checkout page is the provider's, in English.
 */
export async function payFee(page: Page, say?: Say): Promise<void> {
  await page.goto('/user/register');
  const pay = say
    ? new RegExp(say('Pay {amount} Now', { amount: '\u0000' }, 'payments').split('\u0000').map(escapeRegExp).join('.+'))
    : /Pay \$[\d,.]+ Now/;
  const words = (english: string) => (say ? say(english, {}, 'payments') : english);
  await page.getByRole('button', { name: pay }).click();
  await page
    .getByRole('dialog', { name: words('Complete Your Payment') })
    .getByRole('button', { name: words('Continue to Payment') })
    .click();
  await page.getByRole('button', { name: 'Approve payment' }).click();
  const paid = 'Payment successful. Thank you, your registration fee has been received.';
  await expect(page.getByText(say ? say(paid) : paid)).toBeVisible();
}
