import { latestMail, linkIn, logIn, newAccount } from '../support/accounts';
import { apiCall, approvedContestant, staffToken } from '../support/api-accounts';
import { expect, PHONE, snapBoth, test } from '../support/fixtures';

interface MailboxEntry {
  kind: string;
  subject: string;
  attachment: string | null;
}

test('a fan signs up from People’s Choice without a phone, votes, buys a pack, receives both receipts with their PDFs, and her home is a fan’s', async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(300_000);
  // A published delegate of Africa and a vote open for her, with packs on sale.
  const token = await staffToken(request);
  const { account, contestantId } = await approvedContestant(request, {
    firstName: 'Ama',
    continent: 'Africa',
    nationality: 'Ghana',
  });
  await apiCall(request, 'PUT', '/api/delegate-profile', {
    token: account.token,
    body: { biography: 'Ama mentors girls in science.', showSocial: [] },
  });
  await apiCall(request, 'POST', `/api/admin/contestants/${contestantId}/public-profile/publish`, { token });
  const delegate = `Ama ${account.lastName}`;
  const name = `Africa Fan Favourite ${Date.now().toString(36)}`;
  const created = await apiCall<{ data: { slug: string } }>(request, 'POST', '/api/admin/votes', {
    token,
    body: {
      name,
      continent: 'Africa',
      opensAt: new Date(Date.now() - 60_000).toISOString(),
      closesAt: new Date(Date.now() + 7 * 24 * 3600_000).toISOString(),
      timeZone: 'Africa/Accra',
      freeVotesPerDay: 1,
      votesPerAddressPerDay: 1000,
      leaderboard: 'public',
      outcome: { kind: 'award', title: 'Fan favourite' },
      contestantIds: [contestantId],
      paidVoting: {
        enabled: true,
        currency: 'USD',
        packs: [{ votes: 10, price: 2 }],
        capPerFan: null,
        capPerDelegate: null,
      },
    },
  });
  const { slug } = created.data;

  // On her phone, the menu leads to the open vote; People's Choice offers a fan account.
  await page.setViewportSize(PHONE);
  // The server notices the vote on a page request and draws its pages again: a later visit shows it.
  await expect(async () => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(page.locator('#mobile-menu').getByRole('link', { name: 'People’s Choice' })).toBeVisible({
      timeout: 1000,
    });
  }).toPass();
  await page.locator('#mobile-menu').getByRole('link', { name: 'People’s Choice' }).click();
  await page.waitForURL(/\/peoples-choice$/);
  await page.getByRole('link', { name: 'Create a fan account' }).click();

  const fan = newAccount('fan');
  await expect(page.getByRole('heading', { name: 'Join the vote' })).toBeVisible();
  await expect(page.getByLabel('Phone number')).toHaveCount(0);
  await page.getByLabel('First name').fill(fan.firstName);
  await page.getByLabel('Last name').fill(fan.lastName);
  await page.getByLabel('Email').fill(fan.email);
  await page.locator('#fan-password').fill(fan.password);
  await page.getByRole('button', { name: 'Create my fan account' }).click();
  await expect(page.getByRole('alert')).toHaveText('Please accept the terms of use and the privacy policy');
  await page.getByRole('checkbox', { name: /I accept the Terms of use/ }).check();
  await page.getByRole('button', { name: 'Create my fan account' }).click();
  await expect(page.getByRole('heading', { name: 'Check your email' })).toBeVisible();

  const verify = await latestMail(request, fan.email, 'verify-email');
  await page.goto(linkIn(verify, '/auth/verify-email/'));
  await expect(page.getByRole('heading', { name: 'Email Verified!' })).toBeVisible();
  await logIn(page, fan);
  await page.waitForURL(/\/user\/home$/);
  await expect(page.getByText('Your fan page')).toBeVisible();
  await expect(page.getByText('Registration Progress')).toHaveCount(0);
  await expect(page.getByText(/Pay the registration fee/)).toHaveCount(0);

  // She votes, then buys a pack with the test provider: the checkout names the pack.
  await page.goto(`/peoples-choice#${slug}`);
  const section = page.locator(`section#${slug}`);
  await section.getByRole('button', { name: `Vote for ${delegate}` }).click();
  await expect(section.getByText('Thank you! Your vote is counted.')).toBeVisible();
  await section.getByRole('button', { name: 'Buy 10 votes $2.00' }).click();
  await page.waitForURL(/\/api\/payments\/test-checkout\//);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Vote pack: 10 votes in ${name}`);
  await expect(page.getByText('Registration fee')).toHaveCount(0);
  await page.getByRole('button', { name: 'Approve payment' }).click();
  await page.waitForURL(/\/peoples-choice\?reference=/);

  // Staff refund part of it: a second receipt.
  const mine = await apiCall<{ data: { payments: { _id: string }[] } }>(request, 'GET', '/api/payments/mine', {
    token: (
      await apiCall<{ data: { token: string } }>(request, 'POST', '/api/users/login', {
        body: { email: fan.email, password: fan.password },
      })
    ).data.token,
  });
  const orderId = mine.data.payments[0]?._id;
  await apiCall(request, 'POST', `/api/admin/payments/${orderId}/refunds`, {
    token,
    body: { amountMinor: 50, reason: 'A goodwill refund', idempotencyKey: crypto.randomUUID() },
  });

  // Both receipts reach the development mailbox, each with its PDF.
  let receipts: MailboxEntry[] = [];
  await expect
    .poll(async () => {
      const res = await request.get(`/dev/mailbox.json?to=${encodeURIComponent(fan.email)}`);
      receipts = ((await res.json()).data.messages as MailboxEntry[]).filter((m) => m.attachment !== null);
      return receipts.map((m) => m.kind).sort();
    })
    .toEqual(['pack-receipt', 'refund-receipt']);
  for (const mail of receipts) {
    const pdf = await request.get(mail.attachment ?? '');
    expect(pdf.headers()['content-type']).toBe('application/pdf');
    expect((await pdf.body()).subarray(0, 5).toString('latin1')).toBe('%PDF-');
  }

  // Her home: the delegate she voted for, her pack and its receipt, the way to apply to compete.
  await page.goto('/user/home');
  await expect(page.getByRole('region', { name: 'Delegates you voted for' }).getByText(delegate)).toBeVisible();
  await expect(
    page
      .getByRole('region', { name: 'Payments and receipts' })
      .getByText(/Vote pack/)
      .first(),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Apply to compete' })).toBeVisible();
  await snapBoth(page, testInfo, 'fan-home');
  await page.goto('/auth/fan-signup');
  await snapBoth(page, testInfo, 'fan-signup');
});
