import { DEFAULT_SITE_CONTENT } from '@cq/shared';
import { logIn } from '../support/accounts';
import { expect, expectAccessible, snapBoth, test } from '../support/fixtures';
import { DIRECTOR } from '../support/staff';

test('organisers change the site’s words in the back office; the public pages arrive drawn with them', async ({
  page,
  browser,
  request,
}, testInfo) => {
  test.setTimeout(180_000);
  const title = `Crowned for service, season ${Date.now() % 10_000}`;

  const adminContext = await browser.newContext();
  await adminContext.addInitScript(() => sessionStorage.setItem('splashSeen', '1'));
  const admin = await adminContext.newPage();
  await logIn(admin, DIRECTOR);
  await admin.waitForURL(/\/(user|admin)/);
  await admin.goto('/admin/settings');
  const form = admin.getByRole('form', { name: 'Public site content' });
  await expect(form).toBeVisible();
  await form.getByLabel('Slide 1 · Our Cause: title').fill(title);
  await form.getByLabel('TikTok').fill('https://www.tiktok.com/@continentalqueens');
  await form.getByLabel('Show the announcement').check();
  await form.getByLabel('Announcement', { exact: true }).fill('Castings open on every continent this spring.');
  await form.getByLabel('Link address').fill('https://example.org/castings');
  // The English field comes first; the other languages' versions follow it.
  await form.getByLabel('Link label').first().fill('See the dates');
  await form.getByLabel('Price from').first().fill('50000');
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(admin.getByText('Site content saved. The public pages show it now.')).toBeVisible();
  await snapBoth(admin, testInfo, 'admin-site-content');
  await expectAccessible(admin);

  try {
    // A reader that runs no script (a search engine, a link preview) gets the new words in the HTML.
    const html = await (await request.get('/')).text();
    expect(html).toContain(title);
    expect(html).toContain('Castings open on every continent this spring.');
    expect(await (await request.get('/sponsorship')).text()).toContain('From $50,000');

    // The browser hydrates the same markup: no mismatch, and the page answers.
    const warnings: string[] = [];
    page.on('console', (m) => {
      if (m.type() === 'warning' || m.type() === 'error') warnings.push(m.text());
    });
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    const bar = page.getByRole('complementary', { name: 'Announcement' });
    await expect(bar).toContainText('Castings open on every continent this spring.');
    await expect(bar.getByRole('link', { name: 'See the dates' })).toHaveAttribute(
      'href',
      'https://example.org/castings',
    );
    await expect(page.getByRole('link', { name: 'TikTok' })).toHaveAttribute(
      'href',
      'https://www.tiktok.com/@continentalqueens',
    );
    await page.waitForLoadState('networkidle');
    await page.goto('/sponsorship');
    await expect(page.getByText('From $50,000')).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(warnings).toEqual([]);
    await snapBoth(page, testInfo, 'site-content-home');
    await expectAccessible(page);
  } finally {
    // Other journeys expect the built-in words.
    await admin.goto('/admin/settings');
    const token = await admin.evaluate(() => localStorage.getItem('token'));
    const res = await request.put('/api/admin/settings/site-content', {
      data: DEFAULT_SITE_CONTENT,
      headers: { authorization: `Bearer ${token}` },
    });
    expect(res.status()).toBe(200);
    await adminContext.close();
  }
});
