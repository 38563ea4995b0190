import { createHash, randomBytes, randomInt } from 'node:crypto';
import {
  type AudienceFrame,
  audienceFrameOf,
  type BuildShow,
  buildRunOfShow,
  type ConsoleState,
  type CreateCue,
  type CreateDisplayLink,
  type CreatedDisplayLink,
  type DisplayLink,
  type DisplayState,
  ERROR_CODES,
  type FanVoteInput,
  fanVoteInputSchema,
  fanVoteState,
  idleAudienceFrame,
  LIVE_MESSAGES,
  type LiveDelegate,
  type LiveFrame,
  type LivePlacement,
  type LiveVote,
  MAX_CUES,
  placementTitle,
  RESULT_PLACEMENTS,
  type ShowSummary,
  type UpdateCue,
} from '@cq/shared';
import type { FastifyInstance } from 'fastify';
import type { Database, DbOrTx } from '../../db/client';
import type { LiveCueRow, LiveShowRow } from '../../db/schema';
import { AppError, badInput, conflict, notFound } from '../../lib/errors';
import * as judging from '../admin/judging/publication';
import * as voteAdmin from '../admin/voting/service';
import type { AuditActor } from '../audit/record';
import { recordAudit } from '../audit/record';
import { delegateSummary, profileContent } from '../delegates/present';
import * as delegatesRepo from '../delegates/repo';
import * as judgingRepo from '../judging/repo';
import { placementsOf } from '../results/present';
import * as resultsRepo from '../results/repo';
import * as votingRepo from '../voting/repo';
import * as voting from '../voting/service';
import { cueOf, displayLinkOf, frameOf, type ShowContext, showSummaryOf } from './present';
import * as repo from './repo';

/**
 * The live finale's rules (docs/product/live-finale.md): the run of show, Go/Back/Hold, rehearsals, display links.
 * Every change of what the displays show is a frame: written to the show's event log in the transaction that
 * makes the change, then announced (app.live) to this instance's streams and the others'.
 */

const stale = () => conflict(LIVE_MESSAGES.staleConsole, ERROR_CODES.consoleStale);

// ── Loading ─────────────────────────────────────────────────────────────────────────────────────────────────────

async function showOr404(db: DbOrTx, showId: string): Promise<LiveShowRow> {
  const show = await repo.findShow(db, showId);
  if (!show) throw notFound(LIVE_MESSAGES.showNotFound);
  return show;
}

async function roundOr404(db: DbOrTx, roundId: string) {
  const round = await judgingRepo.findRound(db, roundId);
  if (!round) throw notFound(LIVE_MESSAGES.roundNotFound);
  return round;
}

/** The round's delegates as displays show them: her published profile, or her name and country until then. */
async function delegatesOf(db: DbOrTx, roundId: string): Promise<Map<string, LiveDelegate>> {
  const ids = await judgingRepo.delegateIdsOfRound(db, roundId);
  const sources = await delegatesRepo.sourcesAmong(db, ids);
  const map = new Map<string, LiveDelegate>();
  for (const s of sources) {
    const published = Boolean(s.profile?.publishedAt);
    if (published) {
      const d = delegateSummary(s);
      map.set(s.contestantId, {
        id: s.contestantId,
        slug: d.slug,
        name: d.name,
        country: d.country,
        headshot: d.headshot,
      });
    } else {
      const c = profileContent(s);
      map.set(s.contestantId, { id: s.contestantId, slug: '', name: c.name, country: c.country, headshot: null });
    }
  }
  return map;
}

