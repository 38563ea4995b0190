import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import type { AudienceFrame, ConsoleState, LiveFrame, RoundRules } from '@cq/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { setContestantStatus } from '../src/dev/contestant-factories';
import { createPublishedDelegate } from '../src/dev/delegate-factories';
import { createStaff, createSubmittedContestant, type Staff } from '../src/dev/staff-factories';
import { insertCues } from '../src/modules/live/repo';
import { interviewAndGownRules } from './support/rounds';
import { SseClient } from './support/sse-client';
import { staffRequest } from './support/staff';
import { testAppForFile } from './support/test-app';

/**
 * The live finale run from the console (docs/product/live-finale.md): the cues drive the real scoring window and
 * the real reveal; Back never un-reveals; Hold freezes the displays; a rehearsal never reaches the fans; a revoked
 * display link is refused at once and its open stream ended; a reconnect resumes at the present.
 */

const t = testAppForFile({ env: { RATE_LIMIT_MAX: '1000000' } });
let port: number;
let director: Staff;
let judgeA: Staff;
let judgeB: Staff;
let editor: Staff;
let secondDirector: Staff;
let roundId: string;
let roundSlug: string;
const delegates: string[] = [];
const NAMES = ['Amara', 'Bisi', 'Chioma', 'Dede', 'Efua'];
const RULES: RoundRules = interviewAndGownRules(50);

const call = staffRequest(t);
const admin = (method: string, path: string, payload?: object, who: Staff = director) =>
  call(method, `/api/admin/live${path}`, who, payload);
/** The public menu's flag, as every public page asks for it (signed out, cacheable for a few seconds). */
async function onAir(): Promise<boolean> {
  const res = await call('GET', '/api/live/on-air', null);
  expect(res.statusCode, res.body).toBe(200);
  expect(res.headers['cache-control']).toMatch(/^public, max-age=\d+$/);
  return res.json().data.onAir;
}
const stateOf = (res: { json(): { data: ConsoleState } }) => res.json().data;

async function scoreAll(judge: Staff, segment: string) {
  const scores = delegates.map((delegateId, i) => ({
    clientId: randomUUID(),
    delegateId,
    segmentKey: segment,
    // Amara first, Efua last, for every judge and segment: no tie anywhere.
    value: 9 - i,
    enteredAt: Date.now(),
  }));
  const saved = await call('PUT', `/api/judging/rounds/${roundId}/scores`, judge, { scores });
  expect(saved.statusCode, saved.body).toBe(200);
  const submitted = await call('POST', `/api/judging/rounds/${roundId}/segments/${segment}/submit`, judge);
  expect(submitted.statusCode, submitted.body).toBe(200);
}

beforeAll(async () => {
  await t.app.listen({ host: '127.0.0.1', port: Number(process.env.LIVE_TEST_PORT ?? 0) });
  port = (t.app.server.address() as AddressInfo).port;
  director = await createStaff(t.app, 'editor', [
    { resource: 'judging', actions: ['manage'] },
    { resource: 'show', actions: ['direct'] },
  ]);
  editor = await createStaff(t.app, 'editor', [{ resource: 'judging', actions: ['manage'] }]);
  secondDirector = await createStaff(t.app, 'editor', [{ resource: 'show', actions: ['direct'] }], {
    firstName: 'Amina',
    lastName: 'Diallo',
  });
  judgeA = await createStaff(t.app, 'user', [{ resource: 'judging', actions: ['score'] }], {
    email: 'ada@finale.example',
  });
  judgeB = await createStaff(t.app, 'user', [{ resource: 'judging', actions: ['score'] }], {
    email: 'bo@finale.example',
  });
  for (const [i, first] of NAMES.entries()) {
    const c = await createSubmittedContestant(t.db, { firstName: first, lastName: 'Queen' }, {
      continent: 'Africa',
      residence: ['Nigeria', 'Ghana', 'Kenya', 'Senegal', 'Togo'][i],
    } as never);
    await setContestantStatus(t.db, c.contestant.id, 'preliminary_approved');
    delegates.push(c.contestant.id);
  }
  const created = await call('POST', '/api/admin/judging/rounds', director, {
    season: 2026,
    name: 'Africa Final',
    continent: 'Africa',
    kind: 'final',
    rules: RULES,
  });
  roundId = created.json().data.id;
  roundSlug = created.json().data.slug;
  await call('PUT', `/api/admin/judging/rounds/${roundId}/delegates`, director, { contestantIds: delegates });
  await call('PUT', `/api/admin/judging/rounds/${roundId}/judges`, director, {
    judges: [judgeA, judgeB].map((j, i) => ({ email: j.user.email, head: i === 0 })),
  });
});

