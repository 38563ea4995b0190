import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  buildScoreSheet,
  canonicalJson,
  DEFAULT_SCALE,
  isOnScale,
  type RoundRules,
  roundRulesSchema,
  type ScoreSheetInput,
  scoreSheetText,
  sha256Hex,
  type TabulationInput,
  tabulate,
  verifyScoreSheet,
  weightsTotalExactly100,
} from '../src';

/** Weights in whole percent that total 100, one per segment. */
const weightsArb = (n: number) =>
  fc.array(fc.integer({ min: 1, max: 40 }), { minLength: n, maxLength: n }).map((raw) => {
    const sum = raw.reduce((a, b) => a + b, 0);
    const weights = raw.map((r) => Math.max(1, Math.floor((r / sum) * 100)));
    const rest = 100 - weights.reduce((a, b) => a + b, 0);
    weights[0] = (weights[0] ?? 0) + rest;
    return weights;
  });

const inputArb: fc.Arbitrary<TabulationInput> = fc
  .record({
    segmentCount: fc.integer({ min: 1, max: 4 }),
    judgeCount: fc.integer({ min: 1, max: 7 }),
    delegateCount: fc.integer({ min: 1, max: 8 }),
    dropHighLow: fc.boolean(),
    advanceCount: fc.integer({ min: 1, max: 4 }),
    tieBreak: fc.boolean(),
    head: fc.boolean(),
  })
  .chain((shape) =>
    fc
      .record({
        weights: weightsArb(shape.segmentCount),
        // Small value range so that ties happen often.
        cells: fc.array(fc.option(fc.integer({ min: 70, max: 74 }), { freq: 5 }), {
          minLength: shape.segmentCount * shape.judgeCount * shape.delegateCount,
          maxLength: shape.segmentCount * shape.judgeCount * shape.delegateCount,
        }),
        conflicts: fc.array(fc.boolean(), {
          minLength: shape.judgeCount * shape.delegateCount,
          maxLength: shape.judgeCount * shape.delegateCount,
        }),
        headOrder: fc.shuffledSubarray(
          Array.from({ length: shape.delegateCount }, (_, i) => `d${i}`),
          { minLength: 0 },
        ),
      })
      .map(({ weights, cells, conflicts, headOrder }) => {
        const segments = weights.map((weight, i) => ({ key: `s${i}`, name: `Segment ${i}`, weight }));
        const rules: RoundRules = {
          segments,
          scale: DEFAULT_SCALE,
          dropHighLow: shape.dropHighLow,
          advanceCount: shape.advanceCount,
          tieBreakSegment: shape.tieBreak ? 's0' : null,
        };
        const delegates = Array.from({ length: shape.delegateCount }, (_, i) => `d${i}`);
        const judges = Array.from({ length: shape.judgeCount }, (_, i) => i + 1);
        const conflictList = judges.flatMap((judge, j) =>
          delegates.filter((_, d) => conflicts[j * shape.delegateCount + d]).map((delegate) => ({ judge, delegate })),
        );
        const scores: TabulationInput['scores'][number][] = [];
        let i = 0;
        for (const delegate of delegates)
          for (const s of segments)
            for (const judge of judges) {
              const v = cells[i++];
              const isConflicted = conflictList.some((c) => c.judge === judge && c.delegate === delegate);
              if (v !== null && v !== undefined && !isConflicted)
                scores.push({ judge, delegate, segment: s.key, value: v / 10 });
            }
        return {
          rules,
          delegates,
          judges,
          scores,
          conflicts: conflictList,
          headJudgeRanking: shape.head ? headOrder : null,
        };
      }),
  );

function shuffle<T>(list: readonly T[], seed: number): T[] {
  const out = [...list];
  let s = seed;
  for (let i = out.length - 1; i > 0; i -= 1) {
    s = (s * 1103515245 + 12345) % 2147483648;
    const j = s % (i + 1);
    [out[i], out[j]] = [out[j] as T, out[i] as T];
  }
  return out;
}

