import { DEFAULT_REGISTRATION_SETTINGS } from '@cq/shared';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditLog, contestants, notifications } from '../src/db/schema';
import { createPaidContestant, setContestantStatus } from '../src/dev/contestant-factories';
import { createStaff, createSubmittedContestant, type Staff } from '../src/dev/staff-factories';
import { setSetting } from '../src/modules/settings/service';
import { interviewOnlyRules } from './support/rounds';
import { testAppForFile } from './support/test-app';

const t = testAppForFile({ env: { RATE_LIMIT_MAX: '1000000' } });
let staff: Staff;
let director: Staff;
const ids: Record<string, string> = {};

beforeAll(async () => {
  await setSetting(t.db, 'registration', DEFAULT_REGISTRATION_SETTINGS);
  staff = await createStaff(t.app, 'editor', [{ resource: 'contestants', actions: ['read', 'update', 'export'] }]);
  director = await createStaff(t.app, 'admin', [
    { resource: 'contestants', actions: ['read', 'update'] },
    { resource: 'judging', actions: ['manage'] },
  ]);
  for (const [key, firstName, continent] of [
    ['amara', 'Amara', 'Africa'],
    ['naledi', 'Naledi', 'Africa'],
    ['elsa', 'Elsa', 'Europe'],
  ] as const) {
    const { user, contestant } = await createSubmittedContestant(t.db, { firstName, lastName: 'Bulk' }, {
      continent,
    } as never);
    ids[key] = contestant.id;
    ids[`${key}User`] = user.id;
  }
  // Paid but never submitted: no extra edits can be granted to her.
  ids.ana = (await createPaidContestant(t.db, { firstName: 'Ana', lastName: 'Bulk' })).contestant.id;
});

const bulk = (payload: object, who: Staff = staff) =>
  t.app.inject({ method: 'POST', url: '/api/admin/contestants/bulk', headers: who.headers, payload });
const list = (query: string) =>
  t.app.inject({ method: 'GET', url: `/api/admin/contestants?${query}`, headers: staff.headers });

describe('bulk actions on ticked records', () => {
  it('grants extra edits through the one-record rule, leaving out with its reason a record it refuses', async () => {
    const res = await bulk({ action: 'grant-edits', ids: [ids.amara, ids.naledi, ids.ana], count: 2 });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      message: 'Extra edits granted to 2 records. 1 left as they were.',
      data: {
        done: [ids.amara, ids.naledi],
        skipped: [
          {
            id: ids.ana,
            name: 'Ana Bulk',
            reason: 'Extra edits can only be granted to a submitted registration that is not final.',
          },
        ],
      },
    });
    const [amara] = await t.db
      .select()
      .from(contestants)
      .where(eq(contestants.id, ids.amara ?? ''));
    expect(amara?.extraEdits).toBe(2);
    // Each is told, as when one record is changed.
    const told = await t.db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, ids.amaraUser ?? ''));
    expect(told.length).toBeGreaterThan(0);
  });

  it('tags records, filters the list by tag, shows the tags, and takes a tag off', async () => {
    const tagged = await bulk({ action: 'add-tag', ids: [ids.amara, ids.elsa], tag: ' Visa-Pending ' });
    expect(tagged.json()).toMatchObject({ message: 'Tag added to 2 records.', data: { skipped: [] } });
    const again = await bulk({ action: 'add-tag', ids: [ids.amara, ids.naledi], tag: 'visa-pending' });
    expect(again.json().data).toMatchObject({
      done: [ids.naledi],
      skipped: [{ id: ids.amara, reason: 'Already tagged.' }],
    });
    await bulk({ action: 'add-tag', ids: [ids.amara], tag: 'finalist' });

    const answer = await list('tag=visa-pending&sort=name');
    expect(answer.statusCode, answer.body).toBe(200);
    const filtered = answer.json().data;
    expect(filtered.total).toBe(3);
    const amara = filtered.contestants.find((c: { _id: string }) => c._id === ids.amara);
    expect(amara.tags).toEqual(['finalist', 'visa-pending']);

    const off = await bulk({ action: 'remove-tag', ids: [ids.naledi, ids.ana], tag: 'visa-pending' });
    expect(off.json()).toMatchObject({
      message: 'Tag taken off 1 record. 1 left as they were.',
      data: { done: [ids.naledi], skipped: [{ id: ids.ana, reason: 'Not tagged.' }] },
    });
    expect((await list('tag=visa-pending')).json().data.total).toBe(2);
    const [audit] = await t.db.select().from(auditLog).where(eq(auditLog.action, 'contestants.untag'));
    expect(audit?.summary).toBe('Took the tag off 1 record: visa-pending');
  });

  it('exports the ticked records only', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/admin/contestants/export.csv?ids=${ids.amara},${ids.elsa}`,
      headers: staff.headers,
    });
    expect(res.statusCode).toBe(200);
    const rows = res.body.split('\r\n').slice(1, -1);
    expect(rows).toHaveLength(2);
    expect(rows.join('\n')).toContain('Amara');
    expect(rows.join('\n')).toContain('Elsa');
  });

  it('adds to a draft round all or nothing, naming who cannot be a delegate, and needs the judging permission', async () => {
    const round = await t.app.inject({
      method: 'POST',
      url: '/api/admin/judging/rounds',
      headers: director.headers,
      payload: {
        season: 2026,
        name: 'Final',
        continent: 'Africa',
        kind: 'final',
        rules: interviewOnlyRules(),
      },
    });
    expect(round.statusCode, round.body).toBe(200);
    const roundId = round.json().data.id as string;
    for (const key of ['amara', 'naledi', 'elsa'] as const) {
      await setContestantStatus(t.db, ids[key] ?? '', 'preliminary_approved');
    }

    const noJudging = await bulk({ action: 'add-to-round', ids: [ids.amara], roundId });
    expect(noJudging.statusCode).toBe(403);

    const wrong = await bulk({ action: 'add-to-round', ids: [ids.amara, ids.elsa], roundId }, director);
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().errors).toEqual({ [ids.elsa ?? '']: 'Elsa Bulk is not of Africa.' });

    const ok = await bulk({ action: 'add-to-round', ids: [ids.amara, ids.naledi], roundId }, director);
    expect(ok.json()).toMatchObject({ message: '2 records added to the round.' });
    const detail = await t.app.inject({
      method: 'GET',
      url: `/api/admin/judging/rounds/${roundId}`,
      headers: director.headers,
    });
    const delegates = detail.json().data.delegates.map((d: { id: string }) => d.id);
    expect(delegates.sort()).toEqual([ids.amara, ids.naledi].sort());
  });

  it('refuses an empty selection, an unknown action and a tag that is not one word', async () => {
    expect((await bulk({ action: 'add-tag', ids: [], tag: 'x' })).json().errors).toMatchObject({
      ids: 'Choose at least one record',
    });
    expect((await bulk({ action: 'add-tag', ids: [ids.amara], tag: 'two words' })).json().errors).toMatchObject({
      tag: 'Use 1–32 lowercase letters, digits or hyphens, starting with a letter or digit',
    });
    const unknown = await bulk({ action: 'delete-all', ids: [ids.amara] });
    expect(unknown.statusCode).toBe(400);
  });
});
