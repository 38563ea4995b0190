import type { RoundRules } from '@cq/shared';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { clearedWith, createdAt, ownedBy, pageName, primaryId, timestamptz, updatedAt } from './columns';
import { contestants } from './contestants';
import { users } from './users';

/**
 * The competition (docs/product/judging.md): rounds with their rules, the delegates in each, the judges assigned,
 * their declared conflicts, their scores and submitted segments, and each round's frozen, hashed score sheet.
 */
export const judgingRounds = pgTable(
  'judging_rounds',
  {
    id: primaryId(),
    /** The season's year: one round per continent, optionally a preliminary, then the global finale. */
    season: integer('season').notNull(),
    ...pageName(),
    /** Null for the global finale. */
    continent: text('continent'),
    kind: text('kind').$type<'preliminary' | 'final' | 'global'>().notNull(),
    status: text('status').$type<'draft' | 'open' | 'closed' | 'published'>().notNull().default('draft'),
    rules: jsonb('rules').$type<RoundRules>().notNull(),
    /**
     * The head judge's own ranking of the round's delegates, best first, recorded before the results are known
     * and used only to break a tie the tie-break segment leaves.
     */
    headJudgeRanking: jsonb('head_judge_ranking').$type<string[]>(),
    /** When the round is held, and the zone of its venue's clock (what judges read); null until the director sets it. */
    startsAt: timestamptz('starts_at'),
    timeZone: text('time_zone'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('judging_rounds_slug_idx').on(t.slug)],
);

export const judgingRoundDelegates = pgTable(
  'judging_round_delegates',
  {
    roundId: ownedBy('round_id', () => judgingRounds.id),
    contestantId: ownedBy('contestant_id', () => contestants.id),
  },
  (t) => [primaryKey({ columns: [t.roundId, t.contestantId] })],
);

export const judgingJudges = pgTable(
  'judging_judges',
  {
    roundId: ownedBy('round_id', () => judgingRounds.id),
    userId: ownedBy('user_id', () => users.id),
    /** The judge's anonymous number in this round: the published sheet names judges by it alone. */
    number: integer('number').notNull(),
    head: boolean('head').notNull().default(false),
  },
  (t) => [
    primaryKey({ columns: [t.roundId, t.userId] }),
    uniqueIndex('judging_judges_number_idx').on(t.roundId, t.number),
    index('judging_judges_user_idx').on(t.userId),
  ],
);

export const judgingConflicts = pgTable(
  'judging_conflicts',
  {
    roundId: ownedBy('round_id', () => judgingRounds.id),
    userId: ownedBy('user_id', () => users.id),
    contestantId: ownedBy('contestant_id', () => contestants.id),
    declaredAt: timestamptz('declared_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.roundId, t.userId, t.contestantId] })],
);

export const judgingScores = pgTable(
  'judging_scores',
  {
    roundId: ownedBy('round_id', () => judgingRounds.id),
    userId: ownedBy('user_id', () => users.id),
    contestantId: ownedBy('contestant_id', () => contestants.id),
    segment: text('segment').notNull(),
    /** Thousandths of a point (8.5 → 8500): exact, like the tabulation. */
    valueUnits: integer('value_units').notNull(),
    /** The id the judge's device gave the entry, and when it was entered there by the device's clock (epoch ms). */
    clientId: uuid('client_id').notNull(),
    enteredAt: bigint('entered_at', { mode: 'number' }).notNull(),
    /** When it was entered on the server's clock (epoch ms): the entry made last by this time is the one kept. */
    serverAt: bigint('server_at', { mode: 'number' }).notNull().default(0),
    updatedAt: updatedAt(),
  },
  (t) => [primaryKey({ columns: [t.roundId, t.userId, t.contestantId, t.segment] })],
);

export const judgingLocks = pgTable(
  'judging_locks',
  {
    roundId: ownedBy('round_id', () => judgingRounds.id),
    userId: ownedBy('user_id', () => users.id),
    segment: text('segment').notNull(),
    lockedAt: timestamptz('locked_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.roundId, t.userId, t.segment] })],
);

/** A published round: its score sheet exactly as hashed, the hash, the previous sheet's hash, the reveal. */
export const judgingResults = pgTable(
  'judging_results',
  {
    roundId: uuid('round_id')
      .primaryKey()
      .references(() => judgingRounds.id, { onDelete: 'restrict' }),
    sheet: text('sheet').notNull(),
    sha256: text('sha256').notNull(),
    previousHash: text('previous_hash'),
    /** How many placements the public sees, revealed from the last one up to the queen. */
    revealed: integer('revealed').notNull().default(0),
    publishedAt: timestamptz('published_at').notNull().defaultNow(),
  },
  (t) => [
    index('judging_results_published_idx').on(t.publishedAt),
    // One chain: no two sheets follow the same one.
    uniqueIndex('judging_results_previous_idx').on(sql`coalesce(${t.previousHash}, '')`),
  ],
);

/**
 * Every score entry a judge's phone sent, applied or not: a correction stays visible, not only the final value.
 * `outcome` is what the server answered when the entry arrived: applied (it became the stored score) or
 * superseded (an entry made later was already stored).
 */
export const judgingScoreEntries = pgTable(
  'judging_score_entries',
  {
    roundId: ownedBy('round_id', () => judgingRounds.id),
    userId: ownedBy('user_id', () => users.id),
    clientId: uuid('client_id').notNull(),
    contestantId: ownedBy('contestant_id', () => contestants.id),
    segment: text('segment').notNull(),
    valueUnits: integer('value_units').notNull(),
    /** The device's own times (information only) and the id it gives itself. */
    deviceEnteredAt: bigint('device_entered_at', { mode: 'number' }).notNull(),
    deviceSentAt: bigint('device_sent_at', { mode: 'number' }),
    deviceId: text('device_id'),
    serverAt: bigint('server_at', { mode: 'number' }).notNull(),
    receivedAt: timestamptz('received_at').notNull().defaultNow(),
    outcome: text('outcome').$type<'applied' | 'superseded'>().notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.roundId, t.userId, t.clientId] }),
    index('judging_score_entries_cell_idx').on(t.roundId, t.contestantId, t.segment),
  ],
);

/**
 * The chief auditor excuses a judge who has not submitted every segment, with a reason: the round may then close
 * and publish without her submission. Shown on the published sheet.
 */
export const judgingExcusals = pgTable(
  'judging_excusals',
  {
    roundId: ownedBy('round_id', () => judgingRounds.id),
    userId: ownedBy('user_id', () => users.id),
    /** The segments she had not submitted when excused. */
    segments: jsonb('segments').$type<string[]>().notNull(),
    reason: text('reason').notNull(),
    excusedBy: clearedWith('excused_by', () => users.id),
    excusedAt: timestamptz('excused_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.roundId, t.userId] })],
);

/**
 * A judge's receipt for a submitted segment: her scores there frozen as a canonical document and its SHA-256,
 * also written into the audit chain. A reopening marks the receipt reopened (with the reason); the next
 * submission makes a new one.
 */
export const judgingLockReceipts = pgTable(
  'judging_lock_receipts',
  {
    id: primaryId(),
    roundId: ownedBy('round_id', () => judgingRounds.id),
    userId: ownedBy('user_id', () => users.id),
    segment: text('segment').notNull(),
    document: text('document').notNull(),
    sha256: text('sha256').notNull(),
    lockedAt: timestamptz('locked_at').notNull(),
    reopenedAt: timestamptz('reopened_at'),
    reopenReason: text('reopen_reason'),
  },
  (t) => [index('judging_lock_receipts_round_idx').on(t.roundId, t.userId, t.segment)],
);
