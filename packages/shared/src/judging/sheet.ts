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
export const SCORE_SHEET_FORMAT = 'continental-queens/score-sheet/2';
/** Sheets published before receipts, excusals and histories were kept: verified the same way. */
export const SCORE_SHEET_FORMAT_V1 = 'continental-queens/score-sheet/1';
export const LOCKED_SEGMENT_FORMAT = 'continental-queens/locked-segment/1';
/** How many characters of a receipt's hash a judge is shown first. */
export const RECEIPT_SHORT_LENGTH = 10;

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

const sheetLockSchema = z.object({
  judge: z.number().int(),
  segment: z.string(),
  sha256: hex64,
  lockedAt: z.string(),
  reopened: z.object({ at: z.string(), reason: z.string() }).nullable(),
});
const sheetHistorySchema = z.object({
  judge: z.number().int(),
  delegate: z.string(),
  segment: z.string(),
  value: z.number(),
  /** When it was entered, on the server's clock. */
  at: z.string(),
  /** The phone it came from (the id it gives itself), when it said. */
  device: z.string().nullable(),
  outcome: z.enum(['applied', 'superseded']),
});

export const scoreSheetSchema = z.object({
  format: z.enum([SCORE_SHEET_FORMAT, SCORE_SHEET_FORMAT_V1]),
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
  /** Each judge's receipts: the hash of each segment she submitted; a reopened one with the reason. */
  locks: z.array(sheetLockSchema).optional(),
  /** Judges excused from the segments they had not submitted, with the chief auditor's reason. */
  excusals: z
    .array(z.object({ judge: z.number().int(), segments: z.array(z.string()), reason: z.string() }))
    .optional(),
  /** Every entry each judge's phones sent, applied or superseded. */
  history: z.array(sheetHistorySchema).optional(),
  /** The head of the judging audit chain when the sheet was published. */
  auditHead: z.object({ sequence: z.number().int(), hash: hex64.nullable() }).optional(),
});
export type ScoreSheet = z.infer<typeof scoreSheetSchema>;
export type SheetLock = z.infer<typeof sheetLockSchema>;

export type ScoreSheetInput = Omit<ScoreSheet, 'format' | 'ranking'>;

/**
 * A judge's submitted segment as frozen at the moment she submits it: her scores there (by delegate), the
 * delegates she declared a conflict with, and when. Its canonical JSON is hashed; the hash is her receipt.
 */
export function lockedSegmentText(input: {
  round: string;
  judge: number;
  segment: string;
  scores: readonly { delegate: string; value: number }[];
  conflicts: readonly string[];
  lockedAt: string;
}): string {
  return canonicalJson({
    format: LOCKED_SEGMENT_FORMAT,
    round: input.round,
    judge: input.judge,
    segment: input.segment,
    scores: [...input.scores].map((s) => ({ delegate: s.delegate, value: s.value })).sort(byKey((s) => s.delegate)),
    conflicts: [...input.conflicts].sort(),
    lockedAt: input.lockedAt,
  });
}

export const receiptShort = (sha256: string) => sha256.slice(0, RECEIPT_SHORT_LENGTH);

/** The locked document of one of a sheet's receipts, rebuilt from the scores the sheet counts. */
export function lockedSegmentOfSheet(sheet: ScoreSheet, lock: SheetLock): string {
  return lockedSegmentText({
    round: sheet.round.slug,
    judge: lock.judge,
    segment: lock.segment,
    scores: sheet.scores.filter((s) => s.judge === lock.judge && s.segment === lock.segment),
    conflicts: sheet.conflicts.filter((c) => c.judge === lock.judge).map((c) => c.delegate),
    lockedAt: lock.lockedAt,
  });
}

export interface ReceiptCheck {
  /** What the check found, for a page to word in its language. */
  kind: 'invalid' | 'ambiguous' | 'not-found' | 'reopened' | 'counted' | 'changed';
  /** The receipt names one of the sheet's locks. */
  found: boolean;
  lock: SheetLock | null;
  /** It is the judge's last submission of the segment (not reopened since). */
  current: boolean;
  /** The scores the sheet counts for her in that segment hash to the receipt. */
  counted: boolean;
  message: string;
}