/** The placements revealed so far: the real results' (as the public results show them) or a rehearsal's. */
async function placementsNow(
  db: DbOrTx,
  show: LiveShowRow,
  round: judgingRepo.RoundRow,
  delegates: Map<string, LiveDelegate>,
): Promise<{ shown: LivePlacement[]; count: number }> {
  const as = (id: string, name: string, country: string): LiveDelegate =>
    delegates.get(id) ?? { id, slug: '', name, country, headshot: null };
  if (show.rehearsal) {
    const ranking = show.rehearsalRanking ?? [];
    const all = ranking.map((id, i) => ({
      place: i + 1,
      title: placementTitle(i + 1, round.continent),
      delegate: as(id, '', ''),
    }));
    return { shown: all.slice(Math.max(0, all.length - show.rehearsalRevealed)), count: all.length };
  }
  const result = await resultsRepo.findResult(db, round.id);
  if (!result) return { shown: [], count: Math.min(RESULT_PLACEMENTS, delegates.size) };
  const all = placementsOf(round, result.sheet).map((p) => ({
    place: p.place,
    title: p.title,
    delegate: as(p.delegate.id, p.delegate.name, p.delegate.country),
  }));
  return { shown: all.slice(Math.max(0, all.length - result.revealed)), count: all.length };
}

/**
 * The show's vote as anyone may see it. A live show reads the real vote (its count only when public); a rehearsal
 * makes its own window from its fired cues and never shows a count.
 */
async function voteNow(db: Database, show: LiveShowRow, cues: LiveCueRow[], now: Date): Promise<LiveVote | null> {
  const voteId = show.voteId ?? cues.find((c) => c.voteId)?.voteId ?? null;
  if (!voteId) return null;
  const row = await votingRepo.voteById(db, voteId);
  if (!row) return null;
  if (show.rehearsal) {
    const opened = cues.find((c) => c.kind === 'vote_open' && c.firedAt)?.firedAt ?? null;
    const closed = cues.find((c) => c.kind === 'vote_close' && c.firedAt)?.firedAt ?? null;
    const opensAt = opened ?? row.opensAt;
    const closesAt = closed ?? (opened ? new Date(opened.getTime() + 10 * 60_000) : row.closesAt);
    return {
      slug: row.slug,
      name: row.name,
      state: closed ? 'closed' : opened ? 'open' : 'scheduled',
      opensAt: opensAt.toISOString(),
      closesAt: closesAt.toISOString(),
      leaderboard: null,
      total: null,
    };
  }
  const board = await voting.leaderboard(db, row.slug, now);
  return {
    slug: row.slug,
    name: row.name,
    state: fanVoteState(row, now),
    opensAt: row.opensAt.toISOString(),
    closesAt: row.closesAt.toISOString(),
    leaderboard: board.hidden
      ? null
      : board.rows.map((r) => ({
          delegate: { id: '', slug: r.slug, name: r.name, country: r.country, headshot: r.headshot },
          votes: r.votes,
          rank: r.rank,
        })),
    total: board.hidden ? null : board.total,
  };
}

async function contextOf(
  db: DbOrTx,
  show: LiveShowRow,
  vote: LiveVote | null,
  knownCues?: LiveCueRow[],
): Promise<ShowContext> {
  const round = await roundOr404(db, show.roundId);
  const cues = knownCues ?? (await repo.cuesOf(db, show.id));
  const delegates = await delegatesOf(db, show.roundId);
  const { shown, count } = await placementsNow(db, show, round, delegates);
  if (vote?.leaderboard) {
    const bySlug = new Map([...delegates.values()].map((d) => [d.slug, d]));
    for (const row of vote.leaderboard) row.delegate = bySlug.get(row.delegate.slug) ?? row.delegate;
  }
  return {
    show,
    cues,
    round: { id: round.id, name: round.name, continent: round.continent },
    delegates,
    placements: shown,
    placementCount: count,
    vote,
  };
}

/** The present frame of a show: its last logged frame, or (before any) the picture before the first Go. */
export async function presentFrame(db: Database, showId: string, now = new Date()): Promise<LiveFrame> {
  const last = await repo.latestEventOf(db, showId);
  if (last) return last.frame;
  const show = await showOr404(db, showId);
  const cues = await repo.cuesOf(db, showId);
  const ctx = await contextOf(db, show, await voteNow(db, show, cues, now));
  return frameOf(ctx, show.currentPosition, show.held, 0, now);
}

