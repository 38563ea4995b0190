import { signedInContestant } from '../support/accounts';
import { registrationFiles } from '../support/files';
import { expect, snapBoth, test } from '../support/fixtures';
import { payFee } from '../support/payment';

test('a paid contestant fills the eight steps, finds the draft after a reload, submits, then edits once', async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(180_000);
  const files = await registrationFiles();
  await signedInContestant(page, request, 'register');
  await payFee(page);
  await expect(page.getByText('Step 1 of 8')).toBeVisible({ timeout: 20_000 });
  const next = () => page.getByRole('button', { name: 'Next' }).click();

  // Next is blocked until the step validates.
  await next();
  await expect(page.getByText('Date of birth is required')).toBeVisible();
  await expect(page.getByText('Step 1 of 8')).toBeVisible();

  await page.getByLabel('Date of birth').fill('2001-08-14');
  await page.getByText('Female', { exact: true }).click();
  await page.getByRole('combobox', { name: 'Nationality' }).fill('Ghanaian');
  await page.keyboard.press('Enter');
  await page.getByRole('combobox', { name: 'Country of residence' }).fill('Ghana');
  await page.keyboard.press('Enter');
  await page.getByLabel('Address').fill('14 Independence Avenue, Accra');
  await page.getByLabel('Continent you represent').selectOption('Africa');
  await next();
  await page.getByLabel('Height').fill('175');
  await page.getByLabel('Weight').fill('60 kg');
  await page.getByLabel('Hair color').fill('Black');
  await page.getByLabel('Eye color').fill('Brown');
  await next();
  await page.getByText('Single', { exact: true }).click();
  await page.getByText('No', { exact: true }).click();
  await page.getByLabel('Occupation').fill('Public health researcher');
  await page.getByLabel('Language', { exact: true }).fill('English');
  await page.getByLabel('Proficiency').selectOption('native');
  await page.getByRole('button', { name: 'Add language' }).click();
  await page.getByLabel('Institution').fill('University of Ghana');
  await page.getByLabel('Degree').fill('BSc');
  await page.getByLabel('Field of study').fill('Biochemistry');
  await page.getByLabel('Year').fill('2022');
  await page.getByRole('button', { name: 'Add education' }).click();
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
  await page.getByLabel('Cause').fill('Maternal health');
  await page.getByLabel('Description').fill('Mobile antenatal clinics for rural mothers.');
  await next();
  await page.getByLabel('Instagram handle').fill('@ama.rises');
  await page.getByLabel('Full name').fill('Akosua Mensah');
  await page.getByLabel('Relationship').fill('Mother');
  await page.getByLabel('Phone').fill('+233 24 000 0000');
  await page.getByLabel('Email').fill('akosua@example.com');
  await next();
  await page.getByLabel('Headshot file').setInputFiles(files.headshot);
  await page.getByLabel('Full body photo file').setInputFiles(files.fullBody);
  await page.getByLabel('Video file').setInputFiles(files.video);
  await page.getByLabel('Birth certificate file').setInputFiles(files.birthCertificate);
  await expect(page.getByText(/headshot\.jpg/).first()).toBeVisible({ timeout: 20_000 });
  await expect(page.getByText(/birth-certificate\.pdf/).first()).toBeVisible({ timeout: 20_000 });
  await next();
  for (const text of [
    'I acknowledge that sponsorship and financial support may be required during participation.',
    'I accept the terms and conditions of this registration.',
    'I confirm that all information provided is accurate and truthful.',
  ]) {
    await page.getByText(text).click();
  }
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
