import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  ballotKind,
  type CreditEvent,
  countBallots,
  fanVoteInputSchema,
  fromStoredPacks,
  orderItem,
  PAID_VOTING_OFF,
  packFitsCap,
  paidVotingSchema,
  replayCredits,
  toStoredPacks,
  VOTE_PACK_MESSAGES,
} from '../src';

describe('which vote a request casts', () => {
  it('free first while she has free votes for the delegate today, then paid while her balance lasts', () => {
    expect(ballotKind({ freeUsed: 0, freePerDay: 1, balance: 5, wantsPaid: false })).toBe('free');
    expect(ballotKind({ freeUsed: 1, freePerDay: 1, balance: 5, wantsPaid: false })).toBe('paid');
    expect(ballotKind({ freeUsed: 1, freePerDay: 1, balance: 0, wantsPaid: false })).toBeNull();
    expect(ballotKind({ freeUsed: 0, freePerDay: 1, balance: 2, wantsPaid: true })).toBe('paid');
    expect(ballotKind({ freeUsed: 0, freePerDay: 1, balance: 0, wantsPaid: true })).toBeNull();
  });

  it('never spends a paid vote she did not ask for while a free one is left, and never one she does not have', () => {
    fc.assert(
      fc.property(
        fc.nat(25),
        fc.integer({ min: 1, max: 20 }),
        fc.nat(1000),
        fc.boolean(),
        (freeUsed, freePerDay, balance, wantsPaid) => {
          const kind = ballotKind({ freeUsed, freePerDay, balance, wantsPaid });
          if (kind === 'paid') expect(balance).toBeGreaterThan(0);
          if (!wantsPaid && freeUsed < freePerDay) expect(kind).toBe('free');
          if (wantsPaid) expect(kind).not.toBe('free');
          if (kind === null) expect(balance).toBe(0);
        },
      ),
    );
  });
});

describe('a fan’s balance', () => {
  const event = fc.oneof(
    fc.record({
      kind: fc.constant('credit' as const),
      orderId: fc.constantFrom('a', 'b', 'c'),
      votes: fc.constantFrom(10, 50),
    }),
    fc.record({ kind: fc.constant('spend' as const) }),
    fc.record({ kind: fc.constant('void' as const) }),
    fc.record({
      kind: fc.constant('refund' as const),
      orderId: fc.constantFrom('a', 'b', 'c'),
      votes: fc.constantFrom(10, 50),
    }),
  );

  it('credits each pack once however often its confirmation arrives, and never goes below zero', () => {
    fc.assert(
      fc.property(fc.array(event, { maxLength: 80 }), (events: CreditEvent[]) => {
        const r = replayCredits(events);
        expect(r.balance).toBeGreaterThanOrEqual(0);
        expect(r.balance).toBeLessThanOrEqual(r.purchased - r.spent);
        const credited = new Map<string, number>();
        for (const e of events) if (e.kind === 'credit' && !credited.has(e.orderId)) credited.set(e.orderId, e.votes);
        expect(r.purchased).toBe([...credited.values()].reduce((a, b) => a + b, 0));
        // Every spend either took one vote or was refused.
        expect(r.spent + r.refused).toBe(events.filter((e) => e.kind === 'spend').length);
      }),
    );
  });

  it('gives nothing back for a voided paid vote, and a refunded pack takes back at most what is left', () => {
    const events: CreditEvent[] = [
      { kind: 'credit', orderId: 'a', votes: 10 },
      { kind: 'credit', orderId: 'a', votes: 10 },
      ...Array.from({ length: 4 }, () => ({ kind: 'spend' as const })),
      { kind: 'void' },
    ];
    expect(replayCredits(events)).toEqual({ balance: 6, purchased: 10, spent: 4, refused: 0 });
    expect(replayCredits([...events, { kind: 'refund', orderId: 'a', votes: 10 }, { kind: 'spend' }])).toEqual({
      balance: 0,
      purchased: 10,
      spent: 4,
      refused: 1,
    });
  });

  it('a paid vote counts in the tally like any other', () => {
    fc.assert(
      fc.property(
        fc.array(fc.record({ delegate: fc.constantFrom('a', 'b'), voided: fc.boolean(), paid: fc.boolean() })),
        (ballots) => {
          const all = countBallots(ballots);
          const free = countBallots(ballots.filter((b) => !b.paid));
          const paid = countBallots(ballots.filter((b) => b.paid));
          for (const d of ['a', 'b']) expect(all.get(d) ?? 0).toBe((free.get(d) ?? 0) + (paid.get(d) ?? 0));
        },
      ),
    );
  });
});

describe('packs and caps', () => {
  it('a pack fits under the fan’s cap, counted with what she bought already', () => {
    expect(packFitsCap(0, 50, null)).toBe(true);
    expect(packFitsCap(50, 50, 100)).toBe(true);
    expect(packFitsCap(60, 50, 100)).toBe(false);
  });

  it('staff’s settings: packs needed when on, sizes distinct, prices kept to the cent', () => {
    expect(paidVotingSchema.safeParse(PAID_VOTING_OFF).success).toBe(true);
    const none = paidVotingSchema.safeParse({ ...PAID_VOTING_OFF, enabled: true });
    expect(none.success).toBe(false);
    expect(none.error?.issues[0]?.message).toBe(VOTE_PACK_MESSAGES.packsNeeded);
    const twice = paidVotingSchema.safeParse({
      ...PAID_VOTING_OFF,
      enabled: true,
      packs: [
        { votes: 10, price: 1 },
        { votes: 10, price: 2 },
      ],
    });
    expect(twice.error?.issues[0]?.message).toBe(VOTE_PACK_MESSAGES.sameSize);
    expect(paidVotingSchema.safeParse({ ...PAID_VOTING_OFF, currency: 'usd' }).success).toBe(false);
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 10_000 }), fc.integer({ min: 50, max: 10_000_000 }), (votes, cents) => {
        const packs = [{ votes, price: cents / 100 }];
        expect(fromStoredPacks(toStoredPacks(packs))).toEqual(packs);
        expect(toStoredPacks(packs)[0]?.priceMinor).toBe(cents);
      }),
    );
  });

  it('a vote set up without paid voting has it off', () => {
    const parsed = fanVoteInputSchema.parse({
      name: 'People’s Choice',
      continent: null,
      opensAt: '2026-12-01T08:00:00Z',
      closesAt: '2026-12-08T20:00:00Z',
      timeZone: 'Africa/Lagos',
      leaderboard: 'public',
      outcome: { kind: 'award', title: 'People’s Choice award' },
      contestantIds: [],
    });
    expect(parsed.paidVoting).toEqual(PAID_VOTING_OFF);
  });

  it('an order names what it bought', () => {
    expect(orderItem({ product: 'vote_pack', packVotes: 50, voteName: 'Africa People’s Choice' }, 'CQ')).toBe(
      'Vote pack: 50 votes in Africa People’s Choice',
    );
    expect(orderItem({ product: 'registration_fee', packVotes: null, voteName: null }, 'CQ')).toBe(
      'CQ registration fee',
    );
  });
});