export async function consoleState(db: Database, showId: string, now = new Date()): Promise<ConsoleState> {
  const show = await showOr404(db, showId);
  const cues = await repo.cuesOf(db, showId);
  const ctx = await contextOf(db, show, await voteNow(db, show, cues, now));
  const last = await repo.latestEventOf(db, showId);
  const frame = last?.frame ?? frameOf(ctx, show.currentPosition, show.held, 0, now);
  const nextPosition = show.currentPosition === null ? 0 : show.currentPosition + 1;
  const next = ctx.cues.find((c) => c.position === nextPosition) ?? null;
  const current = ctx.cues.find((c) => c.position === show.currentPosition);
  const names = await repo.namesOf(
    db,
    ctx.cues.map((c) => c.firedBy),
  );
  return {
    show: {
      ...showSummaryOf(show, ctx.round.name),
      cues: ctx.cues.map((c) => cueOf(c, names)),
      state: {
        currentCueId: current?.id ?? null,
        held: show.held,
        seq: show.seq,
        revealed: ctx.placements.length,
      },
    },
    frame,
    preview: next ? { cue: cueOf(next, names), frame: frameOf(ctx, nextPosition, false, show.seq, now) } : null,
  };
}

export async function listShows(db: Database): Promise<ShowSummary[]> {
  const shows = await repo.listShows(db);
  const out: ShowSummary[] = [];
  for (const s of shows) {
    const round = await judgingRepo.findRound(db, s.roundId);
    out.push(showSummaryOf(s, round?.name ?? ''));
  }
  return out;
}

// ── The run of show ─────────────────────────────────────────────────────────────────────────────────────────────

/** A rehearsal's made-up result: the round's delegates in a random order, as many as the results would name. */
function madeUpRanking(delegateIds: string[]): string[] {
  const ids = [...delegateIds];
  for (let i = ids.length - 1; i > 0; i--) {
    const j = randomInt(i + 1);
    [ids[i], ids[j]] = [ids[j] as string, ids[i] as string];
  }
  return ids.slice(0, Math.min(RESULT_PLACEMENTS, ids.length));
}

export async function buildShow(app: FastifyInstance, actor: AuditActor, input: BuildShow): Promise<ConsoleState> {
  const db = app.db;
  const showId = await db.transaction(async (tx) => {
    const round = await roundOr404(tx, input.roundId);
    if (input.voteId && !(await votingRepo.voteById(tx, input.voteId))) throw notFound(LIVE_MESSAGES.voteNotFound);
    if (await repo.showOfRound(tx, round.id, input.rehearsal))
      throw conflict(LIVE_MESSAGES.showExists, ERROR_CODES.showExists);
    const delegateIds = await judgingRepo.delegateIdsOfRound(tx, round.id);
    const show = await repo.insertShow(tx, {
      roundId: round.id,
      rehearsal: input.rehearsal,
      voteId: input.voteId,
      rehearsalRanking: input.rehearsal ? madeUpRanking(delegateIds) : null,
    });
    const drafts = buildRunOfShow({
      roundName: round.name,
      segments: round.rules.segments,
      voteId: input.voteId,
      placementCount: Math.min(RESULT_PLACEMENTS, delegateIds.length),
    });
    await repo.insertCues(
      tx,
      drafts.map((d, position) => ({ ...d, showId: show.id, position })),
    );
    await recordAudit(tx, actor, {
      resource: 'show',
      action: 'live.build',
      recordId: show.id,
      summary: `Built the ${input.rehearsal ? 'rehearsal' : 'run of show'} of ${round.name}`,
      details: { roundId: round.id, cues: drafts.length, voteId: input.voteId },
    });
    return show.id;
  });
  return consoleState(db, showId);
}

/** The last position a fired cue holds: cues up to it keep their place (-1 when none has fired). */
function lockedUpTo(cues: LiveCueRow[], show: LiveShowRow): number {
  let last = show.currentPosition ?? -1;
  for (const c of cues) if (c.firedAt && c.position > last) last = c.position;
  return last;
}

