import { randomUUID } from 'node:crypto';
import { type RoundRules, verifyScoreSheet } from '@cq/shared';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditLog, judgingScores } from '../src/db/schema';
import { setContestantStatus } from '../src/dev/contestant-factories';
import { createStaff, createSubmittedContestant, type Staff } from '../src/dev/staff-factories';
import { verifyChain } from '../src/modules/audit/chain';
import { interviewAndGownRules } from './support/rounds';
import { staffRequest } from './support/staff';
import { testAppForFile } from './support/test-app';

const t = testAppForFile({ env: { RATE_LIMIT_MAX: '1000000' } });
let director: Staff;
let auditor: Staff;
let judges: Staff[];
let stranger: Staff; // holds the judging permission, assigned to nothing
let plainUser: Staff;
const africa: string[] = [];
let european: string;
let roundId: string;

const RULES: RoundRules = interviewAndGownRules(60);

const JUDGE = [{ resource: 'judging', actions: ['score'] }];

/** Her country as her public profile shows it: her nationality names no country of the list, so her residence. */
async function delegate(first: string, continent: string, country: string) {
  const c = await createSubmittedContestant(t.db, { firstName: first, lastName: 'Delegate' }, {
    continent,
    residence: country,
    nationality: `${country} (nationality)`,
  } as never);
  await setContestantStatus(t.db, c.contestant.id, 'preliminary_approved');
  return c.contestant.id;
}

const inject = staffRequest(t);

const score = (delegateId: string, segmentKey: string, value: number, enteredAt = Date.now()) => ({
  clientId: randomUUID(),
  delegateId,
  segmentKey,
  value,
  enteredAt,
});
const putScores = (who: Staff, scores: object[], id = roundId) =>
  inject('PUT', `/api/judging/rounds/${id}/scores`, who, { scores });
const storedScores = (userId?: string) =>
  t.db
    .select()
    .from(judgingScores)
    .where(
      userId
        ? and(eq(judgingScores.roundId, roundId), eq(judgingScores.userId, userId))
        : eq(judgingScores.roundId, roundId),
    );

beforeAll(async () => {
  director = await createStaff(t.app, 'admin', [{ resource: 'judging', actions: ['manage'] }]);
  auditor = await createStaff(t.app, 'editor', [{ resource: 'judging', actions: ['audit'] }]);
  judges = [];
  for (const name of ['Ama', 'Bea', 'Cleo']) {
    judges.push(
      await createStaff(t.app, 'user', JUDGE, { firstName: name, email: `${name.toLowerCase()}@judges.example` }),
    );
  }
  stranger = await createStaff(t.app, 'user', JUDGE);
  plainUser = await createStaff(t.app, 'user');
  africa.push(await delegate('Amara', 'Africa', 'Nigeria'));
  africa.push(await delegate('Lerato', 'Africa', 'South Africa'));
  africa.push(await delegate('Zawadi', 'Africa', 'Kenya'));
  european = await delegate('Ines', 'Europe', 'Portugal');
});

