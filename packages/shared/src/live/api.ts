import { z } from 'zod';
import { idSchema } from '../api/common';
import { boundedText } from '../api/text';
import { delegatePhotoSchema } from '../delegates/profile';
import { SEGMENT_KEY } from '../judging/rules';
import { LIVE_MESSAGES } from './rules';

/**
 * The live finale's shapes (docs/product/live-finale.md): a show (one run of show per round, live or rehearsal),
 * its cues, what the displays and the fans' phones show (the picture), the display links and the console's
 * requests. The server decides every picture; displays and phones only draw what they are sent.
 */

export const CUE_KINDS = [
  'opening',
  'segment',
  'scoring_open',
  'scoring_close',
  'vote_open',
  'vote_close',
  'reveal',
  'crowning',
  'closing',
  'custom',
] as const;
export type CueKind = (typeof CUE_KINDS)[number];

export const DISPLAY_KINDS = ['stage', 'overlay'] as const;
export type DisplayKind = (typeof DISPLAY_KINDS)[number];

/** The broadcast overlays' layouts (`/live/overlay/:token/:layout`). */
export const OVERLAY_LAYOUTS = ['lower-third', 'vote-bar', 'countdown', 'reveal', 'queen'] as const;
export type OverlayLayout = (typeof OVERLAY_LAYOUTS)[number];

/** The most cues a show holds. */
export const MAX_CUES = 200;

// ── What is shown ───────────────────────────────────────────────────────────────────────────────────────────────

/** A delegate as a display shows her: her published name, country and headshot (null when none is published). */
export const liveDelegateSchema = z.object({
  id: z.string(),
  slug: z.string(),
  name: z.string(),
  country: z.string(),
  headshot: delegatePhotoSchema.nullable(),
});
export type LiveDelegate = z.infer<typeof liveDelegateSchema>;

/** One revealed placement: 1 is the queen. */
export const livePlacementSchema = z.object({
  place: z.number().int(),
  title: z.string(),
  delegate: liveDelegateSchema,
});
export type LivePlacement = z.infer<typeof livePlacementSchema>;

/** One row of a vote's public count. */
export const liveVoteRowSchema = z.object({
  delegate: liveDelegateSchema,
  votes: z.number().int(),
  rank: z.number().int(),
});

/** The fan vote attached to the show, as anyone may see it: its window and, only when public, its count. */
export const liveVoteSchema = z.object({
  slug: z.string(),
  name: z.string(),
  state: z.enum(['scheduled', 'open', 'closed']),
  opensAt: z.string(),
  closesAt: z.string(),
  /** The count, best first; null while staff keep it private. */
  leaderboard: z.array(liveVoteRowSchema).nullable(),
  total: z.number().int().nullable(),
});
export type LiveVote = z.infer<typeof liveVoteSchema>;

/**
 * The picture: what a display shows for the current cue. `idle` is the fans' page when no show is on air;
 * `hold` the neutral branded picture a held show freezes on.
 */
export const livePictureSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('idle') }),
  z.object({ kind: z.literal('hold') }),
  z.object({ kind: z.literal('title'), title: z.string(), subtitle: z.string().nullable() }),
  z.object({ kind: z.literal('on_stage'), title: z.string(), delegate: liveDelegateSchema }),
  z.object({
    kind: z.literal('countdown'),
    title: z.string(),
    /** What ends: the judges' scoring window or the fan vote. */
    purpose: z.enum(['scoring', 'vote']),
    /** When it ends (ISO); null when the window has no set end (judges' scoring closes on a later cue). */
    endsAt: z.string().nullable(),
  }),
  z.object({ kind: z.literal('reveal'), title: z.string(), placement: livePlacementSchema }),
  z.object({ kind: z.literal('crowning'), title: z.string(), queen: liveDelegateSchema }),
  z.object({
    kind: z.literal('vote_bar'),
    title: z.string(),
    /** The public count; null while staff keep it private (a display then shows the vote without numbers). */
    vote: liveVoteSchema,
  }),
]);
export type LivePicture = z.infer<typeof livePictureSchema>;
export type LivePictureKind = LivePicture['kind'];

/** The cue a picture belongs to, as displays may name it. */
export const liveCueRefSchema = z.object({
  id: z.string(),
  kind: z.enum(CUE_KINDS),
  title: z.string(),
  position: z.number().int(),
});

