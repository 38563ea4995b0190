import { randomBytes } from 'node:crypto';
import { linkIn, logIn } from '../support/accounts';
import { apiCall, approvedContestant, staffToken } from '../support/api-accounts';
import { expect, expectAccessible, PHONE, snapBoth, test } from '../support/fixtures';
import { DIRECTOR } from '../support/staff';

interface Mail {
  to: string;
  subject: string;
  kind: string;
  text: string;
  links: string[];
}

test('a bulk e-mail to a filter reaches exactly the filtered contestants, once each, and one can unsubscribe', async ({
  page,
  browser,
  request,
}, testInfo) => {
  test.setTimeout(180_000);
  const run = randomBytes(3).toString('hex');
  // Two approved delegates in Australia/Oceania, one in Europe who must not be written to.
  await approvedContestant(request, {
    firstName: `Mia${run}`,
    continent: 'Australia/Oceania',
    nationality: 'Australia',
  });
  await approvedContestant(request, {
    firstName: `Ruby${run}`,
    continent: 'Australia/Oceania',
    nationality: 'New Zealand',
  });
  const elsewhere = await approvedContestant(request, {
    firstName: `Elsa${run}`,
    continent: 'Europe',
    nationality: 'Sweden',
  });

  // Everyone the filter selects now, as the list shows it (earlier journeys may have added some).
  const filter = 'status=preliminary_approved&continent=Australia%2FOceania';
  const listed = await apiCall<{ data: { contestants: { email: string }[]; total: number } }>(
    request,
    'GET',
    `/api/admin/contestants?${filter}&pageSize=100`,
    { token: await staffToken(request) },
  );
  const expected = listed.data.contestants.map((c) => c.email).sort();
  expect(expected).not.toContain(elsewhere.account.email);

  // The director opens bulk e-mail from the filtered list, previews, and sends.
  const staff = await browser.newContext();
  const staffPage = await staff.newPage();
  await logIn(staffPage, DIRECTOR);
  await staffPage.waitForURL(/\/(admin|user)/);
  await staffPage.goto(`/admin/contestants?${filter}`);
  await staffPage.getByRole('link', { name: 'E-mail these contestants' }).click();
  await expect(staffPage.getByRole('heading', { level: 1, name: 'Bulk e-mail' })).toBeVisible();
  await expect(staffPage.getByLabel('Continent')).toHaveValue('Australia/Oceania');
  await expect(staffPage.getByLabel('Status')).toHaveValue('preliminary_approved');
  const subject = `Fittings in Sydney ${run}`;
  await staffPage.getByLabel('Subject', { exact: true }).fill(subject);
  await staffPage
    .getByLabel('Message', { exact: true })
    .fill('Dear {{firstName}},\n\nYour fitting for {{continent}} is on Friday.');
  await staffPage.getByRole('button', { name: 'Preview' }).click();
  const preview = staffPage.getByRole('region', { name: 'Preview' });
  await expect(preview.getByText(`${expected.length} recipient${expected.length === 1 ? '' : 's'}`)).toBeVisible();
  await expectAccessible(staffPage);
  await snapBoth(staffPage, testInfo, 'bulk-email');
  await staffPage.getByRole('button', { name: 'Send…' }).click();
  await staffPage.getByRole('button', { name: `Send to ${expected.length}` }).click();
  await expect(staffPage.getByText('Your message is on its way: each copy is sent in turn.')).toBeVisible();
  await expect(staffPage.getByText(subject, { exact: true })).toBeVisible();

  // Exactly the filtered contestants get it, once each, with their own name filled in.
  let copies: Mail[] = [];
  await expect
    .poll(
      async () => {
        const res = await request.get('/dev/mailbox.json?kind=bulk-message&limit=500');
        const body = (await res.json()) as { data: { messages: Mail[] } };
        copies = body.data.messages.filter((m) => m.subject === subject);
        return copies.length;
      },
      { timeout: 30_000 },
    )
    .toBe(expected.length);
  expect(copies.map((c) => c.to).sort()).toEqual(expected);
  const mia = copies.find((c) => c.text.includes(`Dear Mia${run},`));
  expect(mia?.text).toContain('Your fitting for Australia/Oceania is on Friday.');

  // Back in the list, the director ticks the same records and tags them; the tag filter finds exactly them.
  const tag = `fitting-${run}`;
  await staffPage.goto(`/admin/contestants?${filter}`);
  await staffPage.getByRole('checkbox', { name: 'Tick every record on this page' }).check();
  const bar = staffPage.getByRole('region', { name: 'Actions on the ticked records' });
  await expect(bar.getByText(`${expected.length} ticked`)).toBeVisible();
  await snapBoth(staffPage, testInfo, 'contestants-ticked');
  await bar.getByRole('button', { name: 'Add tag' }).click();
  const dialog = staffPage.getByRole('dialog', { name: 'Add a tag' });
  await dialog.getByLabel('Tag').fill(tag);
  await dialog.getByRole('button', { name: 'Add a tag' }).click();
  await expect(staffPage.getByText(`Tag added to ${expected.length} record`)).toBeVisible();
  await staffPage.goto(`/admin/contestants?tag=${tag}`);
  await expect(staffPage.getByRole('link', { name: new RegExp(`^Mia${run} `) })).toBeVisible();
  await expect(staffPage.getByText(`Showing 1–${expected.length} of ${expected.length}`)).toBeVisible();
  await staff.close();

  // She unsubscribes from her phone with the link at the foot of her copy.
  await page.setViewportSize(PHONE);
  await page.goto(linkIn(mia as Mail, '/unsubscribe?token='));
  await expect(page.getByRole('heading', { name: 'Unsubscribe' })).toBeVisible();
  await expectAccessible(page);
  await snapBoth(page, testInfo, 'unsubscribe');
  await page.setViewportSize(PHONE);
  await page.getByRole('button', { name: 'Unsubscribe' }).click();
  await expect(page.getByRole('heading', { name: 'You are unsubscribed' })).toBeVisible();
});
