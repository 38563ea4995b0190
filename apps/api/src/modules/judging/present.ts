import {
  type JudgeRound,
  knownTranslations,
  type PublishedRound,
  placementTitle,
  RESULT_PLACEMENTS,
  type ScoreSheet,
} from '@cq/shared';
import type * as repo from './repo';

/** How the judging rows read in the API's answers (shapes in packages/shared/src/judging/api.ts). */

/** The placements a published round names: the queen and four runners-up. */
export const PLACEMENTS = RESULT_PLACEMENTS;

export const nameOf = (d: { firstName: string; lastName: string }) => `${d.firstName} ${d.lastName}`.trim();

/** A round as one judge sees it: her number and which segments she submitted. */
export function judgeRound(
  round: repo.RoundRow,
  seat: { number: number; head: boolean },
  locked: Set<string>,
): JudgeRound {
  return {
    id: round.id,
    slug: round.slug,
    name: round.name,
    translations: knownTranslations(round.translations),
    continent: round.continent,
    status: round.status,
    judgeNumber: seat.number,
    head: seat.head,
    startsAt: round.startsAt?.toISOString() ?? null,
    timeZone: round.timeZone,
    scale: round.rules.scale,
    segments: round.rules.segments.map((s) => ({ ...s, locked: locked.has(s.key) })),
  };
}

export function presentRoundSummary(r: repo.RoundRow) {
  return {
    id: r.id,
    season: r.season,
    slug: r.slug,
    name: r.name,
    translations: knownTranslations(r.translations),
    continent: r.continent,
    kind: r.kind,
    status: r.status,
    rules: r.rules,
    startsAt: r.startsAt?.toISOString() ?? null,
    timeZone: r.timeZone,
  };
}

/** The placements of a published sheet, best first, with their titles. */
export function placementsOf(round: repo.RoundRow, sheetText: string) {
  const sheet = JSON.parse(sheetText) as ScoreSheet;
  const names = new Map(sheet.delegates.map((d) => [d.id, d]));
  return sheet.ranking.rows.slice(0, Math.min(PLACEMENTS, sheet.ranking.rows.length)).map((row) => {
    const d = names.get(row.delegate);
    return {
      place: row.rank,
      title: placementTitle(row.rank, round.continent),
      delegate: { id: row.delegate, name: d?.name ?? '', country: d?.country ?? '' },
    };
  });
}

/** Every placement is revealed: the sheet and its hash may then be public. */
export function fullyRevealed(
  round: repo.RoundRow,
  result: NonNullable<Awaited<ReturnType<typeof repo.findResult>>>,
): boolean {
  return result.revealed >= placementsOf(round, result.sheet).length;
}

/**
 * A published round as the public sees it: only the placements revealed so far. The sheet's hash (and the audit
 * chain's head published with it) follow once every placement is revealed: the sheet names them all.
 */
export function publicRound(
  round: repo.RoundRow,
  result: NonNullable<Awaited<ReturnType<typeof repo.findResult>>>,
): PublishedRound {
  const placements = placementsOf(round, result.sheet);
  // Revealed from the last placement up to the queen: the public sees the lowest `revealed` of them.
  const shown = placements.slice(Math.max(0, placements.length - result.revealed));
  const complete = result.revealed >= placements.length;
  const sheet = complete ? (JSON.parse(result.sheet) as ScoreSheet) : null;
  return {
    slug: round.slug,
    name: round.name,
    translations: knownTranslations(round.translations),
    continent: round.continent,
    publishedAt: result.publishedAt.toISOString(),
    sheetHash: complete ? result.sha256 : null,
    previousHash: complete ? result.previousHash : null,
    auditHead: sheet?.auditHead ?? null,
    placements: shown,
    placementCount: placements.length,
  };
}
