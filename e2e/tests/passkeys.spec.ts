import { logIn } from '../support/accounts';
import { verifiedAccount } from '../support/api-accounts';
import { expect, expectAccessible, snapBoth, test } from '../support/fixtures';

/**
 * Passkeys with Chromium's virtual authenticator (a platform authenticator that verifies its user at once): she adds
 * one in her settings, signs out, and signs in with it alone, no e-mail or password typed.
 */
test('she adds a passkey in her settings, signs out, and signs in with it alone', async ({
  page,
  request,
}, testInfo) => {
  const account = await verifiedAccount(request);
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('WebAuthn.enable', { enableUI: false });
  const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });

  await logIn(page, account);
  await expect(page).toHaveURL(/\/user\/home$/);
  await page.goto('/user/settings');
  const passkeys = page.getByRole('region', { name: 'Passkeys' });
  await expect(passkeys.getByText('You have no passkeys yet.')).toBeVisible();
  await passkeys.getByLabel('Name of this passkey').fill('My phone');
  await passkeys.getByRole('button', { name: 'Add a passkey' }).click();
  await expect(passkeys.getByText('My phone')).toBeVisible();
  await expect(passkeys.getByRole('button', { name: 'Remove My phone' })).toBeVisible();
  // The authenticator holds one discoverable credential: the site can find it without her e-mail.
  const made = await cdp.send('WebAuthn.getCredentials', { authenticatorId });
  expect(made.credentials).toHaveLength(1);
  expect(made.credentials[0]?.isResidentCredential).toBe(true);
  await expectAccessible(page);
  await snapBoth(page, testInfo, 'passkeys-settings');

  await page.getByRole('button', { name: /profile menu$/ }).click();
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
  const dialog = page.getByRole('alertdialog').or(page.getByRole('dialog'));
  await dialog.getByRole('button', { name: 'Sign Out' }).click();
  await expect(page).toHaveURL(/\/auth\/login$/);

  await page.getByRole('button', { name: 'Sign in with a passkey' }).click();
  await expect(page).toHaveURL(/\/user\/(home|settings)$/);
  // The server counted the signature: the authenticator's counter moved past the one it stored at sign-up.
  const used = await cdp.send('WebAuthn.getCredentials', { authenticatorId });
  expect(used.credentials[0]?.signCount ?? 0).toBeGreaterThan(made.credentials[0]?.signCount ?? 0);
  await page.goto('/user/settings');
  await expect(page.getByRole('region', { name: 'Passkeys' }).getByText(/Last used/)).toBeVisible();
});
