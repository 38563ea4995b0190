import { logIn, newAccount, signUp, verifyFromMailbox } from '../support/accounts';
import { apiCall, approvedContestant, staffToken } from '../support/api-accounts';
import { expect, expectAccessible, PHONE, snapBoth, test } from '../support/fixtures';
import { DIRECTOR } from '../support/staff';

test('a fan signs up, votes on her phone, buys a vote pack and votes again, sees the count move; staff void a vote and the count drops', async ({
  page,
  request,
  browser,
}, testInfo) => {
  test.setTimeout(300_000);
  // Two published delegates of Asia, and a vote open for them, set up by staff.
  const token = await staffToken(request);
  const delegates = [];
  for (const [firstName, nationality] of [
    ['Mei', 'Malaysia'],
    ['Priya', 'India'],
  ] as const) {
    const { account, contestantId } = await approvedContestant(request, { firstName, continent: 'Asia', nationality });
    await apiCall(request, 'PUT', '/api/delegate-profile', {
      token: account.token,
      body: { biography: `${firstName} teaches girls to code.`, showSocial: [] },
    });
    await apiCall(request, 'POST', `/api/admin/contestants/${contestantId}/public-profile/publish`, { token });
    delegates.push({ contestantId, name: `${firstName} ${account.lastName}` });
  }
  const [mei, priya] = delegates as [(typeof delegates)[0], (typeof delegates)[0]];
  const name = `Asia People’s Choice ${Date.now().toString(36)}`;
  const created = await apiCall<{ data: { id: string; slug: string } }>(request, 'POST', '/api/admin/votes', {
    token,
    body: {
      name,
      continent: 'Asia',
      opensAt: new Date(Date.now() - 60_000).toISOString(),
      closesAt: new Date(Date.now() + 7 * 24 * 3600_000).toISOString(),
      timeZone: 'Asia/Kolkata',
      freeVotesPerDay: 1,
      votesPerAddressPerDay: 1000,
      leaderboard: 'public',
      outcome: { kind: 'award', title: 'Asia People’s Choice award' },
      contestantIds: [mei.contestantId, priya.contestantId],
      paidVoting: {
        enabled: true,
        currency: 'USD',
        packs: [
          { votes: 10, price: 2 },
          { votes: 50, price: 8 },
        ],
        capPerFan: null,
        capPerDelegate: null,
      },
    },
  });
  const { id, slug } = created.data;

  // A fan signs up on her phone, then votes for Mei on the People's Choice page.
  await page.setViewportSize(PHONE);
  const fan = newAccount('fan');
  await signUp(page, fan);
  await verifyFromMailbox(page, request, fan);
  await logIn(page, fan);
  await page.waitForURL(/\/user\//);
  await page.goto(`/peoples-choice#${slug}`);
  const section = page.locator(`section#${slug}`);
  await expect(section.getByRole('heading', { name })).toBeVisible();
  await expect(section.getByText('0 votes counted so far')).toBeVisible();
  await section.getByRole('button', { name: `Vote for ${mei.name}` }).click();
  await expect(section.getByText('Thank you! Your vote is counted.')).toBeVisible();
  await expect(section.getByText('Voted today · back tomorrow')).toBeVisible();
  await expect(section.getByText('1 vote counted so far')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Your votes' })).toBeVisible();

  // Her free vote for Mei is used: she buys a pack of 10 votes with the test provider and comes back to the vote.
  await expect(section.getByText(/Vote packs are on sale in this vote/)).toBeAttached();
  await section.getByRole('button', { name: 'Buy 10 votes $2.00' }).click();
  await page.waitForURL(/\/api\/payments\/test-checkout\//);
  await page.getByRole('button', { name: 'Approve payment' }).click();
  await page.waitForURL(/\/peoples-choice\?reference=/);
  await expect(
    page.getByText('Payment successful. Your 10 votes are ready: vote for your favourites below.'),
  ).toBeVisible();
  await expect(section.getByText('You have 10 paid votes left in this vote.')).toBeVisible();
  await section.getByRole('button', { name: `Paid vote for ${mei.name}` }).click();
  await expect(section.getByText('Thank you! Your vote is counted.')).toBeVisible();
  await expect(section.getByText('You have 9 paid votes left in this vote.')).toBeVisible();
  await expect(section.getByText('2 votes counted so far')).toBeVisible();
  await expectAccessible(page);
  await snapBoth(page, testInfo, 'peoples-choice');

  // On Priya's own page, the same vote: her button counts too.
  await page.setViewportSize(PHONE);
  await section.getByRole('link', { name: priya.name }).click();
  await expect(page.getByRole('heading', { level: 1, name: priya.name })).toBeVisible();
  await page.getByRole('button', { name: `Vote for ${priya.name}` }).click();
  await expect(page.getByText('Thank you! Your vote is counted.')).toBeVisible();
  // The server counts again at most every two seconds: the next count holds her three votes, Mei leading.
  await expect(async () => {
    await page.goto(`/peoples-choice#${slug}`);
    await expect(section.getByText('3 votes counted so far')).toBeVisible({ timeout: 5_000 });
  }).toPass({ timeout: 45_000 });

  // Staff review the vote and void Priya's vote; the public count drops.
  const staff = await browser.newContext();
  const staffPage = await staff.newPage();
  await logIn(staffPage, DIRECTOR);
  await staffPage.waitForURL(/\/(admin|user)/);
  await staffPage.goto(`/admin/voting/${id}`);
  await expect(staffPage.getByRole('heading', { level: 1, name })).toBeVisible();
  await staffPage.getByRole('checkbox', { name: new RegExp(`for ${priya.name}$`) }).check();
  await staffPage.getByRole('button', { name: 'Void 1 selected' }).click();
  const dialog = staffPage.getByRole('dialog');
  await dialog.getByLabel('Reason').fill('Cast from a shared device used by a vote farm');
  await dialog.getByRole('button', { name: 'Void votes' }).click();
  await expect(staffPage.getByText(/The votes are voided and no longer counted/)).toBeVisible();
  await expect(staffPage.getByText('Votes voided').locator('..').getByText('1')).toBeVisible();
  await expectAccessible(staffPage);
  await snapBoth(staffPage, testInfo, 'admin-vote');
  await staff.close();

  await expect(async () => {
    await page.reload();
    await expect(section.getByText('2 votes counted so far')).toBeVisible({ timeout: 5_000 });
  }).toPass({ timeout: 45_000 });
  await expect(page.getByText('Voided', { exact: true })).toBeVisible();
});
