import { z } from 'zod';
import { idSchema } from '../api/common';
import { fromMinorUnits, toMinorUnits } from '../payments/messages';

/**
 * Paid vote packs (docs/product/fan-voting.md#paid-vote-packs, decision 0028): a fan buys a pack of votes for one
 * fan vote through the site's payment provider; once the payment is confirmed the votes are credited to her
 * balance in that vote, exactly once. A vote she casts takes one of her free votes for the delegate that day
 * first; once they are used (or when she asks for it) it takes one vote from her balance. A paid vote is a vote
 * like any other: counted in the same tally, voided the same way, marked paid.
 */

/** The `product` of an order that buys a vote pack (the registration fee's is 'registration_fee'). */
export const VOTE_PACK_PRODUCT = 'vote_pack';

export const MAX_VOTE_PACKS = 6;
export const MAX_PACK_VOTES = 10_000;
export const MAX_PACK_PRICE = 100_000;

export const VOTE_PACK_MESSAGES = {
  off: 'Vote packs are not on sale for this vote.',
  delegateNoPacks: 'Delegates in this vote cannot buy vote packs in it.',
  staffNoPacks: 'Staff accounts do not buy vote packs.',
  unknownPack: 'Choose one of the vote packs on sale.',
  overFanCap:
    'This pack would take you over the paid votes one fan may buy in this vote. Choose a smaller pack, or keep voting with your free votes.',
  overDelegateCap: 'She has received all the paid votes allowed in this vote. Your free votes still count for her.',
  noCredits: 'You have no paid votes left in this vote. Buy a vote pack, or vote with your free votes.',
  overAllowanceWithPacks:
    'You have used today’s free votes for her. Buy a vote pack to keep voting, or come back tomorrow.',
  mismatch:
    'The payment did not match the price of the pack, so it could not be accepted. Please contact support if you were charged.',
  packsNeeded: 'Offer at least one pack, or turn paid voting off.',
  sameSize: 'Each pack must have a different number of votes.',
  currency: 'Give a three-letter currency code such as USD.',
} as const;

/** What the fan reads once her pack is paid. */
export const packCreditedMessage = (votes: number) =>
  `Payment successful. Your ${votes} vote${votes === 1 ? ' is' : 's are'} ready: vote for your favourites below.`;

/** A pack as staff offer it: a number of votes for a price (major units, in the vote's currency). */
export const votePackSchema = z.object({
  votes: z
    .number({ message: 'Give the pack’s number of votes.' })
    .int('A pack holds a whole number of votes.')
    .min(1, 'At least 1 vote.')
    .max(MAX_PACK_VOTES, `At most ${MAX_PACK_VOTES} votes.`),
  price: z
    .number({ message: 'Give the pack’s price.' })
    .min(0.5, 'At least 0.50.')
    .max(MAX_PACK_PRICE, `At most ${MAX_PACK_PRICE}.`)
    .refine((p) => Number.isInteger(Math.round(p * 100)) && Math.abs(p * 100 - Math.round(p * 100)) < 1e-6, {
      message: 'At most two decimals.',
    }),
});
export type VotePack = z.infer<typeof votePackSchema>;

const capSchema = z.number().int().min(1).max(10_000_000).nullable();

/** Staff's settings of a vote's paid voting: on or off, the currency, the packs and the caps (null: no cap). */
export const paidVotingSchema = z
  .object({
    enabled: z.boolean(),
    currency: z.string().regex(/^[A-Z]{3}$/, VOTE_PACK_MESSAGES.currency),
    packs: z.array(votePackSchema).max(MAX_VOTE_PACKS, `At most ${MAX_VOTE_PACKS} packs.`),
    /** The most paid votes one fan may buy in the vote (all delegates together). */
    capPerFan: capSchema,
    /** The most paid votes one delegate may receive in the vote (all fans together, voided ones not counted). */
    capPerDelegate: capSchema,
  })
  .refine((p) => !p.enabled || p.packs.length > 0, { path: ['packs'], message: VOTE_PACK_MESSAGES.packsNeeded })
  .refine((p) => new Set(p.packs.map((k) => k.votes)).size === p.packs.length, {
    path: ['packs'],
    message: VOTE_PACK_MESSAGES.sameSize,
  });
