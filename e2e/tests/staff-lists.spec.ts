import { randomUUID } from 'node:crypto';
import type { APIRequestContext, Page } from '@playwright/test';
import { logIn, newAccount, registrationFeeBody } from '../support/accounts';
import { apiCall, staffToken, verifiedAccount } from '../support/api-accounts';
import { expect, PHONE, test } from '../support/fixtures';
import { DIRECTOR } from '../support/staff';

/** Names as long as real ones get: two given names, a compound surname. */
const PEOPLE = [
  ['Maria Fernanda', 'Lopez Gutierrez de la Vega'],
  ['Oluwaseun Adebimpe', 'Adeyemi-Okonkwo'],
  ['Thi Minh Khai', 'Nguyen-Vanderbilt'],
  ['Anastasia Ekaterina', 'Papadopoulou'],
] as const;

/** A contestant who started the fee and approved (or declined) it on the test checkout. */
async function payer(request: APIRequestContext, [firstName, lastName]: readonly [string, string], approve: boolean) {
  const account = await verifiedAccount(request, { ...newAccount('lists'), firstName, lastName });
  const init = await apiCall<{ data: { reference: string } }>(request, 'POST', '/api/payments/initialize', {
    token: account.token,
    body: registrationFeeBody(account),
  });
  const decided = await request.post(`/api/payments/test-checkout/${encodeURIComponent(init.data.reference)}`, {
    form: { decision: approve ? 'approve' : 'decline' },
    maxRedirects: 0,
  });
  expect(decided.status()).toBe(303);
  return { account, reference: init.data.reference };
}

/** Every cell whose text is wider than the cell, and whether the page itself scrolls sideways. */
function cutCells(page: Page) {
  return page.evaluate(() => {
    const cells = [...document.querySelectorAll<HTMLElement>('main table td, main table th')].filter(
      (c) => c.offsetParent !== null,
    );
    return {
      cells: cells.length,
      cut: cells.filter((c) => c.scrollWidth > c.clientWidth).map((c) => c.textContent?.trim()),
      pageScrollsSideways: document.documentElement.scrollWidth > document.documentElement.clientWidth,
    };
  });
}

async function checkFits(page: Page, path: string, name: string, testInfo: import('@playwright/test').TestInfo) {
  for (const width of [1280, 1440]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto(path);
    await expect(page.getByRole('table', { name }).getByRole('row').nth(PEOPLE.length)).toBeVisible();
    await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
    const seen = await cutCells(page);
    expect(seen.cells).toBeGreaterThan(PEOPLE.length * 5);
    expect(seen.cut, `${name} at ${width} px`).toEqual([]);
    expect(seen.pageScrollsSideways, `${name} at ${width} px`).toBe(false);
    const file = testInfo.outputPath(`staff-${name.toLowerCase()}-${width}.png`);
    await page.screenshot({ path: file, fullPage: true });
    await testInfo.attach(`staff-${name.toLowerCase()}-${width}`, { path: file, contentType: 'image/png' });
  }
}