describe('the show console', () => {
  let showId: string;
  let fans: SseClient;
  const go = async (what = 'go') => admin('POST', `/shows/${showId}/${what}`, {});

  it('is refused to staff without show: direct (403) and to the signed out (401)', async () => {
    expect((await admin('GET', '/shows', undefined, editor)).statusCode).toBe(403);
    expect((await call('GET', '/api/admin/live/shows', null)).statusCode).toBe(401);
    const built = await admin('POST', '/shows', { roundId, rehearsal: false }, editor);
    expect(built.statusCode).toBe(403);
  });

  it('builds the run of show from the round: opening, scoring, each segment, each reveal from the last, crowning, closing', async () => {
    const res = await admin('POST', '/shows', { roundId, rehearsal: false });
    expect(res.statusCode, res.body).toBe(201);
    const state = stateOf(res);
    showId = state.show.id;
    expect(state.show.cues.map((c) => [c.kind, c.segment ?? c.placement])).toEqual([
      ['opening', null],
      ['scoring_open', null],
      ['segment', 'interview'],
      ['segment', 'gown'],
      ['scoring_close', null],
      ['reveal', 5],
      ['reveal', 4],
      ['reveal', 3],
      ['reveal', 2],
      ['reveal', 1],
      ['crowning', null],
      ['closing', null],
    ]);
    expect(state.preview?.cue.kind).toBe('opening');
    const twice = await admin('POST', '/shows', { roundId, rehearsal: false });
    expect(twice.statusCode).toBe(409);
    expect(twice.json()).toMatchObject({
      code: 'show_exists',
      message: 'This round already has a run of show of this kind.',
    });
  });

  it('renames, attaches and reorders cues still to come', async () => {
    const { cues } = stateOf(await admin('GET', `/shows/${showId}`)).show;
    const gown = cues[3] as ConsoleState['show']['cues'][number];
    const renamed = await admin('PATCH', `/shows/${showId}/cues/${gown.id}`, {
      title: 'The gowns',
      delegateId: delegates[1],
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(stateOf(renamed).show.cues[3]).toMatchObject({ title: 'The gowns', delegateId: delegates[1] });
    const outsider = await admin('PATCH', `/shows/${showId}/cues/${gown.id}`, { delegateId: randomUUID() });
    expect(outsider.statusCode).toBe(400);
    const ids = cues.map((c) => c.id);
    const swapped = [ids[0], ids[1], ids[3], ids[2], ...ids.slice(4)];
    const reordered = await admin('PUT', `/shows/${showId}/cues/order`, { cueIds: swapped });
    expect(reordered.statusCode, reordered.body).toBe(200);
    expect(stateOf(reordered).show.cues.map((c) => c.id)).toEqual(swapped);
    await admin('PUT', `/shows/${showId}/cues/order`, { cueIds: ids });
    const added = await admin('POST', `/shows/${showId}/cues`, {
      kind: 'custom',
      title: 'A word from the sponsor',
      after: 0,
    });
    expect(added.statusCode, added.body).toBe(200);
    const custom = stateOf(added).show.cues[1];
    expect(custom).toMatchObject({ kind: 'custom', title: 'A word from the sponsor', position: 1 });
    const removed = await admin('DELETE', `/shows/${showId}/cues/${custom?.id}`);
    expect(stateOf(removed).show.cues.map((c) => c.id)).toEqual(ids);
  });

  it('opens the real scoring window on its cue, and refuses closing it as the back office does', async () => {
    fans = new SseClient(port, '/api/live/stream');
    const present = await fans.until((e) => e.find((x) => x.event === 'audience'), 'the present');
    expect((present.data as AudienceFrame).onAir).toBe(false);
    expect(await onAir()).toBe(false);

    // The opening is fired from a second director's console.
    const opening = await admin('POST', `/shows/${showId}/go`, {}, secondDirector);
    expect(opening.statusCode, opening.body).toBe(200);
    // From the first cue on, the public menu's flag says the show is on air.
    expect(await onAir()).toBe(true);
    await fans.until((e) => e.find((x) => (x.data as AudienceFrame).picture.kind === 'title'), 'the opening');
    expect((await go()).statusCode).toBe(200); // scoring opens
    const round = await call('GET', `/api/admin/judging/rounds/${roundId}`, director);
    expect(round.json().data.status).toBe('open');
    // Each fired cue names who fired it, for every director's console.
    const seen = stateOf(await admin('GET', `/shows/${showId}`)).show.cues;
    expect(seen[0]).toMatchObject({ firedBy: secondDirector.user.id, firedByName: 'Amina Diallo' });
    expect(seen[1]).toMatchObject({
      firedBy: director.user.id,
      firedByName: `${director.user.firstName} ${director.user.lastName}`,
    });
    expect(seen[2]).toMatchObject({ firedAt: null, firedByName: null });
    await go(); // interview
    const gown = await go(); // the gowns, with Bisi on stage
    expect(stateOf(gown).frame.picture).toMatchObject({
      kind: 'on_stage',
      delegate: { name: 'Bisi Queen', country: 'GH' },
    });

    await scoreAll(judgeA, 'interview');
    await scoreAll(judgeA, 'gown');
    const refused = await go();
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ success: false, code: 'judges_not_submitted' });
    expect(stateOf(await admin('GET', `/shows/${showId}`)).show.cues[4]?.firedAt).toBeNull();

    await scoreAll(judgeB, 'interview');
    await scoreAll(judgeB, 'gown');
    expect((await go()).statusCode).toBe(200);
    expect((await call('GET', `/api/admin/judging/rounds/${roundId}`, director)).json().data.status).toBe('closed');
  });

  it('reveals through the real reveal, last place first, and nothing unrevealed reaches the fans', async () => {
    const early = await go();
    expect(early.statusCode).toBe(409); // the results are not published yet: the judging service's own refusal
    expect(early.json()).toMatchObject({
      code: 'results_unpublished',
      message: 'Publish the results before revealing them.',
    });
    const published = await call('POST', `/api/admin/judging/rounds/${roundId}/publish`, director);
    expect(published.statusCode, published.body).toBe(200);

    const state = stateOf(await admin('GET', `/shows/${showId}`));
    // The preview names the placement, never the delegate, before the reveal.
    expect(state.preview?.frame.picture).toMatchObject({ kind: 'title' });
    expect(JSON.stringify(state.preview)).not.toContain('Efua');

    const revealed = await go();
    expect(revealed.statusCode, revealed.body).toBe(200);
    const frame = await fans.until(
      (e) => e.map((x) => x.data as AudienceFrame).find((f) => f.picture.kind === 'reveal'),
      'the first reveal',
    );
    expect(frame.picture).toMatchObject({ kind: 'reveal', placement: { place: 5, delegate: { name: 'Efua Queen' } } });
    expect(frame.placements.map((p) => p.place)).toEqual([5]);
    const results = (await call('GET', `/api/results/${roundSlug}`, null)).json().data;
    expect(results.placements.map((p: { place: number }) => p.place)).toEqual([5]);
    // Bisi was on stage (public); the other four are named nowhere, and no placement but the fifth is.
    for (const name of ['Amara', 'Chioma', 'Dede']) expect(fans.raw).not.toContain(name);
    for (const place of [1, 2, 3, 4]) expect(fans.raw).not.toContain(`"place":${place}`);
  });

  it('goes Back to the previous picture without un-revealing', async () => {
    const back = await go('back');
    expect(back.statusCode, back.body).toBe(200);
    const frame = await fans.until(
      (e) => e.map((x) => x.data as AudienceFrame).find((f) => f.picture.kind === 'title' && f.placements.length === 1),
      'the previous picture',
    );
    expect(frame.placements[0]?.delegate.name).toBe('Efua Queen');
    const results = (await call('GET', `/api/results/${roundSlug}`, null)).json().data;
    expect(results.placements).toHaveLength(1);
    // Go again shows the reveal again without revealing anything more.
    expect((await go()).statusCode).toBe(200);
    expect((await call('GET', `/api/results/${roundSlug}`, null)).json().data.placements).toHaveLength(1);
  });

  it('holds every display on the neutral picture and resumes', async () => {
    const held = await go('hold');
    expect(stateOf(held).frame).toMatchObject({ held: true, picture: { kind: 'hold' }, delegate: null });
    await fans.until((e) => e.find((x) => (x.data as AudienceFrame).picture.kind === 'hold'), 'the hold');
    for (const refused of [await go(), await go('hold')]) {
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toMatchObject({ code: 'displays_held', message: 'The displays are already held.' });
    }
    const resumed = await go('resume');
    expect(stateOf(resumed).frame).toMatchObject({ held: false, picture: { kind: 'reveal' } });
  });

  it('refuses a press from a console that has not seen the last change', async () => {
    const { show } = stateOf(await admin('GET', `/shows/${showId}`));
    const stale = await admin('POST', `/shows/${showId}/go`, { seq: show.state.seq - 1 });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({
      code: 'console_stale',
      message: 'The show moved on since this console last heard from it. Look again before pressing.',
    });
  });

  it('keeps fired cues in their place', async () => {
    const { cues } = stateOf(await admin('GET', `/shows/${showId}`)).show;
    const ids = cues.map((c) => c.id);
    const moved = await admin('PUT', `/shows/${showId}/cues/order`, { cueIds: [ids[1], ids[0], ...ids.slice(2)] });
    expect(moved.statusCode).toBe(409);
    expect(moved.json()).toMatchObject({
      code: 'cue_fired',
      message: 'Fired cues keep their order: move only cues still to come.',
    });
    const relabel = await admin('PATCH', `/shows/${showId}/cues/${ids[5]}`, { placement: 2 });
    expect(relabel.statusCode).toBe(409);
    expect(relabel.json()).toMatchObject({
      code: 'cue_fired',
      message: 'A fired cue keeps its kind, delegate and placement.',
    });
  });

  it('opens and closes the real fan vote on its cues, through the back office’s own rules', async () => {
    const voting = await createStaff(t.app, 'editor', [{ resource: 'voting', actions: ['update', 'read'] }]);
    const favourite = await createPublishedDelegate(t.db, { firstName: 'Fola', lastName: 'Star' });
    const day = 24 * 3600_000;
    const created = await call('POST', '/api/admin/votes', voting, {
      name: 'People’s Choice',
      continent: null,
      opensAt: new Date(Date.now() + day).toISOString(),
      closesAt: new Date(Date.now() + 2 * day).toISOString(),
      timeZone: 'UTC',
      leaderboard: 'public',
      outcome: { kind: 'award', title: 'People’s Choice' },
      contestantIds: [favourite.contestantId],
      challenge: { mode: 'never', votesPerWindow: 20 },
    });
    expect(created.statusCode, created.body).toBe(201);
    const vote = created.json().data;
    const { show } = stateOf(await admin('GET', `/shows/${showId}`));
    const at = show.cues.find((c) => c.id === show.state.currentCueId)?.position as number;
    await admin('POST', `/shows/${showId}/cues`, {
      kind: 'vote_close',
      title: 'Votes are in',
      voteId: vote.id,
      after: at,
    });
    await admin('POST', `/shows/${showId}/cues`, { kind: 'vote_open', title: 'Vote now', voteId: vote.id, after: at });

    const opened = await go();
    expect(opened.statusCode, opened.body).toBe(200);
    expect((await call('GET', `/api/votes/${vote.slug}`, null)).json().data.state).toBe('open');
    const countdown = await fans.until(
      (e) => e.map((x) => x.data as AudienceFrame).find((f) => f.picture.kind === 'countdown' && f.vote),
      'the vote’s countdown',
    );
    expect(countdown.vote).toMatchObject({ slug: vote.slug, state: 'open', closesAt: vote.closesAt });

    const closed = await go();
    expect(closed.statusCode, closed.body).toBe(200);
    expect((await call('GET', `/api/votes/${vote.slug}`, null)).json().data.state).toBe('closed');
    const bar = await fans.until(
      (e) => e.map((x) => x.data as AudienceFrame).find((f) => f.picture.kind === 'vote_bar'),
      'the vote bar',
    );
    expect(bar.vote).toMatchObject({ state: 'closed', leaderboard: [{ delegate: { name: 'Fola Star' }, votes: 0 }] });
    const audit = await call('GET', '/api/admin/audit?resource=voting', await createStaff(t.app, 'super admin'));
    expect(audit.body).toContain('voting.update');
  });

  it('is on air for the public menu until its closing cue is shown, and again if the director goes Back', async () => {
    const { show } = stateOf(await admin('GET', `/shows/${showId}`));
    const at = show.cues.find((c) => c.id === show.state.currentCueId)?.position as number;
    await admin('POST', `/shows/${showId}/cues`, { kind: 'closing', title: 'Good night', after: at });
    expect(await onAir()).toBe(true);
    const closing = await go();
    expect(closing.statusCode, closing.body).toBe(200);
    expect(stateOf(closing).frame.cue?.kind).toBe('closing');
    expect(await onAir()).toBe(false);
    expect((await go('back')).statusCode).toBe(200);
    expect(await onAir()).toBe(true);
    expect((await go()).statusCode).toBe(200);
    expect(await onAir()).toBe(false);
  });

  it('audits every fired cue in the judging chain (who, when)', async () => {
    const audit = await call('GET', '/api/admin/audit?resource=judging', await createStaff(t.app, 'super admin'));
    const entries = audit.json().data.items ?? audit.json().data.entries ?? audit.json().data;
    const fired = (entries as { action: string; actorEmail?: string }[]).filter((e) => e.action === 'live.go');
    expect(fired.length).toBeGreaterThanOrEqual(5);
  });
});