async function assertAttachments(
  db: DbOrTx,
  show: LiveShowRow,
  a: { delegateId?: string | null; segment?: string | null; voteId?: string | null },
) {
  if (a.delegateId) {
    const ids = await judgingRepo.delegateIdsOfRound(db, show.roundId);
    if (!ids.includes(a.delegateId))
      throw badInput(LIVE_MESSAGES.delegateNotInRound, { delegateId: LIVE_MESSAGES.delegateNotInRound });
  }
  if (a.segment) {
    const round = await roundOr404(db, show.roundId);
    if (!round.rules.segments.some((s) => s.key === a.segment))
      throw badInput(LIVE_MESSAGES.segmentNotInRound, { segment: LIVE_MESSAGES.segmentNotInRound });
  }
  if (a.voteId && !(await votingRepo.voteById(db, a.voteId))) throw notFound(LIVE_MESSAGES.voteNotFound);
}

/** Edits are announced to the consoles; the displays change only on Go, Back, Hold and Resume. */
async function edited(app: FastifyInstance, showId: string): Promise<ConsoleState> {
  const state = await consoleState(app.db, showId);
  app.live.consoleChanged(showId, state);
  return state;
}

export async function addCue(app: FastifyInstance, actor: AuditActor, showId: string, input: CreateCue) {
  if (input.kind === 'reveal' && input.placement === null)
    throw badInput(LIVE_MESSAGES.revealNeedsPlacement, { placement: LIVE_MESSAGES.revealNeedsPlacement });
  await app.live.serial(showId, () =>
    app.db.transaction(async (tx) => {
      const show = await repo.lockShow(tx, showId);
      if (!show) throw notFound(LIVE_MESSAGES.showNotFound);
      await assertAttachments(tx, show, input);
      const cues = await repo.cuesOf(tx, showId);
      if (cues.length >= MAX_CUES) throw conflict(LIVE_MESSAGES.tooManyCues, ERROR_CODES.tooManyCues);
      const after = input.after ?? cues.length - 1;
      if (after < lockedUpTo(cues, show)) throw conflict(LIVE_MESSAGES.reorderFired, ERROR_CODES.cueFired);
      const position = Math.min(after + 1, cues.length);
      const { after: _after, ...fields } = input;
      const [created] = await repo.insertCues(tx, [{ ...fields, showId, position: cues.length }]);
      const order = cues.map((c) => c.id);
      order.splice(position, 0, created as string);
      await repo.setOrder(tx, order);
      await recordAudit(tx, actor, {
        resource: 'show',
        action: 'live.cue.add',
        recordId: showId,
        summary: `Added the cue “${input.title}”`,
        details: { kind: input.kind, position },
      });
    }),
  );
  return edited(app, showId);
}

export async function updateCue(
  app: FastifyInstance,
  actor: AuditActor,
  showId: string,
  cueId: string,
  input: UpdateCue,
) {
  await app.live.serial(showId, () =>
    app.db.transaction(async (tx) => {
      const show = await repo.lockShow(tx, showId);
      if (!show) throw notFound(LIVE_MESSAGES.showNotFound);
      const cue = (await repo.cuesOf(tx, showId)).find((c) => c.id === cueId);
      if (!cue) throw notFound(LIVE_MESSAGES.cueNotFound);
      const { title, ...attached } = input;
      const changes = Object.entries(attached).filter(([k, v]) => v !== undefined && v !== cue[k as keyof typeof cue]);
      if (cue.firedAt && changes.length > 0) throw conflict(LIVE_MESSAGES.firedCueLocked, ERROR_CODES.cueFired);
      if (cue.kind === 'reveal' && input.placement === null)
        throw badInput(LIVE_MESSAGES.revealNeedsPlacement, { placement: LIVE_MESSAGES.revealNeedsPlacement });
      await assertAttachments(tx, show, attached);
      await repo.updateCue(tx, cueId, input);
      await recordAudit(tx, actor, {
        resource: 'show',
        action: 'live.cue.update',
        recordId: showId,
        summary: `Changed the cue “${title ?? cue.title}”`,
        details: { cueId, ...input },
      });
    }),
  );
  return edited(app, showId);
}

