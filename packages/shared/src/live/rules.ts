import type { AudienceFrame, CueKind, LiveFrame, LivePicture } from './api';

/**
 * The live finale's rules (docs/product/live-finale.md), read by the server (which decides) and by the console
 * (which explains).
 */

/** How many placements a round's results name and reveal (the queen and her runners-up). */
export const RESULT_PLACEMENTS = 5;

/** The server's refusals and confirmations, in English; translated wherever they are shown. */
export const LIVE_MESSAGES = {
  showNotFound: 'Show not found.',
  cueNotFound: 'Cue not found.',
  roundNotFound: 'Round not found.',
  voteNotFound: 'Fan vote not found.',
  delegateNotInRound: 'This delegate is not in the round.',
  segmentNotInRound: 'This segment is not one of the round’s.',
  showExists: 'This round already has a run of show of this kind.',
  endOfShow: 'Every cue has been fired: the run of show is over.',
  nothingBefore: 'There is no earlier cue to go back to.',
  notStarted: 'The show has not started.',
  alreadyHeld: 'The displays are already held.',
  notHeld: 'The displays are not held.',
  staleConsole: 'The show moved on since this console last heard from it. Look again before pressing.',
  firedCueLocked: 'A fired cue keeps its kind, delegate and placement.',
  reorderEveryCue: 'Give every cue of the show, each once.',
  reorderFired: 'Fired cues keep their order: move only cues still to come.',
  tooManyCues: 'A show holds at most 200 cues.',
  revealNeedsPlacement: 'A reveal cue needs the placement it reveals.',
  cueNeedsVote: 'Attach the fan vote this cue opens or closes.',
  cueNeedsSegment: 'Attach the segment this cue opens or closes.',
  revealOutOfOrder: 'Placements are revealed from the last up to the queen: this is not the next one.',
  onlyRehearsalReset: 'Only a rehearsal can be reset.',
  displayLinkRevoked: 'This display link has been revoked.',
  displayLinkNotFound: 'This display link is not valid.',
  linkAlreadyRevoked: 'This display link is already revoked.',
  cueTitleRequired: 'Give the cue a title.',
  displayLabelRequired: 'Name the display.',
  changeSomething: 'Change at least one thing.',
  cueOnce: 'Name each cue once.',
} as const;

/** A cue the run of show is built with (positions are given in order). */
export interface CueDraft {
  kind: CueKind;
  title: string;
  delegateId: string | null;
  segment: string | null;
  voteId: string | null;
  placement: number | null;
}

/** The default titles of built cues: the organisers' words, renamed at will like a round's name. */
export const CUE_DEFAULT_TITLES = {
  opening: 'Welcome',
  scoring_open: 'Judges’ scoring opens',
  scoring_close: 'Judges’ scoring closes',
  vote_open: 'Fan vote opens',
  vote_close: 'Fan vote closes',
  reveal: (place: number) => (place === 1 ? 'The winner' : `Placement ${place}`),
  crowning: 'The crowning',
  closing: 'Good night',
} as const;

/**
 * The run of show of a round: the opening, each segment in order, the judges' scoring window opened and closed,
 * the fan vote opened and closed when a vote is attached, each placement revealed from the last up to the
 * queen, the crowning, the closing.
 */
export function buildRunOfShow(input: {
  roundName: string;
  segments: readonly { key: string; name: string }[];
  voteId: string | null;
  placementCount: number;
}): CueDraft[] {
  const cue = (kind: CueKind, title: string, extra: Partial<CueDraft> = {}): CueDraft => ({
    kind,
    title,
    delegateId: null,
    segment: null,
    voteId: null,
    placement: null,
    ...extra,
  });
  const cues: CueDraft[] = [cue('opening', input.roundName)];
  cues.push(cue('scoring_open', CUE_DEFAULT_TITLES.scoring_open));
  for (const s of input.segments) cues.push(cue('segment', s.name, { segment: s.key }));
  cues.push(cue('scoring_close', CUE_DEFAULT_TITLES.scoring_close));
  if (input.voteId) {
    cues.push(cue('vote_open', CUE_DEFAULT_TITLES.vote_open, { voteId: input.voteId }));
    cues.push(cue('vote_close', CUE_DEFAULT_TITLES.vote_close, { voteId: input.voteId }));
  }
  for (let place = input.placementCount; place >= 2; place--) {
    cues.push(cue('reveal', CUE_DEFAULT_TITLES.reveal(place), { placement: place }));
  }
  if (input.placementCount >= 1) cues.push(cue('reveal', CUE_DEFAULT_TITLES.reveal(1), { placement: 1 }));
  cues.push(cue('crowning', CUE_DEFAULT_TITLES.crowning));
  cues.push(cue('closing', CUE_DEFAULT_TITLES.closing));
  return cues;
}

/**
 * What the fans may see of a display's frame: the same moment without what only staff know (the cue's id and
 * position, the rehearsal flag). A rehearsal frame never reaches the fans at all (the server sends `idle`).
 */
export function audienceFrameOf(frame: LiveFrame): AudienceFrame {
  return {
    seq: frame.seq,
    onAir: true,
    roundName: frame.roundName,
    held: frame.held,
    picture: frame.picture,
    delegate: frame.delegate,
    placements: frame.placements,
    placementCount: frame.placementCount,
    queen: frame.queen,
    vote: frame.vote,
    at: frame.at,
  };
}

/** The fans' page when no show is on air. */
export function idleAudienceFrame(seq: number, at: Date): AudienceFrame {
  const picture: LivePicture = { kind: 'idle' };
  return {
    seq,
    onAir: false,
    roundName: null,
    held: false,
    picture,
    delegate: null,
    placements: [],
    placementCount: 0,
    queen: null,
    vote: null,
    at: at.toISOString(),
  };
}
