import { signedInContestant } from '../support/accounts';
import { registrationFiles } from '../support/files';
import { expect, snapBoth, test } from '../support/fixtures';
import { payFee } from '../support/payment';
import {
  acceptDeclarations,
  fillBackground,
  fillPersonalInfo,
  fillPhysicalDetails,
  fillPlatform,
  fillSocialAndContact,
  nextStep,
  uploadMedia,
} from '../support/registration';

test('a paid contestant fills the eight steps, finds the draft after a reload, submits, then edits once', async ({
  page,
  request,
}, testInfo) => {
  // Eight steps twice, with uploads: under a minute alone, several times that beside another journey on a busy
  // two-core machine.
  test.setTimeout(300_000);
  const files = await registrationFiles();
  await signedInContestant(page, request, 'register');
  await payFee(page);
  await expect(page.getByText('Step 1 of 8')).toBeVisible({ timeout: 20_000 });
  const next = () => nextStep(page);

  // Next is blocked until the step validates.
  await next();
  await expect(page.getByText('Date of birth is required')).toBeVisible();
  await expect(page.getByText('Step 1 of 8')).toBeVisible();

  await fillPersonalInfo(page);
  await next();
  await fillPhysicalDetails(page);
  await next();
  await fillBackground(page);
  await expect(page.getByText(/Saved \d/)).toBeVisible({ timeout: 10_000 });

  // The draft comes back after a reload.
  await page.reload();
  await expect(page.getByText('Step 1 of 8')).toBeVisible({ timeout: 20_000 });
  await expect(page.getByLabel('Address')).toHaveValue('14 Independence Avenue, Accra');
  await next();
  await next();
  await expect(page.getByLabel('Occupation')).toHaveValue('Public health researcher');
  await next();
  await next(); // Experience has no required field.
  await fillPlatform(page);
  await next();
  await fillSocialAndContact(page);
  await next();
  await uploadMedia(page, files);
  await next();
  await acceptDeclarations(page);
  await page.getByRole('button', { name: 'Submit Registration' }).click();
  await expect(page.getByText('Registration Submitted!')).toBeVisible({ timeout: 20_000 });
  await page.getByRole('button', { name: 'View my registration' }).click();
  await expect(page.getByText('Your registration is under review')).toBeVisible();
  await expect(page.getByText('You have 3 edits remaining.')).toBeVisible();
  await snapBoth(page, testInfo, 'registration-status');

  await page.getByRole('button', { name: 'Edit Registration' }).click();
  await page.getByRole('button', { name: 'Start editing' }).click();
  await expect(page).toHaveURL(/\/user\/edit-registration$/);
  await expect(page.getByText('You are editing your registration form.')).toBeVisible();
  await expect(page.getByText('Step 1 of 8')).toBeVisible({ timeout: 20_000 });
  for (let i = 0; i < 7; i++) await next();
  await page.getByRole('button', { name: 'Update Registration' }).click();
  await expect(page.getByText('Registration Updated!')).toBeVisible({ timeout: 20_000 });
  await page.getByRole('button', { name: 'View my registration' }).click();
  await expect(page).toHaveURL(/\/user\/register$/);
  await expect(page.getByText('You have 2 edits remaining.')).toBeVisible({ timeout: 20_000 });
});