export async function deleteCue(app: FastifyInstance, actor: AuditActor, showId: string, cueId: string) {
  await app.live.serial(showId, () =>
    app.db.transaction(async (tx) => {
      const show = await repo.lockShow(tx, showId);
      if (!show) throw notFound(LIVE_MESSAGES.showNotFound);
      const cues = await repo.cuesOf(tx, showId);
      const cue = cues.find((c) => c.id === cueId);
      if (!cue) throw notFound(LIVE_MESSAGES.cueNotFound);
      if (cue.firedAt || cue.position <= lockedUpTo(cues, show))
        throw conflict(LIVE_MESSAGES.reorderFired, ERROR_CODES.cueFired);
      await repo.deleteCue(tx, cueId);
      await repo.setOrder(
        tx,
        cues.filter((c) => c.id !== cueId).map((c) => c.id),
      );
      await recordAudit(tx, actor, {
        resource: 'show',
        action: 'live.cue.delete',
        recordId: showId,
        summary: `Removed the cue “${cue.title}”`,
        details: { cueId },
      });
    }),
  );
  return edited(app, showId);
}

export async function reorderCues(app: FastifyInstance, actor: AuditActor, showId: string, cueIds: string[]) {
  await app.live.serial(showId, () =>
    app.db.transaction(async (tx) => {
      const show = await repo.lockShow(tx, showId);
      if (!show) throw notFound(LIVE_MESSAGES.showNotFound);
      const cues = await repo.cuesOf(tx, showId);
      const known = new Set(cues.map((c) => c.id));
      if (cueIds.length !== cues.length || !cueIds.every((id) => known.has(id)))
        throw badInput(LIVE_MESSAGES.reorderEveryCue, { cueIds: LIVE_MESSAGES.reorderEveryCue });
      const locked = lockedUpTo(cues, show);
      for (const c of cues) {
        if (c.position <= locked && cueIds[c.position] !== c.id)
          throw conflict(LIVE_MESSAGES.reorderFired, ERROR_CODES.cueFired);
      }
      await repo.setOrder(tx, cueIds);
      await recordAudit(tx, actor, {
        resource: 'show',
        action: 'live.cue.reorder',
        recordId: showId,
        summary: 'Reordered the run of show',
        details: { cueIds },
      });
    }),
  );
  return edited(app, showId);
}

// ── Go, Back, Hold ──────────────────────────────────────────────────────────────────────────────────────────────

/** The vote's settings as staff last saved them, with its opening or closing instant moved to now. */
async function voteInputAt(
  db: Database,
  voteId: string,
  field: 'opensAt' | 'closesAt',
  now: Date,
): Promise<FanVoteInput> {
  const vote = await voteAdmin.getVote(db, voteId, now);
  const parsed = fanVoteInputSchema.safeParse({
    name: vote.name,
    continent: vote.continent,
    opensAt: vote.opensAt,
    closesAt: vote.closesAt,
    timeZone: vote.timeZone,
    freeVotesPerDay: vote.freeVotesPerDay,
    votesPerAddressPerDay: vote.votesPerAddressPerDay,
    leaderboard: vote.leaderboard,
    outcome: vote.outcome,
    contestantIds: vote.delegates.map((d) => d.contestantId),
    paidVoting: vote.paidVoting,
    challenge: vote.challenge,
    [field]: now.toISOString(),
  });
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw badInput(issue?.message ?? LIVE_MESSAGES.cueNeedsVote);
  }
  return parsed.data;
}

/**
 * What a cue does the first time it fires on a live show: opens or closes the real scoring window or fan vote
 * through the back office's own service functions (with their refusals), or reveals the next placement through
 * the judging service's reveal. A refusal leaves the cue unfired.
 */