test('staff lists fit at 1280 and 1440 px and speak plainly: payments, contestants, the audit log', async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(240_000);
  const staff = await staffToken(request);
  const code = `GALA${randomUUID().slice(0, 4).toUpperCase()}`;
  await apiCall(request, 'POST', '/api/admin/coupons', {
    token: staff,
    body: { code, percentOff: 25, maxUses: 10, expiresOn: '2026-12-31', note: 'Gala sponsors' },
  });
  const payers = [];
  for (const [i, person] of PEOPLE.entries()) payers.push(await payer(request, person, i !== 1));
  const first = payers[0];
  if (!first) throw new Error('no payer');
  // Part of the first fee goes back.
  const found = await apiCall<{ data: { payments: { _id: string; amountMinor: number }[] } }>(
    request,
    'GET',
    `/api/admin/payments?q=${encodeURIComponent(first.reference)}`,
    { token: staff },
  );
  const order = found.data.payments[0];
  if (!order) throw new Error('no order');
  await apiCall(request, 'POST', `/api/admin/payments/${order._id}/refunds`, {
    token: staff,
    body: {
      amountMinor: Math.floor(order.amountMinor / 2),
      reason: 'Travel grant from the organisers',
      idempotencyKey: randomUUID(),
    },
  });

  await logIn(page, DIRECTOR);
  await expect(page).toHaveURL(/\/admin$/);

  // Payments: Status first, every cell whole, the coupon codes below the orders with their last day written out.
  await checkFits(page, '/admin/payments', 'Payments', testInfo);
  await expect(page.getByRole('table', { name: 'Payments' }).getByRole('columnheader').first()).toHaveText('Status');
  await expect(page.getByRole('list', { name: 'Coupon codes' })).toContainText(
    `${code} · 25 % off · 0 of 10 used · until 31 Dec 2026`,
  );
  // The order's log in sentences: who refunded how much, when and why.
  await page.getByRole('button', { name: first.reference, exact: true }).click();
  const log = page.getByRole('list', { name: 'Payment log' });
  await expect(log).toContainText(
    /Refunded \$\d+\.\d\d by .+ on \d{1,2} \w{3} \d{4}, \d\d:\d\d — Travel grant from the organisers/,
  );
  await expect(log).toContainText(/Payment received, confirmed by the checkout page on/);
  await expect(log.getByText(/amount: \d+/)).toBeHidden();
  const file = testInfo.outputPath('staff-payment-log-1440.png');
  await page.screenshot({ path: file, fullPage: true });
  await testInfo.attach('staff-payment-log-1440', { path: file, contentType: 'image/png' });
  await page.keyboard.press('Escape');

  // Contestants: one line per name (two at most), one page scroll, the header staying in view.
  await checkFits(page, '/admin/contestants', 'Contestants', testInfo);
  // Her row, found by her name: the other journeys' contestants may fill the list's first page before hers.
  await page.goto(`/admin/contestants?q=${encodeURIComponent(PEOPLE[0][1])}`);
  const name = page.getByRole('link', { name: `${PEOPLE[0][0]} ${PEOPLE[0][1]}` });
  await expect(name).toBeVisible();
  const lines = await name.evaluate((el) =>
    Math.round(el.getBoundingClientRect().height / Number.parseFloat(getComputedStyle(el).lineHeight)),
  );
  expect(lines).toBeLessThanOrEqual(2);
  const region = page.getByRole('region', { name: 'Contestants' });
  expect(await region.evaluate((el) => el.scrollHeight <= el.clientHeight + 1)).toBe(true);
  // The header sticks to the window (no box of its own scrolls the rows).
  expect(
    await page
      .getByRole('table', { name: 'Contestants' })
      .locator('thead')
      .evaluate((el) => getComputedStyle(el).position),
  ).toBe('sticky');

  // The audit log: the refund and the coupon in sentences, the codes only in Details.
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/admin/audit');
  const refund = page.getByRole('row').filter({ hasText: 'Travel grant from the organisers' });
  await expect(refund.locator('td').nth(1).locator('p').first()).toHaveText(/^.+ refunded order .+$/);
  await expect(refund.getByText('payments.refund')).toBeHidden();
  await expect(page.getByRole('row').filter({ hasText: code }).first().locator('p').first()).toContainText(
    `created the coupon code ${code}`,
  );
  const audit = testInfo.outputPath('staff-audit-1440.png');
  await page.screenshot({ path: audit, fullPage: true });
  await testInfo.attach('staff-audit-1440', { path: audit, contentType: 'image/png' });

  // On a phone the lists scroll sideways inside their own box; the page itself never does.
  await page.setViewportSize(PHONE);
  for (const [path, name] of [
    ['/admin/payments', 'payments'],
    ['/admin/contestants', 'contestants'],
    ['/admin/audit', 'audit'],
  ] as const) {
    await page.goto(path);
    await expect(page.getByRole('table').first().getByRole('row').nth(1)).toBeVisible();
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth),
    ).toBe(true);
    const phone = testInfo.outputPath(`staff-${name}-phone.png`);
    await page.screenshot({ path: phone, fullPage: true });
    await testInfo.attach(`staff-${name}-phone`, { path: phone, contentType: 'image/png' });
  }
});