/** A reference written the obvious way, in floating point: the means must agree to a millionth. */
function referenceMeans(input: TabulationInput) {
  const out = new Map<string, number | null>();
  for (const d of input.delegates)
    for (const s of input.rules.segments) {
      const values = input.scores.filter((x) => x.delegate === d && x.segment === s.key).map((x) => x.value);
      values.sort((a, b) => a - b);
      const kept = input.rules.dropHighLow && values.length >= 4 ? values.slice(1, -1) : values;
      out.set(`${d}/${s.key}`, kept.length ? kept.reduce((a, b) => a + b, 0) / kept.length : null);
    }
  return out;
}

describe('tabulate (properties)', () => {
  it('gives the same result whatever the order of its input', () => {
    fc.assert(
      fc.property(inputArb, fc.integer({ min: 1, max: 1_000_000 }), (input, seed) => {
        const shuffled = {
          ...input,
          delegates: shuffle(input.delegates, seed),
          judges: shuffle(input.judges, seed + 1),
          scores: shuffle(input.scores, seed + 2),
          conflicts: shuffle(input.conflicts, seed + 3),
        };
        expect(canonicalJson(tabulate(shuffled))).toBe(canonicalJson(tabulate(input)));
      }),
      { numRuns: 300 },
    );
  });

  it('applies the drops and the means as the plain reference does', () => {
    fc.assert(
      fc.property(inputArb, (input) => {
        const ref = referenceMeans(input);
        for (const row of tabulate(input).rows)
          for (const [key, seg] of Object.entries(row.segments)) {
            const expected = ref.get(`${row.delegate}/${key}`);
            if (expected === null || expected === undefined) expect(seg.mean).toBeNull();
            else expect(Math.abs((seg.mean ?? Number.NaN) - expected)).toBeLessThan(1e-6);
            const scored = input.scores.filter((s) => s.delegate === row.delegate && s.segment === key).length;
            expect(seg.dropped).toHaveLength(input.rules.dropHighLow && scored >= 4 ? 2 : 0);
          }
      }),
      { numRuns: 300 },
    );
  });

  it('orders by total, gives equal totals equal or tie-broken ranks, and advances the first ones', () => {
    fc.assert(
      fc.property(inputArb, (input) => {
        const { rows, advancing } = tabulate(input);
        for (let i = 1; i < rows.length; i += 1) {
          const a = rows[i - 1];
          const b = rows[i];
          if (!a || !b) continue;
          expect(a.total).toBeGreaterThanOrEqual(b.total);
          expect(b.rank).toBeGreaterThanOrEqual(a.rank);
          if (a.total !== b.total) expect(b.rank).toBe(i + 1);
          if (b.rank === a.rank) expect(a.tieBrokenBy === 'shared' && b.tieBrokenBy === 'shared').toBe(true);
        }
        // The first ones advance, except those sharing a rank across the line: tied, and none of them advances.
        const cut = rows.slice(0, input.rules.advanceCount);
        const lineRank = rows[input.rules.advanceCount]?.rank;
        const expected = cut.filter((r) => r.rank !== lineRank);
        expect(advancing).toEqual(expected.map((r) => r.delegate));
        for (const row of rows) expect(row.advances).toBe(advancing.includes(row.delegate));
        if (lineRank !== undefined && cut.some((r) => r.rank === lineRank)) {
          for (const row of rows.filter((r) => r.rank === lineRank))
            expect(row).toMatchObject({ tied: true, advances: false });
        }
      }),
      { numRuns: 300 },
    );
  });

  it('never lets a conflicted judge count for that delegate', () => {
    fc.assert(
      fc.property(inputArb, (input) => {
        fc.pre(input.conflicts.length > 0);
        const extra = input.conflicts.flatMap((c) =>
          input.rules.segments.map((s) => ({ judge: c.judge, delegate: c.delegate, segment: s.key, value: 10 })),
        );
        expect(canonicalJson(tabulate({ ...input, scores: [...input.scores, ...extra] }))).toBe(
          canonicalJson(tabulate(input)),
        );
      }),
      { numRuns: 200 },
    );
  });
});

