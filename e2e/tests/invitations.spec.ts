import { randomBytes } from 'node:crypto';
import { latestMail, linkIn, logIn } from '../support/accounts';
import { expect, expectAccessible, PHONE, test } from '../support/fixtures';
import { DIRECTOR } from '../support/staff';

test('an invited editor sets her password from the e-mail and lands in the back office', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const email = `noor.${randomBytes(4).toString('hex')}@example.com`;

  // The director invites her from Users.
  const staff = await browser.newContext();
  const staffPage = await staff.newPage();
  await logIn(staffPage, DIRECTOR);
  await staffPage.waitForURL(/\/(admin|user)/);
  await staffPage.goto('/admin/users');
  const form = staffPage.getByRole('form', { name: 'Invite someone' });
  await form.getByLabel('E-mail').fill(email);
  await form.getByLabel('First name').fill('Noor');
  await form.getByLabel('Last name').fill('Haddad');
  await form.getByLabel('Role').selectOption('editor');
  await form.getByLabel('contestants: read').check();
  await form.getByRole('button', { name: 'Send invitation' }).click();
  await expect(staffPage.getByText(`· ${email} ·`)).toBeVisible({ timeout: 20_000 });
  await staff.close();

  // She opens the link on her phone, chooses a password, and is in.
  await page.setViewportSize(PHONE);
  const mail = await latestMail(request, email, 'staff-invitation');
  await page.goto(linkIn(mail, '/auth/invitation/'));
  await expect(page.getByRole('heading', { name: 'Welcome, Noor' })).toBeVisible();
  await expectAccessible(page);
  await page.getByLabel('Password', { exact: true }).fill('Sceptre-And-Crown-2027!');
  await page.getByLabel('Confirm password').fill('Sceptre-And-Crown-2027!');
  await page.getByRole('button', { name: 'Set my password and sign in' }).click();
  await expect(page).toHaveURL(/\/admin/);
  await page.goto('/admin/contestants');
  await expect(page.getByRole('heading', { level: 1, name: 'Contestants' })).toBeVisible({ timeout: 20_000 });

  // The link worked once.
  await page.goto(linkIn(mail, '/auth/invitation/'));
  await expect(page.getByRole('heading', { name: 'Invitation not valid' })).toBeVisible();
});