async function fireLive(app: FastifyInstance, actor: AuditActor, show: LiveShowRow, cue: LiveCueRow, now: Date) {
  const db = app.db;
  switch (cue.kind) {
    case 'scoring_open':
    case 'scoring_close': {
      const round = await roundOr404(db, show.roundId);
      const wanted = cue.kind === 'scoring_open' ? 'open' : 'closed';
      if (round.status === wanted) return;
      await judging.setStatus(db, actor, show.roundId, wanted);
      return;
    }
    case 'vote_open':
    case 'vote_close': {
      const voteId = cue.voteId ?? show.voteId;
      if (!voteId) throw conflict(LIVE_MESSAGES.cueNeedsVote, ERROR_CODES.cueNeedsVote);
      const field = cue.kind === 'vote_open' ? 'opensAt' : 'closesAt';
      await voteAdmin.updateVote(app, actor, voteId, await voteInputAt(db, voteId, field, now));
      return;
    }
    case 'reveal': {
      if (!cue.placement) throw conflict(LIVE_MESSAGES.revealNeedsPlacement, ERROR_CODES.revealNeedsPlacement);
      const round = await roundOr404(db, show.roundId);
      const result = await resultsRepo.findResult(db, show.roundId);
      if (!result) {
        // The judging service refuses it with its own words (publish first).
        await judging.reveal(db, actor, show.roundId, false);
        return;
      }
      const total = placementsOf(round, result.sheet).length;
      const alreadyShown = result.revealed >= total - cue.placement + 1;
      if (alreadyShown) return;
      if (total - result.revealed !== cue.placement)
        throw conflict(LIVE_MESSAGES.revealOutOfOrder, ERROR_CODES.revealOutOfOrder);
      await judging.reveal(db, actor, show.roundId, false);
      return;
    }
    default:
      return;
  }
}

/** A rehearsal's own effects: a reveal reveals the next made-up placement, in order; nothing real is touched. */
function fireRehearsal(show: LiveShowRow, cue: LiveCueRow): Partial<LiveShowRow> {
  if (cue.kind !== 'reveal') return {};
  if (!cue.placement) throw conflict(LIVE_MESSAGES.revealNeedsPlacement, ERROR_CODES.revealNeedsPlacement);
  const total = show.rehearsalRanking?.length ?? 0;
  if (show.rehearsalRevealed >= total - cue.placement + 1) return {};
  if (total - show.rehearsalRevealed !== cue.placement)
    throw conflict(LIVE_MESSAGES.revealOutOfOrder, ERROR_CODES.revealOutOfOrder);
  return { rehearsalRevealed: show.rehearsalRevealed + 1 };
}

type Move = 'go' | 'back' | 'hold' | 'resume';

/**
 * Go, Back, Hold and Resume: one at a time per show. The new state and its frame are written in one transaction
 * (with the audit entry: who, when, which cue); then the frame is announced.
 */
