import type { Browser, BrowserContextOptions } from '@playwright/test';
import { logIn } from './accounts';

/** The super admin the journeys' server creates at start-up (ADMIN_EMAIL / ADMIN_PASSWORD in playwright.config.ts). */
export const DIRECTOR = { email: 'director@e2e.example', password: 'Crown-Sceptre-2026!' } as const;

/**
 * The director, signed in on a browser of her own, with Users' invitation form open and the invitee's e-mail
 * address and name filled in; the caller chooses the job and sends it.
 */
export async function directorInviting(
  browser: Browser,
  invitee: { email: string; firstName: string; lastName: string },
  options: BrowserContextOptions = {},
) {
  const staff = await browser.newContext(options);
  const staffPage = await staff.newPage();
  await logIn(staffPage, DIRECTOR);
  await staffPage.waitForURL(/\/(admin|user)/);
  await staffPage.goto('/admin/users');
  const form = staffPage.getByRole('form', { name: 'Invite someone' });
  await form.getByLabel('E-mail').fill(invitee.email);
  await form.getByLabel('First name').fill(invitee.firstName);
  await form.getByLabel('Last name').fill(invitee.lastName);
  return { staff, staffPage, form };
}