describe('setting up a round', () => {
  it('refuses weights that do not total exactly 100 %, and stores nothing', async () => {
    const bad = {
      ...RULES,
      segments: [
        { key: 'interview', name: 'Interview', weight: 60 },
        { key: 'gown', name: 'Gown', weight: 30 },
      ],
    };
    const res = await inject('POST', '/api/admin/judging/rounds', director, {
      season: 2026,
      name: 'Final',
      continent: 'Africa',
      kind: 'final',
      rules: bad,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      success: false,
      errors: { 'rules.segments': 'The weights of the segments must total exactly 100 %.' },
    });
    const list = await inject('GET', '/api/admin/judging/rounds', director);
    expect(list.json().data.rounds).toEqual([]);
  });

  it('creates a draft round, sets its delegates (approved, of its continent) and its judges', async () => {
    const res = await inject('POST', '/api/admin/judging/rounds', director, {
      season: 2026,
      name: 'Final',
      continent: 'Africa',
      kind: 'final',
      rules: RULES,
    });
    expect(res.statusCode).toBe(200);
    roundId = res.json().data.id;
    expect(res.json().data).toMatchObject({ slug: 'africa-2026-final', status: 'draft' });
    const statusUrl = `/api/admin/judging/rounds/${roundId}/status`;
    const empty = await inject('POST', statusUrl, director, { status: 'open' });
    expect(empty.statusCode).toBe(409);
    expect(empty.json()).toMatchObject({
      code: 'round_incomplete',
      message: 'A round opens with its delegates and judges set.',
    });
    const early = await inject('POST', statusUrl, director, { status: 'closed' });
    expect(early.statusCode).toBe(409);
    expect(early.json()).toMatchObject({ code: 'round_status', message: 'A draft round cannot be closed.' });

    const wrong = await inject('PUT', `/api/admin/judging/rounds/${roundId}/delegates`, director, {
      contestantIds: [...africa, european],
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().errors[european]).toBe('Ines Delegate is not of Africa.');
    const ok = await inject('PUT', `/api/admin/judging/rounds/${roundId}/delegates`, director, {
      contestantIds: africa,
    });
    expect(
      ok
        .json()
        .data.delegates.map((d: { country: string }) => d.country)
        .sort(),
    ).toEqual(['KE', 'NG', 'ZA']);

    const noAccount = await inject('PUT', `/api/admin/judging/rounds/${roundId}/judges`, director, {
      judges: [{ email: 'nobody@judges.example', head: false }],
    });
    expect(noAccount.statusCode).toBe(400);
    const seated = await inject('PUT', `/api/admin/judging/rounds/${roundId}/judges`, director, {
      judges: judges.map((j, i) => ({ email: j.user.email, head: i === 0 })),
    });
    expect(seated.json().data.judges.map((j: { number: number; head: boolean }) => [j.number, j.head])).toEqual([
      [1, true],
      [2, false],
      [3, false],
    ]);
  });

  it('refuses scores before the round opens', async () => {
    const res = await putScores(judges[0] as Staff, [score(africa[0] as string, 'interview', 8)]);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'round_not_open', message: 'Scoring has not opened yet.' });
  });

  it('opens the round; its rules are then fixed', async () => {
    expect(
      (await inject('POST', `/api/admin/judging/rounds/${roundId}/status`, director, { status: 'open' })).statusCode,
    ).toBe(200);
    const res = await inject('PUT', `/api/admin/judging/rounds/${roundId}/rules`, director, { rules: RULES });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      code: 'round_locked',
      message: 'The round has opened: its rules, delegates and judges are fixed.',
    });
  });
});

