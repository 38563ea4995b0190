import { randomUUID } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  checkReceipt,
  lockedSegmentText,
  type RoundRules,
  type ScoreSheet,
  sha256Hex,
  verifyScoreSheet,
} from '@cq/shared';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { verifyAuditCommand } from '../src/cli/verify-audit';
import { auditLog, judgingScores } from '../src/db/schema';
import { setContestantStatus } from '../src/dev/contestant-factories';
import { createStaff, createSubmittedContestant, type Staff } from '../src/dev/staff-factories';
import { verifyChain } from '../src/modules/audit/chain';
import { buildAuditExport, verifyAuditExport } from '../src/modules/audit/export';
import { interviewAndGownRules } from './support/rounds';
import { staffRequest } from './support/staff';
import { testAppForFile } from './support/test-app';

/**
 * A finale defended before publication: nothing of an unrevealed placement leaks, a phone with a wrong clock
 * loses no correction, a round waits for every judge (or her excusal), each judge's submission is a receipt in the
 * audit chain and on the published sheet, and the chain can be checked outside the database.
 */

const t = testAppForFile({ env: { RATE_LIMIT_MAX: '1000000' } });
let director: Staff;
let auditor: Staff;
let ama: Staff; // her phone's clock is an hour fast
let bea: Staff;
let cleo: Staff; // leaves; excused
let stranger: Staff;
const delegates: string[] = [];
const names = ['Ana', 'Bia', 'Carla', 'Dora', 'Eva'];
let roundId: string;
const SLUG = 'south-america-2026-final';

const RULES: RoundRules = interviewAndGownRules(50);
const HOUR = 3_600_000;

const inject = staffRequest(t);
const entry = (delegateId: string, segmentKey: string, value: number, enteredAt: number) => ({
  clientId: randomUUID(),
  delegateId,
  segmentKey,
  value,
  enteredAt,
});
const send = (who: Staff, scores: object[], extra: object = {}) =>
  inject('PUT', `/api/judging/rounds/${roundId}/scores`, who, { scores, ...extra });
const submit = (who: Staff, segment: string) =>
  inject('POST', `/api/judging/rounds/${roundId}/segments/${segment}/submit`, who);
const stored = async (who: Staff, delegateId: string, segment: string) => {
  const [row] = await t.db
    .select()
    .from(judgingScores)
    .where(
      and(
        eq(judgingScores.roundId, roundId),
        eq(judgingScores.userId, who.user.id),
        eq(judgingScores.contestantId, delegateId),
        eq(judgingScores.segment, segment),
      ),
    );
  return row?.valueUnits;
};

beforeAll(async () => {
  director = await createStaff(t.app, 'editor', [{ resource: 'judging', actions: ['manage'] }]);
  auditor = await createStaff(t.app, 'editor', [{ resource: 'judging', actions: ['audit'] }]);
  const judge = (first: string) =>
    createStaff(t.app, 'user', [{ resource: 'judging', actions: ['score'] }], {
      firstName: first,
      lastName: 'Judge',
      email: `${first.toLowerCase()}@finale.example`,
    });
  ama = await judge('Ama');
  bea = await judge('Bea');
  cleo = await judge('Cleo');
  stranger = await judge('Stray');
  for (const [i, first] of names.entries()) {
    const c = await createSubmittedContestant(t.db, { firstName: first, lastName: 'Queen' }, {
      continent: 'South America',
      // Ana, Portuguese, lives in Brazil and chose to represent it; Bia, a Peruvian living in Spain, represents Peru.
      residence: ['Brazil', 'Spain', 'Chile', 'Colombia', 'Argentina'][i],
      nationality: ['Portuguese', 'Peruvian', 'Chilean', 'Colombian', 'Argentine'][i],
      representedCountry: i === 0 ? 'residence' : '',
    } as never);
    await setContestantStatus(t.db, c.contestant.id, 'preliminary_approved');
    delegates.push(c.contestant.id);
  }
  const created = await inject('POST', '/api/admin/judging/rounds', director, {
    season: 2026,
    name: 'Final',
    continent: 'South America',
    kind: 'final',
    rules: RULES,
  });
  roundId = created.json().data.id;
  await inject('PUT', `/api/admin/judging/rounds/${roundId}/delegates`, director, { contestantIds: delegates });
  await inject('PUT', `/api/admin/judging/rounds/${roundId}/judges`, director, {
    judges: [ama, bea, cleo].map((j, i) => ({ email: j.user.email, head: i === 0 })),
  });
  await inject('POST', `/api/admin/judging/rounds/${roundId}/status`, director, { status: 'open' });
});

