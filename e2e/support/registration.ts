import { expect, type Page } from '@playwright/test';
import type { registrationFiles } from './files';

/**
 * The steps of the portal's eight-step form, filled the way a contestant would (by the labels it shows). Each
 * takes the words of the page's language (support/words.ts); English by default.
 */
type Say = (english: string, values?: Record<string, string | number>, namespace?: string) => string;
const asWritten: Say = (english, values = {}) => english.replace(/\{(\w+)\}/g, (m, k) => String(values[k] ?? m));
const R = 'registration';

export const nextStep = (page: Page, say: Say = asWritten) =>
  page.getByRole('button', { name: say('Next', {}, R) }).click();

export async function fillPersonalInfo(page: Page, say: Say = asWritten, locale = 'en'): Promise<void> {
  const country = (english: string) =>
    locale === 'en' ? english : (new Intl.DisplayNames([locale], { type: 'region' }).of('GH') as string);
  await page.getByLabel(say('Date of birth', {}, R)).fill('2001-08-14');
  await page.getByText(say('Female', {}, R), { exact: true }).click();
  await page.getByRole('combobox', { name: say('Nationality', {}, R) }).fill(country('Ghanaian'));
  await page.keyboard.press('Enter');
  await page.getByRole('combobox', { name: say('Country of residence', {}, R) }).fill(country('Ghana'));
  await page.keyboard.press('Enter');
  await page.getByLabel(say('Address', {}, R)).fill('14 Independence Avenue, Accra');
  await page.getByLabel(say('Continent you represent', {}, R)).selectOption('Africa');
}

export async function fillPhysicalDetails(page: Page, say: Say = asWritten): Promise<void> {
  await page.getByLabel(say('Height', {}, R)).fill('175');
  await page.getByLabel(say('Weight', {}, R)).fill('60 kg');
  await page.getByLabel(say('Hair color', {}, R)).fill('Black');
  await page.getByLabel(say('Eye color', {}, R)).fill('Brown');
}

export async function fillBackground(page: Page, say: Say = asWritten): Promise<void> {
  await page.getByText(say('Single', {}, R), { exact: true }).click();
  await page.getByText(say('No', {}, R), { exact: true }).click();
  await page.getByLabel(say('Occupation', {}, R)).fill('Public health researcher');
  await page.getByLabel(say('Language', {}, R), { exact: true }).fill('English');
  await page.getByLabel(say('Proficiency', {}, R)).selectOption('native');
  await page.getByRole('button', { name: say('Add language', {}, R) }).click();
  await page.getByLabel(say('Institution', {}, R)).fill('University of Ghana');
  await page.getByLabel(say('Degree', {}, R)).fill('BSc');
  await page.getByLabel(say('Field of study', {}, R)).fill('Biochemistry');
  await page.getByLabel(say('Year', {}, R)).fill('2022');
  await page.getByRole('button', { name: say('Add education', {}, R) }).click();
}

export async function fillPlatform(page: Page, say: Say = asWritten): Promise<void> {
  await page.getByLabel(say('Cause', {}, R)).fill('Maternal health');
  await page.getByLabel(say('Description', {}, R)).fill('Mobile antenatal clinics for rural mothers.');
}

export async function fillSocialAndContact(page: Page, say: Say = asWritten): Promise<void> {
  await page.getByLabel(say('Instagram handle', {}, R)).fill('@ama.rises');
  await page.getByLabel(say('Full name', {}, R)).fill('Akosua Mensah');
  await page.getByLabel(say('Relationship', {}, R)).fill('Mother');
  await page.getByLabel(say('Phone', {}, R)).fill('+233 24 000 0000');
  await page.getByLabel(say('Email', {}, R)).fill('akosua@example.com');
}

export async function uploadMedia(
  page: Page,
  files: Awaited<ReturnType<typeof registrationFiles>>,
  say: Say = asWritten,
): Promise<void> {
  // Each slot's file input is called "<the slot's name> file".
  const input = (slot: string) => page.getByLabel(say('{label} file', { label: say(slot, {}, R) }, R));
  await input('Headshot').setInputFiles(files.headshot);
  await input('Full body photo').setInputFiles(files.fullBody);
  await input('Video').setInputFiles(files.video);
  await input('Birth certificate').setInputFiles(files.birthCertificate);
  await expect(page.getByText(/headshot\.jpg/).first()).toBeVisible({ timeout: 20_000 });
  await expect(page.getByText(/birth-certificate\.pdf/).first()).toBeVisible({ timeout: 20_000 });
}

export async function acceptDeclarations(page: Page, say: Say = asWritten): Promise<void> {
  for (const text of [
    'I acknowledge that sponsorship and financial support may be required during participation.',
    'I accept the terms and conditions of this registration.',
    'I confirm that all information provided is accurate and truthful.',
  ]) {
    await page.getByText(say(text, {}, R)).click();
  }
}

/** Every step from Step 1 to a submitted registration ('Registration Submitted!'). */
export async function completeAndSubmitRegistration(
  page: Page,
  files: Awaited<ReturnType<typeof registrationFiles>>,
  say: Say = asWritten,
  locale = 'en',
): Promise<void> {
  await expect(page.getByText(say('Step {step} of {total}', { step: 1, total: 8 }, R))).toBeVisible({
    timeout: 20_000,
  });
  await fillPersonalInfo(page, say, locale);
  await nextStep(page, say);
  await fillPhysicalDetails(page, say);
  await nextStep(page, say);
  await fillBackground(page, say);
  await nextStep(page, say);
  await nextStep(page, say); // Experience has no required field.
  await fillPlatform(page, say);
  await nextStep(page, say);
  await fillSocialAndContact(page, say);
  await nextStep(page, say);
  await uploadMedia(page, files, say);
  await nextStep(page, say);
  await acceptDeclarations(page, say);
  await page.getByRole('button', { name: say('Submit Registration', {}, R) }).click();
  await expect(page.getByText(say('Registration Submitted!', {}, R))).toBeVisible({ timeout: 20_000 });
}
