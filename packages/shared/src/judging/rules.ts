import { z } from 'zod';

/**
 * A round's scoring rules (docs/product/judging.md). Scores, weights and totals are computed in whole numbers so
 * that every machine, the server and any visitor's browser, reaches the same result to the last digit:
 * - a score is held in thousandths of a point (8.5 → 8500); the scale's step must be a whole number of them;
 * - a weight is held in hundredths of a percent (33.34 % → 3334); the weights of a round total exactly 10,000.
 */

export const SCORE_UNIT = 1000;
export const WEIGHT_UNIT = 100;
export const WEIGHTS_TOTAL = 100 * WEIGHT_UNIT;

/** A number's value in whole units of 1/unit, or null when it has finer digits than that. */
export function toUnits(value: number, unit: number): number | null {
  if (!Number.isFinite(value)) return null;
  const scaled = value * unit;
  const units = Math.round(scaled);
  return Math.abs(scaled - units) < 1e-6 ? units : null;
}

export const SEGMENT_KEY = /^[a-z][a-z0-9-]{0,39}$/;

export const segmentSchema = z.object({
  key: z.string().regex(SEGMENT_KEY, 'Use lower-case letters, digits and hyphens, starting with a letter.'),
  name: z.string().trim().min(1, 'Give the segment a name.').max(60, 'At most 60 characters.'),
  weight: z
    .number()
    .gt(0, 'A weight is more than 0 %.')
    .max(100, 'A weight is at most 100 %.')
    .refine((w) => toUnits(w, WEIGHT_UNIT) !== null, 'Weights have at most two decimals.'),
});
export type Segment = z.infer<typeof segmentSchema>;

export const scaleSchema = z
  .object({
    min: z.number().min(0).max(1000),
    max: z.number().min(0).max(1000),
    step: z.number().positive().max(100),
  })
  .refine((s) => s.max > s.min, { message: 'The highest score is above the lowest.', path: ['max'] })
  .refine((s) => toUnits(s.step, SCORE_UNIT) !== null && toUnits(s.min, SCORE_UNIT) !== null, {
    message: 'The step and the lowest score have at most three decimals.',
    path: ['step'],
  })
  .refine((s) => scaleOffGrid(s.max, s) === false, {
    message: 'The highest score must be reachable from the lowest in whole steps.',
    path: ['max'],
  });
export type Scale = z.infer<typeof scaleSchema>;

export const DEFAULT_SCALE: Scale = { min: 1, max: 10, step: 0.1 };

/** True when the weights total exactly 100 %, counted in hundredths of a percent. */
export function weightsTotalExactly100(segments: readonly { weight: number }[]): boolean {
  let total = 0;
  for (const s of segments) {
    const units = toUnits(s.weight, WEIGHT_UNIT);
    if (units === null) return false;
    total += units;
  }
  return total === WEIGHTS_TOTAL;
}

export const WEIGHTS_MESSAGE = 'The weights of the segments must total exactly 100 %.';

export const roundRulesSchema = z
  .object({
    segments: z.array(segmentSchema).min(1, 'Add at least one segment.').max(12, 'At most 12 segments.'),
    scale: scaleSchema,
    /** Drop each delegate's highest and lowest score per segment (when at least DROP_MIN_SCORES judges scored). */
    dropHighLow: z.boolean(),
    /** How many delegates advance to the next round (the queen alone: 1). */
    advanceCount: z.number().int().min(1).max(200),
    /** A tie on the total is broken by this segment's score, then by the head judge's ranking. */
    tieBreakSegment: z.string().regex(SEGMENT_KEY).nullable(),
  })
  .refine((r) => weightsTotalExactly100(r.segments), { message: WEIGHTS_MESSAGE, path: ['segments'] })
  .refine((r) => new Set(r.segments.map((s) => s.key)).size === r.segments.length, {
    message: 'Each segment needs its own key.',
    path: ['segments'],
  })
  .refine((r) => r.tieBreakSegment === null || r.segments.some((s) => s.key === r.tieBreakSegment), {
    message: 'The tie-break segment must be one of the round’s segments.',
    path: ['tieBreakSegment'],
  });
export type RoundRules = z.infer<typeof roundRulesSchema>;

/** The segments a new round starts with: the pageant's five, weighted as the competition page describes. */
export const DEFAULT_ROUND_RULES: RoundRules = {
  segments: [
    { key: 'interview', name: 'Interview', weight: 30 },
    { key: 'evening-gown', name: 'Evening gown', weight: 20 },
    { key: 'talent', name: 'Talent', weight: 20 },
    { key: 'platform', name: 'Platform', weight: 15 },
    { key: 'on-stage-question', name: 'On-stage question', weight: 15 },
  ],
  scale: DEFAULT_SCALE,
  dropHighLow: false,
  advanceCount: 1,
  tieBreakSegment: 'interview',
};

/** Drops need at least this many scores, so that two or more remain. */
export const DROP_MIN_SCORES = 4;

function scaleOffGrid(value: number, scale: { min: number; step: number }): boolean | null {
  const v = toUnits(value, SCORE_UNIT);
  const min = toUnits(scale.min, SCORE_UNIT);
  const step = toUnits(scale.step, SCORE_UNIT);
  if (v === null || min === null || step === null || step <= 0) return null;
  return (v - min) % step !== 0;
}

/** A score a judge may give: within the scale and on its step (7.3 is on a 0.1 grid; 7.35 is not). */
export function isOnScale(value: number, scale: Scale): boolean {
  if (!Number.isFinite(value) || value < scale.min || value > scale.max) return false;
  return scaleOffGrid(value, scale) === false;
}

/** Decimal places needed to show a score of this scale. */
export function scaleDecimals(scale: Pick<Scale, 'step'>): number {
  const units = toUnits(scale.step, SCORE_UNIT) ?? 1;
  return units % 1000 === 0 ? 0 : units % 100 === 0 ? 1 : units % 10 === 0 ? 2 : 3;
}

/** "Enter a score from 1.0 to 10.0 in steps of 0.1." */
export function scaleMessage(scale: Scale): string {
  const d = scaleDecimals(scale);
  return `Enter a score from ${scale.min.toFixed(d)} to ${scale.max.toFixed(d)} in steps of ${scale.step}.`;
}