describe('the country a delegate represents', () => {
  it('is the one she chose (her nationality unless she chose her residence), as a code, on the judge’s screen and the director’s', async () => {
    const sheet = (await inject('GET', `/api/judging/rounds/${roundId}`, ama)).json().data;
    expect(sheet.delegates.map((d: { country: string }) => d.country).sort()).toEqual(['AR', 'BR', 'CL', 'CO', 'PE']);
    const live = (await inject('GET', `/api/admin/judging/rounds/${roundId}/tabulation`, director)).json().data;
    expect(live.delegates[delegates[0] as string].country).toBe('BR');
    expect(live.delegates[delegates[1] as string].country).toBe('PE');
  });
});

describe('path parameters', () => {
  it('refuses a NUL byte or a stray character in any judging path parameter with 400, never 500', async () => {
    const urls: [string, Staff][] = [
      [`/api/judging/rounds/${roundId}/segments/%00/submit`, ama],
      [`/api/judging/rounds/${roundId}/segments/inter%00view/submit`, ama],
      [`/api/admin/judging/rounds/${roundId}/judges/${ama.user.id}/segments/%00/reopen`, auditor],
      [`/api/admin/judging/rounds/${roundId}/judges/%00/excuse`, auditor],
      [`/api/admin/judging/rounds/%00/tabulation`, director],
    ];
    for (const [url, who] of urls) {
      const res = await inject(url.endsWith('tabulation') ? 'GET' : 'POST', url, who, { reason: 'A good reason' });
      expect(res.statusCode, url).toBe(400);
      expect(res.json().success).toBe(false);
    }
    expect((await inject('GET', '/api/results/%00/sheet', null)).statusCode).toBe(400);
  });
});

describe('judging refusals carry their own codes', () => {
  it('names a judge not assigned to the round', async () => {
    const res = await send(stranger, [entry(delegates[0] as string, 'interview', 8, Date.now())]);
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('judge_not_assigned');
    const submitting = await submit(stranger, 'interview');
    expect(submitting.json().code).toBe('judge_not_assigned');
  });

  it('names a segment submitted before every delegate is scored', async () => {
    const res = await submit(bea, 'interview');
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('segment_incomplete');
  });
});

describe('a phone whose clock is wrong', () => {
  it('orders her entries by the server’s clock: a later correction is applied, whatever the phone said', async () => {
    const d = delegates[0] as string;
    // A score stamped ten years ahead, sent without the phone's send time: taken as made when it arrived.
    const wild = entry(d, 'interview', 6, Date.now() + 10 * 365 * 24 * HOUR);
    const first = await send(ama, [wild]);
    expect(first.json().data).toMatchObject({ applied: [wild.clientId], superseded: [] });
    const fix = entry(d, 'interview', 7, Date.now());
    const second = await send(ama, [fix]);
    expect(second.json().data).toMatchObject({ applied: [fix.clientId], superseded: [] });
    expect(await stored(ama, d, 'interview')).toBe(7000);
  });

  it('says how far her phone’s clock is off, and applies what she corrects on it', async () => {
    const fast = () => Date.now() + HOUR;
    const d = delegates[1] as string;
    const a = entry(d, 'interview', 8, fast());
    const res = await send(ama, [a], { sentAt: fast(), deviceId: 'ama-phone' });
    const answer = res.json().data;
    expect(answer.applied).toEqual([a.clientId]);
    expect(Math.abs(answer.clockSkewMs - HOUR)).toBeLessThan(60_000);
    expect(typeof answer.serverTime).toBe('number');
    const b = entry(d, 'interview', 8.5, fast());
    expect((await send(ama, [b], { sentAt: fast(), deviceId: 'ama-phone' })).json().data.applied).toEqual([b.clientId]);
    expect(await stored(ama, d, 'interview')).toBe(8500);
  });

  it('answers an entry superseded, never saved, when a later one is already stored; a resend is answered the same', async () => {
    const d = delegates[2] as string;
    const now = Date.now();
    const kept = entry(d, 'interview', 9, now);
    const old = entry(d, 'interview', 4, now - 120_000); // waited two minutes on a second phone
    const res = await send(ama, [kept]);
    expect(res.json().data.applied).toEqual([kept.clientId]);
    const late = await send(ama, [old], { sentAt: now, deviceId: 'spare-phone' });
    expect(late.json().data).toMatchObject({ applied: [], superseded: [old.clientId] });
    const again = await send(ama, [old], { sentAt: now, deviceId: 'spare-phone' });
    expect(again.json().data).toMatchObject({ applied: [], superseded: [old.clientId] });
    expect(await stored(ama, d, 'interview')).toBe(9000);
  });
});