export async function move(
  app: FastifyInstance,
  actor: AuditActor,
  showId: string,
  what: Move,
  seenSeq: number | undefined,
): Promise<ConsoleState> {
  return app.live.serial(showId, async () => {
    const db = app.db;
    const now = new Date();
    const before = await showOr404(db, showId);
    if (seenSeq !== undefined && seenSeq !== before.seq) throw stale();
    const cues = await repo.cuesOf(db, showId);
    let position = before.currentPosition;
    let held = before.held;
    let fired: LiveCueRow | null = null;
    if (what === 'go' || what === 'back') {
      if (before.held) throw conflict(LIVE_MESSAGES.alreadyHeld, ERROR_CODES.displaysHeld);
      if (what === 'go') {
        const next = cues.find((c) => c.position === (position === null ? 0 : position + 1));
        if (!next) throw conflict(LIVE_MESSAGES.endOfShow, ERROR_CODES.showOver);
        fired = next;
        position = next.position;
        if (!next.firedAt && !before.rehearsal) await fireLive(app, actor, before, next, now);
      } else {
        if (position === null) throw conflict(LIVE_MESSAGES.notStarted, ERROR_CODES.showNotStarted);
        if (position === 0) throw conflict(LIVE_MESSAGES.nothingBefore, ERROR_CODES.noEarlierCue);
        position -= 1;
      }
    } else if (what === 'hold') {
      if (before.held) throw conflict(LIVE_MESSAGES.alreadyHeld, ERROR_CODES.displaysHeld);
      held = true;
    } else {
      if (!before.held) throw conflict(LIVE_MESSAGES.notHeld, ERROR_CODES.displaysNotHeld);
      held = false;
    }
    const firedNow = fired && !fired.firedAt ? fired : null;
    const rehearsalChange = before.rehearsal && firedNow ? fireRehearsal(before, firedNow) : {};
    // The vote as it stands after the cue's own effect (read outside the transaction: its count is cached).
    const cuesAfter = firedNow ? cues.map((c) => (c.id === firedNow.id ? { ...c, firedAt: now } : c)) : cues;
    const vote = await voteNow(db, { ...before, ...rehearsalChange }, cuesAfter, now);
    // Everything the frame is drawn from is read before the show is locked (the cue's own effect is done by
    // then); the lock then checks that nothing changed meanwhile (every change moves the seq), so the transaction
    // holds the show only for its few writes.
    const drawn = await contextOf(db, { ...before, ...rehearsalChange }, vote, cuesAfter);
    const frame = await db.transaction(async (tx) => {
      const show = await repo.lockShow(tx, showId);
      if (!show || show.seq !== before.seq) throw stale();
      if (firedNow) await repo.updateCue(tx, firedNow.id, { firedAt: now, firedBy: actor.id });
      const seq = await repo.nextSeq(tx);
      const changes = {
        currentPosition: position,
        held,
        seq,
        ...rehearsalChange,
        ...(what === 'go' && !show.startedAt ? { startedAt: now } : {}),
      };
      await repo.updateShow(tx, showId, changes);
      const ctx: ShowContext = { ...drawn, show: { ...show, ...changes } };
      const next = frameOf(ctx, position, held, seq, now);
      await repo.insertEvent(tx, showId, show.rehearsal, next);
      const cue = ctx.cues.find((c) => c.position === position);
      await recordAudit(tx, actor, {
        resource: show.rehearsal ? 'show' : 'judging',
        action: `live.${what}`,
        recordId: showId,
        summary: `${what === 'go' ? 'Fired' : what === 'back' ? 'Went back to' : what === 'hold' ? 'Held the displays on' : 'Resumed'} ${
          cue ? `the cue “${cue.title}”` : 'the show'
        } of ${ctx.round.name}${show.rehearsal ? ' (rehearsal)' : ''}`,
        details: { cueId: cue?.id ?? null, kind: cue?.kind ?? null, position, seq, firstFiring: Boolean(firedNow) },
      });
      return next;
    });
    app.live.frameChanged(frame);
    return consoleState(db, showId);
  });
}

/** A rehearsal back to before its first cue, with new made-up placements. Only a rehearsal can be reset. */
export async function resetRehearsal(app: FastifyInstance, actor: AuditActor, showId: string): Promise<ConsoleState> {
  return app.live.serial(showId, async () => {
    const db = app.db;
    const now = new Date();
    const existing = await showOr404(db, showId);
    if (!existing.rehearsal) throw conflict(LIVE_MESSAGES.onlyRehearsalReset, ERROR_CODES.rehearsalOnly);
    const frame = await db.transaction(async (tx) => {
      const show = await repo.lockShow(tx, showId);
      if (!show) throw notFound(LIVE_MESSAGES.showNotFound);
      await repo.unfireCues(tx, showId);
      const seq = await repo.nextSeq(tx);
      const changes = {
        currentPosition: null,
        held: false,
        seq,
        startedAt: null,
        rehearsalRevealed: 0,
        rehearsalRanking: madeUpRanking(await judgingRepo.delegateIdsOfRound(tx, show.roundId)),
      };
      await repo.updateShow(tx, showId, changes);
      const ctx = await contextOf(tx, { ...show, ...changes }, null);
      const next = frameOf(ctx, null, false, seq, now);
      await repo.insertEvent(tx, showId, true, next);
      await recordAudit(tx, actor, {
        resource: 'show',
        action: 'live.reset',
        recordId: showId,
        summary: `Reset the rehearsal of ${ctx.round.name}`,
      });
      return next;
    });
    app.live.frameChanged(frame);
    return consoleState(db, showId);
  });
}