describe('scoring', () => {
  it('shows a judge her rounds and the delegates she may score; refuses others', async () => {
    const judge = judges[0] as Staff;
    const rounds = await inject('GET', '/api/judging/rounds', judge);
    expect(rounds.json().data.rounds).toMatchObject([{ id: roundId, judgeNumber: 1, status: 'open' }]);
    const sheet = await inject('GET', `/api/judging/rounds/${roundId}`, judge);
    expect(sheet.json().data.delegates).toHaveLength(3);
    expect((await inject('GET', `/api/judging/rounds/${roundId}`, stranger)).statusCode).toBe(403);
    expect((await inject('GET', '/api/judging/rounds', plainUser)).statusCode).toBe(403);
    expect((await inject('GET', '/api/judging/rounds', null)).statusCode).toBe(401);
  });

  it('is renamed in every language, even open: judges read each version beside the English, audited', async () => {
    const names = { name: 'Final', translations: { fr: { name: 'Finale' }, ar: { name: 'النهائي' } } };
    const renamed = await inject('PUT', `/api/admin/judging/rounds/${roundId}/name`, director, names);
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(renamed.json().data).toMatchObject(names);
    const rounds = (await inject('GET', '/api/judging/rounds', judges[0] as Staff)).json().data.rounds;
    expect(rounds[0]).toMatchObject(names);
    const judgesMayNot = await inject('PUT', `/api/admin/judging/rounds/${roundId}/name`, judges[0] as Staff, names);
    expect(judgesMayNot.statusCode).toBe(403);
    const empty = await inject('PUT', `/api/admin/judging/rounds/${roundId}/name`, director, {
      name: 'Final',
      translations: { es: { name: ' ' } },
    });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().errors['translations.es.name']).toBe('Give the round a name.');
  });

  it('is given a date in its venue’s zone, which her rounds show; judges may not set it; taken away again; audited', async () => {
    const url = `/api/admin/judging/rounds/${roundId}/schedule`;
    const when = { startsAt: '2026-12-12T18:00:00.000Z', timeZone: 'Africa/Lagos' };
    const set = await inject('PUT', url, director, when);
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json().data).toMatchObject(when);
    const rounds = (await inject('GET', '/api/judging/rounds', judges[0] as Staff)).json().data.rounds;
    expect(rounds[0]).toMatchObject(when);
    expect((await inject('PUT', url, judges[0] as Staff, when)).statusCode).toBe(403);
    const badZone = await inject('PUT', url, director, { ...when, timeZone: 'Lagos' });
    expect(badZone.statusCode).toBe(400);
    expect(JSON.stringify(badZone.json())).toContain('Choose a time zone such as Africa/Lagos or Europe/Paris.');
    const half = await inject('PUT', url, director, { startsAt: null, timeZone: 'Africa/Lagos' });
    expect(half.statusCode).toBe(400);
    const [entry] = await t.db.select().from(auditLog).where(eq(auditLog.action, 'judging.schedule-round'));
    expect(entry?.summary).toMatch(/to 2026-12-12 19:00 \(Africa\/Lagos\)$/);
    const cleared = await inject('PUT', url, director, { startsAt: null, timeZone: null });
    expect(cleared.json().data).toMatchObject({ startsAt: null, timeZone: null });
  });

  it('refuses a whole batch, storing nothing, when one score is off the scale or for someone not in the round', async () => {
    const judge = judges[0] as Staff;
    const good = score(africa[0] as string, 'interview', 8);
    const offStep = score(africa[1] as string, 'interview', 8.55);
    const res = await putScores(judge, [good, offStep]);
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({ [offStep.clientId]: 'Enter a score from 1.0 to 10.0 in steps of 0.1.' });
    expect(await storedScores(judge.user.id)).toEqual([]);
    const outside = score(european, 'interview', 8);
    expect((await putScores(judge, [outside])).json().message).toBe('This delegate is not in the round.');
    expect((await putScores(judge, [score(africa[0] as string, 'interview', 10.1)])).statusCode).toBe(400);
    expect((await putScores(stranger, [good])).statusCode).toBe(403);
    expect(await storedScores()).toEqual([]);
  });

  it('stores a batch sent twice once, and keeps the latest entry when two devices send', async () => {
    const judge = judges[1] as Staff;
    const first = score(africa[0] as string, 'interview', 7, 1_000);
    for (let i = 0; i < 2; i += 1)
      expect((await putScores(judge, [first])).json().data).toMatchObject({
        applied: [first.clientId],
        superseded: [],
      });
    expect(await storedScores(judge.user.id)).toHaveLength(1);
    // The second phone's clock is a day behind and the score waited a minute on it (offline) before it was sent.
    const phoneB = Date.now() - 86_400_000;
    const newer = score(africa[0] as string, 'interview', 9, Date.now());
    const olderLate = score(africa[0] as string, 'interview', 5, phoneB - 60_000);
    expect((await putScores(judge, [newer])).json().data.applied).toEqual([newer.clientId]);
    const late = await inject('PUT', `/api/judging/rounds/${roundId}/scores`, judge, {
      scores: [olderLate],
      sentAt: phoneB,
      deviceId: 'phone-b',
    });
    expect(late.json().data).toMatchObject({ applied: [], superseded: [olderLate.clientId] });
    const rows = await storedScores(judge.user.id);
    expect(rows.map((r) => r.valueUnits)).toEqual([9000]);
  });

  it('refuses alone a score that waited on the phone past the bound, and saves the rest of its batch', async () => {
    const judge = judges[1] as Staff;
    const hour = 3_600_000;
    // Her phone's clock is an hour fast; the venue's network was down all evening.
    const phone = Date.now() + hour;
    const evening = score(africa[1] as string, 'gown', 8, phone - 11 * hour);
    const stale = score(africa[2] as string, 'gown', 4, phone - 13 * hour);
    const send = () =>
      inject('PUT', `/api/judging/rounds/${roundId}/scores`, judge, {
        scores: [evening, stale],
        sentAt: phone,
        deviceId: 'phone-c',
      });
    for (let i = 0; i < 2; i += 1) {
      const res = await send();
      expect(res.statusCode).toBe(200);
      expect(res.json().data).toMatchObject({
        applied: [evening.clientId],
        superseded: [],
        refused: [
          {
            clientId: stale.clientId,
            code: 'score_too_old',
            message:
              'This score waited on the phone for more than 12 hours and was not saved. Enter it again if it still stands.',
          },
        ],
      });
    }
    const rows = await storedScores(judge.user.id);
    expect(rows.find((r) => r.contestantId === africa[1] && r.segment === 'gown')?.valueUnits).toBe(8000);
    expect(rows.find((r) => r.contestantId === africa[2] && r.segment === 'gown')).toBeUndefined();
  });

  it('never lets two judges scoring at once overwrite each other', async () => {
    const cells = africa.flatMap((d) => ['interview', 'gown'].map((s) => [d, s] as const));
    await Promise.all(
      judges.map((j, n) =>
        putScores(
          j,
          cells.map(([d, s]) => score(d, s, 6 + n + (s === 'gown' ? 0.5 : 0))),
        ),
      ),
    );
    for (const [n, j] of judges.entries()) {
      const rows = await storedScores(j.user.id);
      expect(rows).toHaveLength(6);
      expect(new Set(rows.map((r) => r.valueUnits))).toEqual(new Set([(6 + n) * 1000, (6.5 + n) * 1000]));
    }
  });

  it('lets a judge declare a conflict only before scoring the delegate; then she neither sees nor scores her', async () => {
    const judge = judges[2] as Staff;
    const scored = await inject('POST', `/api/judging/rounds/${roundId}/conflicts`, judge, { delegateId: africa[0] });
    expect(scored.statusCode).toBe(409);
    expect(scored.json()).toMatchObject({
      code: 'already_scored',
      message: 'You have already scored this delegate. Ask the chief auditor to review the conflict.',
    });
    // A fresh judge round: Cleo's scores for Zawadi are removed to model a judge who has not scored her yet.
    await t.db
      .delete(judgingScores)
      .where(and(eq(judgingScores.userId, judge.user.id), eq(judgingScores.contestantId, africa[2] as string)));
    const declared = await inject('POST', `/api/judging/rounds/${roundId}/conflicts`, judge, { delegateId: africa[2] });
    expect(declared.statusCode).toBe(200);
    const sheet = await inject('GET', `/api/judging/rounds/${roundId}`, judge);
    expect(sheet.json().data.delegates.map((d: { id: string }) => d.id)).not.toContain(africa[2]);
    const res = await putScores(judge, [score(africa[2] as string, 'gown', 8)]);
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('judge_conflicted');
    const [entry] = await t.db.select().from(auditLog).where(eq(auditLog.action, 'judging.conflict'));
    expect(entry).toMatchObject({ actorId: judge.user.id, recordId: roundId, details: { delegateId: africa[2] } });
  });

  it('submits a segment only when every delegate is scored, then refuses changes until the chief auditor reopens it', async () => {
    const judge = judges[2] as Staff;
    const submit = () => inject('POST', `/api/judging/rounds/${roundId}/segments/interview/submit`, judge);
    expect((await submit()).statusCode).toBe(200); // Zawadi is a conflict: two of two scored
    const late = await putScores(judge, [score(africa[0] as string, 'interview', 9.9)]);
    expect(late.statusCode).toBe(409);
    expect(late.json()).toMatchObject({
      code: 'segment_locked',
      message: 'You have submitted your scores for this segment.',
    });

    const missing = await inject('POST', `/api/judging/rounds/${roundId}/segments/gown/submit`, judges[0] as Staff);
    expect(missing.statusCode).toBe(200);

    const reopenUrl = `/api/admin/judging/rounds/${roundId}/judges/${judge.user.id}/segments/interview/reopen`;
    expect((await inject('POST', reopenUrl, judge, { reason: 'Typo on delegate 1' })).statusCode).toBe(403);
    expect((await inject('POST', reopenUrl, auditor, { reason: '' })).statusCode).toBe(400);
    const reopened = await inject('POST', reopenUrl, auditor, { reason: 'The judge reported a typo on delegate 1' });
    expect(reopened.statusCode).toBe(200);
    const [entry] = await t.db.select().from(auditLog).where(eq(auditLog.action, 'judging.reopen'));
    expect(entry).toMatchObject({
      actorEmail: auditor.user.email,
      details: { reason: 'The judge reported a typo on delegate 1' },
    });
    expect((await putScores(judge, [score(africa[0] as string, 'interview', 9.9)])).statusCode).toBe(200);
    expect((await submit()).statusCode).toBe(200);
  });

  it('shows the live tabulation to the director and auditors, never to judges', async () => {
    const url = `/api/admin/judging/rounds/${roundId}/tabulation`;
    expect((await inject('GET', url, judges[0] as Staff)).statusCode).toBe(403);
    expect((await inject('GET', url, auditor)).statusCode).toBe(200);
    const res = await inject('GET', url, director);
    const { tabulation, delegates } = res.json().data;
    expect(tabulation.rows).toHaveLength(3);
    expect(tabulation.rows[0].rank).toBe(1);
    expect(delegates[tabulation.rows[0].delegate].name).toMatch(/Delegate$/);
  });
});

