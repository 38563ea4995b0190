import type { Locator, Page } from '@playwright/test';
import { logIn, signedInContestant } from '../support/accounts';
import { expect, PHONE, test } from '../support/fixtures';
import { payFee } from '../support/payment';
import { DIRECTOR } from '../support/staff';

// Every dialog and menu with the keyboard alone: focus moves in, Tab and Shift+Tab stay inside, Escape closes,
// and focus comes back to the control that opened it.

const focusedInside = (dialog: Locator) => dialog.evaluate((el) => el.contains(document.activeElement));

/** Tabs forwards and backwards more times than the dialog has controls; focus never leaves it. */
async function expectTrapped(page: Page, dialog: Locator): Promise<void> {
  await expect.poll(() => focusedInside(dialog)).toBe(true);
  const stops = await dialog.evaluate(
    (el) => el.querySelectorAll('a[href], button:not([disabled]), input, select, textarea, [tabindex="0"]').length,
  );
  for (const key of ['Tab', 'Shift+Tab']) {
    for (let i = 0; i <= stops; i++) {
      await page.keyboard.press(key);
      expect(await focusedInside(dialog), `${key} ×${i + 1}`).toBe(true);
    }
  }
}

/** On a freshly loaded page the first Tab stop is the skip link; following it moves focus past header and menu. */
async function expectSkipLink(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible({ timeout: 15_000 });
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to content' });
  await expect(skip).toBeFocused();
  await expect(skip).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(page.locator('main#main')).toBeFocused();
}

/** Opens with Enter on `opener`, checks the trap, closes with Escape and expects focus back on `opener`. */
async function roundTrip(page: Page, opener: Locator, dialog: Locator): Promise<void> {
  await opener.focus();
  await page.keyboard.press('Enter');
  await expect(dialog).toBeVisible();
  await expectTrapped(page, dialog);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();
}

test('portal dialogs and menus give focus back to their opener', async ({ page, request }) => {
  test.setTimeout(180_000);
  await page.setViewportSize(PHONE);
  await signedInContestant(page, request, 'keys');
  await expectSkipLink(page, '/user/home');

  // The phone menu.
  await roundTrip(
    page,
    page.getByRole('button', { name: 'Open menu' }),
    page.getByRole('dialog', { name: 'Portal menu' }),
  );

  // The notifications panel: Escape returns to the bell; tabbing out of it closes it.
  const bellButton = page.getByRole('button', { name: /^Notifications/ });
  const panel = page.getByRole('dialog', { name: 'Notifications' });
  await bellButton.focus();
  await page.keyboard.press('Enter');
  await expect(panel).toBeVisible();
  await expect.poll(() => focusedInside(panel)).toBe(true);
  await page.keyboard.press('Escape');
  await expect(panel).toBeHidden();
  await expect(bellButton).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(panel.getByText(/Welcome|caught up|unread/).first()).toBeVisible();
  const panelStops = await panel.evaluate((el) => el.querySelectorAll('a[href], button:not([disabled])').length);
  for (let i = 0; i <= panelStops && (await panel.isVisible()); i++) await page.keyboard.press('Tab');
  await expect(panel).toBeHidden();

  // The profile menu, then the sign-out confirmation opened from it.
  const profile = page.getByRole('button', { name: /profile menu$/ });
  await profile.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('menu')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('menu')).toBeHidden();
  await expect(profile).toBeFocused();
  await page.keyboard.press('Enter');
  await page.getByRole('menuitem', { name: 'Sign out' }).focus();
  await page.keyboard.press('Enter');
  const confirm = page.getByRole('dialog', { name: 'Confirm Sign Out' });
  await expect(confirm).toBeVisible();
  await expectTrapped(page, confirm);
  await page.keyboard.press('Escape');
  await expect(confirm).toBeHidden();
  await expect(profile).toBeFocused();

  // The payment modal, opened from the Pay button.
  await page.goto('/user/register');
  await roundTrip(
    page,
    page.getByRole('button', { name: /Pay \$[\d.,]+ Now/ }),
    page.getByRole('dialog', { name: 'Complete Your Payment' }),
  );
});

test('the session-timeout warning starts on Extend Session and Escape extends', async ({ page, request }) => {
  test.setTimeout(120_000);
  await page.clock.install();
  await signedInContestant(page, request, 'idle');
  await page.getByRole('link', { name: 'Registration' }).first().focus();
  await page.clock.runFor(8 * 60_000);
  const warning = page.getByRole('dialog', { name: 'Session Timeout Warning' });
  await expect(warning).toBeVisible();
  await expect(warning.getByRole('button', { name: 'Extend Session' })).toBeFocused();
  await expectTrapped(page, warning);
  await page.keyboard.press('Escape');
  await expect(warning).toBeHidden();
  await expect(page).toHaveURL(/\/user\/home$/);
  await expect(page.getByRole('link', { name: 'Registration' }).first()).toBeFocused();
});

test('back-office dialogs and menus give focus back to their opener', async ({ page, browser }) => {
  test.setTimeout(180_000);
  // A payment to open.
  const payerContext = await browser.newContext();
  await payerContext.addInitScript(() => sessionStorage.setItem('splashSeen', '1'));
  const payer = await payerContext.newPage();
  await signedInContestant(payer, payerContext.request, 'keyspay');
  await payFee(payer);
  await payerContext.close();

  await page.setViewportSize(PHONE);
  await logIn(page, DIRECTOR);
  await expect(page).toHaveURL(/\/(user\/home|admin)$/);
  await expectSkipLink(page, '/admin/payments');
  await roundTrip(
    page,
    page.getByRole('button', { name: 'Open menu' }),
    page.getByRole('dialog', { name: 'Back office menu' }),
  );
  await roundTrip(page, page.getByRole('table').getByRole('button').first(), page.getByRole('dialog'));
});

test('the home page video dialog gives focus back to its play button', async ({ page }) => {
  await page.goto('/');
  await page.waitForLoadState('networkidle');
  await roundTrip(
    page,
    page.getByRole('button', { name: 'Play the promo video' }),
    page.getByRole('dialog').filter({ has: page.locator('video') }),
  );
});
