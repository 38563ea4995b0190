import type { CastVoteAnswer, PublicFanVote } from '@cq/shared';
import type { FakeResponse } from './mock-api';

/**
 * Africa's People's Choice, open, with two delegates (Amara Okafor of Nigeria, Lerato Dube of South Africa), one
 * free vote a day, its count public, and no paid packs; a test changes what it is about.
 */
export function sampleFanVote(overrides: Partial<PublicFanVote> = {}): PublicFanVote {
  return {
    slug: 'africa-peoples-choice',
    name: 'Africa People’s Choice',
    continent: 'Africa',
    opensAt: '2026-11-20T08:00:00.000Z',
    closesAt: '2026-12-20T20:00:00.000Z',
    state: 'open',
    timeZone: 'Africa/Lagos',
    freeVotesPerDay: 1,
    leaderboard: 'public',
    outcome: 'The delegate with the most votes wins the People’s Choice award.',
    decision: { kind: 'award', title: 'People’s Choice award' },
    delegates: [
      { slug: 'amara-okafor-nigeria', name: 'Amara Okafor', country: 'Nigeria', headshot: null },
      { slug: 'lerato-dube-south-africa', name: 'Lerato Dube', country: 'South Africa', headshot: null },
    ],
    paidVoting: { enabled: false, currency: 'USD', packs: [], capPerFan: null, capPerDelegate: null },
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
