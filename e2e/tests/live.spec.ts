import { randomUUID } from 'node:crypto';
import type { Browser, Locator, Page, TestInfo } from '@playwright/test';
import { logIn } from '../support/accounts';
import { africaFinal, apiCall } from '../support/api-accounts';
import { DESKTOP, expect, expectAccessible, PHONE, test } from '../support/fixtures';

const SCREEN = { width: 1920, height: 1080 };

/** Every entrance animation run to its end, so a screenshot shows the settled picture. */
const settle = (p: Page) =>
  p.evaluate(() => {
    for (const a of document.getAnimations()) a.finish();
  });

/** A screenshot of one surface, attached to the journey's output. */
async function snap(page: Page, testInfo: TestInfo, name: string, transparent = false): Promise<void> {
  await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
  const file = testInfo.outputPath(`${name}.png`);
  await page.screenshot({ path: file, omitBackground: transparent });
  await testInfo.attach(name, { path: file, contentType: 'image/png' });
}

async function open(browser: Browser, url: string, viewport: { width: number; height: number }): Promise<Page> {
  const context = await browser.newContext({ viewport });
  const page = await context.newPage();
  await page.goto(url);
  return page;
}

/** A visitor's home page on a desktop, once it has asked whether a show is on air: its main menu. */
async function homeMenu(browser: Browser): Promise<Locator> {
  const context = await browser.newContext({ viewport: DESKTOP });
  const page = await context.newPage();
  await page.addInitScript(() => sessionStorage.setItem('splashSeen', '1'));
  const asked = page.waitForResponse((r) => r.url().endsWith('/api/live/on-air'));
  await page.goto('/');
  await asked;
  return page.getByRole('navigation', { name: 'Main' });
}