describe('tabulate (worked examples)', () => {
  const rules: RoundRules = {
    segments: [
      { key: 'interview', name: 'Interview', weight: 40 },
      { key: 'gown', name: 'Evening gown', weight: 60 },
    ],
    scale: DEFAULT_SCALE,
    dropHighLow: true,
    advanceCount: 1,
    tieBreakSegment: 'interview',
  };

  it('drops the highest and lowest of four scores and weighs the segments', () => {
    const { rows } = tabulate({
      rules,
      delegates: ['amara'],
      judges: [1, 2, 3, 4],
      conflicts: [],
      scores: [
        { judge: 1, delegate: 'amara', segment: 'interview', value: 9 },
        { judge: 2, delegate: 'amara', segment: 'interview', value: 8 },
        { judge: 3, delegate: 'amara', segment: 'interview', value: 7 },
        { judge: 4, delegate: 'amara', segment: 'interview', value: 2 },
        { judge: 1, delegate: 'amara', segment: 'gown', value: 8.5 },
        { judge: 2, delegate: 'amara', segment: 'gown', value: 9 },
      ],
    });
    // Interview: 9 and 2 dropped, mean of 8 and 7 = 7.5. Gown: two scores, no drop, mean 8.75.
    expect(rows[0]?.segments.interview).toEqual({ mean: 7.5, counted: 2, dropped: [1, 4] });
    expect(rows[0]?.segments.gown).toEqual({ mean: 8.75, counted: 2, dropped: [] });
    expect(rows[0]?.total).toBe(0.4 * 7.5 + 0.6 * 8.75); // 8.25
  });

  it('averages over the judges who scored her when one judge is conflicted', () => {
    const { rows } = tabulate({
      rules: { ...rules, dropHighLow: false },
      delegates: ['b'],
      judges: [1, 2, 3],
      conflicts: [{ judge: 3, delegate: 'b' }],
      scores: [
        { judge: 1, delegate: 'b', segment: 'interview', value: 6 },
        { judge: 2, delegate: 'b', segment: 'interview', value: 7 },
        { judge: 1, delegate: 'b', segment: 'gown', value: 8 },
        { judge: 2, delegate: 'b', segment: 'gown', value: 8 },
      ],
    });
    expect(rows[0]?.segments.interview?.mean).toBe(6.5);
    expect(rows[0]?.total).toBe(7.4);
  });

  it('breaks a tie on the total by the tie-break segment, then by the head judge, else shares the rank', () => {
    const score = (delegate: string, interview: number, gown: number) => [
      { judge: 1, delegate, segment: 'interview', value: interview },
      { judge: 1, delegate, segment: 'gown', value: gown },
    ];
    const base = { rules: { ...rules, advanceCount: 2, dropHighLow: false }, judges: [1], conflicts: [] };
    // a and b both total 8.0 (0.4×8.6+0.6×7.6 = 8.0; 0.4×7.1+0.6×8.6 = 8.0): a wins the interview.
    const bySegment = tabulate({
      ...base,
      delegates: ['a', 'b'],
      scores: [...score('a', 8.6, 7.6), ...score('b', 7.1, 8.6)],
    });
    expect(bySegment.rows.map((r) => [r.delegate, r.rank, r.tieBrokenBy])).toEqual([
      ['a', 1, 'segment'],
      ['b', 2, 'segment'],
    ]);
    const sameScores = [...score('a', 8, 8), ...score('b', 8, 8), ...score('c', 8, 8)];
    const byHead = tabulate({ ...base, delegates: ['a', 'b', 'c'], scores: sameScores, headJudgeRanking: ['c', 'a'] });
    expect(byHead.rows.map((r) => [r.delegate, r.rank])).toEqual([
      ['c', 1],
      ['a', 2],
      ['b', 3],
    ]);
    const shared = tabulate({ ...base, delegates: ['a', 'b', 'c'], scores: sameScores });
    expect(shared.rows.map((r) => r.rank)).toEqual([1, 1, 1]);
    expect(shared.cutTie).toBe(true);
    expect(shared.advancing).toEqual([]);
    expect(shared.rows.map((r) => [r.tied, r.advances])).toEqual([
      [true, false],
      [true, false],
      [true, false],
    ]);
  });

  it('marks a pair tied on the advancement line as tied and neither as advancing, and the one above as advancing', () => {
    const score = (delegate: string, v: number) => [
      { judge: 1, delegate, segment: 'interview', value: v },
      { judge: 1, delegate, segment: 'gown', value: v },
    ];
    const live = tabulate({
      rules: { ...rules, advanceCount: 2, dropHighLow: false },
      judges: [1],
      conflicts: [],
      delegates: ['a', 'b', 'c'],
      scores: [...score('a', 9), ...score('b', 8), ...score('c', 8)],
    });
    expect(live.cutTie).toBe(true);
    expect(live.rows.map((r) => [r.delegate, r.rank, r.tied, r.advances])).toEqual([
      ['a', 1, false, true],
      ['b', 2, true, false],
      ['c', 2, true, false],
    ]);
    expect(live.advancing).toEqual(['a']);
  });
});