let firstReceipt: string;
let secondReceipt: string;

describe('commit at lock', () => {
  it('scores the rest of the round', async () => {
    const now = Date.now();
    const all = (v: number, skip: string[] = [], base = now) =>
      delegates.flatMap((d, i) =>
        ['interview', 'gown']
          .filter((s) => !skip.includes(`${i}:${s}`))
          .map((s) => entry(d, s, v - i * 0.5 + (s === 'gown' ? 0.2 : 0), base + i)),
      );
    // Ama: her remaining cells, from her fast phone.
    const amaRest = all(9, ['0:interview', '1:interview', '2:interview'], now + HOUR);
    expect((await send(ama, amaRest, { sentAt: now + HOUR + 10, deviceId: 'ama-phone' })).statusCode).toBe(200);
    expect((await send(bea, all(8.8))).statusCode).toBe(200);
    // Cleo scores the interview only, then leaves.
    expect(
      (
        await send(
          cleo,
          all(8.6).filter((e) => e.segmentKey === 'interview'),
        )
      ).statusCode,
    ).toBe(200);
  });

  it('freezes her scores at submission and answers a receipt that is in the audit chain', async () => {
    const res = await submit(ama, 'interview');
    expect(res.statusCode).toBe(200);
    const { receipt } = res.json().data;
    expect(receipt.sha256).toMatch(/^[0-9a-f]{64}$/);
    expect(receipt.short).toBe(receipt.sha256.slice(0, 10));
    expect(receipt.reopened).toBeNull();
    firstReceipt = receipt.sha256;
    // The receipt hashes her scores in the segment, as the server holds them.
    const rows = await t.db
      .select()
      .from(judgingScores)
      .where(
        and(
          eq(judgingScores.roundId, roundId),
          eq(judgingScores.userId, ama.user.id),
          eq(judgingScores.segment, 'interview'),
        ),
      );
    const doc = lockedSegmentText({
      round: SLUG,
      judge: 1,
      segment: 'interview',
      scores: rows.map((r) => ({ delegate: r.contestantId, value: r.valueUnits / 1000 })),
      conflicts: [],
      lockedAt: receipt.lockedAt,
    });
    expect(await sha256Hex(doc)).toBe(firstReceipt);
    const [audit] = await t.db.select().from(auditLog).where(eq(auditLog.action, 'judging.submit'));
    expect(audit).toMatchObject({ actorId: ama.user.id, details: { segment: 'interview', sha256: firstReceipt } });
    const sheet = (await inject('GET', `/api/judging/rounds/${roundId}`, ama)).json().data;
    expect(sheet.receipts).toEqual([receipt]);
  });

  it('after a reopen, applies her correction from the fast phone and makes a new receipt on re-lock', async () => {
    const d = delegates[0] as string;
    const locked = await send(ama, [entry(d, 'interview', 7.5, Date.now() + HOUR)], { sentAt: Date.now() + HOUR });
    expect(locked.statusCode).toBe(409);
    expect(locked.json().code).toBe('segment_locked');
    // Refusals of different kinds in one batch share no specific code: each score keeps its own message.
    const offScale = entry(d, 'gown', 7.55, Date.now());
    const mixed = await send(ama, [entry(d, 'interview', 7.5, Date.now()), offScale]);
    expect(mixed.json().code).toBe('validation_failed');
    expect(mixed.json().errors[offScale.clientId]).toBe('Enter a score from 1.0 to 10.0 in steps of 0.1.');
    const reopenUrl = `/api/admin/judging/rounds/${roundId}/judges/${ama.user.id}/segments/interview/reopen`;
    expect((await inject('POST', reopenUrl, director, { reason: 'She reported a slip on Ana' })).statusCode).toBe(403);
    const reopen = await inject('POST', reopenUrl, auditor, { reason: 'She reported a slip on Ana' });
    expect(reopen.statusCode).toBe(200);
    const fix = entry(d, 'interview', 7.5, Date.now() + HOUR);
    const res = await send(ama, [fix], { sentAt: Date.now() + HOUR, deviceId: 'ama-phone' });
    expect(res.json().data).toMatchObject({ applied: [fix.clientId], superseded: [] });
    expect(await stored(ama, d, 'interview')).toBe(7500);
    const again = await submit(ama, 'interview');
    secondReceipt = again.json().data.receipt.sha256;
    expect(secondReceipt).not.toBe(firstReceipt);
    const receipts = (await inject('GET', `/api/judging/rounds/${roundId}`, ama)).json().data.receipts;
    expect(receipts.map((r: { sha256: string; reopened: unknown }) => [r.sha256, r.reopened !== null])).toEqual([
      [secondReceipt, false],
      [firstReceipt, true],
    ]);
    expect((await submit(ama, 'gown')).statusCode).toBe(200);
    for (const seg of ['interview', 'gown']) expect((await submit(bea, seg)).statusCode).toBe(200);
    expect((await submit(cleo, 'interview')).statusCode).toBe(200);
  });
});

