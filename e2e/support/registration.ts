import { expect, type Page } from '@playwright/test';
import type { registrationFiles } from './files';

/** The steps of the portal's eight-step form, filled the way a contestant would (by the labels it shows). */
export const nextStep = (page: Page) => page.getByRole('button', { name: 'Next' }).click();

export async function fillPersonalInfo(page: Page): Promise<void> {
  await page.getByLabel('Date of birth').fill('2001-08-14');
  await page.getByText('Female', { exact: true }).click();
  await page.getByRole('combobox', { name: 'Nationality' }).fill('Ghanaian');
  await page.keyboard.press('Enter');
  await page.getByRole('combobox', { name: 'Country of residence' }).fill('Ghana');
  await page.keyboard.press('Enter');
  await page.getByLabel('Address').fill('14 Independence Avenue, Accra');
  await page.getByLabel('Continent you represent').selectOption('Africa');
}

export async function fillPhysicalDetails(page: Page): Promise<void> {
  await page.getByLabel('Height').fill('175');
  await page.getByLabel('Weight').fill('60 kg');
  await page.getByLabel('Hair color').fill('Black');
  await page.getByLabel('Eye color').fill('Brown');
}

export async function fillBackground(page: Page): Promise<void> {
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
}

export async function fillPlatform(page: Page): Promise<void> {
  await page.getByLabel('Cause').fill('Maternal health');
  await page.getByLabel('Description').fill('Mobile antenatal clinics for rural mothers.');
}

export async function fillSocialAndContact(page: Page): Promise<void> {
  await page.getByLabel('Instagram handle').fill('@ama.rises');
  await page.getByLabel('Full name').fill('Akosua Mensah');
  await page.getByLabel('Relationship').fill('Mother');
  await page.getByLabel('Phone').fill('+233 24 000 0000');
  await page.getByLabel('Email').fill('akosua@example.com');
}

export async function uploadMedia(page: Page, files: Awaited<ReturnType<typeof registrationFiles>>): Promise<void> {
  await page.getByLabel('Headshot file').setInputFiles(files.headshot);
  await page.getByLabel('Full body photo file').setInputFiles(files.fullBody);
  await page.getByLabel('Video file').setInputFiles(files.video);
  await page.getByLabel('Birth certificate file').setInputFiles(files.birthCertificate);
  await expect(page.getByText(/headshot\.jpg/).first()).toBeVisible({ timeout: 20_000 });
  await expect(page.getByText(/birth-certificate\.pdf/).first()).toBeVisible({ timeout: 20_000 });
}

export async function acceptDeclarations(page: Page): Promise<void> {
  for (const text of [
    'I acknowledge that sponsorship and financial support may be required during participation.',
    'I accept the terms and conditions of this registration.',
    'I confirm that all information provided is accurate and truthful.',
  ]) {
    await page.getByText(text).click();
  }
}

/** Every step from Step 1 to a submitted registration ('Registration Submitted!'). */
export async function completeAndSubmitRegistration(
  page: Page,
  files: Awaited<ReturnType<typeof registrationFiles>>,
): Promise<void> {
  await expect(page.getByText('Step 1 of 8')).toBeVisible({ timeout: 20_000 });
  await fillPersonalInfo(page);
  await nextStep(page);
  await fillPhysicalDetails(page);
  await nextStep(page);
  await fillBackground(page);
  await nextStep(page);
  await nextStep(page); // Experience has no required field.
  await fillPlatform(page);
  await nextStep(page);
  await fillSocialAndContact(page);
  await nextStep(page);
  await uploadMedia(page, files);
  await nextStep(page);
  await acceptDeclarations(page);
  await page.getByRole('button', { name: 'Submit Registration' }).click();
  await expect(page.getByText('Registration Submitted!')).toBeVisible({ timeout: 20_000 });
}
