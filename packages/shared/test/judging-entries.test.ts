import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  type ArrivingEntry,
  clockSkewMs,
  clockSkewShown,
  decideEntries,
  entryTooOld,
  entryWaitMs,
  MAX_ENTRY_WAIT_MS,
  type StoredEntry,
  serverEntryTime,
} from '../src';

const TEN_YEARS = 10 * 365 * 24 * 3600 * 1000;
const NOW = 1_800_000_000_000;

/**
 * A judge's entries for a few cells, from a few phones whose clocks are off by any constant (up to ten years
 * either way). Each entry is made at a real moment and waits on its phone for a while; the server receives them
 * in batches, in the order they were due. Real moments are distinct, so "the last one" is defined.
 */
const scenarioArb: fc.Arbitrary<Entry[]> = fc
  .record({
    offsets: fc.array(fc.integer({ min: -TEN_YEARS, max: TEN_YEARS }), { minLength: 1, maxLength: 3 }),
    entries: fc.uniqueArray(
      fc.record({
        madeAt: fc.integer({ min: 0, max: 3_600_000 }),
        wait: fc.integer({ min: 0, max: 600_000 }),
        phone: fc.nat(),
        cell: fc.constantFrom('a:interview', 'a:gown', 'b:interview'),
        value: fc.integer({ min: 10, max: 100 }),
      }),
      { minLength: 1, maxLength: 25, selector: (e) => e.madeAt },
    ),
    batchSize: fc.integer({ min: 1, max: 5 }),
  })
  .map(({ offsets, entries, batchSize }) =>
    entries.map((e, i) => {
      const offset = offsets[e.phone % offsets.length] as number;
      const sentAt = NOW + e.madeAt + e.wait;
      return {
        clientId: `e${i}`,
        cell: e.cell,
        value: e.value,
        realMadeAt: NOW + e.madeAt,
        realSentAt: sentAt,
        offset,
        device: { enteredAt: NOW + e.madeAt + offset },
        batchSize,
      };
    }),
  );

type Entry = {
  clientId: string;
  cell: string;
  value: number;
  realMadeAt: number;
  realSentAt: number;
  /** How far this entry's phone clock is off. */
  offset: number;
  device: { enteredAt: number };
  batchSize: number;
};

/** Runs a scenario through the server's rule: arrival order, batches of a few, outcomes kept per client id. */
function run(entries: Entry[]) {
  const arrivals = [...entries].sort((a, b) => a.realSentAt - b.realSentAt);
  const stored = new Map<string, StoredEntry & { value: number }>();
  const seen = new Map<string, 'applied' | 'superseded'>();
  const answers: { clientId: string; outcome: 'applied' | 'superseded'; before: number | undefined }[] = [];
  const size = entries[0]?.batchSize ?? 1;
  for (let i = 0; i < arrivals.length; i += size) {
    const batch = arrivals.slice(i, i + size);
    const receivedAt = Math.max(...batch.map((e) => e.realSentAt));
    const arriving: (ArrivingEntry & { value: number })[] = batch.map((e) => ({
      clientId: e.clientId,
      cell: e.cell,
      value: e.value,
      // The batch goes when its last entry is due; each phone stamps the send with its own clock.
      at: serverEntryTime(receivedAt, { enteredAt: e.device.enteredAt, sentAt: receivedAt + e.offset }),
    }));
    const before = new Map(stored);
    const decision = decideEntries(stored, seen, arriving);
    for (const a of decision.applied) {
      const value = arriving.find((x) => x.clientId === a.clientId)?.value as number;
      stored.set(a.cell, { clientId: a.clientId, at: a.at, value });
      seen.set(a.clientId, 'applied');
      answers.push({ clientId: a.clientId, outcome: 'applied', before: before.get(a.cell)?.value });
    }
    for (const id of decision.superseded) {
      seen.set(id, 'superseded');
      answers.push({ clientId: id, outcome: 'superseded', before: undefined });
    }
  }
  return { stored, seen, answers };
}
describe('a judge’s entries are ordered by the server’s clock', () => {
  it('keeps, per cell, the entry made last in real time, whatever each phone’s clock says', () => {
    fc.assert(
      fc.property(scenarioArb, (entries) => {
        const { stored } = run(entries);
        const last = new Map<string, (typeof entries)[number]>();
        for (const e of entries) {
          const held = last.get(e.cell);
          if (!held || held.realMadeAt < e.realMadeAt) last.set(e.cell, e);
        }
        for (const [cell, e] of last) expect(stored.get(cell)?.clientId).toBe(e.clientId);
      }),
      { numRuns: 500 },
    );
  });

  it('takes an entry without a send time as made when it arrived, however far its own time is off', () => {
    fc.assert(
      fc.property(fc.integer({ min: -TEN_YEARS, max: TEN_YEARS }), (enteredOffset) => {
        expect(serverEntryTime(NOW, { enteredAt: NOW + enteredOffset })).toBe(NOW);
        expect(serverEntryTime(NOW, { enteredAt: NOW + enteredOffset, sentAt: null })).toBe(NOW);
      }),
    );
  });

  it('never places an entry after its arrival, and shows a phone clock more than a few seconds off', () => {
    fc.assert(
      fc.property(fc.integer(), fc.integer(), (enteredAt, sentAt) => {
        expect(serverEntryTime(NOW, { enteredAt, sentAt })).toBeLessThanOrEqual(NOW);
      }),
    );
    expect(clockSkewMs(NOW, NOW + 3_600_000)).toBe(3_600_000);
    expect(clockSkewShown(clockSkewMs(NOW, NOW + 3_600_000))).toBe(true);
    expect(clockSkewShown(clockSkewMs(NOW, NOW - 2_000))).toBe(false);
    expect(clockSkewShown(null)).toBe(false);
  });
});