describe('closing and publishing wait for every judge', () => {
  it('refuses to close while a judge has not submitted, naming her and her open segments', async () => {
    const res = await inject('POST', `/api/admin/judging/rounds/${roundId}/status`, director, { status: 'closed' });
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('judges_not_submitted');
    expect(res.json().message).toContain('Judge 3 (Cleo Judge): Evening gown');
    expect(res.json().message).not.toContain('Judge 1');
    expect(Object.keys(res.json().errors)).toEqual([cleo.user.id]);
  });

  it('lets only the chief auditor excuse her, with a reason, audited', async () => {
    const url = `/api/admin/judging/rounds/${roundId}/judges/${cleo.user.id}/excuse`;
    expect((await inject('POST', url, bea, { reason: 'She left' })).statusCode).toBe(403);
    // The director runs the round and publishes its results: 'manage' does not stand for the chief auditor's acts.
    const byDirector = await inject('POST', url, director, { reason: 'She left' });
    expect(byDirector.statusCode).toBe(403);
    expect(byDirector.json()).toMatchObject({ success: false, code: 'forbidden' });
    expect((await inject('POST', url, auditor, { reason: '' })).statusCode).toBe(400);
    const notJudge = await inject(
      'POST',
      `/api/admin/judging/rounds/${roundId}/judges/${stranger.user.id}/excuse`,
      auditor,
      { reason: 'Not here' },
    );
    expect(notJudge.json().code).toBe('judge_not_assigned');
    // Bea has submitted every segment: there is nothing to excuse her from.
    const done = await inject('POST', `/api/admin/judging/rounds/${roundId}/judges/${bea.user.id}/excuse`, auditor, {
      reason: 'Nothing open',
    });
    expect(done.statusCode).toBe(409);
    expect(done.json()).toMatchObject({
      code: 'nothing_to_excuse',
      message: 'This judge has submitted every segment.',
    });
    const ok = await inject('POST', url, auditor, { reason: 'Taken ill before the gown segment' });
    expect(ok.json().data).toEqual({ excused: true, segments: ['gown'] });
    const [audit] = await t.db.select().from(auditLog).where(eq(auditLog.action, 'judging.excuse'));
    expect(audit).toMatchObject({ actorId: auditor.user.id, details: { reason: 'Taken ill before the gown segment' } });
    const detail = (await inject('GET', `/api/admin/judging/rounds/${roundId}`, director)).json().data;
    expect(detail.judges[2].excused).toEqual({ reason: 'Taken ill before the gown segment', segments: ['gown'] });
    const closed = await inject('POST', `/api/admin/judging/rounds/${roundId}/status`, director, { status: 'closed' });
    expect(closed.statusCode).toBe(200);
    // Her scores still on a phone now meet a closed round, and are told so.
    const late = await send(cleo, [entry(delegates[0] as string, 'gown', 8, Date.now())]);
    expect(late.json().code).toBe('round_not_open');
  });
});