describe('publishing', () => {
  it('publishes a closed round: a frozen sheet whose hash is published, revealed from the last placement to the queen', async () => {
    const open = await inject('POST', `/api/admin/judging/rounds/${roundId}/publish`, director);
    expect(open.statusCode).toBe(409);
    expect(open.json()).toMatchObject({
      code: 'round_not_closed',
      message: 'Close the round before publishing its results.',
    });
    const submit = (j: Staff, segment: string) =>
      inject('POST', `/api/judging/rounds/${roundId}/segments/${segment}/submit`, j);
    for (const seg of ['interview', 'gown']) expect((await submit(judges[1] as Staff, seg)).statusCode).toBe(200);
    expect((await submit(judges[2] as Staff, 'gown')).statusCode).toBe(200);
    // Judge 1 submitted only the gown; the chief auditor excuses her from the interview.
    const excused = await inject(
      'POST',
      `/api/admin/judging/rounds/${roundId}/judges/${judges[0]?.user.id}/excuse`,
      auditor,
      { reason: 'Left the venue unwell' },
    );
    expect(excused.json().data).toEqual({ excused: true, segments: ['interview'] });
    expect(
      (await inject('POST', `/api/admin/judging/rounds/${roundId}/status`, director, { status: 'closed' })).statusCode,
    ).toBe(200);
    const again = await inject('POST', `/api/admin/judging/rounds/${roundId}/status`, director, { status: 'closed' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'round_status', message: 'A closed round cannot be closed.' });
    const unpublished = await inject('POST', `/api/admin/judging/rounds/${roundId}/reveal`, director, {});
    expect(unpublished.statusCode).toBe(409);
    expect(unpublished.json()).toMatchObject({
      code: 'results_unpublished',
      message: 'Publish the results before revealing them.',
    });
    const published = await inject('POST', `/api/admin/judging/rounds/${roundId}/publish`, director);
    expect(published.statusCode).toBe(200);
    const { sha256, previousHash } = published.json().data;
    expect(sha256).toMatch(/^[0-9a-f]{64}$/);
    expect(previousHash).toBeNull();

    // Nothing is public until the first reveal.
    expect((await inject('GET', '/api/results', null)).json().data.rounds).toEqual([]);
    expect((await inject('GET', '/api/results/africa-2026-final', null)).statusCode).toBe(404);

    await inject('POST', `/api/admin/judging/rounds/${roundId}/reveal`, director, {});
    const first = (await inject('GET', '/api/results/africa-2026-final', null)).json().data;
    expect(first.placements).toHaveLength(1);
    expect(first.placements[0].title).toBe('Second runner-up');
    // Visitors read the round's name in their language where staff wrote one.
    expect(first.translations).toEqual({ fr: { name: 'Finale' }, ar: { name: 'النهائي' } });
    expect(first.placementCount).toBe(3);
    // The sheet names every placement: it and its hash wait for the last reveal.
    expect(first.sheetHash).toBeNull();
    expect((await inject('GET', '/api/results/africa-2026-final/sheet', null)).statusCode).toBe(404);
    await inject('POST', `/api/admin/judging/rounds/${roundId}/reveal`, director, { all: true });
    const all = (await inject('GET', '/api/results/africa-2026-final', null)).json().data;
    expect(all.placements.map((p: { title: string }) => p.title)).toEqual([
      'Queen of Africa',
      'First runner-up',
      'Second runner-up',
    ]);
    expect(all.sheetHash).toBe(sha256);
    const more = await inject('POST', `/api/admin/judging/rounds/${roundId}/reveal`, director, {});
    expect(more.statusCode).toBe(409);
    expect(more.json()).toMatchObject({ code: 'all_revealed', message: 'Every placement is revealed.' });

    const sheet = await inject('GET', '/api/results/africa-2026-final/sheet', null);
    expect(sheet.headers['content-type']).toContain('application/json');
    const verified = await verifyScoreSheet(sheet.body, { hash: sha256, previousHash: null });
    expect(verified.differences).toEqual([]);
    expect(verified.ok).toBe(true);
    // Judges appear by number only: no account id, name or e-mail of a judge is in the sheet.
    for (const j of judges) {
      expect(sheet.body).not.toContain(j.user.id);
      expect(sheet.body).not.toContain(j.user.email);
    }
  });

  it('chains the next published round to the previous sheet, and scores are final once published', async () => {
    const res = await inject('POST', '/api/admin/judging/rounds', director, {
      season: 2026,
      name: 'Final',
      continent: 'Europe',
      kind: 'final',
      rules: RULES,
    });
    const europe = res.json().data.id;
    await inject('PUT', `/api/admin/judging/rounds/${europe}/delegates`, director, { contestantIds: [european] });
    await inject('PUT', `/api/admin/judging/rounds/${europe}/judges`, director, {
      judges: [{ email: judges[0]?.user.email, head: true }],
    });
    await inject('POST', `/api/admin/judging/rounds/${europe}/status`, director, { status: 'open' });
    await putScores(judges[0] as Staff, [score(european, 'interview', 9), score(european, 'gown', 9)], europe);
    for (const seg of ['interview', 'gown'])
      await inject('POST', `/api/judging/rounds/${europe}/segments/${seg}/submit`, judges[0] as Staff);
    await inject('POST', `/api/admin/judging/rounds/${europe}/status`, director, { status: 'closed' });
    const published = (await inject('POST', `/api/admin/judging/rounds/${europe}/publish`, director)).json().data;
    await inject('POST', `/api/admin/judging/rounds/${europe}/reveal`, director, { all: true });
    const africaHash = (await inject('GET', '/api/results/africa-2026-final', null)).json().data.sheetHash;
    expect(published.previousHash).toBe(africaHash);

    const reopen = await inject(
      'POST',
      `/api/admin/judging/rounds/${roundId}/judges/${judges[0]?.user.id}/segments/gown/reopen`,
      auditor,
      { reason: 'Too late' },
    );
    expect(reopen.statusCode).toBe(409);
    expect(reopen.json().code).toBe('results_published');
    // Every judging action above is in the audit log's chain, unbroken.
    const chain = await verifyChain(t.db, 'judging');
    expect(chain.broken).toBeNull();
    expect(chain.entries).toBeGreaterThan(10);
  });
});

