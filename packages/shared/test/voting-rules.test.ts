import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  advancedByVote,
  countBallots,
  fanVoteState,
  isSurge,
  rankTally,
  secondsToNextVotingDay,
  votingDay,
  zonedInstant,
  zonedWallTime,
} from '../src/voting';

describe('voting days', () => {
  it('are calendar days in the vote’s time zone', () => {
    const at = new Date('2026-11-26T23:30:00Z');
    expect(votingDay(at, 'UTC')).toBe('2026-11-26');
    expect(votingDay(at, 'Africa/Lagos')).toBe('2026-11-27');
    expect(votingDay(at, 'America/New_York')).toBe('2026-11-26');
    expect(votingDay(at, 'Australia/Sydney')).toBe('2026-11-27');
  });

  it('end at the zone’s midnight, even on the day the clocks change', () => {
    expect(secondsToNextVotingDay(new Date('2026-11-26T22:00:00Z'), 'Africa/Lagos')).toBe(3600);
    expect(secondsToNextVotingDay(new Date('2026-11-26T23:59:30Z'), 'UTC')).toBe(30);
    // 8 March 2026: New York's day has 23 hours; from 00:30 local (05:30 UTC) to the next midnight (04:00 UTC).
    expect(secondsToNextVotingDay(new Date('2026-03-08T05:30:00Z'), 'America/New_York')).toBe(22.5 * 3600);
  });

  it('the wait always lands on the next day, never later', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date('2025-01-01'), max: new Date('2030-01-01'), noInvalidDate: true }),
        fc.constantFrom('UTC', 'Africa/Lagos', 'America/New_York', 'Asia/Kolkata', 'Australia/Sydney', 'Europe/Paris'),
        (at, zone) => {
          const wait = secondsToNextVotingDay(at, zone);
          const day = votingDay(at, zone);
          expect(votingDay(new Date(at.getTime() + wait * 1000), zone)).not.toBe(day);
          expect(votingDay(new Date(at.getTime() + (wait - 1) * 1000), zone)).toBe(day);
        },
      ),
    );
  });
});

describe('a vote’s window', () => {
  it('takes votes from its opening instant up to, not including, its closing one', () => {
    const vote = { opensAt: new Date('2026-12-01T00:00:00Z'), closesAt: new Date('2026-12-08T00:00:00Z') };
    expect(fanVoteState(vote, new Date('2026-11-30T23:59:59Z'))).toBe('scheduled');
    expect(fanVoteState(vote, new Date('2026-12-01T00:00:00Z'))).toBe('open');
    expect(fanVoteState(vote, new Date('2026-12-07T23:59:59Z'))).toBe('open');
    expect(fanVoteState(vote, new Date('2026-12-08T00:00:00Z'))).toBe('closed');
  });
});

const ballots = fc.array(fc.record({ delegate: fc.constantFrom('a', 'b', 'c', 'd'), voided: fc.boolean() }), {
  maxLength: 60,
});

describe('the count', () => {
  it('counts every ballot not voided, once', () => {
    fc.assert(
      fc.property(ballots, (list) => {
        const counts = countBallots(list);
        const total = [...counts.values()].reduce((a, b) => a + b, 0);
        expect(total).toBe(list.filter((b) => !b.voided).length);
        for (const [delegate, n] of counts) {
          expect(n).toBe(list.filter((b) => b.delegate === delegate && !b.voided).length);
        }
      }),
    );
  });

  it('ranks most votes first; equal counts share a rank; a rank is one more than the delegates above', () => {
    fc.assert(
      fc.property(ballots, (list) => {
        const counts = countBallots(list);
        const ranked = rankTally(
          ['a', 'b', 'c', 'd'].map((d) => ({ delegate: d, name: d.toUpperCase(), votes: counts.get(d) ?? 0 })),
        );
        expect(ranked).toHaveLength(4);
        for (const [i, row] of ranked.entries()) {
          expect(row.rank).toBe(ranked.filter((r) => r.votes > row.votes).length + 1);
          if (i > 0) expect(row.votes).toBeLessThanOrEqual(ranked[i - 1]?.votes ?? 0);
        }
      }),
    );
  });

  it('voiding a vote never raises anyone’s count', () => {
    fc.assert(
      fc.property(ballots, fc.nat(), (list, pick) => {
        if (list.length === 0) return;
        const before = countBallots(list);
        const i = pick % list.length;
        const after = countBallots(list.map((b, j) => (j === i ? { ...b, voided: true } : b)));
        for (const d of ['a', 'b', 'c', 'd']) expect(after.get(d) ?? 0).toBeLessThanOrEqual(before.get(d) ?? 0);
      }),
    );
  });

  it('advances the leading places, with anyone tied at the cut, and never someone without a vote', () => {
    const ranked = rankTally([
      { delegate: 'a', name: 'A', votes: 9 },
      { delegate: 'b', name: 'B', votes: 5 },
      { delegate: 'c', name: 'C', votes: 5 },
      { delegate: 'd', name: 'D', votes: 0 },
    ]);
    expect(advancedByVote(ranked, 1).map((r) => r.delegate)).toEqual(['a']);
    expect(advancedByVote(ranked, 2).map((r) => r.delegate)).toEqual(['a', 'b', 'c']);
    expect(advancedByVote(ranked, 4).map((r) => r.delegate)).toEqual(['a', 'b', 'c']);
  });
});

