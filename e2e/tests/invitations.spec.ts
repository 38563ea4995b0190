import { randomBytes } from 'node:crypto';
import type { Page } from '@playwright/test';
import { latestMail, linkIn } from '../support/accounts';
import { apiCall, approvedContestant, staffToken, unusedSeason } from '../support/api-accounts';
import { expect, expectAccessible, PHONE, test } from '../support/fixtures';
import { directorInviting } from '../support/staff';

test('an invited editor sets her password from the e-mail and lands in the back office', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const email = `noor.${randomBytes(4).toString('hex')}@example.com`;

  // The director invites her from Users.
  const { staff, staffPage, form } = await directorInviting(browser, { email, firstName: 'Noor', lastName: 'Haddad' });
  await form.getByLabel('Their job').selectOption('custom');
  await form.getByLabel('Role', { exact: true }).selectOption('editor');
  await form.getByLabel('See the contestants and their registrations').check();
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

/** Nothing on the page is wider than the phone: no sideways scroll of the page itself. */
async function expectNoSidewaysScroll(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
}

test('a judge invited with the Judge preset lands on her round on her phone; the director follows the tabulation at 390 px', async ({
  page,
  browser,
  request,
}, testInfo) => {
  test.setTimeout(240_000);
  const season = unusedSeason();
  const email = `imani.${randomBytes(4).toString('hex')}@judges.example`;
  const roundName = `Final ${randomBytes(2).toString('hex')}`;

  // A round of Africa in draft, with two approved delegates.
  const amara = await approvedContestant(request, { firstName: 'Amara', continent: 'Africa', nationality: 'Nigeria' });
  const lerato = await approvedContestant(request, { firstName: 'Lerato', continent: 'Africa', nationality: 'Ghana' });
  const token = await staffToken(request);
  const created = await apiCall<{ data: { id: string } }>(request, 'POST', '/api/admin/judging/rounds', {
    token,
    body: {
      season,
      name: roundName,
      continent: 'Africa',
      kind: 'final',
      rules: {
        segments: [
          { key: 'interview', name: 'Interview', weight: 40 },
          { key: 'evening-gown', name: 'Evening gown', weight: 30 },
          { key: 'talent', name: 'Talent', weight: 30 },
        ],
        scale: { min: 1, max: 10, step: 0.1 },
        dropHighLow: false,
        advanceCount: 1,
        tieBreakSegment: 'interview',
      },
    },
  });
  const roundId = created.data.id;
  await apiCall(request, 'PUT', `/api/admin/judging/rounds/${roundId}/delegates`, {
    token,
    body: { contestantIds: [amara.contestantId, lerato.contestantId] },
  });

  // The director invites her as Judge of that round, on her phone.
  const { staff, staffPage, form } = await directorInviting(
    browser,
    { email, firstName: 'Imani', lastName: 'Okafor' },
    { viewport: PHONE },
  );
  await form.getByLabel('Their job').selectOption('judge');
  await expect(form.getByText('Score the delegates of the rounds she is assigned to')).toBeVisible();
  await form.getByLabel(`${roundName} · ${season}`).check();
  await form.screenshot({ path: testInfo.outputPath('invite-judge-phone.png') });
  await form.getByRole('button', { name: 'Send invitation' }).click();
  const item = staffPage.getByRole('listitem').filter({ hasText: email });
  await expect(item).toContainText('Judge', { timeout: 20_000 });
  await expect(item).toContainText(`Judges: ${roundName}`);
  await expectNoSidewaysScroll(staffPage);

  // The e-mail names her job and her round.
  const mail = await latestMail(request, email, 'staff-invitation');
  expect(JSON.stringify(mail)).toContain('team as Judge.');
  expect(JSON.stringify(mail)).toContain(`You will judge: ${roundName}.`);

  // She accepts on her phone and lands on her rounds, her next round first.
  await page.setViewportSize(PHONE);
  await page.goto(linkIn(mail, '/auth/invitation/'));
  await expect(page.getByText(`You will judge: ${roundName}.`)).toBeVisible();
  await page.getByLabel('Password', { exact: true }).fill('Sceptre-And-Crown-2027!');
  await page.getByLabel('Confirm password').fill('Sceptre-And-Crown-2027!');
  await page.getByRole('button', { name: 'Set my password and sign in' }).click();
  await expect(page).toHaveURL(/\/judging$/);
  const next = page.getByRole('region', { name: 'Your next round' });
  await expect(next.getByRole('heading', { name: roundName })).toBeVisible({ timeout: 20_000 });
  await expect(next).toContainText('Not open yet');
  await expect(page.getByText('no back-office permissions')).toHaveCount(0);
  await expectNoSidewaysScroll(page);
  await expectAccessible(page);
  await page.screenshot({ path: testInfo.outputPath('judge-landing-phone.png'), fullPage: true });

  // The director opens the round; the judge's next round says scoring is open.
  await apiCall(request, 'POST', `/api/admin/judging/rounds/${roundId}/status`, { token, body: { status: 'open' } });
  await page.reload();
  await expect(page.getByRole('region', { name: 'Your next round' })).toContainText('Scoring is open');

  // The director follows the tabulation on her phone: one card per delegate, no sideways scroll of the page.
  await staffPage.goto(`/admin/judging/${roundId}`);
  const cards = staffPage.getByRole('list', { name: `Live tabulation of ${roundName}` });
  await expect(cards.getByRole('listitem')).toHaveCount(2, { timeout: 20_000 });
  await expect(cards).toContainText('Amara');
  await expectNoSidewaysScroll(staffPage);
  await staffPage.screenshot({ path: testInfo.outputPath('director-round-phone.png'), fullPage: true });
  await staff.close();
});
