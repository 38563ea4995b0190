import { logIn } from '../support/accounts';
import { africaFinal, apiCall, newJudge } from '../support/api-accounts';
import { expect, expectAccessible, PHONE, snapBoth, test } from '../support/fixtures';
import { DIRECTOR } from '../support/staff';

test('a judge with a fast clock scores, corrects and submits on her phone; the round waits for the last judge; nothing leaks during the reveal; anyone verifies the result and her receipt', async ({
  page,
  request,
  browser,
}, testInfo) => {
  test.setTimeout(300_000);
  // Two approved delegates of Africa, a judge, and a round set up by the director.
  const rules = {
    segments: [
      { key: 'interview', name: 'Interview', weight: 60 },
      { key: 'evening-gown', name: 'Evening gown', weight: 40 },
    ],
    scale: { min: 1, max: 10, step: 0.1 },
    dropHighLow: false,
    advanceCount: 1,
    tieBreakSegment: 'interview',
  };
  const { amara, judge, token, id: roundId, slug } = await africaFinal(request, rules);
  // A second judge who will not finish: the chief auditor excuses her.
  const absent = await newJudge(request);
  await apiCall(request, 'PUT', `/api/admin/judging/rounds/${roundId}/judges`, {
    token,
    body: {
      judges: [
        { email: judge.email, head: true },
        { email: absent.email, head: false },
      ],
    },
  });
  await apiCall(request, 'POST', `/api/admin/judging/rounds/${roundId}/status`, { token, body: { status: 'open' } });

  // The judge, on her phone whose clock is an hour fast: her round, one delegate at a time.
  await page.addInitScript(() => {
    const real = Date.now.bind(Date);
    Date.now = () => real() + 3_600_000;
  });
  await page.setViewportSize(PHONE);
  await logIn(page, judge);
  // A judge's first screen is her rounds.
  await expect(page).toHaveURL(/\/judging$/);
  await page.getByRole('link', { name: /Start scoring/ }).click();
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
  await expect(page.getByText(/This phone’s clock is 1 h 0 min ahead of the server’s/)).toBeVisible();
  await page.getByRole('button', { name: 'Next' }).click();
  // A first score, then her correction: the correction is what the server keeps.
  await scoreDelegate(firstIsAmara ? 'Lerato' : 'Amara', firstIsAmara ? '7.1' : '9.9', firstIsAmara ? '8.0' : '8.8');
  await page.getByLabel('Interview', { exact: true }).fill(firstIsAmara ? '8.1' : '9.2');
  await page.getByLabel('Interview', { exact: true }).press('Enter');
  await expect(page.getByText('Saved', { exact: true })).toHaveCount(2);
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
  // Her receipts: the first characters, and the whole hash on request.
  await expect(page.getByText('Your receipt:')).toHaveCount(2);
  await page.getByRole('button', { name: 'Show the full receipt' }).first().click();
  const receipt =
    (await page
      .getByText(/^[0-9a-f]{64}$/)
      .first()
      .textContent()) ?? '';
  expect(receipt).toMatch(/^[0-9a-f]{64}$/);
  await snapBoth(page, testInfo, 'judging-review');

  // The same review in Arabic (her account's language), right to left, at phone size: receipts and large targets.
  const language = (lang: string) =>
    apiCall(request, 'PUT', '/api/users/me/language', { token: judge.token, body: { language: lang } });
  await language('ar');
  const arabic = await browser.newContext({ viewport: PHONE });
  await arabic.addInitScript(() => sessionStorage.setItem('splashSeen', '1'));
  const ar = await arabic.newPage();
  await logIn(ar, judge);
  await expect(ar).toHaveURL(/\/ar\/judging$/);
  await ar.goto(`/ar/judging/rounds/${roundId}?view=review`);
  await expect(ar.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(ar.getByRole('heading', { name: 'راجعي درجاتك' })).toBeVisible();
  await expect(ar.getByText(/إيصالك:/)).toHaveCount(2);
  const show = ar.getByRole('button', { name: 'إظهار الإيصال كاملًا' }).first();
  expect((await show.boundingBox())?.height ?? 0).toBeGreaterThanOrEqual(44);
  await expectAccessible(ar);
  await arabic.close();
  await language('en');

  // The director sees the tabulation, closes scoring, publishes and reveals.
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  await context.addInitScript(() => sessionStorage.setItem('splashSeen', '1'));
  const admin = await context.newPage();
  await logIn(admin, DIRECTOR);
  await expect(admin).toHaveURL(/\/admin$/);
  await admin.goto(`/admin/judging/${roundId}`);
  const table = admin.getByRole('table', { name: /Live tabulation/ });
  await expect(table.getByRole('row').nth(1)).toContainText('Amara');
  await expect(table.getByRole('row').nth(1)).toContainText('9.0400'); // 0.6 × 9.2 + 0.4 × 8.8 (the correction)
  await expect(table.getByRole('row').nth(1)).toContainText('advances');
  await expect(admin.getByText('Submitted:')).toBeVisible();
  await snapBoth(admin, testInfo, 'admin-judging-round');
  await expectAccessible(admin);
  // Closing waits for the second judge, named; the chief auditor excuses her with a reason.
  await admin.getByRole('button', { name: 'Close scoring' }).click();
  await expect(admin.getByText(/Not every judge has submitted.*Judge 2/)).toBeVisible();
  await admin.getByRole('button', { name: /Excuse judge 2 from/ }).click();
  await admin.getByRole('dialog').getByRole('textbox').fill('Called away before the round began');
  await admin.getByRole('dialog').getByRole('button', { name: 'Excuse' }).click();
  await expect(admin.getByText(/Excused from Interview, Evening gown: Called away/)).toBeVisible();
  await admin.getByRole('button', { name: 'Close scoring' }).click();
  await admin.getByRole('button', { name: 'Publish results' }).click();
  await admin.getByRole('dialog').getByRole('button', { name: 'Publish' }).click();
  await expect(admin.getByRole('button', { name: 'Reveal the next placement' })).toBeVisible();
  await admin.getByRole('button', { name: 'Reveal the next placement' }).click();
  await expect(admin.getByText('1 of 2 placements revealed.')).toBeVisible();

  // During the reveal nothing of the queen can be fetched: no sheet, no hash, no check.
  const early = await request.get(`/api/results/${slug}/sheet`);
  expect(early.status()).toBe(404);
  const partial = await (await request.get(`/api/results/${slug}`)).json();
  expect(partial.data.sheetHash).toBeNull();
  expect(JSON.stringify(partial)).not.toContain(amara.contestantId);
  await page.goto(`/results/${slug}`);
  await expect(page.getByText('First runner-up')).toBeVisible();
  await expect(page.getByText(/published once every placement is revealed/)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Verify these results' })).toHaveCount(0);

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
  await expect(page.getByText('Each judge’s last receipt matches the scores counted for her.')).toBeVisible();
  await page.getByLabel('Receipt').fill(receipt.slice(0, 10));
  await page.getByRole('button', { name: 'Check the receipt' }).click();
  await expect(page.getByText(/^Counted as locked: judge 1’s/)).toBeVisible();
  await snapBoth(page, testInfo, 'results-verified');
  await page.setViewportSize(PHONE);
  await expectAccessible(page);
});
