import { randomBytes } from 'node:crypto';
import { PAYMENT_PRODUCT_ID } from '@cq/shared';
import { type APIRequestContext, expect, type Page } from '@playwright/test';

export interface Account {
  firstName: string;
  lastName: string;
  email: string;
  phoneNumber: string;
  password: string;
}

/** What the fee's checkout is started with: one registration fee, in the account's name, address and phone. */
export const registrationFeeBody = (account: Account) => ({
  productId: PAYMENT_PRODUCT_ID,
  quantity: 1,
  firstName: account.firstName,
  lastName: account.lastName,
  email: account.email,
  phone: account.phoneNumber,
});

export function newAccount(prefix = 'amara'): Account {
  const id = randomBytes(4).toString('hex');
  return {
    firstName: 'Amara',
    lastName: `Okafor-${id}`,
    email: `${prefix}.${id}@example.com`,
    phoneNumber: '+234 801 234 5678',
    password: `Crown-${id}-Purpose!`,
  };
}

interface MailboxMessage {
  to: string;
  subject: string;
  kind: string;
  links: string[];
}

/** The newest message to an address from the development mailbox, waiting for it to be written. */
export async function latestMail(request: APIRequestContext, to: string, kind?: string): Promise<MailboxMessage> {
  let found: MailboxMessage | undefined;
  await expect
    .poll(
      async () => {
        const params = new URLSearchParams({ to, ...(kind ? { kind } : {}) });
        const res = await request.get(`/dev/mailbox.json?${params}`);
        const body = (await res.json()) as { data: { messages: MailboxMessage[] } };
        found = body.data.messages[0];
        return Boolean(found);
      },
      { timeout: 15_000 },
    )
    .toBe(true);
  return found as MailboxMessage;
}

/** The site link in a message whose path contains `part` (e.g. '/auth/verify-email/'). */
export function linkIn(message: MailboxMessage, part: string): string {
  const link = message.links.find((l) => l.includes(part));
  expect(link, `a link containing ${part} in "${message.subject}"`).toBeTruthy();
  const url = new URL(link as string);
  return url.pathname + url.search;
}

export async function signUp(page: Page, account: Account): Promise<void> {
  await page.goto('/auth/signup');
  await page.getByLabel('First name').fill(account.firstName);
  await page.getByLabel('Last name').fill(account.lastName);
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Phone number').fill(account.phoneNumber);
  await page.locator('#signup-password').fill(account.password);
  await page.getByRole('button', { name: /sign up|create account/i }).click();
  await expect(page.getByRole('heading', { name: 'Check your email' })).toBeVisible();
}

export async function verifyFromMailbox(page: Page, request: APIRequestContext, account: Account): Promise<void> {
  const mail = await latestMail(request, account.email);
  await page.goto(linkIn(mail, '/auth/verify-email/'));
  await expect(page.getByRole('heading', { name: 'Email Verified!' })).toBeVisible();
}

export async function logIn(page: Page, account: Pick<Account, 'email' | 'password'>): Promise<void> {
  try {
    await page.goto('/auth/login');
  } catch (err) {
    // An ended session reloads into /auth/login by itself; when that reload is still under way, let it finish.
    if (!String(err).includes('interrupted by another navigation')) throw err;
    await page.waitForURL('**/auth/login', { waitUntil: 'load' });
  }
  await page.locator('#login-email').fill(account.email);
  await page.locator('#login-password').fill(account.password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
}

/** A new contestant account, verified and signed in, on /user/home. */
export async function signedInContestant(page: Page, request: APIRequestContext, prefix?: string): Promise<Account> {
  const account = newAccount(prefix);
  await signUp(page, account);
  await verifyFromMailbox(page, request, account);
  await logIn(page, account);
  await expect(page).toHaveURL(/\/user\/home$/);
  return account;
}