describe('a tie the tie-break segment leaves', () => {
  it('is broken by the head judge’s own ranking, which only she records, before the results are published', async () => {
    const asia = [await delegate('Mei', 'Asia', 'Japan'), await delegate('Priya', 'Asia', 'India')];
    const created = await inject('POST', '/api/admin/judging/rounds', director, {
      season: 2027,
      name: 'Final',
      continent: 'Asia',
      kind: 'final',
      rules: RULES,
    });
    const id = created.json().data.id as string;
    const [head, other] = judges as [Staff, Staff];
    await inject('PUT', `/api/admin/judging/rounds/${id}/delegates`, director, { contestantIds: asia });
    await inject('PUT', `/api/admin/judging/rounds/${id}/judges`, director, {
      judges: [
        { email: head.user.email, head: true },
        { email: other.user.email, head: false },
      ],
    });
    await inject('POST', `/api/admin/judging/rounds/${id}/status`, director, { status: 'open' });
    // Identical scores in every segment: the tie-break segment cannot separate them.
    for (const judge of [head, other])
      for (const d of asia) await putScores(judge, [score(d, 'interview', 8), score(d, 'gown', 7)], id);
    // While the tie sits on the line, the live table marks both tied and neither advancing.
    const tied = (await inject('GET', `/api/admin/judging/rounds/${id}/tabulation`, director)).json().data;
    expect(tied.tabulation.cutTie).toBe(true);
    expect(tied.tabulation.advancing).toEqual([]);
    expect(tied.tabulation.rows.map((r: { tied: boolean; advances: boolean }) => [r.tied, r.advances])).toEqual([
      [true, false],
      [true, false],
    ]);
    for (const judge of [head, other])
      for (const seg of ['interview', 'gown'])
        expect((await inject('POST', `/api/judging/rounds/${id}/segments/${seg}/submit`, judge)).statusCode).toBe(200);
    await inject('POST', `/api/admin/judging/rounds/${id}/status`, director, { status: 'closed' });
    const refused = await inject('POST', `/api/admin/judging/rounds/${id}/publish`, director);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      code: 'advancement_tie',
      message: 'A tie straddles the advancement line: the head judge must record her ranking before publishing.',
    });

    const url = `/api/judging/rounds/${id}/head-ranking`;
    const [mei, priya] = asia as [string, string];
    const notHead = await inject('PUT', url, other, { ranking: [priya, mei] });
    expect(notHead.statusCode).toBe(403);
    expect(notHead.json()).toMatchObject({
      code: 'head_judge_only',
      message: 'Only the head judge records a ranking.',
    });
    const partial = await inject('PUT', url, head, { ranking: [priya] });
    expect(partial.statusCode).toBe(400);
    expect(partial.json().message).toBe('Rank every delegate of the round once.');
    expect((await inject('PUT', url, head, { ranking: [priya, priya] })).statusCode).toBe(400);
    expect((await inject('GET', `/api/judging/rounds/${id}`, head)).json().data).toMatchObject({
      round: { head: true },
      headRanking: null,
    });
    expect((await inject('PUT', url, head, { ranking: [priya, mei] })).statusCode).toBe(200);
    expect((await inject('GET', `/api/judging/rounds/${id}`, head)).json().data.headRanking).toEqual([priya, mei]);
    expect((await inject('GET', `/api/judging/rounds/${id}`, other)).json().data).toMatchObject({
      round: { head: false },
      headRanking: null,
    });

    const live = (await inject('GET', `/api/admin/judging/rounds/${id}/tabulation`, director)).json().data;
    expect(live.headRankingRecorded).toBe(true);
    expect(live.tabulation.cutTie).toBe(false);
    expect(live.tabulation.rows[0]).toMatchObject({ delegate: priya, rank: 1, tied: true, tieBrokenBy: 'head-judge' });

    expect((await inject('POST', `/api/admin/judging/rounds/${id}/publish`, director)).statusCode).toBe(200);
    const final = await inject('PUT', url, head, { ranking: [mei, priya] });
    expect(final.statusCode).toBe(409);
    expect(final.json().code).toBe('results_published');
    const [entry] = await t.db.select().from(auditLog).where(eq(auditLog.action, 'judging.head_ranking'));
    expect(entry).toMatchObject({ actorId: head.user.id, details: { ranking: [priya, mei] } });
    expect((await verifyChain(t.db, 'judging')).broken).toBeNull();
  });
});