test('the director runs the finale from the console while the stage screen, an overlay and a fan’s phone follow; the phone catches up after going offline', async ({
  page,
  request,
  browser,
}, testInfo) => {
  test.setTimeout(300_000);
  // A final of two approved delegates and one judge, set up but not yet open: the show opens it.
  const rules = {
    segments: [{ key: 'evening-gown', name: 'Evening gown', weight: 100 }],
    scale: { min: 1, max: 10, step: 0.1 },
    dropHighLow: false,
    advanceCount: 1,
    tieBreakSegment: 'evening-gown',
  };
  const { season, amara, lerato, judge, token, id: roundId } = await africaFinal(request, rules);
  await apiCall(request, 'PUT', `/api/admin/judging/rounds/${roundId}/judges`, {
    token,
    body: { judges: [{ email: judge.email, head: true }] },
  });

  // The director, on a desktop, builds the run of show and creates the displays' links.
  await page.setViewportSize(DESKTOP);
  await logIn(page, { email: 'director@e2e.example', password: 'Crown-Sceptre-2026!' });
  await expect(page).toHaveURL(/\/admin$/);
  await page.goto('/admin/show');
  await page.getByLabel('Round').selectOption({ label: `${season} · Final · Africa` });
  await page.getByRole('button', { name: 'Build the run of show' }).click();
  const go = (cue: string) => page.getByRole('button', { name: `Go: ${cue}` });
  await expect(go('Final')).toBeVisible();

  const links = page.getByRole('region', { name: 'Display links' });
  await links.getByLabel('Name').fill('Main stage');
  await links.getByRole('button', { name: 'Create the link' }).click();
  const stageUrl = await links.locator('code').first().textContent();
  await links.getByLabel('Kind').selectOption({ label: 'Broadcast overlay' });
  await links.getByLabel('Name').fill('OBS');
  await links.getByRole('button', { name: 'Create the link' }).click();
  const revealRow: Locator = links.getByRole('listitem').filter({ hasText: 'Reveal card' });
  const overlayUrl = await revealRow.locator('code').textContent();
  expect(stageUrl).toMatch(/\/live\/stage\/[\w-]{43}$/);
  expect(overlayUrl).toMatch(/\/live\/overlay\/[\w-]{43}\/reveal$/);

  // The venue's screen, the broadcast's browser source and a fan's phone open; nothing is on air yet.
  const stage = await open(browser, String(stageUrl), SCREEN);
  const overlay = await open(browser, String(overlayUrl), SCREEN);
  const phone = await open(browser, '/live', PHONE);
  await expect(phone.getByRole('heading', { name: 'No show on air right now' })).toBeVisible();
  await expect(stage.getByRole('heading', { name: 'The show begins soon' })).toBeVisible();
  await expect((await homeMenu(browser)).getByRole('link', { name: 'Live' })).toHaveCount(0);

  // Go: the opening. Every surface follows without a reload.
  await go('Final').click();
  await expect(stage.getByRole('heading', { name: 'Final', exact: true })).toBeVisible();
  await expect(phone.getByText('On air')).toBeVisible();
  // The public menu links to the show while it is on air.
  await expect((await homeMenu(browser)).getByRole('link', { name: 'Live' })).toHaveAttribute('href', '/live');

  // Go: the judges' scoring opens for real; the judge scores and submits.
  await go('Judges’ scoring opens').click();
  await expect(go('Evening gown')).toBeVisible();
  await apiCall(request, 'PUT', `/api/judging/rounds/${roundId}/scores`, {
    token: judge.token,
    body: {
      scores: [
        {
          clientId: randomUUID(),
          delegateId: amara.contestantId,
          segmentKey: 'evening-gown',
          value: 9.2,
          enteredAt: Date.now(),
        },
        {
          clientId: randomUUID(),
          delegateId: lerato.contestantId,
          segmentKey: 'evening-gown',
          value: 8.4,
          enteredAt: Date.now(),
        },
      ],
    },
  });
  await apiCall(request, 'POST', `/api/judging/rounds/${roundId}/segments/evening-gown/submit`, { token: judge.token });
  await go('Evening gown').click();
  await go('Judges’ scoring closes').click();
  await expect(go('Placement 2')).toBeVisible();

  // A reveal before the results are published is refused with the server's own words, and nothing shows.
  await go('Placement 2').click();
  await expect(page.getByRole('alert').filter({ hasText: /^Refused: / })).toBeVisible();
  await expect(stage.getByText('Lerato')).toHaveCount(0);

  await apiCall(request, 'POST', `/api/admin/judging/rounds/${roundId}/publish`, { token, body: {} });
  await go('Placement 2').click();
  await expect(go('The winner')).toBeVisible();

  // The reveal: the stage, the overlay and the phone show the same moment.
  await expect(stage.getByText('First runner-up')).toBeVisible();
  await expect(stage.getByRole('heading', { name: /^Lerato/ })).toBeVisible();
  await expect(overlay.getByText('First runner-up')).toBeVisible();
  await expect(phone.getByRole('region', { name: 'Now' }).getByText(/^Lerato/)).toBeVisible();
  await expect(phone.getByRole('region', { name: 'Placements revealed' }).getByText(/^Lerato/)).toBeVisible();
  await expect(phone.getByRole('region', { name: 'Placements revealed' }).getByText(/^Amara/)).toHaveCount(0);
  await expect(phone.getByText('On stage')).toHaveCount(0);
  await settle(stage);
  await settle(overlay);
  await settle(phone);
  await snap(stage, testInfo, 'stage-reveal');
  await snap(overlay, testInfo, 'overlay-reveal', true);
  await snap(phone, testInfo, 'phone-reveal');
  await snap(page, testInfo, 'console-reveal');

  // The overlay draws on a transparent page, with no scrollbar.
  expect(await overlay.evaluate(() => getComputedStyle(document.body).backgroundColor)).toBe('rgba(0, 0, 0, 0)');
  expect(await overlay.evaluate(() => document.documentElement.scrollHeight <= window.innerHeight)).toBe(true);

  // The phone loses the network while the winner is revealed, then comes back to the present cue.
  await phone.context().setOffline(true);
  await go('The winner').click();
  await expect(stage.getByRole('heading', { name: /^Amara/ })).toBeVisible();
  await phone.context().setOffline(false);
  await expect(phone.getByRole('region', { name: 'Now' }).getByText(/^Amara/)).toBeVisible();
  await expect(phone.getByRole('region', { name: 'Now' }).getByText('The queen')).toBeVisible();

  // The crowning, everywhere.
  await go('The crowning').click();
  await expect(stage.getByText('Your new queen')).toBeVisible();
  await expect(phone.getByText('Your new queen')).toBeVisible();
  await settle(phone);
  await snap(phone, testInfo, 'phone-queen');

  // The console stays usable on a phone: nothing wider than the screen, Go within reach.
  await page.setViewportSize(PHONE);
  await expect(go('Good night')).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  await snap(page, testInfo, 'console-phone');

  // The closing cue ends the show: /live leaves the public menu.
  await go('Good night').click();
  await expect(stage.getByRole('heading', { name: 'Good night', exact: true })).toBeVisible();
  await expect((await homeMenu(browser)).getByRole('link', { name: 'Live' })).toHaveCount(0);

  // The fans' page meets WCAG 2.2 AA.
  await expectAccessible(phone);
});

test('the fans’ page speaks Arabic right to left on a phone, under its language prefix', async ({
  browser,
}, testInfo) => {
  const phone = await open(browser, '/ar/live', PHONE);
  await expect(phone.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(phone.locator('html')).toHaveAttribute('lang', 'ar');
  await expect(phone.getByText('مباشر', { exact: true })).toBeVisible();
  await expect(phone.getByRole('heading', { level: 2 }).first()).toBeVisible();
  // Phone first: nothing wider than the screen.
  expect(await phone.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  await settle(phone);
  await snap(phone, testInfo, 'phone-arabic');
  await expectAccessible(phone);
});
