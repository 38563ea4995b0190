import { z } from 'zod';
import { idSchema } from '../api/common';
import { boundedText } from '../api/text';
import { challengeSolutionField, voteChallengeSchema } from '../challenge';
import { delegatePhotoSchema } from '../delegates/profile';
import { translationsOf } from '../i18n/written-rules';
import { REGISTRATION_CONTINENTS } from '../registration/options';
import { PAID_VOTING_OFF, paidVotingSchema, voteCreditSchema } from './packs';
import {
  DEFAULT_FREE_VOTES_PER_DAY,
  DEFAULT_VOTES_PER_ADDRESS_PER_DAY,
  isTimeZone,
  LEADERBOARD_VISIBILITY,
  MAX_FREE_VOTES_PER_DAY,
} from './rules';

/** The fan-voting API's shapes: the public pages, a fan's vote and history, and staff's screens. */

export const FAN_VOTE_MESSAGES = {
  notFound: 'This vote does not exist.',
  notOpen: 'This vote has not opened yet. Come back when it opens.',
  closed: 'This vote has closed. Thank you for taking part.',
  notInVote: 'She is not in this vote.',
  unverified: 'Confirm your e-mail address before you vote: open the link we sent when you signed up.',
  disposable:
    'Votes from temporary e-mail addresses are not counted. Sign up with the address you usually use to vote.',
  overAllowance: 'You have used today’s free votes for her. Come back tomorrow to vote again.',
  addressLimit: 'Too many votes have come from your network today. Please try again tomorrow.',
  deviceLimit: 'Too many accounts have voted from this device today. Please try again tomorrow.',
  deviceMissing: 'Your browser could not be recognised. Reload the page and vote again.',
  ownVote: 'Delegates cannot vote for themselves. You can vote for the other delegates.',
  staffNoVote: 'Staff accounts do not vote in fan votes.',
  keyReused: 'This vote was already sent for someone else. Please reload the page and vote again.',
  counted: 'Thank you! Your vote is counted.',
  leaderboardHidden: 'The count is kept private until the vote closes.',
  voided: 'The votes are voided and no longer counted.',
  saved: 'The vote is saved.',
  slugTaken: 'Another vote already uses this address.',
  closesBeforeOpening: 'The vote must close after it opens.',
  delegateNotPublished: 'Only delegates with a published profile can be in a vote.',
  roundNeeded: 'Choose the round the vote advances delegates into.',
  notClosed: 'The result can be applied once the vote has closed.',
  applied: 'The delegates are added to the round.',
  alreadyApplied: 'The result of this vote has already been applied.',
} as const;

export const fanVoteSlugParamsSchema = z.object({ slug: z.string().regex(/^[a-z0-9-]{1,80}$/) });

/** What the result of a vote does: an award, or a number of delegates advanced into a judging round. */
export const voteOutcomeSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('award'),
    title: boundedText({ max: 80, tooLong: 'At most 80 characters.', required: 'Name the award.' }).pipe(
      z.string().min(1, 'Name the award.'),
    ),
  }),
  z.object({ kind: z.literal('advance'), count: z.number().int().min(1).max(50), roundId: idSchema }),
]);
export type VoteOutcome = z.infer<typeof voteOutcomeSchema>;

/**
 * What a vote decides, as a page words it in its own language: the award's title, or how many delegates go
 * through to which round (its name; null for "the next round"). Titles and names are the organisers' words.
 */
export const voteDecisionSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('award'), title: z.string() }),
  z.object({ kind: z.literal('advance'), count: z.number().int(), roundName: z.string().nullable() }),
]);
export type VoteDecision = z.infer<typeof voteDecisionSchema>;

export function voteDecision(outcome: VoteOutcome, roundName: string | null): VoteDecision {
  return outcome.kind === 'award'
    ? { kind: 'award', title: outcome.title }
    : { kind: 'advance', count: outcome.count, roundName };
}

/** A vote's name, in English and in each other language fans may read it in. */
const voteWords = z.object({
  name: boundedText({ max: 80, tooLong: 'At most 80 characters.', required: 'Give the vote a name.' }).pipe(
    z.string().min(1, 'Give the vote a name.'),
  ),
});
/** The name in the other languages staff wrote it in: a reader sees hers, or the English. */
const voteNames = translationsOf(z.object({ name: z.string() }));

const voteDelegateSchema = z.object({
  slug: z.string(),
  name: z.string(),
  country: z.string(),
  headshot: delegatePhotoSchema.nullable(),
});
export type VoteDelegate = z.infer<typeof voteDelegateSchema>;