describe('a witness outside the database', () => {
  it('publishes the chain’s head; the chief auditor’s download verifies, and shows a changed locked score', async () => {
    const head = await inject('GET', '/api/audit/head', null);
    expect(head.statusCode).toBe(200);
    const chain = await verifyChain(t.db, 'judging');
    expect(head.json().data.sequence).toBe(chain.entries);
    expect(head.json().data.hash).toMatch(/^[0-9a-f]{64}$/);

    expect((await inject('GET', '/api/admin/judging/audit', bea)).statusCode).toBe(403);
    expect((await inject('GET', '/api/admin/judging/audit', null)).statusCode).toBe(401);
    const download = await inject('GET', '/api/admin/judging/audit', auditor);
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-disposition']).toContain('attachment');
    const file = JSON.parse(download.body);
    expect(file.head).toEqual(head.json().data);
    const report = await verifyAuditExport(file, head.json().data.hash);
    expect(report.problems).toEqual([]);
    expect(file.locks.length).toBe(5);

    // Someone with database access changes Bea's locked gown score for Ana.
    const where = and(
      eq(judgingScores.roundId, roundId),
      eq(judgingScores.userId, bea.user.id),
      eq(judgingScores.contestantId, delegates[0] as string),
      eq(judgingScores.segment, 'gown'),
    );
    const [before] = await t.db.select().from(judgingScores).where(where);
    await t.db.update(judgingScores).set({ valueUnits: 10_000 }).where(where);
    const tampered = await buildAuditExport(t.db);
    const found = await verifyAuditExport(tampered, head.json().data.hash);
    expect(found.problems).toEqual([expect.stringContaining("Judge 2's locked scores in gown changed")]);

    // The command-line check reads such a download, without the database.
    const dir = await mkdtemp(path.join(tmpdir(), 'cq-audit-'));
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const infos = vi.spyOn(console, 'info').mockImplementation(() => {});
    try {
      await writeFile(path.join(dir, 'good.json'), download.body);
      await writeFile(path.join(dir, 'bad.json'), JSON.stringify(tampered));
      expect(await verifyAuditCommand(['--file', path.join(dir, 'good.json')])).toBe(0);
      expect(await verifyAuditCommand(['--file', path.join(dir, 'bad.json')])).toBe(1);
      expect(errors.mock.calls.flat().join('\n')).toContain("Judge 2's locked scores in gown changed");
      // An entry rewritten in the file breaks its hash.
      const forged = JSON.parse(download.body);
      forged.entries[3].summary = 'Something else';
      await writeFile(path.join(dir, 'forged.json'), JSON.stringify(forged));
      expect(await verifyAuditCommand(['--file', path.join(dir, 'forged.json')])).toBe(1);
    } finally {
      errors.mockRestore();
      infos.mockRestore();
      await rm(dir, { recursive: true, force: true });
    }
    await t.db
      .update(judgingScores)
      .set({ valueUnits: before?.valueUnits as number })
      .where(where);
  });
});