describe('scale and weights', () => {
  it('accepts every value on the grid and refuses any between two steps or outside', () => {
    fc.assert(
      fc.property(fc.integer({ min: 10, max: 100 }), fc.integer({ min: 1, max: 9 }), (tenths, off) => {
        expect(isOnScale(tenths / 10, DEFAULT_SCALE)).toBe(true);
        if (tenths < 100) expect(isOnScale(tenths / 10 + off / 100, DEFAULT_SCALE)).toBe(false);
      }),
    );
    expect(isOnScale(7.3, DEFAULT_SCALE)).toBe(true);
    expect(isOnScale(0.9, DEFAULT_SCALE)).toBe(false);
    expect(isOnScale(10.1, DEFAULT_SCALE)).toBe(false);
    expect(isOnScale(Number.NaN, DEFAULT_SCALE)).toBe(false);
    expect(isOnScale(7.25, { min: 1, max: 10, step: 0.25 })).toBe(true);
    expect(isOnScale(7.3, { min: 1, max: 10, step: 0.25 })).toBe(false);
  });

  it('requires the weights to total exactly 100 %', () => {
    expect(weightsTotalExactly100([{ weight: 33.33 }, { weight: 33.33 }, { weight: 33.34 }])).toBe(true);
    expect(weightsTotalExactly100([{ weight: 33.33 }, { weight: 33.33 }, { weight: 33.33 }])).toBe(false);
    expect(weightsTotalExactly100([{ weight: 0.1 }, { weight: 0.2 }, { weight: 99.7 }])).toBe(true);
    const result = roundRulesSchema.safeParse({
      segments: [
        { key: 'a', name: 'A', weight: 50 },
        { key: 'b', name: 'B', weight: 40 },
      ],
      scale: DEFAULT_SCALE,
      dropHighLow: false,
      advanceCount: 1,
      tieBreakSegment: null,
    });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe('The weights of the segments must total exactly 100 %.');
  });
});