/** What the public site and staff both see of a vote: its names, its window and its daily free votes. */
const voteFields = {
  slug: z.string(),
  name: z.string(),
  translations: voteNames,
  continent: z.string().nullable(),
  opensAt: z.string(),
  closesAt: z.string(),
  state: z.enum(['scheduled', 'open', 'closed']),
  timeZone: z.string(),
  freeVotesPerDay: z.number().int(),
};

/** A vote as the public site shows it. */
export const publicFanVoteSchema = z.object({
  ...voteFields,
  leaderboard: z.enum(LEADERBOARD_VISIBILITY),
  /** In English words: "The delegate with the most votes wins the People's Choice award." */
  outcome: z.string(),
  /** The same, for a page to word in its language. */
  decision: voteDecisionSchema,
  delegates: z.array(voteDelegateSchema),
  /** Vote packs: on sale or not, their sizes and prices, and the caps (docs/product/fan-voting.md#paid-vote-packs). */
  paidVoting: paidVotingSchema,
});
export type PublicFanVote = z.infer<typeof publicFanVoteSchema>;

export const leaderboardSchema = z.object({
  slug: z.string(),
  /** True while staff keep the count private: rows is then empty. */
  hidden: z.boolean(),
  total: z.number().int(),
  rows: z.array(voteDelegateSchema.extend({ votes: z.number().int(), rank: z.number().int() })),
  countedAt: z.string(),
});
export type Leaderboard = z.infer<typeof leaderboardSchema>;

/** A fan's vote: for whom, and a key of her own so a resent request is never counted twice. */
export const castVoteSchema = z.object({
  delegate: z.string().regex(/^[a-z0-9-]{1,120}$/, 'Choose a delegate.'),
  idempotencyKey: idSchema,
  /** Spend one of her paid votes even though free votes are left (without it: free first, then paid). */
  paid: z.boolean().optional(),
  /** A solved person-check puzzle, when the vote asks for one. */
  challenge: challengeSolutionField.optional(),
});
export type CastVote = z.infer<typeof castVoteSchema>;

export const castVoteAnswerSchema = z.object({
  ballotId: z.string(),
  delegate: z.string(),
  votingDay: z.string(),
  /** Free votes she has left for this delegate today. */
  remainingToday: z.number().int(),
  /** True when this answers a request already counted (a resent or double-clicked vote). */
  repeated: z.boolean(),
  /** The vote took one of her paid votes. */
  paid: z.boolean(),
  /** Her paid votes left in this vote. */
  creditsLeft: z.number().int(),
});
export type CastVoteAnswer = z.infer<typeof castVoteAnswerSchema>;

/** A fan's own votes: her history, and what she has left today in each open vote. */
export const myVotesSchema = z.object({
  ballots: z.array(
    z.object({
      id: z.string(),
      voteSlug: z.string(),
      voteName: z.string(),
      delegate: z.string(),
      delegateName: z.string(),
      castAt: z.string(),
      voided: z.boolean(),
      paid: z.boolean(),
    }),
  ),
  today: z.array(z.object({ voteSlug: z.string(), delegate: z.string(), used: z.number().int() })),
  /** Her paid votes, per vote she bought a pack in. */
  credits: z.array(voteCreditSchema),
});
export type MyVotes = z.infer<typeof myVotesSchema>;

// ── Staff ───────────────────────────────────────────────────────────────────────────────────────────────────────

export const fanVoteInputSchema = z
  .object({
    name: voteWords.shape.name,
    translations: translationsOf(voteWords),
    continent: z.enum(REGISTRATION_CONTINENTS).nullable(),
    opensAt: z.iso.datetime({ offset: true, message: 'Give the opening date and time.' }),
    closesAt: z.iso.datetime({ offset: true, message: 'Give the closing date and time.' }),
    timeZone: z.string().max(64).refine(isTimeZone, 'Choose a time zone such as Africa/Lagos or Europe/Paris.'),
    freeVotesPerDay: z.number().int().min(1).max(MAX_FREE_VOTES_PER_DAY).default(DEFAULT_FREE_VOTES_PER_DAY),
    votesPerAddressPerDay: z.number().int().min(1).max(100_000).default(DEFAULT_VOTES_PER_ADDRESS_PER_DAY),
    leaderboard: z.enum(LEADERBOARD_VISIBILITY),
    outcome: voteOutcomeSchema,
    contestantIds: z.array(idSchema).max(200),
    paidVoting: paidVotingSchema.default(PAID_VOTING_OFF),
    /** When a vote asks for the person check. */
    challenge: voteChallengeSchema,
  })
  .refine((v) => Date.parse(v.closesAt) > Date.parse(v.opensAt), {
    path: ['closesAt'],
    message: FAN_VOTE_MESSAGES.closesBeforeOpening,
  });