/** What is on the stage in a frame, the same for the show's screens and for the fans' page. */
const stageFields = {
  picture: livePictureSchema,
  /** The delegate attached to the current cue (the lower third), when there is one. */
  delegate: liveDelegateSchema.nullable(),
  /** Every placement revealed so far in this show, best first. */
  placements: z.array(livePlacementSchema),
  placementCount: z.number().int(),
  queen: liveDelegateSchema.nullable(),
  vote: liveVoteSchema.nullable(),
  /** The server's clock when the frame was made (ISO): countdowns correct the device's clock with it. */
  at: z.string(),
};

/**
 * What a display (stage screen, overlay) shows, with everything it needs to draw any layout. `seq` grows with
 * every change of the show; a display that already drew a seq does not replay its animation.
 */
export const liveFrameSchema = z.object({
  seq: z.number().int(),
  showId: z.string(),
  roundName: z.string(),
  /** A rehearsal: every display watermarks "Rehearsal". */
  rehearsal: z.boolean(),
  held: z.boolean(),
  cue: liveCueRefSchema.nullable(),
  ...stageFields,
});
export type LiveFrame = z.infer<typeof liveFrameSchema>;

/**
 * What the fans' page (`/live`) shows: only what is public at that moment, from the show on air (never a
 * rehearsal). `onAir` is false when no show is on air (the picture is then `idle`).
 */
export const audienceFrameSchema = z.object({
  seq: z.number().int(),
  onAir: z.boolean(),
  roundName: z.string().nullable(),
  held: z.boolean(),
  ...stageFields,
});
export type AudienceFrame = z.infer<typeof audienceFrameSchema>;

/** Whether a live show is on air now (the public menu shows /live only then). */
export const onAirSchema = z.object({ onAir: z.boolean() });
export type OnAir = z.infer<typeof onAirSchema>;

// ── The show and its cues ───────────────────────────────────────────────────────────────────────────────────────

export const cueSchema = z.object({
  id: z.string(),
  position: z.number().int(),
  kind: z.enum(CUE_KINDS),
  title: z.string(),
  delegateId: z.string().nullable(),
  /** A judging segment's key. */
  segment: z.string().nullable(),
  voteId: z.string().nullable(),
  /** The place a reveal cue reveals (1 is the queen). */
  placement: z.number().int().nullable(),
  /** When the cue was first fired (ISO), and by whom; null until then. */
  firedAt: z.string().nullable(),
  firedBy: z.string().nullable(),
  /** The name of the account that fired it, as the console shows it (null while unfired or once erased). */
  firedByName: z.string().nullable(),
});
export type Cue = z.infer<typeof cueSchema>;

export const showStateSchema = z.object({
  /** The cue the displays show (null before the first Go). */
  currentCueId: z.string().nullable(),
  held: z.boolean(),
  seq: z.number().int(),
  /** Placements revealed in this show so far (a rehearsal counts its own made-up ones). */
  revealed: z.number().int(),
});
export type ShowState = z.infer<typeof showStateSchema>;

export const showSummarySchema = z.object({
  id: z.string(),
  roundId: z.string(),
  roundName: z.string(),
  rehearsal: z.boolean(),
  /** The fan vote the show opens and closes, if any. */
  voteId: z.string().nullable(),
  createdAt: z.string(),
  /** When the first cue was fired (a live show is then on air for the fans). */
  startedAt: z.string().nullable(),
});
export type ShowSummary = z.infer<typeof showSummarySchema>;

export const showSchema = showSummarySchema.extend({
  cues: z.array(cueSchema),
  state: showStateSchema,
});
export type Show = z.infer<typeof showSchema>;

/** The console's view: the show, what every display shows now, and what they will show on the next Go. */
export const consoleStateSchema = z.object({
  show: showSchema,
  frame: liveFrameSchema,
  /** The next cue and the picture it brings; null at the end of the run of show. */
  preview: z.object({ cue: cueSchema, frame: liveFrameSchema }).nullable(),
});
export type ConsoleState = z.infer<typeof consoleStateSchema>;

// ── Display links ───────────────────────────────────────────────────────────────────────────────────────────────

export const displayLinkSchema = z.object({
  id: z.string(),
  showId: z.string(),
  kind: z.enum(DISPLAY_KINDS),
  label: z.string(),
  createdAt: z.string(),
  revokedAt: z.string().nullable(),
});
export type DisplayLink = z.infer<typeof displayLinkSchema>;

/** The answer to creating a link: the token is shown this once (only its hash is kept). */
export const createdDisplayLinkSchema = z.object({ link: displayLinkSchema, token: z.string() });
export type CreatedDisplayLink = z.infer<typeof createdDisplayLinkSchema>;

