import { z } from 'zod';
import { canonicalJson, sha256Hex } from './canonical';
import { roundRulesSchema } from './rules';
import { type Tabulation, tabulate } from './tabulate';

/**
 * The score sheet frozen when a round's results are published (docs/product/judging.md#verifiable-results):
 * everything needed to recompute the ranking, and the ranking the server computed. Judges appear as numbers only;
 * delegates by their public name and country. Its canonical JSON is what is hashed and published; each sheet
 * names the hash of the sheet published before it, so the results of a season form one chain.
 */
export const SCORE_SHEET_FORMAT = 'continental-queens/score-sheet/1';

const hex64 = z.string().regex(/^[0-9a-f]{64}$/);

const segmentResultSchema = z.object({
  mean: z.number().nullable(),
  counted: z.number().int(),
  dropped: z.array(z.number().int()),
});

export const tabulationSchema = z.object({
  rows: z.array(
    z.object({
      delegate: z.string(),
      segments: z.record(z.string(), segmentResultSchema),
      total: z.number(),
      rank: z.number().int(),
      tied: z.boolean(),
      tieBrokenBy: z.enum(['segment', 'head-judge', 'shared']).nullable(),
      incomplete: z.boolean(),
      advances: z.boolean(),
    }),
  ),
  advancing: z.array(z.string()),
  cutTie: z.boolean(),
});

export const scoreSheetSchema = z.object({
  format: z.literal(SCORE_SHEET_FORMAT),
  round: z.object({ slug: z.string(), name: z.string(), continent: z.string().nullable() }),
  rules: roundRulesSchema,
  delegates: z.array(z.object({ id: z.string(), name: z.string(), country: z.string() })),
  judges: z.array(z.object({ number: z.number().int().positive(), head: z.boolean() })),
  scores: z.array(z.object({ judge: z.number().int(), delegate: z.string(), segment: z.string(), value: z.number() })),
  conflicts: z.array(z.object({ judge: z.number().int(), delegate: z.string() })),
  headJudgeRanking: z.array(z.string()).nullable(),
  ranking: tabulationSchema,
  previousHash: hex64.nullable(),
  publishedAt: z.string(),
});
export type ScoreSheet = z.infer<typeof scoreSheetSchema>;

export type ScoreSheetInput = Omit<ScoreSheet, 'format' | 'ranking'>;

const byKey =
  <T>(key: (t: T) => string) =>
  (a: T, b: T) => {
    const ka = key(a);
    const kb = key(b);
    return ka < kb ? -1 : ka > kb ? 1 : 0;
  };

function tabulationOf(sheet: Omit<ScoreSheet, 'format' | 'ranking'>): Tabulation {
  return tabulate({
    rules: sheet.rules,
    delegates: sheet.delegates.map((d) => d.id),
    judges: sheet.judges.map((j) => j.number),
    scores: sheet.scores,
    conflicts: sheet.conflicts,
    headJudgeRanking: sheet.headJudgeRanking,
  });
}

/** The sheet with its lists in one order and the ranking computed: the same inputs always give the same sheet. */
export function buildScoreSheet(input: ScoreSheetInput): ScoreSheet {
  const pad = (n: number) => String(n).padStart(6, '0');
  const base = {
    round: input.round,
    rules: input.rules,
    delegates: [...input.delegates].sort(byKey((d) => d.id)),
    judges: [...input.judges].sort((a, b) => a.number - b.number),
    scores: [...input.scores].sort(byKey((s) => `${s.delegate}\u0000${s.segment}\u0000${pad(s.judge)}`)),
    conflicts: [...input.conflicts].sort(byKey((c) => `${c.delegate}\u0000${pad(c.judge)}`)),
    headJudgeRanking: input.headJudgeRanking,
    previousHash: input.previousHash,
    publishedAt: input.publishedAt,
  };
  return { format: SCORE_SHEET_FORMAT, ...base, ranking: tabulationOf(base) };
}

/** The published text of a sheet: its canonical JSON. */
export function scoreSheetText(sheet: ScoreSheet): string {
  return canonicalJson(sheet);
}

export function hashScoreSheet(sheet: ScoreSheet): Promise<string> {
  return sha256Hex(scoreSheetText(sheet));
}

export interface SheetVerification {
  ok: boolean;
  /** The text is a well-formed score sheet in canonical form. */
  wellFormed: boolean;
  /** Its SHA-256 is the published one (true when none was given to compare with). */
  hashMatches: boolean;
  /** It names the expected previous sheet (true when none was given). */
  chainMatches: boolean;
  /** The ranking recomputed from its scores and rules is the ranking it holds. */
  rankingMatches: boolean;
  hash: string;
  sheet: ScoreSheet | null;
  recomputed: Tabulation | null;
  differences: string[];
}

/**
 * Checks a downloaded sheet as anyone can: its hash against the published one, its link to the previous sheet,
 * and its ranking against a ranking recomputed here from its scores and rules.
 */
export async function verifyScoreSheet(
  text: string,
  expected: { hash?: string; previousHash?: string | null } = {},
): Promise<SheetVerification> {
  const hash = await sha256Hex(text);
  const differences: string[] = [];
  const hashMatches = expected.hash === undefined || expected.hash === hash;
  if (!hashMatches) differences.push(`The sheet's SHA-256 is ${hash}, not the published ${expected.hash}.`);
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    differences.push('The sheet is not valid JSON.');
    return {
      ok: false,
      wellFormed: false,
      hashMatches,
      chainMatches: false,
      rankingMatches: false,
      hash,
      sheet: null,
      recomputed: null,
      differences,
    };
  }
  const result = scoreSheetSchema.safeParse(parsed);
  if (!result.success) {
    differences.push(`The sheet is not a score sheet: ${result.error.issues[0]?.message ?? 'unknown field'}.`);
    return {
      ok: false,
      wellFormed: false,
      hashMatches,
      chainMatches: false,
      rankingMatches: false,
      hash,
      sheet: null,
      recomputed: null,
      differences,
    };
  }
  const sheet = result.data;
  const wellFormed = canonicalJson(parsed) === text;
  if (!wellFormed) differences.push('The sheet is not in canonical form.');
  const chainMatches = expected.previousHash === undefined || expected.previousHash === sheet.previousHash;
  if (!chainMatches) differences.push('The sheet does not name the previous published sheet.');
  let recomputed: Tabulation | null = null;
  try {
    recomputed = tabulationOf(sheet);
  } catch (err) {
    differences.push(`The ranking cannot be recomputed: ${(err as Error).message}`);
  }
  const rankingMatches = recomputed !== null && canonicalJson(recomputed) === canonicalJson(sheet.ranking);
  if (recomputed && !rankingMatches) {
    const published = new Map(sheet.ranking.rows.map((r) => [r.delegate, r]));
    for (const row of recomputed.rows) {
      const held = published.get(row.delegate);
      if (!held) differences.push(`${row.delegate} is missing from the published ranking.`);
      else if (held.rank !== row.rank || held.total !== row.total) {
        differences.push(
          `${row.delegate}: published rank ${held.rank} (${held.total}), recomputed rank ${row.rank} (${row.total}).`,
        );
      }
    }
    if (differences.length === 0) differences.push('The published ranking differs from the recomputed one.');
  }
  return {
    ok: wellFormed && hashMatches && chainMatches && rankingMatches,
    wellFormed,
    hashMatches,
    chainMatches,
    rankingMatches,
    hash,
    sheet,
    recomputed,
    differences,
  };
}
