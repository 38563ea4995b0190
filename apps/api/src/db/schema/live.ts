import type { CueKind, DisplayKind, LiveFrame } from '@cq/shared';
import { sql } from 'drizzle-orm';
import { bigint, bigserial, boolean, index, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { clearedWith, createdAt, ownedBy, primaryId, timestamptz } from './columns';
import { contestants } from './contestants';
import { judgingRounds } from './judging';
import { users } from './users';
import { fanVotes } from './voting';

/**
 * The live finale (docs/product/live-finale.md): a show per round (the live one and its rehearsal), its cues in
 * order, the links that open its displays, and the log of every frame the displays were sent, so a reconnect
 * gets the present from any instance.
 */
export const liveShows = pgTable(
  'live_shows',
  {
    id: primaryId(),
    roundId: ownedBy('round_id', () => judgingRounds.id),
    rehearsal: boolean('rehearsal').notNull(),
    voteId: clearedWith('vote_id', () => fanVotes.id),
    /** The position of the cue the displays show (null before the first Go). */
    currentPosition: integer('current_position'),
    held: boolean('held').notNull().default(false),
    /** The seq of the show's last frame (0 before any). */
    seq: bigint('seq', { mode: 'number' }).notNull().default(0),
    /** A rehearsal's made-up ranking (delegate ids, best first) and how many of it are revealed. */
    rehearsalRanking: jsonb('rehearsal_ranking').$type<string[]>(),
    rehearsalRevealed: integer('rehearsal_revealed').notNull().default(0),
    createdAt: createdAt(),
    startedAt: timestamptz('started_at'),
  },
  (t) => [uniqueIndex('live_shows_round_kind_idx').on(t.roundId, t.rehearsal)],
);
export type LiveShowRow = typeof liveShows.$inferSelect;

export const liveCues = pgTable(
  'live_cues',
  {
    id: primaryId(),
    showId: ownedBy('show_id', () => liveShows.id),
    position: integer('position').notNull(),
    kind: text('kind').$type<CueKind>().notNull(),
    title: text('title').notNull(),
    delegateId: clearedWith('delegate_id', () => contestants.id),
    segment: text('segment'),
    voteId: clearedWith('vote_id', () => fanVotes.id),
    placement: integer('placement'),
    firedAt: timestamptz('fired_at'),
    firedBy: clearedWith('fired_by', () => users.id),
  },
  (t) => [index('live_cues_show_idx').on(t.showId, t.position)],
);
export type LiveCueRow = typeof liveCues.$inferSelect;

/** A display's link: only the SHA-256 of its token is kept; revoking it refuses the token at once. */
export const liveDisplayLinks = pgTable(
  'live_display_links',
  {
    id: primaryId(),
    showId: ownedBy('show_id', () => liveShows.id),
    kind: text('kind').$type<DisplayKind>().notNull(),
    label: text('label').notNull(),
    tokenHash: text('token_hash').notNull(),
    createdBy: clearedWith('created_by', () => users.id),
    createdAt: createdAt(),
    revokedAt: timestamptz('revoked_at'),
  },
  (t) => [
    uniqueIndex('live_display_links_token_idx').on(t.tokenHash),
    index('live_display_links_show_idx').on(t.showId),
  ],
);
export type LiveDisplayLinkRow = typeof liveDisplayLinks.$inferSelect;

/**
 * Every frame a show's displays were sent, numbered by one sequence across all shows (so the fans' stream,
 * which follows whichever live show changed last, only ever counts up).
 */
export const liveShowEvents = pgTable(
  'live_show_events',
  {
    seq: bigserial('seq', { mode: 'number' }).primaryKey(),
    showId: ownedBy('show_id', () => liveShows.id),
    rehearsal: boolean('rehearsal').notNull(),
    frame: jsonb('frame').$type<LiveFrame>().notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('live_show_events_show_idx').on(t.showId, t.seq.desc()),
    index('live_show_events_public_idx').on(t.seq.desc()).where(sql`${t.rehearsal} = false`),
  ],
);