// ── Display links ───────────────────────────────────────────────────────────────────────────────────────────────

export const tokenHash = (token: string) => createHash('sha256').update(token).digest('hex');

export async function listLinks(db: Database, showId: string): Promise<DisplayLink[]> {
  await showOr404(db, showId);
  return (await repo.linksOf(db, showId)).map(displayLinkOf);
}

export async function createLink(
  db: Database,
  actor: AuditActor,
  showId: string,
  input: CreateDisplayLink,
): Promise<CreatedDisplayLink> {
  const token = randomBytes(32).toString('base64url');
  const row = await db.transaction(async (tx) => {
    const show = await repo.findShow(tx, showId);
    if (!show) throw notFound(LIVE_MESSAGES.showNotFound);
    const link = await repo.insertLink(tx, {
      showId,
      kind: input.kind,
      label: input.label,
      tokenHash: tokenHash(token),
      createdBy: actor.id,
    });
    await recordAudit(tx, actor, {
      resource: 'show',
      action: 'live.link.create',
      recordId: link.id,
      summary: `Created the ${input.kind} display link “${input.label}”`,
      details: { showId },
    });
    return link;
  });
  return { link: displayLinkOf(row), token };
}

export async function revokeLink(app: FastifyInstance, actor: AuditActor, showId: string, linkId: string) {
  const row = await app.db.transaction(async (tx) => {
    const link = await repo.findLink(tx, showId, linkId);
    if (!link) throw notFound(LIVE_MESSAGES.displayLinkNotFound);
    if (!(await repo.revokeLink(tx, linkId, new Date())))
      throw conflict(LIVE_MESSAGES.linkAlreadyRevoked, ERROR_CODES.linkRevoked);
    await recordAudit(tx, actor, {
      resource: 'show',
      action: 'live.link.revoke',
      recordId: linkId,
      summary: `Revoked the display link “${link.label}”`,
      details: { showId },
    });
    return repo.findLink(tx, showId, linkId);
  });
  app.live.linkRevoked(linkId);
  if (!row) throw notFound(LIVE_MESSAGES.displayLinkNotFound);
  return displayLinkOf(row);
}

/** The link a display token opens; a revoked one is refused at once (401), an unknown one is not found. */
export async function linkOfToken(db: Database, token: string) {
  const link = await repo.linkByHash(db, tokenHash(token));
  if (!link) throw notFound(LIVE_MESSAGES.displayLinkNotFound);
  if (link.revokedAt)
    throw new AppError(401, LIVE_MESSAGES.displayLinkRevoked, undefined, undefined, ERROR_CODES.linkRevoked);
  return link;
}

export async function displayState(db: Database, token: string): Promise<DisplayState> {
  const link = await linkOfToken(db, token);
  return { kind: link.kind, label: link.label, frame: await presentFrame(db, link.showId) };
}

// ── The fans ────────────────────────────────────────────────────────────────────────────────────────────────────

/** What the fans see now: the last frame of a live show (never a rehearsal's), or idle before any. */
export async function audienceFrame(db: Database, now = new Date()): Promise<AudienceFrame> {
  const last = await repo.latestPublicEvent(db);
  return last ? audienceFrameOf(last.frame) : idleAudienceFrame(0, now);
}