/** What a display opened with its link receives (GET /api/live/displays/:token). */
export const displayStateSchema = z.object({
  kind: z.enum(DISPLAY_KINDS),
  label: z.string(),
  frame: liveFrameSchema,
});
export type DisplayState = z.infer<typeof displayStateSchema>;

// ── Requests ────────────────────────────────────────────────────────────────────────────────────────────────────

export const showParamsSchema = z.object({ showId: idSchema });
export const cueParamsSchema = z.object({ showId: idSchema, cueId: idSchema });
export const displayLinkParamsSchema = z.object({ showId: idSchema, linkId: idSchema });
/** A display token: 43 characters of base64url (32 random bytes). */
export const displayTokenParamsSchema = z.object({ token: z.string().regex(/^[A-Za-z0-9_-]{43}$/) });

const cueTitle = boundedText({
  max: 120,
  tooLong: 'At most 120 characters.',
  required: LIVE_MESSAGES.cueTitleRequired,
}).pipe(z.string().min(1, LIVE_MESSAGES.cueTitleRequired));
const segmentField = z.string().regex(SEGMENT_KEY, 'No such segment.');

/** Builds the run of show of a round: live, or its rehearsal copy. */
export const buildShowSchema = z.object({
  roundId: idSchema,
  rehearsal: z.boolean().default(false),
  /** The fan vote opened and closed during the show (its cues are left out without one). */
  voteId: idSchema.nullable().default(null),
});
export type BuildShow = z.infer<typeof buildShowSchema>;

export const createCueSchema = z.object({
  kind: z.enum(CUE_KINDS),
  title: cueTitle,
  delegateId: idSchema.nullable().default(null),
  segment: segmentField.nullable().default(null),
  voteId: idSchema.nullable().default(null),
  placement: z.number().int().min(1).max(200).nullable().default(null),
  /** Where it goes: after the cue at this position (0-based); at the end when left out. */
  after: z.number().int().min(-1).max(MAX_CUES).optional(),
});
export type CreateCue = z.infer<typeof createCueSchema>;

/** Renames a cue or attaches a delegate, a segment, a vote or a placement (null detaches). */
export const updateCueSchema = z
  .object({
    title: cueTitle.optional(),
    delegateId: idSchema.nullable().optional(),
    segment: segmentField.nullable().optional(),
    voteId: idSchema.nullable().optional(),
    placement: z.number().int().min(1).max(200).nullable().optional(),
  })
  .refine((v) => Object.keys(v).length > 0, LIVE_MESSAGES.changeSomething);
export type UpdateCue = z.infer<typeof updateCueSchema>;

/** The cues in their new order: every cue of the show, each once. */
export const reorderCuesSchema = z.object({
  cueIds: z
    .array(idSchema)
    .min(1)
    .max(MAX_CUES)
    .refine((ids) => new Set(ids).size === ids.length, LIVE_MESSAGES.cueOnce),
});
export type ReorderCues = z.infer<typeof reorderCuesSchema>;

/**
 * Go, Back, Hold, Resume. `seq` is the seq the console last saw: a press made on a stale console (another
 * operator pressed first) is refused with 409 rather than firing twice.
 */
export const showActionSchema = z.object({ seq: z.number().int().min(0).optional() });
export type ShowAction = z.infer<typeof showActionSchema>;

export const createDisplayLinkSchema = z.object({
  kind: z.enum(DISPLAY_KINDS),
  label: boundedText({ max: 80, tooLong: 'At most 80 characters.', required: LIVE_MESSAGES.displayLabelRequired }).pipe(
    z.string().min(1, LIVE_MESSAGES.displayLabelRequired),
  ),
});
export type CreateDisplayLink = z.infer<typeof createDisplayLinkSchema>;

// ── Streams ─────────────────────────────────────────────────────────────────────────────────────────────────────

/** The Server-Sent Events' names: each carries one JSON document. */
export const LIVE_EVENTS = {
  /** The fans' stream: an AudienceFrame. */
  audience: 'audience',
  /** A display's stream: a LiveFrame. */
  frame: 'frame',
  /** The console's stream: a ConsoleState. */
  console: 'console',
  /** The server ends the stream: { reason: 'revoked' | 'shutdown' | 'slow' }; only 'revoked' means stop. */
  end: 'end',
} as const;
export const streamEndSchema = z.object({ reason: z.enum(['revoked', 'shutdown', 'slow']) });

/** A stream's heartbeat (a comment line) and the reconnect delay it suggests. */
export const LIVE_HEARTBEAT_MS = 15_000;
export const LIVE_RETRY_MS = 2_000;
