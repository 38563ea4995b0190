import { logIn } from '../support/accounts';
import { apiCall, newJudge, staffToken, unusedSeason } from '../support/api-accounts';
import { expect, expectAccessible, PHONE, snapBoth, test } from '../support/fixtures';
import { DIRECTOR } from '../support/staff';

test('the director dates a round on the venue’s clock and the judge reads it on her first screen', async ({
  page,
  request,
  browser,
}, testInfo) => {
  test.setTimeout(180_000);
  const season = unusedSeason();
  const judge = await newJudge(request);
  const token = await staffToken(request);
  const name = `Gala ${season}`;
  const created = await apiCall<{ data: { id: string } }>(request, 'POST', '/api/admin/judging/rounds', {
    token,
    body: {
      season,
      name,
      continent: 'Asia',
      kind: 'final',
      rules: {
        segments: [{ key: 'interview', name: 'Interview', weight: 100 }],
        scale: { min: 1, max: 10, step: 0.1 },
        dropHighLow: false,
        advanceCount: 1,
        tieBreakSegment: 'interview',
      },
    },
  });
  const roundId = created.data.id;
  await apiCall(request, 'PUT', `/api/admin/judging/rounds/${roundId}/judges`, {
    token,
    body: { judges: [{ email: judge.email, head: true }] },
  });

  // The director types the start on the venue's clock: Saturday 12 December at 7 pm in Manila.
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  await context.addInitScript(() => sessionStorage.setItem('splashSeen', '1'));
  const admin = await context.newPage();
  await logIn(admin, DIRECTOR);
  await expect(admin).toHaveURL(/\/admin$/);
  await admin.goto(`/admin/judging/${roundId}`);
  const starts = admin.getByLabel('Starts', { exact: false }).first();
  await starts.fill(`${season}-12-12T19:00`);
  await admin.getByLabel('Time zone', { exact: false }).fill('Asia/Manila');
  await admin.getByRole('button', { name: 'Save the date' }).click();
  await expect(admin.getByText('The date is saved.')).toBeVisible();
  await expect(admin.getByRole('button', { name: 'Take the date away' })).toBeVisible();
  // Read back after a reload, as typed.
  await admin.reload();
  await expect(admin.getByLabel('Starts', { exact: false }).first()).toHaveValue(`${season}-12-12T19:00`);
  await snapBoth(admin, testInfo, 'admin-round-date');
  await expectAccessible(admin);
  await context.close();

  // The judge, on her phone, reads the date in her language, naming the venue's clock.
  await page.setViewportSize(PHONE);
  await logIn(page, judge);
  await expect(page).toHaveURL(/\/judging$/);
  // Her only round is her next one, shown first with its date.
  const next = page.getByRole('region', { name: /Next/i });
  await expect(next).toContainText(name);
  const when = next.locator('time');
  await expect(when).toHaveAttribute('datetime', new Date(`${season}-12-12T11:00:00Z`).toISOString());
  await expect(when).toContainText(/December 12.*7:00\s?PM/);
  await expect(when).toContainText(/Philippine/);
  await snapBoth(page, testInfo, 'judge-round-date');
  await expectAccessible(page);
});
