import { INVITATION_MESSAGES as M } from '@cq/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { judgingJudges, judgingRounds, outbox } from '../src/db/schema';
import { createStaff, type Staff } from '../src/dev/staff-factories';
import { tokenFromMail } from './support/mail';
import { interviewOnlyRules } from './support/rounds';
import { createTestApp, type TestApp } from './support/test-app';

let t: TestApp;
let chief: Staff;
let draftRound: string;
let secondDraft: string;
let openRound: string;
const PASSWORD = 'Sceptre-And-Crown-2027!';

const RULES = interviewOnlyRules();

async function round(name: string, status: 'draft' | 'open') {
  const [row] = await t.db
    .insert(judgingRounds)
    .values({
      season: 2027,
      slug: name.toLowerCase().replace(/\W+/g, '-'),
      name,
      continent: 'Africa',
      kind: 'final',
      status,
      rules: RULES,
    })
    .returning();
  return row?.id as string;
}

beforeAll(async () => {
  t = await createTestApp({ env: { RATE_LIMIT_AUTH_MULTIPLIER: '1000' } });
  chief = await createStaff(t.app, 'super admin');
  draftRound = await round('Africa final', 'draft');
  secondDraft = await round('Europe final', 'draft');
  openRound = await round('Asia final', 'open');
});
afterAll(async () => {
  await t?.close();
});

const invite = (payload: object) =>
  t.app.inject({ method: 'POST', url: '/api/admin/invitations', headers: chief.headers, payload });
const body = (email: string, extra: object = {}) => ({
  email,
  firstName: 'Imani',
  lastName: 'Okafor',
  role: 'editor',
  permissions: [],
  ...extra,
});

describe('invitations with role presets', () => {
  it('a judge is invited as Judge to her rounds, told so by e-mail, and seated in them when she accepts', async () => {
    const rounds = await t.app.inject({ method: 'GET', url: '/api/admin/invitations/rounds', headers: chief.headers });
    expect(rounds.statusCode, rounds.body).toBe(200);
    expect(rounds.json().data.rounds.map((r: { name: string }) => r.name)).toEqual(['Africa final', 'Europe final']);

    // The preset brings its own permissions, whatever the form sent.
    const res = await invite(
      body('imani@judges.example', {
        preset: 'judge',
        roundIds: [draftRound],
        permissions: [{ resource: 'users', actions: ['update'] }],
      }),
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({
      preset: 'judge',
      role: 'editor',
      permissions: [{ resource: 'judging', actions: ['score'] }],
      rounds: [{ id: draftRound, name: 'Africa final' }],
    });

    const [mail] = await t.db.select().from(outbox).where(eq(outbox.to, 'imani@judges.example'));
    expect(mail?.text).toContain('team as Judge.');
    expect(mail?.text).toContain('You will judge: Africa final.');
    expect(mail?.text).not.toContain('Editor');

    const list = await t.app.inject({ method: 'GET', url: '/api/admin/invitations', headers: chief.headers });
    expect(list.json().data.invitations[0]).toMatchObject({ preset: 'judge', rounds: [{ name: 'Africa final' }] });

    const token = await tokenFromMail(t.db, 'imani@judges.example', 'staff-invitation', '/auth/invitation');
    const preview = await t.app.inject({ method: 'GET', url: `/api/invitations/${token}` });
    expect(preview.json().data).toMatchObject({ preset: 'judge', rounds: [{ name: 'Africa final' }] });
    const accepted = await t.app.inject({
      method: 'POST',
      url: `/api/invitations/${token}/accept`,
      payload: { password: PASSWORD },
    });
    expect(accepted.statusCode, accepted.body).toBe(200);
    const mine = await t.app.inject({
      method: 'GET',
      url: '/api/judging/rounds',
      headers: { authorization: `Bearer ${accepted.json().data.token}` },
    });
    expect(mine.statusCode, mine.body).toBe(200);
    expect(mine.json().data.rounds.map((r: { name: string; judgeNumber: number }) => [r.name, r.judgeNumber])).toEqual([
      ['Africa final', 1],
    ]);
  });

  it('a head judge takes the head seat of a round that has none', async () => {
    const res = await invite(
      body('zola@judges.example', { preset: 'head-judge', roundIds: [draftRound, secondDraft] }),
    );
    expect(res.statusCode, res.body).toBe(200);
    const token = await tokenFromMail(t.db, 'zola@judges.example', 'staff-invitation', '/auth/invitation');
    const accepted = await t.app.inject({
      method: 'POST',
      url: `/api/invitations/${token}/accept`,
      payload: { password: PASSWORD },
    });
    expect(accepted.statusCode, accepted.body).toBe(200);
    const seats = await t.db
      .select()
      .from(judgingJudges)
      .where(eq(judgingJudges.userId, accepted.json().data.user._id));
    expect(seats.map((s) => [s.roundId === draftRound ? 'africa' : 'europe', s.number, s.head]).sort()).toEqual([
      ['africa', 2, true],
      ['europe', 1, true],
    ]);
  });

  it('refuses rounds on an invitation that is not a judge’s, and a round that has opened', async () => {
    const editor = await invite(body('sade@site.example', { preset: 'editor', roundIds: [draftRound] }));
    expect(editor.statusCode).toBe(400);
    expect(editor.json().errors).toMatchObject({ roundIds: M.roundsForJudges });
    const opened = await invite(body('tess@judges.example', { preset: 'judge', roundIds: [openRound] }));
    expect(opened.statusCode).toBe(400);
    expect(opened.json()).toMatchObject({ message: M.roundNotDraft, errors: { roundIds: M.roundNotDraft } });
  });

  it('an inviter cannot give a preset whose permissions she does not hold', async () => {
    const hr = await createStaff(t.app, 'admin', [{ resource: 'users', actions: ['read', 'update'] }]);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/admin/invitations',
      headers: hr.headers,
      payload: body('kemi@judges.example', { preset: 'director' }),
    });
    expect(res.statusCode).toBe(403);
  });
});