export type PaidVoting = z.infer<typeof paidVotingSchema>;

export const PAID_VOTING_OFF: PaidVoting = {
  enabled: false,
  currency: 'USD',
  packs: [],
  capPerFan: null,
  capPerDelegate: null,
};

/** A pack as the database keeps it: its price in minor units. */
export interface StoredVotePack {
  votes: number;
  priceMinor: number;
}

export const toStoredPacks = (packs: readonly VotePack[]): StoredVotePack[] =>
  [...packs].sort((a, b) => a.votes - b.votes).map((p) => ({ votes: p.votes, priceMinor: toMinorUnits(p.price) }));

export const fromStoredPacks = (packs: readonly StoredVotePack[]): VotePack[] =>
  packs.map((p) => ({ votes: p.votes, price: fromMinorUnits(p.priceMinor) }));

/** POST /votes/:slug/packs — which pack she buys (by its number of votes); the price comes from the vote. */
export const buyVotePackSchema = z.object({
  votes: z.number().int().min(1).max(MAX_PACK_VOTES),
});
export type BuyVotePack = z.infer<typeof buyVotePackSchema>;

/** A fan's paid votes in one vote. */
export const voteCreditSchema = z.object({
  voteSlug: z.string(),
  /** Paid votes she can still cast. */
  balance: z.number().int(),
  /** Paid votes credited to her in all (packs paid for). */
  purchased: z.number().int(),
  /** Paid votes she has cast. */
  spent: z.number().int(),
});
export type VoteCredit = z.infer<typeof voteCreditSchema>;

/** One of her pack orders, for the vote's page: what she bought and whether it is credited. */
export const votePackOrderSchema = z.object({
  orderId: idSchema,
  voteSlug: z.string(),
  votes: z.number().int(),
});

export type BallotKind = 'free' | 'paid';

/**
 * Which kind of vote a request casts: a free one while she has free votes left for the delegate today (unless she
 * asks to spend a paid one), else a paid one while her balance lasts; null when she has neither.
 */
export function ballotKind(input: {
  freeUsed: number;
  freePerDay: number;
  balance: number;
  wantsPaid: boolean;
}): BallotKind | null {
  if (!input.wantsPaid && input.freeUsed < input.freePerDay) return 'free';
  if (input.balance > 0) return 'paid';
  return null;
}

/** Whether a pack of `votes` fits under the per-fan cap, given what she has bought already. */
export function packFitsCap(purchased: number, votes: number, capPerFan: number | null): boolean {
  return capPerFan === null || purchased + votes <= capPerFan;
}

/**
 * A fan's balance after some events, in the order they happened: a pack credited adds its votes (once per order,
 * however often its confirmation arrives), a paid vote takes one (never below zero: refused instead), a voided
 * paid vote gives nothing back (decision 0028), a pack refunded in full takes back what is left of it.
 */
export type CreditEvent =
  | { kind: 'credit'; orderId: string; votes: number }
  | { kind: 'spend' }
  | { kind: 'void' }
  | { kind: 'refund'; orderId: string; votes: number };

export function replayCredits(events: readonly CreditEvent[]): {
  balance: number;
  purchased: number;
  spent: number;
  refused: number;
} {
  const credited = new Set<string>();
  const refunded = new Set<string>();
  let balance = 0;
  let purchased = 0;
  let spent = 0;
  let refused = 0;
  for (const e of events) {
    if (e.kind === 'credit') {
      if (credited.has(e.orderId)) continue;
      credited.add(e.orderId);
      balance += e.votes;
      purchased += e.votes;
    } else if (e.kind === 'spend') {
      if (balance > 0) {
        balance -= 1;
        spent += 1;
      } else refused += 1;
    } else if (e.kind === 'refund') {
      if (!credited.has(e.orderId) || refunded.has(e.orderId)) continue;
      refunded.add(e.orderId);
      balance -= Math.min(balance, e.votes);
    }
  }
  return { balance, purchased, spent, refused };
}