describe('the rehearsal', () => {
  let rehearsalId: string;

  it('runs on made-up placements with the real profiles, never reaching the fans or the real results', async () => {
    const fans = new SseClient(port, '/api/live/stream');
    const present = await fans.until((e) => e[0]?.data as AudienceFrame | undefined, 'the present');
    const built = await call('POST', '/api/admin/live/shows', director, { roundId, rehearsal: true });
    expect(built.statusCode, built.body).toBe(201);
    rehearsalId = stateOf(built).show.id;
    const link = await call('POST', `/api/admin/live/shows/${rehearsalId}/displays`, director, {
      kind: 'stage',
      label: 'Stage left',
    });
    const stage = new SseClient(port, `/api/live/displays/${link.json().data.token}/stream`);
    await stage.until((e) => e[0], 'the stage’s present');
    let last: ConsoleState | null = null;
    for (let i = 0; i < 7; i++) {
      const res = await call('POST', `/api/admin/live/shows/${rehearsalId}/go`, director, {});
      expect(res.statusCode, res.body).toBe(200);
      last = stateOf(res);
    }
    // Opening, scoring open, 2 segments, scoring close, reveal 5, reveal 4: the last picture reveals place 4.
    const frame = await stage.until(
      (e) => e.map((x) => x.data as LiveFrame).find((f) => f.picture.kind === 'reveal' && f.placements.length === 2),
      'the rehearsal’s second reveal',
    );
    expect(frame.rehearsal).toBe(true);
    expect(NAMES.some((n) => JSON.stringify(frame.placements).includes(n))).toBe(true);
    expect(last?.frame.rehearsal).toBe(true);
    // Nothing of it on the fans' stream or state; the real round is untouched.
    const now = (await call('GET', '/api/live', null)).json().data as AudienceFrame;
    expect(now.seq).toBe(present.seq);
    expect(fans.events.every((e) => (e.data as AudienceFrame).seq <= present.seq)).toBe(true);
    expect(fans.raw).not.toContain('"rehearsal"');
    // The live show ended with its closing cue; a rehearsal running does not put /live back in the menu.
    expect(await onAir()).toBe(false);
    const results = (await call('GET', `/api/results/${roundSlug}`, null)).json().data;
    expect(results.placements).toHaveLength(1);
    fans.close();
    stage.close();
  });

  it('resets with one action (and only a rehearsal can be reset)', async () => {
    const reset = await call('POST', `/api/admin/live/shows/${rehearsalId}/reset`, director);
    expect(reset.statusCode, reset.body).toBe(200);
    expect(stateOf(reset).show.state).toMatchObject({ currentCueId: null, revealed: 0, held: false });
    expect(stateOf(reset).show.cues.every((c) => c.firedAt === null)).toBe(true);
    const live = stateOf(await call('GET', '/api/admin/live/shows', director));
    const liveShow = (live as unknown as { id: string; rehearsal: boolean }[]).find((s) => !s.rehearsal);
    const refused = await call('POST', `/api/admin/live/shows/${liveShow?.id}/reset`, director);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'rehearsal_only', message: 'Only a rehearsal can be reset.' });
  });

  it('refuses each press the show cannot take with a code of its own, from before the first cue to past the last', async () => {
    const press = (what: string) => call('POST', `/api/admin/live/shows/${rehearsalId}/${what}`, director, {});
    const refused = async (what: string, code: string, message: string) => {
      const res = await press(what);
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({ success: false, code, message });
    };
    await refused('back', 'show_not_started', 'The show has not started.');
    await refused('resume', 'displays_not_held', 'The displays are not held.');
    expect((await press('go')).statusCode).toBe(200);
    await refused('back', 'no_earlier_cue', 'There is no earlier cue to go back to.');

    // The fourth place moved before the fifth: firing it first would reveal out of order.
    const { cues } = stateOf(await call('GET', `/api/admin/live/shows/${rehearsalId}`, director)).show;
    const ids = cues.map((c) => c.id);
    const fifth = cues.findIndex((c) => c.kind === 'reveal' && c.placement === 5);
    const swapped = [...ids.slice(0, fifth), ids[fifth + 1], ids[fifth], ...ids.slice(fifth + 2)];
    const order = (cueIds: unknown[]) =>
      call('PUT', `/api/admin/live/shows/${rehearsalId}/cues/order`, director, { cueIds });
    expect((await order(swapped)).statusCode).toBe(200);
    for (let i = 1; i < fifth; i++) expect((await press('go')).statusCode).toBe(200);
    await refused(
      'go',
      'reveal_out_of_order',
      'Placements are revealed from the last up to the queen: this is not the next one.',
    );
    expect((await order(ids)).statusCode).toBe(200);
    for (let i = fifth; i < ids.length; i++) expect((await press('go')).statusCode).toBe(200);
    await refused('go', 'show_over', 'Every cue has been fired: the run of show is over.');

    // A show holds at most 200 cues: filled up to it at once (adding them one by one is the slow part), the next
    // one is refused.
    await insertCues(
      t.db,
      Array.from({ length: 200 - ids.length }, (_, i) => ({
        showId: rehearsalId,
        position: ids.length + i,
        kind: 'custom' as const,
        title: `Interlude ${i + 1}`,
      })),
    );
    const over = await call('POST', `/api/admin/live/shows/${rehearsalId}/cues`, director, {
      kind: 'custom',
      title: 'One too many',
      after: 199,
    });
    expect(over.statusCode).toBe(409);
    expect(over.json()).toMatchObject({ code: 'too_many_cues', message: 'A show holds at most 200 cues.' });
  });
});

