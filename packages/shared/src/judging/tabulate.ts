import { DROP_MIN_SCORES, type RoundRules, SCORE_UNIT, toUnits, WEIGHT_UNIT } from './rules';

/**
 * The tabulation of a round (docs/product/judging.md#tabulation), in whole numbers throughout so that it does not
 * depend on the order of its input nor on the machine that runs it:
 *
 * 1. A delegate's score in a segment is the mean of the scores of the judges who scored her there. Conflicted
 *    judges never score her, so her mean is over the others; a missing score is not a zero.
 * 2. With drops on and at least DROP_MIN_SCORES scores, her single highest and single lowest score are left out
 *    first.
 * 3. The mean is kept in millionths of a point, rounded half up.
 * 4. Her total is the sum of each segment's mean times its weight; a segment nobody scored counts 0 and marks
 *    her `incomplete`.
 * 5. Higher totals rank first. Equal totals are broken by the tie-break segment's mean, then by the head judge's
 *    ranking; what is still equal shares the rank (1, 2, 2, 4), and the order among them is by delegate id.
 * 6. The first `advanceCount` advance; a shared rank across that line is flagged, never silently decided: all who
 *    share it are marked tied and none of them advances until the tie is settled.
 */

export interface TabulationInput {
  rules: RoundRules;
  delegates: readonly string[];
  judges: readonly number[];
  scores: readonly { judge: number; delegate: string; segment: string; value: number }[];
  conflicts: readonly { judge: number; delegate: string }[];
  /** Delegate ids, best first, as the head judge ranked them; used only to break ties. */
  headJudgeRanking?: readonly string[] | null;
}

export interface SegmentResult {
  /** Mean in points, to six decimals; null when no judge scored her in this segment. */
  mean: number | null;
  /** How many scores the mean is over. */
  counted: number;
  /** The judges whose score was dropped (highest, then lowest). */
  dropped: number[];
}

export type TieBreak = 'segment' | 'head-judge' | 'shared';

export interface TabulationRow {
  delegate: string;
  segments: Record<string, SegmentResult>;
  /** Weighted total in points, to ten decimals (exact: computed in whole units). */
  total: number;
  rank: number;
  /** Her total equals another delegate's. */
  tied: boolean;
  /** How her tie was settled: by the tie-break segment, the head judge, or not (a shared rank). */
  tieBrokenBy: TieBreak | null;
  incomplete: boolean;
  advances: boolean;
}

export interface Tabulation {
  rows: TabulationRow[];
  /** The delegates who advance, in rank order. */
  advancing: string[];
  /** A shared rank straddles the advancement line: staff must decide. */
  cutTie: boolean;
}

const MICRO = 1_000_000;
/** Score units (thousandths) to millionths. */
const TO_MICRO = MICRO / SCORE_UNIT;

/** round(a / b), half up, for non-negative whole numbers. */
function divRound(a: number, b: number): number {
  return Math.floor((2 * a + b) / (2 * b));
}

const byString = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

