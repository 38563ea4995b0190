import {
  type Cue,
  type DisplayLink,
  type LiveDelegate,
  type LiveFrame,
  type LivePicture,
  type LivePlacement,
  type LiveVote,
  placementTitle,
  type ShowSummary,
} from '@cq/shared';
import type { LiveCueRow, LiveDisplayLinkRow, LiveShowRow } from '../../db/schema';

/** How the live finale's rows read in answers and frames (shapes in packages/shared/src/live/api.ts). */

/** Everything a frame is drawn from, loaded once per change of the show. */
export interface ShowContext {
  show: LiveShowRow;
  cues: LiveCueRow[];
  round: { id: string; name: string; continent: string | null };
  /** The round's delegates as displays show them, by contestant id. */
  delegates: Map<string, LiveDelegate>;
  /** Placements revealed so far (the real ones, or a rehearsal's made-up ones), best first. */
  placements: LivePlacement[];
  placementCount: number;
  vote: LiveVote | null;
}

/** A cue as the console shows it; `names` gives the display name of each account that fired a cue. */
export function cueOf(row: LiveCueRow, names: ReadonlyMap<string, string> = new Map()): Cue {
  return {
    id: row.id,
    position: row.position,
    kind: row.kind,
    title: row.title,
    delegateId: row.delegateId,
    segment: row.segment,
    voteId: row.voteId,
    placement: row.placement,
    firedAt: row.firedAt?.toISOString() ?? null,
    firedBy: row.firedBy,
    firedByName: row.firedBy ? (names.get(row.firedBy) ?? null) : null,
  };
}

export function showSummaryOf(show: LiveShowRow, roundName: string): ShowSummary {
  return {
    id: show.id,
    roundId: show.roundId,
    roundName,
    rehearsal: show.rehearsal,
    voteId: show.voteId,
    createdAt: show.createdAt.toISOString(),
    startedAt: show.startedAt?.toISOString() ?? null,
  };
}

export function displayLinkOf(row: LiveDisplayLinkRow): DisplayLink {
  return {
    id: row.id,
    showId: row.showId,
    kind: row.kind,
    label: row.label,
    createdAt: row.createdAt.toISOString(),
    revokedAt: row.revokedAt?.toISOString() ?? null,
  };
}

/**
 * The picture of a cue, from what is known now. A reveal shows its placement only once it is revealed (before
 * that, in the console's preview, it is a title card naming the placement, never the delegate); the crowning
 * shows the queen only once she is revealed.
 */
export function pictureOf(ctx: ShowContext, cue: LiveCueRow | null): LivePicture {
  if (!cue) return { kind: 'hold' };
  const subtitle = ctx.round.name;
  const delegate = cue.delegateId ? (ctx.delegates.get(cue.delegateId) ?? null) : null;
  const vote = ctx.vote;
  switch (cue.kind) {
    case 'scoring_open':
      return { kind: 'countdown', title: cue.title, purpose: 'scoring', endsAt: null };
    case 'vote_open':
      return vote
        ? { kind: 'countdown', title: cue.title, purpose: 'vote', endsAt: vote.closesAt }
        : { kind: 'title', title: cue.title, subtitle };
    case 'vote_close':
      return vote ? { kind: 'vote_bar', title: cue.title, vote } : { kind: 'title', title: cue.title, subtitle };
    case 'reveal': {
      const placement = ctx.placements.find((p) => p.place === cue.placement);
      if (placement) return { kind: 'reveal', title: cue.title, placement };
      return {
        kind: 'title',
        title: cue.title,
        subtitle: cue.placement ? placementTitle(cue.placement, ctx.round.continent) : subtitle,
      };
    }
    case 'crowning': {
      const queen = ctx.placements.find((p) => p.place === 1)?.delegate;
      return queen ? { kind: 'crowning', title: cue.title, queen } : { kind: 'title', title: cue.title, subtitle };
    }
    case 'segment':
    case 'custom':
      if (delegate) return { kind: 'on_stage', title: cue.title, delegate };
      if (cue.kind === 'custom' && cue.voteId && vote) return { kind: 'vote_bar', title: cue.title, vote };
      return { kind: 'title', title: cue.title, subtitle };
    default:
      if (delegate) return { kind: 'on_stage', title: cue.title, delegate };
      return { kind: 'title', title: cue.title, subtitle };
  }
}

/** The frame every display shows with the cue at `position` current (null: before the first Go). */
export function frameOf(ctx: ShowContext, position: number | null, held: boolean, seq: number, at: Date): LiveFrame {
  const cue = position === null ? null : (ctx.cues.find((c) => c.position === position) ?? null);
  const picture = held ? ({ kind: 'hold' } as const) : pictureOf(ctx, cue);
  const onStage =
    picture.kind === 'on_stage'
      ? picture.delegate
      : picture.kind === 'reveal'
        ? picture.placement.delegate
        : picture.kind === 'crowning'
          ? picture.queen
          : null;
  return {
    seq,
    showId: ctx.show.id,
    roundName: ctx.round.name,
    rehearsal: ctx.show.rehearsal,
    held,
    cue: cue ? { id: cue.id, kind: cue.kind, title: cue.title, position: cue.position } : null,
    picture,
    delegate: held ? null : onStage,
    placements: ctx.placements,
    placementCount: ctx.placementCount,
    queen: ctx.placements.find((p) => p.place === 1)?.delegate ?? null,
    vote: ctx.vote,
    at: at.toISOString(),
  };
}