/**
 * Checks a judge's receipt against a published sheet: the full hash, or its first characters (at least eight).
 * A current receipt holds when the scores the sheet counts for her in that segment, frozen as at her submission,
 * hash to it; a reopened one is listed with the reason and superseded by her next receipt.
 */
export async function checkReceipt(sheet: ScoreSheet, receipt: string): Promise<ReceiptCheck> {
  const given = receipt.trim().toLowerCase();
  const none = { found: false, lock: null, current: false, counted: false };
  if (!/^[0-9a-f]{8,64}$/.test(given))
    return {
      ...none,
      kind: 'invalid',
      message: 'A receipt is the hash shown on submitting: at least its first 8 characters.',
    };
  const matches = (sheet.locks ?? []).filter((l) => l.sha256.startsWith(given));
  const lock = matches[0];
  if (!lock || matches.length > 1)
    return lock
      ? { ...none, kind: 'ambiguous', message: 'Give more characters of the receipt.' }
      : { ...none, kind: 'not-found', message: 'No receipt of this sheet begins so.' };
  if (lock.reopened) {
    return {
      kind: 'reopened',
      found: true,
      lock,
      current: false,
      counted: false,
      message: `Judge ${lock.judge} submitted ${lock.segment} with this receipt; it was reopened: ${lock.reopened.reason}.`,
    };
  }
  const counted = (await sha256Hex(lockedSegmentOfSheet(sheet, lock))) === lock.sha256;
  return {
    kind: counted ? 'counted' : 'changed',
    found: true,
    lock,
    current: true,
    counted,
    message: counted
      ? `Judge ${lock.judge}'s scores in ${lock.segment} are counted exactly as she submitted them.`
      : `Judge ${lock.judge}'s scores in ${lock.segment} in this sheet are not the ones she submitted.`,
  };
}

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
    locks: [...(input.locks ?? [])].sort(byKey((l) => `${pad(l.judge)}\u0000${l.segment}\u0000${l.lockedAt}`)),
    excusals: [...(input.excusals ?? [])].sort((a, b) => a.judge - b.judge),
    history: [...(input.history ?? [])].sort(
      byKey((h) => `${h.delegate}\u0000${h.segment}\u0000${pad(h.judge)}\u0000${h.at}`),
    ),
    auditHead: input.auditHead,
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
  /** Each judge's current receipt hashes the scores the sheet counts for her (true when it lists none). */
  locksMatch: boolean;
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
  // A text that is not a score sheet at all: nothing further can be checked.
  const unreadable = (): SheetVerification => ({
    ok: false,
    wellFormed: false,
    hashMatches,
    chainMatches: false,
    rankingMatches: false,
    locksMatch: false,
    hash,
    sheet: null,
    recomputed: null,
    differences,
  });
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    differences.push('The sheet is not valid JSON.');
    return unreadable();
  }
  const result = scoreSheetSchema.safeParse(parsed);
  if (!result.success) {
    differences.push(`The sheet is not a score sheet: ${result.error.issues[0]?.message ?? 'unknown field'}.`);
    return unreadable();
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
  // Each judge's last receipt per segment must hash the scores the sheet counts for her there.
  let locksMatch = true;
  for (const lock of sheet.locks ?? []) {
    if (lock.reopened) continue;
    if ((await sha256Hex(lockedSegmentOfSheet(sheet, lock))) !== lock.sha256) {
      locksMatch = false;
      differences.push(`Judge ${lock.judge}'s scores in ${lock.segment} are not the ones she submitted.`);
    }
  }
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
    ok: wellFormed && hashMatches && chainMatches && rankingMatches && locksMatch,
    wellFormed,
    hashMatches,
    chainMatches,
    rankingMatches,
    locksMatch,
    hash,
    sheet,
    recomputed,
    differences,
  };
}