export function tabulate(input: TabulationInput): Tabulation {
  const { rules } = input;
  const delegates = [...new Set(input.delegates)].sort(byString);
  const judges = new Set(input.judges);
  const conflicted = new Set(input.conflicts.map((c) => `${c.judge}\u0000${c.delegate}`));
  const segmentKeys = rules.segments.map((s) => s.key);

  // One score per judge, delegate and segment; scores outside the round are not counted.
  const cells = new Map<string, { judge: number; units: number }[]>();
  const seen = new Set<string>();
  for (const s of input.scores) {
    if (!judges.has(s.judge) || conflicted.has(`${s.judge}\u0000${s.delegate}`)) continue;
    const id = `${s.judge}\u0000${s.delegate}\u0000${s.segment}`;
    if (seen.has(id)) throw new Error(`Two scores from judge ${s.judge} for one delegate and segment.`);
    seen.add(id);
    const units = toUnits(s.value, SCORE_UNIT);
    if (units === null) throw new Error(`A score with more than three decimals: ${s.value}.`);
    const key = `${s.delegate}\u0000${s.segment}`;
    const list = cells.get(key) ?? [];
    list.push({ judge: s.judge, units });
    cells.set(key, list);
  }

  const weights = new Map(rules.segments.map((s) => [s.key, toUnits(s.weight, WEIGHT_UNIT) ?? 0]));
  const tieSegment = rules.tieBreakSegment;
  const headPlace = new Map((input.headJudgeRanking ?? []).map((d, i) => [d, i]));

  interface Work {
    row: TabulationRow;
    totalUnits: number;
    tieMicro: number;
  }
  const work: Work[] = delegates.map((delegate) => {
    const segments: Record<string, SegmentResult> = {};
    let totalUnits = 0;
    let incomplete = false;
    let tieMicro = -1;
    for (const key of segmentKeys) {
      // Sorted by score, then judge: which judge's score is dropped never depends on input order.
      const list = [...(cells.get(`${delegate}\u0000${key}`) ?? [])].sort(
        (a, b) => a.units - b.units || a.judge - b.judge,
      );
      let kept = list;
      const dropped: number[] = [];
      if (rules.dropHighLow && list.length >= DROP_MIN_SCORES) {
        kept = list.slice(1, -1);
        dropped.push((list.at(-1) as { judge: number }).judge, (list[0] as { judge: number }).judge);
      }
      if (kept.length === 0) {
        segments[key] = { mean: null, counted: 0, dropped };
        incomplete = true;
        continue;
      }
      const sum = kept.reduce((acc, s) => acc + s.units, 0);
      const micro = divRound(sum * TO_MICRO, kept.length);
      segments[key] = { mean: micro / MICRO, counted: kept.length, dropped };
      totalUnits += micro * (weights.get(key) ?? 0);
      if (key === tieSegment) tieMicro = micro;
    }
    return {
      row: {
        delegate,
        segments,
        // micro × weight units (hundredths of a percent): 1 point = 10^6 × 10^4.
        total: totalUnits / (MICRO * 100 * WEIGHT_UNIT),
        rank: 0,
        tied: false,
        tieBrokenBy: null,
        incomplete,
        advances: false,
      },
      totalUnits,
      tieMicro,
    };
  });

  // Delegates the head judge did not rank come after those she did.
  const headOf = (d: string) => headPlace.get(d) ?? Number.MAX_SAFE_INTEGER;
  /** Negative when a ranks above b by the tie-breaks alone (0: still equal). */
  const tieOrder = (a: Work, b: Work): { order: number; by: TieBreak } => {
    if (tieSegment !== null && a.tieMicro !== b.tieMicro) {
      return { order: a.tieMicro > b.tieMicro ? -1 : 1, by: 'segment' };
    }
    const ha = headOf(a.row.delegate);
    const hb = headOf(b.row.delegate);
    if (ha !== hb) return { order: ha < hb ? -1 : 1, by: 'head-judge' };
    return { order: 0, by: 'shared' };
  };

  work.sort(
    (a, b) =>
      Math.sign(b.totalUnits - a.totalUnits) || tieOrder(a, b).order || byString(a.row.delegate, b.row.delegate),
  );

  // Ranks: equal totals are tied; within them, the tie-breaks order them, and what they cannot order shares a rank.
  for (let i = 0; i < work.length; ) {
    let j = i;
    while (j + 1 < work.length && (work[j + 1] as Work).totalUnits === (work[i] as Work).totalUnits) j += 1;
    const group = work.slice(i, j + 1);
    for (let k = 0; k < group.length; k += 1) {
      const w = group[k] as Work;
      if (group.length === 1) {
        w.row.rank = i + 1;
        continue;
      }
      w.row.tied = true;
      const prev = group[k - 1];
      const shared = prev !== undefined && tieOrder(prev, w).order === 0;
      w.row.rank = shared ? prev.row.rank : i + k + 1;
      // How she was separated from her neighbours in the group (or that she was not).
      const next = group[k + 1];
      const ways = [prev && tieOrder(prev, w), next && tieOrder(w, next)].filter(Boolean) as {
        order: number;
        by: TieBreak;
      }[];
      w.row.tieBrokenBy = ways.some((t) => t.by === 'shared')
        ? 'shared'
        : ways.some((t) => t.by === 'head-judge')
          ? 'head-judge'
          : 'segment';
    }
    i = j + 1;
  }

  const rows = work.map((w) => w.row);
  const cut = Math.min(rules.advanceCount, rows.length);
  const lastIn = rows[cut - 1];
  const firstOut = rows[cut];
  const cutTie = lastIn !== undefined && firstOut !== undefined && lastIn.rank === firstOut.rank;
  // While a shared rank straddles the line, none of those sharing it advances: the tie is for staff to settle.
  const advancing = rows.slice(0, cut).filter((r) => !(cutTie && r.rank === lastIn?.rank));
  for (const row of advancing) row.advances = true;
  return { rows, advancing: advancing.map((r) => r.delegate), cutTie };
}