export type FanVoteInput = z.infer<typeof fanVoteInputSchema>;

export const adminFanVoteSchema = z.object({
  id: z.string(),
  ...voteFields,
  votesPerAddressPerDay: z.number().int(),
  leaderboard: z.enum(LEADERBOARD_VISIBILITY),
  outcome: voteOutcomeSchema,
  outcomeText: z.string(),
  delegates: z.array(z.object({ contestantId: z.string(), name: z.string(), country: z.string(), slug: z.string() })),
  counted: z.number().int(),
  voided: z.number().int(),
  /** Of the votes counted, those paid for. */
  paidCounted: z.number().int(),
  appliedAt: z.string().nullable(),
  paidVoting: paidVotingSchema,
  challenge: voteChallengeSchema,
});
export type AdminFanVote = z.infer<typeof adminFanVoteSchema>;

export const voteCandidateSchema = z.object({
  contestantId: z.string(),
  slug: z.string(),
  name: z.string(),
  country: z.string(),
  continent: z.string(),
});
export type VoteCandidate = z.infer<typeof voteCandidateSchema>;

export const voteAlertSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('velocity'),
    delegate: z.string(),
    delegateName: z.string(),
    /** Her votes in the last window, and the pace they are compared with (surgeBaseline). */
    recent: z.number().int(),
    usual: z.number(),
    /** The distinct accounts and addresses her votes in the window came from. */
    accounts: z.number().int(),
    addresses: z.number().int(),
    /** Of those accounts, the ones crowded on addresses several of them share (a farm's sign). */
    crowdedAccounts: z.number().int(),
  }),
  z.object({
    kind: z.literal('shared-address'),
    address: z.string(),
    votingDay: z.string(),
    accounts: z.number().int(),
    votes: z.number().int(),
  }),
]);
export type VoteAlert = z.infer<typeof voteAlertSchema>;

export const voteReviewQuerySchema = z.object({
  delegate: z
    .string()
    .regex(/^[a-z0-9-]{1,120}$/)
    .optional(),
  address: z
    .string()
    .regex(/^[A-Za-z0-9_-]{1,64}$/)
    .optional(),
  voided: z.enum(['include', 'only']).optional(),
});
export type VoteReviewQuery = z.infer<typeof voteReviewQuerySchema>;

export const voteReviewSchema = z.object({
  alerts: z.array(voteAlertSchema),
  ballots: z.array(
    z.object({
      id: z.string(),
      delegate: z.string(),
      delegateName: z.string(),
      fan: z.string(),
      fanEmail: z.string(),
      address: z.string(),
      votingDay: z.string(),
      castAt: z.string(),
      voidedAt: z.string().nullable(),
      voidReason: z.string().nullable(),
      paid: z.boolean(),
    }),
  ),
  /** The review lists the newest votes first, at most this many. */
  limit: z.number().int(),
});
export type VoteReview = z.infer<typeof voteReviewSchema>;

export const voidBallotsSchema = z.object({
  ballotIds: z.array(idSchema).min(1, 'Choose the votes to void.').max(500),
  reason: boundedText({ max: 500, tooLong: 'At most 500 characters.', required: 'Say why the votes are voided.' }).pipe(
    z.string().min(3, 'Say why the votes are voided.'),
  ),
});
export type VoidBallots = z.infer<typeof voidBallotsSchema>;
/** How many of the chosen votes were voided (those voided already are not counted again). */
export const voidBallotsAnswerSchema = z.object({ voided: z.number().int() });
export type VoidBallotsAnswer = z.infer<typeof voidBallotsAnswerSchema>;

/** The outcome in English words, for the API's readers and staff's list (a page words `voteDecision` itself). */
export function outcomeText(outcome: VoteOutcome, roundName: string | null): string {
  const decision = voteDecision(outcome, roundName);
  if (decision.kind === 'award') return `The delegate with the most votes wins the ${decision.title}.`;
  const who =
    decision.count === 1
      ? 'The delegate with the most votes goes'
      : `The ${decision.count} delegates with the most votes go`;
  return `${who} through to ${decision.roundName ?? 'the next round'}.`;
}
