import type { AdminFanVote, CastVoteAnswer, PaidVoting, PublicFanVote } from '@cq/shared';
import type { FakeResponse } from './mock-api';

type SharedFields = 'slug' | 'name' | 'continent' | 'opensAt' | 'closesAt' | 'state' | 'timeZone' | 'freeVotesPerDay';

/**
 * Africa's People's Choice as the public site and the organisers' console both know it: open from 20 November to
 * 20 December 2026 on Lagos time, one free vote a day, its count public, no paid packs.
 */
export const PEOPLES_CHOICE: Pick<PublicFanVote & AdminFanVote, SharedFields | 'leaderboard' | 'paidVoting'> = {
  slug: 'africa-peoples-choice',
  name: 'Africa People’s Choice',
  continent: 'Africa',
  opensAt: '2026-11-20T08:00:00.000Z',
  closesAt: '2026-12-20T20:00:00.000Z',
  state: 'open',
  timeZone: 'Africa/Lagos',
  freeVotesPerDay: 1,
  leaderboard: 'public',
  paidVoting: { enabled: false, currency: 'USD', packs: [], capPerFan: null, capPerDelegate: null },
};

/** Votes sold in packs: 10 for $2, 50 for $8.50, a fan buying at most 500. */
export const PAID_VOTING: PaidVoting = {
  enabled: true,
  currency: 'USD',
  packs: [
    { votes: 10, price: 2 },
    { votes: 50, price: 8.5 },
  ],
  capPerFan: 500,
  capPerDelegate: null,
};

/**
 * Africa's People's Choice, open, with two delegates (Amara Okafor of Nigeria, Lerato Dube of South Africa), one
 * free vote a day, its count public, and no paid packs; a test changes what it is about.
 */
export function sampleFanVote(overrides: Partial<PublicFanVote> = {}): PublicFanVote {
  return {
    ...PEOPLES_CHOICE,
    outcome: 'The delegate with the most votes wins the People’s Choice award.',
    decision: { kind: 'award', title: 'People’s Choice award' },
    delegates: [
      { slug: 'amara-okafor-nigeria', name: 'Amara Okafor', country: 'Nigeria', headshot: null },
      { slug: 'lerato-dube-south-africa', name: 'Lerato Dube', country: 'South Africa', headshot: null },
    ],
    ...overrides,
  };
}

/**
 * The server's answer to a counted vote (201, with its thanks) on the sample vote's day: her free votes for that
 * delegate used up, not a repeat; `data` names the delegate and anything else the test is about.
 */
export function voteCounted(data: { delegate: string } & Partial<CastVoteAnswer>): FakeResponse {
  return {
    status: 201,
    body: {
      success: true,
      message: 'Thank you! Your vote is counted.',
      data: { ballotId: 'b1', votingDay: '2026-11-26', remainingToday: 0, repeated: false, ...data },
    },
  };
}