describe('the reveal', () => {
  let sha: string;
  it('publishes with the chain’s head; nothing of an unrevealed placement is served while the reveal runs', async () => {
    const published = await inject('POST', `/api/admin/judging/rounds/${roundId}/publish`, director);
    expect(published.statusCode).toBe(200);
    sha = published.json().data.sha256;
    expect(published.json().data.auditHead.hash).toMatch(/^[0-9a-f]{64}$/);
    for (let i = 0; i < 2; i += 1) await inject('POST', `/api/admin/judging/rounds/${roundId}/reveal`, director, {});

    const one = await inject('GET', `/api/results/${SLUG}`, null);
    const list = await inject('GET', '/api/results', null);
    const sheet = await inject('GET', `/api/results/${SLUG}/sheet`, null);
    const sitemap = await inject('GET', '/sitemap.xml', null);
    expect(one.json().data.placements.map((p: { place: number }) => p.place)).toEqual([4, 5]);
    expect(one.json().data).toMatchObject({ sheetHash: null, previousHash: null, auditHead: null, placementCount: 5 });
    expect(sheet.statusCode).toBe(404);
    expect(one.headers.etag).toBeUndefined();
    expect(one.headers['cache-control']).toBe('no-cache');
    const revealed = new Set(one.json().data.placements.map((p: { delegate: { id: string } }) => p.delegate.id));
    const hidden = delegates.filter((d) => !revealed.has(d));
    expect(hidden).toHaveLength(3);
    for (const res of [one, list, sheet, sitemap]) {
      expect(res.body).not.toContain(sha);
      for (const d of hidden) expect(res.body).not.toContain(d);
      for (const n of names.filter((_, i) => hidden.includes(delegates[i] as string)))
        expect(res.body).not.toContain(`${n} Queen`);
    }
  });

  it('after the last reveal, serves the sheet: receipts, excusal, histories and the head, all verifiable', async () => {
    await inject('POST', `/api/admin/judging/rounds/${roundId}/reveal`, director, { all: true });
    const one = (await inject('GET', `/api/results/${SLUG}`, null)).json().data;
    expect(one.sheetHash).toBe(sha);
    const res = await inject('GET', `/api/results/${SLUG}/sheet`, null);
    expect(res.statusCode).toBe(200);
    const verified = await verifyScoreSheet(res.body, { hash: sha, previousHash: one.previousHash });
    expect(verified.differences).toEqual([]);
    expect(verified.ok).toBe(true);
    const sheet = JSON.parse(res.body) as ScoreSheet;
    expect(one.auditHead).toEqual(sheet.auditHead);
    expect(sheet.delegates.map((d) => d.country).sort()).toEqual(['AR', 'BR', 'CL', 'CO', 'PE']);
    // Both of Ama's interview receipts, the first with the reason it was reopened.
    const amaInterview = (sheet.locks ?? []).filter((l) => l.judge === 1 && l.segment === 'interview');
    expect(amaInterview.map((l) => [l.sha256, l.reopened?.reason ?? null])).toEqual([
      [firstReceipt, 'She reported a slip on Ana'],
      [secondReceipt, null],
    ]);
    expect(sheet.excusals).toEqual([{ judge: 3, segments: ['gown'], reason: 'Taken ill before the gown segment' }]);
    // Her receipt checks: the scores counted are the ones she locked.
    expect(await checkReceipt(sheet, secondReceipt.slice(0, 10))).toMatchObject({ found: true, counted: true });
    expect(await checkReceipt(sheet, firstReceipt)).toMatchObject({ found: true, current: false });
    expect((await checkReceipt(sheet, 'ffffffffff')).found).toBe(false);
    // The history keeps each entry: the wild ten-year stamp, its correction, the superseded late one.
    const ana = (sheet.history ?? []).filter(
      (h) => h.judge === 1 && h.delegate === delegates[0] && h.segment === 'interview',
    );
    expect(ana.map((h) => [h.value, h.outcome])).toEqual([
      [6, 'applied'],
      [7, 'applied'],
      [7.5, 'applied'],
    ]);
    const carla = (sheet.history ?? []).filter(
      (h) => h.judge === 1 && h.delegate === delegates[2] && h.segment === 'interview',
    );
    expect(carla.map((h) => [h.value, h.outcome, h.device])).toEqual([
      [4, 'superseded', 'spare-phone'],
      [9, 'applied', null],
    ]);
    // A changed score in the published sheet no longer matches her receipt.
    const forged = {
      ...sheet,
      scores: sheet.scores.map((s) =>
        s.judge === 1 && s.segment === 'interview' && s.delegate === delegates[0] ? { ...s, value: 10 } : s,
      ),
    };
    expect((await checkReceipt(forged, secondReceipt)).counted).toBe(false);
  });
});
