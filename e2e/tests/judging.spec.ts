import { logIn } from '../support/accounts';
import { apiCall, approvedContestant, grant, staffToken, verifiedAccount } from '../support/api-accounts';
import { expect, expectAccessible, PHONE, snapBoth, test } from '../support/fixtures';
import { DIRECTOR } from '../support/staff';

test('a judge scores a round on her phone and submits; the director publishes; anyone verifies the result', async ({
  page,
  request,
  browser,
}, testInfo) => {
  test.setTimeout(300_000);
  const season = 2030 + Math.floor(Math.random() * 60);

  // Two approved delegates of Africa, a judge, and a round set up by the director.
  const amara = await approvedContestant(request, { firstName: 'Amara', continent: 'Africa', nationality: 'Nigeria' });
  const lerato = await approvedContestant(request, {
    firstName: 'Lerato',
    continent: 'Africa',
    nationality: 'South Africa',
  });
  const judge = await verifiedAccount(request);
  await grant(request, judge.id, [{ resource: 'judging', actions: ['score'] }]);
  const token = await staffToken(request);
  const created = await apiCall<{ data: { id: string; slug: string } }>(request, 'POST', '/api/admin/judging/rounds', {
    token,
    body: {
      season,
      name: 'Final',
      continent: 'Africa',
      kind: 'final',
      rules: {
        segments: [
          { key: 'interview', name: 'Interview', weight: 60 },
          { key: 'evening-gown', name: 'Evening gown', weight: 40 },
        ],
        scale: { min: 1, max: 10, step: 0.1 },
        dropHighLow: false,
        advanceCount: 1,
        tieBreakSegment: 'interview',
      },
    },
  });
  const { id: roundId, slug } = created.data;
  await apiCall(request, 'PUT', `/api/admin/judging/rounds/${roundId}/delegates`, {
    token,
    body: { contestantIds: [amara.contestantId, lerato.contestantId] },
  });
  await apiCall(request, 'PUT', `/api/admin/judging/rounds/${roundId}/judges`, {
    token,
    body: { judges: [{ email: judge.email, head: true }] },
  });
  await apiCall(request, 'POST', `/api/admin/judging/rounds/${roundId}/status`, { token, body: { status: 'open' } });

  // The judge, on her phone: her round, one delegate at a time.
  await page.setViewportSize(PHONE);
  await logIn(page, judge);
  await expect(page).toHaveURL(/\/user\/home$/);
  await page.getByRole('link', { name: /Open my rounds/ }).click();
  await page.getByRole('link', { name: /Final/ }).filter({ hasText: 'Open for scoring' }).first().click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Final');
  const scoreDelegate = async (name: string, interview: string, gown: string) => {
    await expect(page.getByRole('heading', { level: 2, name: new RegExp(`^${name}`) })).toBeVisible();
    await page.getByLabel('Interview', { exact: true }).fill(interview);
    await page.getByLabel('Interview', { exact: true }).press('Enter');
    await page.getByLabel('Evening gown', { exact: true }).fill(gown);
    await page.getByLabel('Evening gown', { exact: true }).press('Enter');
    await expect(page.getByText('Saved', { exact: true })).toHaveCount(2);
  };
  const first = (await page.getByRole('heading', { level: 2 }).first().textContent()) ?? '';
  const firstIsAmara = first.startsWith('Amara');
  await scoreDelegate(firstIsAmara ? 'Amara' : 'Lerato', firstIsAmara ? '9.2' : '8.1', firstIsAmara ? '8.8' : '8.0');
  await snapBoth(page, testInfo, 'judging-score');
  await page.setViewportSize(PHONE);
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Next' }).click();
  await scoreDelegate(firstIsAmara ? 'Lerato' : 'Amara', firstIsAmara ? '8.1' : '9.2', firstIsAmara ? '8.0' : '8.8');
  await expect(page.getByText('All scores saved')).toBeVisible();

  // The review, then each segment submitted.
  await page.getByRole('link', { name: 'Review' }).last().click();
  await expect(page.getByRole('heading', { name: 'Review your scores' })).toBeVisible();
  await expectAccessible(page);
  for (const segment of ['Interview', 'Evening gown']) {
    await page.getByRole('button', { name: `Submit ${segment}` }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Submit scores' }).click();
    await expect(page.getByRole('button', { name: `Submit ${segment}` })).toHaveCount(0);
  }
  await snapBoth(page, testInfo, 'judging-review');

  // The director sees the tabulation, closes scoring, publishes and reveals.
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  await context.addInitScript(() => sessionStorage.setItem('splashSeen', '1'));
  const admin = await context.newPage();
  await logIn(admin, DIRECTOR);
  await expect(admin).toHaveURL(/\/admin$/);
  await admin.goto(`/admin/judging/${roundId}`);
  const table = admin.getByRole('table', { name: /Live tabulation/ });
  await expect(table.getByRole('row').nth(1)).toContainText('Amara');
  await expect(table.getByRole('row').nth(1)).toContainText('9.0400'); // 0.6 × 9.2 + 0.4 × 8.8
  await expect(table.getByRole('row').nth(1)).toContainText('advances');
  await expect(admin.getByText('Submitted:')).toBeVisible();
  await snapBoth(admin, testInfo, 'admin-judging-round');
  await expectAccessible(admin);
  await admin.getByRole('button', { name: 'Close scoring' }).click();
  await admin.getByRole('button', { name: 'Publish results' }).click();
  await admin.getByRole('dialog').getByRole('button', { name: 'Publish' }).click();
  await expect(admin.getByRole('button', { name: 'Reveal the next placement' })).toBeVisible();
  await admin.getByRole('button', { name: 'Reveal the next placement' }).click();
  await expect(admin.getByText('1 of 2 placements revealed.')).toBeVisible();
  await admin.getByRole('button', { name: 'Reveal the next placement' }).click();
  await expect(admin.getByText('2 of 2 placements revealed.')).toBeVisible();
  await context.close();

  // Anyone, on a phone: the queen, the runner-up, and a verification that recomputes the ranking.
  await page.goto(`/results/${slug}`);
  await expect(page.getByText('Queen of Africa')).toBeVisible();
  await expect(page.getByText(/^Amara /)).toBeVisible();
  await expect(page.getByText('First runner-up')).toBeVisible();
  await page.getByRole('button', { name: 'Verify these results' }).click();
  await expect(page.getByText('Verified: the published results match the score sheet.')).toBeVisible();
  await snapBoth(page, testInfo, 'results-verified');
  await page.setViewportSize(PHONE);
  await expectAccessible(page);
});