describe('score sheet', () => {
  const sheetInput = (input: TabulationInput): ScoreSheetInput => ({
    round: { slug: 'africa-final', name: 'Africa — Final', continent: 'Africa' },
    rules: input.rules,
    delegates: input.delegates.map((id) => ({ id, name: `Delegate ${id}`, country: 'Ghana' })),
    judges: input.judges.map((number) => ({ number, head: number === 1 })),
    scores: [...input.scores],
    conflicts: [...input.conflicts],
    headJudgeRanking: input.headJudgeRanking ? [...input.headJudgeRanking] : null,
    previousHash: null,
    publishedAt: '2026-11-23T20:00:00.000Z',
  });

  it('is verified by a recomputation from its own scores, and its hash is that of its text', async () => {
    await fc.assert(
      fc.asyncProperty(inputArb, async (input) => {
        const sheet = buildScoreSheet(sheetInput(input));
        const text = scoreSheetText(sheet);
        const hash = await sha256Hex(text);
        const result = await verifyScoreSheet(text, { hash, previousHash: null });
        expect(result.differences).toEqual([]);
        expect(result.ok).toBe(true);
      }),
      { numRuns: 60 },
    );
  });

  it('is refused when one score, one weight or one ranking entry is changed', async () => {
    await fc.assert(
      fc.asyncProperty(inputArb, fc.nat(), async (input, pick) => {
        fc.pre(input.scores.length > 0);
        const sheet = buildScoreSheet(sheetInput(input));
        const hash = await sha256Hex(scoreSheetText(sheet));
        const i = pick % sheet.scores.length;
        const scores = sheet.scores.map((s, k) => (k === i ? { ...s, value: s.value === 7 ? 7.1 : 7 } : s));
        const altered = { ...sheet, scores };
        const byHash = await verifyScoreSheet(scoreSheetText(altered), { hash });
        expect(byHash.ok).toBe(false);
        expect(byHash.hashMatches).toBe(false);
        const rows = sheet.ranking.rows.map((r, k) => (k === 0 ? { ...r, total: r.total + 0.5 } : r));
        const forged = await verifyScoreSheet(scoreSheetText({ ...sheet, ranking: { ...sheet.ranking, rows } }));
        expect(forged.rankingMatches).toBe(false);
      }),
      { numRuns: 60 },
    );
    const input = {
      rules: {
        segments: [
          { key: 'a', name: 'A', weight: 50 },
          { key: 'b', name: 'B', weight: 50 },
        ],
        scale: DEFAULT_SCALE,
        dropHighLow: false,
        advanceCount: 1,
        tieBreakSegment: null,
      },
      delegates: ['x', 'y'],
      judges: [1],
      conflicts: [],
      scores: [
        { judge: 1, delegate: 'x', segment: 'a', value: 9 },
        { judge: 1, delegate: 'x', segment: 'b', value: 5 },
        { judge: 1, delegate: 'y', segment: 'a', value: 5 },
        { judge: 1, delegate: 'y', segment: 'b', value: 8 },
      ],
    };
    const sheet = buildScoreSheet(sheetInput(input));
    // A changed weight changes the winner: the recomputation no longer matches the ranking it holds.
    const reweighted = {
      ...sheet,
      rules: {
        ...sheet.rules,
        segments: [
          { key: 'a', name: 'A', weight: 20 },
          { key: 'b', name: 'B', weight: 80 },
        ],
      },
    };
    const result = await verifyScoreSheet(scoreSheetText(reweighted));
    expect(result.rankingMatches).toBe(false);
    expect(result.differences.join(' ')).toMatch(/published rank 1/);
  });

  it('refuses a text that is not the canonical form of its content, or not a sheet', async () => {
    const sheet = buildScoreSheet(
      sheetInput({
        rules: {
          segments: [{ key: 'a', name: 'A', weight: 100 }],
          scale: DEFAULT_SCALE,
          dropHighLow: false,
          advanceCount: 1,
          tieBreakSegment: null,
        },
        delegates: ['x'],
        judges: [1],
        conflicts: [],
        scores: [{ judge: 1, delegate: 'x', segment: 'a', value: 9 }],
      }),
    );
    expect((await verifyScoreSheet(JSON.stringify(sheet, null, 2))).wellFormed).toBe(false);
    expect((await verifyScoreSheet('{"hello":1}')).ok).toBe(false);
    expect((await verifyScoreSheet('not json')).differences).toEqual(['The sheet is not valid JSON.']);
  });

  it('hashes with SHA-256', async () => {
    expect(await sha256Hex('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
  });
});