describe('"saved" means applied', () => {
  it('answers every entry once, applied or superseded; an applied one is then the stored score, a superseded one never was', () => {
    fc.assert(
      fc.property(scenarioArb, (entries) => {
        const { stored, answers } = run(entries);
        expect(answers.map((a) => a.clientId).sort()).toEqual(entries.map((e) => e.clientId).sort());
        const applied = new Set(answers.filter((a) => a.outcome === 'applied').map((a) => a.clientId));
        // What is stored in the end was answered applied; nothing answered superseded is stored.
        for (const held of stored.values()) expect(applied.has(held.clientId)).toBe(true);
        for (const a of answers.filter((x) => x.outcome === 'superseded'))
          expect([...stored.values()].some((s) => s.clientId === a.clientId)).toBe(false);
      }),
      { numRuns: 500 },
    );
  });

  it('answers a batch sent again as the first time, and changes nothing', () => {
    fc.assert(
      fc.property(scenarioArb, (entries) => {
        const { stored, seen } = run(entries);
        const again = entries.map((e) => ({ clientId: e.clientId, cell: e.cell, at: Number.MAX_SAFE_INTEGER }));
        const decision = decideEntries(stored, seen, again);
        expect(decision.applied).toEqual([]);
        expect(decision.superseded).toEqual([]);
        expect(decision.known).toEqual(entries.map((e) => ({ clientId: e.clientId, outcome: seen.get(e.clientId) })));
      }),
      { numRuns: 200 },
    );
  });
});

describe('how long an entry may wait on the phone', () => {
  const offset = fc.integer({ min: -TEN_YEARS, max: TEN_YEARS });
  const wait = fc.integer({ min: 0, max: 3 * MAX_ENTRY_WAIT_MS });
  const received = fc.integer({ min: NOW - TEN_YEARS, max: NOW + TEN_YEARS });

  it('refuses exactly the entries that waited longer than the bound, whatever constant error the phone clock has', () => {
    fc.assert(
      fc.property(offset, fc.integer({ min: 0, max: NOW }), wait, (skew, madeAt, waited) => {
        const device = { enteredAt: madeAt + skew, sentAt: madeAt + waited + skew };
        expect(entryWaitMs(device)).toBe(waited);
        expect(entryTooOld(device)).toBe(waited > MAX_ENTRY_WAIT_MS);
      }),
    );
  });

  it('never refuses an entry sent without a send time, or whose send time is before its entry time', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: NOW }), wait, (enteredAt, earlier) => {
        expect(entryTooOld({ enteredAt })).toBe(false);
        expect(entryTooOld({ enteredAt, sentAt: null })).toBe(false);
        expect(entryTooOld({ enteredAt, sentAt: enteredAt - earlier })).toBe(false);
      }),
    );
  });

  it('places every entry on the server clock between the bound before its arrival and its arrival; within the bound, exactly its wait before', () => {
    fc.assert(
      fc.property(received, fc.integer({ min: 0, max: NOW }), wait, offset, (receivedAt, madeAt, waited, skew) => {
        const device = { enteredAt: madeAt + skew, sentAt: madeAt + waited + skew };
        const at = serverEntryTime(receivedAt, device);
        expect(at).toBeLessThanOrEqual(receivedAt);
        expect(at).toBeGreaterThanOrEqual(receivedAt - MAX_ENTRY_WAIT_MS);
        if (!entryTooOld(device)) expect(at).toBe(receivedAt - waited);
      }),
    );
  });

  it('lets a whole evening offline through: twelve hours is within the bound, a moment more is not', () => {
    expect(entryTooOld({ enteredAt: NOW - MAX_ENTRY_WAIT_MS, sentAt: NOW })).toBe(false);
    expect(entryTooOld({ enteredAt: NOW - MAX_ENTRY_WAIT_MS - 1, sentAt: NOW })).toBe(true);
    expect(MAX_ENTRY_WAIT_MS).toBeGreaterThanOrEqual(8 * 3600_000);
  });
});
