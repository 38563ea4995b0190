import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../src/db/schema';
import { createPublishedDelegate } from '../src/dev/delegate-factories';
import { createStaff, createSubmittedContestant, type Staff } from '../src/dev/staff-factories';
import { contestantsOffice } from './support/staff';
import { createTestApp, type TestApp } from './support/test-app';

let t: TestApp;
let staff: Staff;
let reader: Staff;

beforeAll(async () => {
  t = await createTestApp({ env: { RATE_LIMIT_MAX: '1000000' } });
  ({ staff, reader } = await contestantsOffice(t));
});
afterAll(async () => {
  await t?.close();
});

const confirm = (id: string, payload: object, who: Staff = staff) =>
  t.app.inject({ method: 'POST', url: `/api/admin/contestants/${id}/country`, headers: who.headers, payload });
const detail = async (id: string) =>
  (await t.app.inject({ method: 'GET', url: `/api/admin/contestants/${id}`, headers: staff.headers })).json().data;

/** A Nigerian living in Sweden: she may represent Nigeria or Sweden. */
const NIGERIAN_IN_SWEDEN = { nationality: 'Nigerian', residence: 'Sweden', continent: 'Africa' } as const;

describe('the country she represents', () => {
  it('is her nationality’s country unless she chooses her residence, and is not confirmed yet', async () => {
    const { contestant } = await createSubmittedContestant(t.db, { firstName: 'Amara' }, NIGERIAN_IN_SWEDEN);
    expect((await detail(contestant.id)).representedCountry).toEqual({
      code: 'NG',
      confirmed: false,
      confirmedAt: null,
      choices: { nationality: 'NG', residence: 'SE' },
    });
    const chose = await createSubmittedContestant(
      t.db,
      { firstName: 'Linnea' },
      {
        ...NIGERIAN_IN_SWEDEN,
        representedCountry: 'residence',
      },
    );
    expect((await detail(chose.contestant.id)).representedCountry).toMatchObject({ code: 'SE', confirmed: false });
  });

  it('is confirmed by staff as one of her two countries, audited, and shown on her public page', async () => {
    const d = await createPublishedDelegate(t.db, { firstName: 'Zainab', lastName: 'Okafor' }, NIGERIAN_IN_SWEDEN);
    const before = (await t.app.inject({ method: 'GET', url: `/api/delegates/${d.slug}` })).json().data;
    expect(before.country).toBe('NG');

    const res = await confirm(d.contestantId, { country: 'se' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      success: true,
      message: 'Country confirmed.',
      data: { code: 'SE', confirmed: true, choices: { nationality: 'NG', residence: 'SE' } },
    });
    expect(res.json().data.confirmedAt).toEqual(expect.any(String));

    const [entry] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'contestants.confirm_country'), eq(auditLog.recordId, d.contestantId)));
    expect(entry).toMatchObject({
      actorId: staff.user.id,
      resource: 'contestants',
      summary: 'Confirmed that Zainab Okafor represents Sweden',
      details: { country: 'SE', before: 'NG', wasConfirmed: false },
    });

    const page = (await t.app.inject({ method: 'GET', url: `/api/delegates/${d.slug}` })).json().data;
    expect(page.country).toBe('SE');
    const list = (await t.app.inject({ method: 'GET', url: '/api/delegates?continent=Africa' })).json().data;
    expect(list.delegates.find((x: { slug: string }) => x.slug === d.slug)?.country).toBe('SE');
  });

  it('refuses a third country, an unknown code, and a reader without update; nothing changes', async () => {
    const { contestant } = await createSubmittedContestant(t.db, { firstName: 'Ngozi' }, NIGERIAN_IN_SWEDEN);
    const third = await confirm(contestant.id, { country: 'FR' });
    expect(third.statusCode).toBe(400);
    expect(third.json()).toMatchObject({
      success: false,
      code: 'country_not_offered',
      message: 'She may represent only her nationality’s country or her country of residence.',
    });
    const unknown = await confirm(contestant.id, { country: 'XX' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({
      code: 'validation_failed',
      errors: { country: 'Choose a country from the list' },
    });
    expect((await confirm(contestant.id, { country: 'SE' }, reader)).statusCode).toBe(403);
    expect((await detail(contestant.id)).representedCountry).toMatchObject({ code: 'NG', confirmed: false });
    const audited = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'contestants.confirm_country'), eq(auditLog.recordId, contestant.id)));
    expect(audited).toEqual([]);
  });

  it('is in the export, by name, with whether staff confirmed it', async () => {
    const { contestant } = await createSubmittedContestant(
      t.db,
      { firstName: 'Efe', lastName: 'Export' },
      {
        ...NIGERIAN_IN_SWEDEN,
        representedCountry: 'residence',
      },
    );
    await confirm(contestant.id, { country: 'NG' });
    const exporter = await createStaff(t.app, 'editor', [{ resource: 'contestants', actions: ['read', 'export'] }]);
    const csv = await t.app.inject({
      method: 'GET',
      url: '/api/admin/contestants/export.csv',
      headers: exporter.headers,
    });
    const lines = csv.body.replace(/^\uFEFF/, '').split(/\r?\n/);
    const header = (lines[0] ?? '').split(',');
    const row = (lines.find((l) => l.includes(contestant.id)) ?? '').split(',');
    expect(row[header.indexOf('Country represented')]).toBe('Nigeria');
    expect(row[header.indexOf('Country confirmed')]).toBe('Yes');
  });
});
