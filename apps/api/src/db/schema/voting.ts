import type { LeaderboardVisibility, StoredVotePack, VoteChallengeMode, VoteOutcome } from '@cq/shared';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
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
 * People's Choice (docs/product/fan-voting.md): a fan vote with its window, its delegates, and every vote cast.
 * The public count is the number of a delegate's ballots not voided: nothing else is stored, so the count can
 * never drift from the votes acknowledged.
 */
export const fanVotes = pgTable(
  'fan_votes',
  {
    id: primaryId(),
    ...pageName(),
    continent: text('continent'),
    opensAt: timestamptz('opens_at').notNull(),
    closesAt: timestamptz('closes_at').notNull(),
    /** The IANA zone whose calendar days are the voting days. */
    timeZone: text('time_zone').notNull(),
    freeVotesPerDay: integer('free_votes_per_day').notNull(),
    votesPerAddressPerDay: integer('votes_per_address_per_day').notNull(),
    leaderboard: text('leaderboard').$type<LeaderboardVisibility>().notNull(),
    outcome: jsonb('outcome').$type<VoteOutcome>().notNull(),
    /** When staff applied an 'advance' outcome to its judging round. */
    appliedAt: timestamptz('applied_at'),
    /** Vote packs (decision 0028): on sale or not, in which currency, which packs, and the caps (null: none). */
    paidVoting: boolean('paid_voting').notNull().default(false),
    packCurrency: text('pack_currency').notNull().default('USD'),
    packs: jsonb('packs').$type<StoredVotePack[]>().notNull().default([]),
    paidCapPerFan: integer('paid_cap_per_fan'),
    paidCapPerDelegate: integer('paid_cap_per_delegate'),
    /** When a vote asks for the person check (never, always, velocity) and the velocity threshold. */
    challengeMode: text('challenge_mode').$type<VoteChallengeMode>().notNull().default('never'),
    challengeVotesPerWindow: integer('challenge_votes_per_window').notNull().default(20),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('fan_votes_slug_idx').on(t.slug)],
);
export type FanVoteRow = typeof fanVotes.$inferSelect;

export const fanVoteDelegates = pgTable(
  'fan_vote_delegates',
  {
    voteId: ownedBy('vote_id', () => fanVotes.id),
    contestantId: ownedBy('contestant_id', () => contestants.id),
  },
  (t) => [primaryKey({ columns: [t.voteId, t.contestantId] })],
);

/**
 * One vote cast. `slot` numbers a fan's free votes for one delegate on one voting day (1, 2, …): the unique
 * index on it means two requests racing for the last free vote cannot both win. `idempotencyKey` is the fan's
 * own key for the request, unique per fan, so a resent request is answered with the vote it already made.
 */
export const fanBallots = pgTable(
  'fan_ballots',
  {
    id: primaryId(),
    voteId: ownedBy('vote_id', () => fanVotes.id),
    contestantId: ownedBy('contestant_id', () => contestants.id),
    userId: clearedWith('user_id', () => users.id),
    votingDay: text('voting_day').notNull(),
    /** A free vote's slot is 1, 2, …; a paid vote's is minus her paid votes' running number in the vote. */
    slot: integer('slot').notNull(),
    /** Cast with one of her paid votes (a pack's). */
    paid: boolean('paid').notNull().default(false),
    idempotencyKey: uuid('idempotency_key').notNull(),
    /** A keyed hash of the network address, and of the browser's device id: compared, never shown. */
    addressHash: text('address_hash').notNull(),
    deviceHash: text('device_hash'),
    createdAt: createdAt(),
    voidedAt: timestamptz('voided_at'),
    voidedBy: clearedWith('voided_by', () => users.id),
    voidReason: text('void_reason'),
  },
  (t) => [
    uniqueIndex('fan_ballots_key_idx').on(t.userId, t.idempotencyKey),
    uniqueIndex('fan_ballots_slot_idx').on(t.voteId, t.contestantId, t.userId, t.votingDay, t.slot),
    index('fan_ballots_count_idx').on(t.voteId, t.contestantId).where(sql`${t.voidedAt} is null`),
    index('fan_ballots_time_idx').on(t.voteId, t.createdAt),
    // Led by what they are looked up by: the planner never takes them for a scan of a whole day's votes, even
    // before it has statistics of a table filling up during a finale (decision 0030).
    index('fan_ballots_address_idx').on(t.addressHash, t.voteId, t.votingDay, t.paid),
    index('fan_ballots_device_idx').on(t.deviceHash, t.voteId, t.votingDay, t.userId),
    index('fan_ballots_user_idx').on(t.userId, t.createdAt),
  ],
);
export type FanBallotRow = typeof fanBallots.$inferSelect;

/**
 * A fan's paid votes in one vote (decision 0028). `purchased` grows once per pack order paid (in the transaction
 * that records the payment); `spent` once per paid vote cast and never goes back, so minus it is the vote's slot;
 * `balance` is what she can still cast: it never goes below zero (a vote takes one only `where balance > 0`).
 */
export const fanVoteCredits = pgTable(
  'fan_vote_credits',
  {
    voteId: ownedBy('vote_id', () => fanVotes.id),
    userId: ownedBy('user_id', () => users.id),
    purchased: integer('purchased').notNull().default(0),
    spent: integer('spent').notNull().default(0),
    balance: integer('balance').notNull().default(0),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.voteId, t.userId] }),
    check('fan_vote_credits_balance_non_negative', sql`${t.balance} >= 0`),
  ],
);
export type FanVoteCreditRow = typeof fanVoteCredits.$inferSelect;