describe('display links', () => {
  it('open a display with the token alone; a revoked one is refused at once and its open stream ended', async () => {
    const shows = (await call('GET', '/api/admin/live/shows', director)).json().data as {
      id: string;
      rehearsal: boolean;
    }[];
    const showId = shows.find((s) => !s.rehearsal)?.id as string;
    const created = await call('POST', `/api/admin/live/shows/${showId}/displays`, director, {
      kind: 'overlay',
      label: 'Broadcast',
    });
    expect(created.statusCode, created.body).toBe(201);
    const { token, link } = created.json().data;
    const listed = (await call('GET', `/api/admin/live/shows/${showId}/displays`, director)).json().data;
    expect(JSON.stringify(listed)).not.toContain(token);

    const state = await call('GET', `/api/live/displays/${token}`, null);
    expect(state.statusCode).toBe(200);
    expect(state.json().data).toMatchObject({ kind: 'overlay', label: 'Broadcast', frame: { showId } });

    const overlay = new SseClient(port, `/api/live/displays/${token}/stream`);
    await overlay.until((e) => e.find((x) => x.event === 'frame'), 'the present frame');
    const revoked = await call('POST', `/api/admin/live/shows/${showId}/displays/${link.id}/revoke`, director);
    expect(revoked.statusCode, revoked.body).toBe(200);
    await overlay.closed();
    expect(overlay.events.at(-1)).toMatchObject({ event: 'end', data: { reason: 'revoked' } });
    const after = await call('GET', `/api/live/displays/${token}`, null);
    expect(after.statusCode).toBe(401);
    expect(after.json()).toMatchObject({ code: 'link_revoked', message: 'This display link has been revoked.' });
    const twice = await call('POST', `/api/admin/live/shows/${showId}/displays/${link.id}/revoke`, director);
    expect(twice.statusCode).toBe(409);
    expect(twice.json()).toMatchObject({ code: 'link_revoked', message: 'This display link is already revoked.' });
    const again = new SseClient(port, `/api/live/displays/${token}/stream`);
    await again.closed();
    expect(again.status).toBe(401);
  });

  it('resume at the present with Last-Event-ID: nothing replayed that the display already has', async () => {
    const shows = (await call('GET', '/api/admin/live/shows', director)).json().data as {
      id: string;
      rehearsal: boolean;
    }[];
    const showId = shows.find((s) => !s.rehearsal)?.id as string;
    const { token } = (
      await call('POST', `/api/admin/live/shows/${showId}/displays`, director, { kind: 'stage', label: 'Main' })
    ).json().data;
    const first = new SseClient(port, `/api/live/displays/${token}/stream`);
    const present = await first.until((e) => e.find((x) => x.event === 'frame'), 'the present');
    first.close();

    const resumed = new SseClient(port, `/api/live/displays/${token}/stream`, { 'last-event-id': String(present.id) });
    const behind = new SseClient(port, `/api/live/displays/${token}/stream`, {
      'last-event-id': String(Number(present.id) - 1),
    });
    await behind.until((e) => e.find((x) => x.id === present.id), 'the present again');
    await resumed.opened;
    const next = await call('POST', `/api/admin/live/shows/${showId}/go`, director, {});
    expect(next.statusCode, next.body).toBe(200);
    const got = await resumed.until((e) => e.find((x) => x.event === 'frame'), 'the next frame');
    expect(Number(got.id)).toBeGreaterThan(Number(present.id));
    expect(resumed.events.filter((e) => e.id === present.id)).toEqual([]);
    resumed.close();
    behind.close();
  });
});

describe('shutdown', () => {
  it('ends every open stream when the server stops serving, so the drain does not wait for them', async () => {
    const fans = new SseClient(port, '/api/live/stream');
    await fans.until((e) => e[0], 'the present');
    t.app.lifecycle.stop();
    await fans.closed();
    expect(fans.events.at(-1)).toMatchObject({ event: 'end', data: { reason: 'shutdown' } });
    expect(t.app.live.hub.connections).toBe(0);
  });
});
