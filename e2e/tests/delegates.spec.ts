import { logIn } from '../support/accounts';
import { approvedContestant } from '../support/api-accounts';
import { expect, expectAccessible, PHONE, snapBoth, test } from '../support/fixtures';
import { DIRECTOR } from '../support/staff';

test('an approved contestant agrees to a public profile, staff publish it, visitors meet her; she withdraws it', async ({
  page,
  request,
  browser,
}, testInfo) => {
  test.setTimeout(240_000);
  const { account, contestantId } = await approvedContestant(request, {
    firstName: 'Esi',
    continent: 'Africa',
    nationality: 'Ghanaian',
  });
  const name = `Esi ${account.lastName}`;

  // Her portal: what will be shown, her biography, the networks to show, her agreement.
  await page.setViewportSize(PHONE);
  await logIn(page, account);
  await expect(page).toHaveURL(/\/user\/home$/);
  await page.getByRole('link', { name: /Set up my profile/ }).click();
  await expect(page.getByRole('heading', { name: 'What the public site shows' })).toBeVisible();
  await expect(page.getByText(/Never shown: your date of birth/)).toBeVisible();
  await page.getByLabel('Your biography').fill('A nurse from Kumasi who dances Adowa and runs a mobile clinic.');
  await page.getByLabel('Instagram').check();
  const save = page.getByRole('button', { name: 'Agree and save' });
  await expect(save).toBeDisabled();
  await page.getByText(/I agree that Continental Queens shows this profile/).click();
  await save.click();
  await expect(page.getByText('You agreed to a public profile. Staff will publish it shortly.')).toBeVisible();
  // The confirmation toast is checked once it is away (axe reads it half-faded while it slides in).
  const toast = page.getByText('Your choices are saved. Staff will publish your profile.');
  await expect(toast).toBeVisible();
  await page.getByRole('button', { name: 'Close toast' }).click();
  await expect(toast).toBeHidden();
  await expectAccessible(page);
  await snapBoth(page, testInfo, 'public-profile-consent');

  // Staff publish it from her record.
  const staff = await browser.newContext();
  const staffPage = await staff.newPage();
  await logIn(staffPage, DIRECTOR);
  await staffPage.waitForURL(/\/(admin|user)/);
  await staffPage.goto(`/admin/contestants/${contestantId}`);
  await staffPage.getByRole('button', { name: 'Publish profile' }).click();
  const link = staffPage.getByRole('link', { name: /View her page/ });
  await expect(link).toBeVisible({ timeout: 20_000 });
  const path = (await link.getAttribute('href')) ?? '';
  expect(path).toMatch(/^\/delegates\/esi-okafor-[a-z0-9]+-ghana$/);
  await staff.close();

  // The page arrives drawn by the server: her name, her card as the link preview, nothing private.
  const html = await (await request.get(path)).text();
  expect(html).toContain(`<h1 class="mt-3 text-4xl leading-tight text-white sm:text-5xl lg:text-6xl">${name}</h1>`);
  expect(html).toMatch(/<meta property="og:image" content="http[^"]+\/api\/delegates\/[^"]+\/card\.jpg"/);
  expect(html).not.toContain('2001-08-14');
  expect(html).not.toContain('Independence Avenue');
  expect(await (await request.get('/sitemap.xml')).text()).toContain(`${path}</loc>`);

  // The continent page arrives drawn with its delegates too.
  const africa = await (await request.get('/continents/africa')).text();
  // (React separates the two text parts of the heading with an empty comment.)
  expect(africa).toMatch(/Meet the delegates of (?:<!-- -->)?Africa/);
  expect(africa).toContain(`href="${path}"`);

  // A visitor meets her on the continent page, then on her own page; both hydrate without a mismatch.
  const visitor = await browser.newContext();
  const visitorPage = await visitor.newPage();
  const warnings: string[] = [];
  visitorPage.on('console', (m) => {
    if (m.type() === 'warning' || m.type() === 'error') warnings.push(m.text());
  });
  await visitorPage.goto('/continents/africa');
  await visitorPage.waitForLoadState('networkidle');
  await visitorPage.getByRole('link', { name: new RegExp(name) }).click();
  await expect(visitorPage).toHaveURL(new RegExp(`${path}$`));
  await expect(visitorPage.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(visitorPage.getByText('A nurse from Kumasi who dances Adowa')).toBeVisible();
  await expect(visitorPage.getByRole('link', { name: 'Instagram (opens in a new tab)' })).toHaveAttribute(
    'href',
    'https://www.instagram.com/ama.rises',
  );
  const portrait = visitorPage.getByRole('img', { name: `Portrait of ${name}` });
  await expect(portrait).toBeVisible();
  // Laid out before its bytes arrive on a busy machine: wait for the picture itself to be decoded.
  await expect
    .poll(() => portrait.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
    .toBe(true);
  await visitorPage.goto(path);
  await visitorPage.waitForLoadState('networkidle');
  expect(warnings).toEqual([]);
  await expectAccessible(visitorPage);
  await snapBoth(visitorPage, testInfo, 'delegate-page');

  // The page of every delegate arrives drawn with her card under her continent, and the menus lead to it.
  const all = await (await request.get('/delegates')).text();
  expect(all).toContain(`href="${path}"`);
  await visitorPage.goto('/delegates');
  await visitorPage.waitForLoadState('networkidle');
  const africaSection = visitorPage.getByRole('region', { name: 'Africa' });
  await expect(africaSection.getByRole('link', { name: new RegExp(name) })).toBeVisible();
  await expect(africaSection.getByText(/· Africa/).first()).toBeVisible();
  await expect(visitorPage.getByRole('contentinfo').getByRole('link', { name: 'Delegates' })).toHaveAttribute(
    'href',
    '/delegates',
  );
  await visitorPage.goto('/fr/delegates');
  await expect(visitorPage.getByRole('heading', { level: 1, name: 'Découvrez les représentantes' })).toBeVisible();
  expect(warnings).toEqual([]);
  await expectAccessible(visitorPage);
  await visitorPage.goto('/delegates');
  await snapBoth(visitorPage, testInfo, 'all-delegates');
  await visitorPage.goto(path);

  // She withdraws it: the page is gone at once.
  await page.goto('/user/public-profile');
  await page.getByRole('button', { name: 'Withdraw my public profile' }).click();
  await page.getByRole('button', { name: 'Withdraw', exact: true }).click();
  await expect(page.getByText('Your public profile is withdrawn and no longer shown.')).toBeVisible();
  expect((await request.get(path)).status()).toBe(404);
  await visitorPage.reload();
  await expect(visitorPage.getByRole('heading', { name: 'This delegate has no public profile' })).toBeVisible();
  await visitor.close();
});