describe('surge alerts', () => {
  const crowd = (recent: number, over: Partial<Parameters<typeof isSurge>[0]> = {}) => ({
    recent,
    accounts: recent,
    addresses: recent,
    crowdedAccounts: 0,
    usualPerWindow: 0,
    othersPerWindow: 0,
    ...over,
  });
  it('flag a pace far above the vote’s own and her usual, not a handful of fans', () => {
    expect(isSurge(crowd(19))).toBe(false);
    expect(isSurge(crowd(20))).toBe(true);
    expect(isSurge(crowd(40, { usualPerWindow: 10 }))).toBe(false);
    expect(isSurge(crowd(50, { usualPerWindow: 10 }))).toBe(true);
    // A new vote: her usual is 0, but the vote's running pace is the baseline.
    expect(isSurge(crowd(120, { othersPerWindow: 60 }))).toBe(false);
    expect(isSurge(crowd(300, { othersPerWindow: 60 }))).toBe(true);
  });
  it('flag many accounts crowded on few addresses, whatever the pace', () => {
    expect(isSurge(crowd(60, { accounts: 30, addresses: 3, crowdedAccounts: 30, othersPerWindow: 100 }))).toBe(true);
    // Mixed into genuine votes: still ten accounts crowded on few addresses.
    expect(isSurge(crowd(90, { accounts: 90, addresses: 84, crowdedAccounts: 10, othersPerWindow: 100 }))).toBe(true);
    expect(isSurge(crowd(60, { accounts: 30, addresses: 12, crowdedAccounts: 9, othersPerWindow: 100 }))).toBe(false);
    // One keen fan using her free votes is not a farm.
    expect(isSurge(crowd(20, { accounts: 1, addresses: 1, othersPerWindow: 20 }))).toBe(false);
  });
  it('never flag a delegate who votes at the vote’s pace from as many addresses as accounts', () => {
    fc.assert(
      fc.property(fc.nat({ max: 5000 }), fc.double({ min: 0, max: 4.99, noNaN: true }), (others, share) => {
        const recent = Math.floor(others * share);
        return !isSurge(crowd(recent, { othersPerWindow: others }));
      }),
    );
  });
});

describe('the pageant’s wall clock', () => {
  it('turns a time typed for the vote’s zone into the instant, and back', () => {
    expect(zonedInstant('2026-12-01T09:00', 'Africa/Lagos').toISOString()).toBe('2026-12-01T08:00:00.000Z');
    expect(zonedInstant('2026-07-01T09:00', 'America/New_York').toISOString()).toBe('2026-07-01T13:00:00.000Z');
    expect(zonedWallTime(new Date('2026-12-01T08:00:00Z'), 'Africa/Lagos')).toBe('2026-12-01T09:00');
    // Skipped by the clocks going forward: as far after the change as typed after 02:00, in every zone.
    expect(zonedInstant('2026-03-08T02:30', 'America/New_York').toISOString()).toBe('2026-03-08T07:30:00.000Z');
    expect(zonedInstant('2026-03-29T02:30', 'Europe/Paris').toISOString()).toBe('2026-03-29T01:30:00.000Z');
    expect(zonedInstant('2026-10-04T02:30', 'Australia/Sydney').toISOString()).toBe('2026-10-03T16:30:00.000Z');
    // Shown twice by the clocks going back: the first time.
    expect(zonedInstant('2026-10-25T02:30', 'Europe/Paris').toISOString()).toBe('2026-10-25T00:30:00.000Z');
    // An empty or partial field is no time (Date.parse alone would read '' as the year 2000).
    expect(() => zonedInstant('', 'Africa/Lagos')).toThrow(RangeError);
    expect(() => zonedInstant('2026-12-01', 'Africa/Lagos')).toThrow(RangeError);
    fc.assert(
      fc.property(
        fc.date({ min: new Date('2025-01-01'), max: new Date('2030-01-01'), noInvalidDate: true }),
        fc.constantFrom('UTC', 'Africa/Lagos', 'Asia/Kolkata', 'Australia/Sydney', 'Europe/Paris'),
        (at, zone) => {
          const minute = new Date(Math.floor(at.getTime() / 60_000) * 60_000);
          const wall = zonedWallTime(minute, zone);
          expect(zonedWallTime(zonedInstant(wall, zone), zone)).toBe(wall);
        },
      ),
    );
  });
});
