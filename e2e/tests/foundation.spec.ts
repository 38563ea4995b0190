import { expect, expectAccessible, snapBoth, test } from '../support/fixtures';

test('the home page loads with the active theme applied', async ({ page }) => {
  const theme = page.waitForResponse((r) => r.url().endsWith('/api/themes/active') && r.ok());
  await page.goto('/');
  await theme;
  await expect(page).toHaveTitle(/Continental Queens/);
  await expect(page.getByRole('banner')).toBeVisible();
  const primary = await page.evaluate(() =>
    document.documentElement.style.getPropertyValue('--color-primary-main').toUpperCase(),
  );
  expect(primary).toBe('#5B2A86');
});

test('a deep link loads the app at that page', async ({ page }) => {
  const res = await page.goto('/continents/asia');
  expect(res?.status()).toBe(200);
  expect(res?.headers()['cache-control']).toBe('no-cache');
  await expect(page.getByRole('heading', { level: 1, name: /Asia/ })).toBeVisible();
});

test('an unknown path shows the not-found page, whose Back to Home leads to /', async ({ page }, testInfo) => {
  await page.goto('/no/such/page');
  await expect(page.getByRole('link', { name: 'Back to Home' })).toBeVisible();
  await expectAccessible(page);
  await snapBoth(page, testInfo, 'not-found');
  await page.getByRole('link', { name: 'Back to Home' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('an unknown API path answers the JSON envelope, never the app', async ({ request }) => {
  const res = await request.get('/api/no-such-endpoint');
  expect(res.status()).toBe(404);
  expect(await res.json()).toEqual({
    success: false,
    code: 'not_found',
    message: 'No such endpoint: GET /api/no-such-endpoint',
  });
});

test('hashed assets are served precompressed and cached for a year', async ({ page, request }) => {
  await page.goto('/');
  const src = await page.locator('script[type="module"][src*="/assets/"]').first().getAttribute('src');
  expect(src).toBeTruthy();
  const res = await request.get(src as string, { headers: { 'accept-encoding': 'br' } });
  expect(res.status()).toBe(200);
  expect(res.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  expect(res.headers()['content-encoding']).toBe('br');
});