describe('advancement', () => {
  it('brings the continental queens into the global finale, from the published sheets, and nothing else', async () => {
    const rounds = (await inject('GET', '/api/admin/judging/rounds', director)).json().data.rounds as {
      id: string;
      slug: string;
    }[];
    const idOf = (slug: string) => rounds.find((r) => r.slug === slug)?.id as string;
    const [africaFinal, europeFinal, asiaFinal] = ['africa-2026-final', 'europe-2026-final', 'asia-2027-final'].map(
      idOf,
    ) as [string, string, string];
    const created = await inject('POST', '/api/admin/judging/rounds', director, {
      season: 2026,
      name: 'Global finale',
      continent: null,
      kind: 'global',
      rules: RULES,
    });
    const global = created.json().data.id as string;
    const url = `/api/admin/judging/rounds/${global}/advance-from`;

    expect((await inject('POST', url, auditor, { fromRoundIds: [africaFinal] })).statusCode).toBe(403);
    // Another season's final does not lead here; nothing is added when one source is refused.
    const refused = await inject('POST', url, director, { fromRoundIds: [africaFinal, asiaFinal] });
    expect(refused.statusCode).toBe(400);
    expect(Object.keys(refused.json().errors)).toEqual([asiaFinal]);

    const res = await inject('POST', url, director, { fromRoundIds: [africaFinal, europeFinal] });
    expect(res.statusCode).toBe(200);
    const africaQueen = (await inject('GET', '/api/results/africa-2026-final', null)).json().data.placements[0];
    const ids = res.json().data.delegates.map((d: { id: string }) => d.id);
    expect(ids).toHaveLength(2);
    expect(ids).toEqual(expect.arrayContaining([european, africaQueen.delegate.id]));

    // Again: no one twice.
    const again = await inject('POST', url, director, { fromRoundIds: [africaFinal] });
    expect(again.json().data.delegates).toHaveLength(2);
    const [entry] = await t.db.select().from(auditLog).where(eq(auditLog.action, 'judging.advance'));
    expect(entry).toMatchObject({ actorId: director.user.id, recordId: global });
  });
});
