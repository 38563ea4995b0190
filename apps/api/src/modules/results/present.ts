import { knownTranslations, type PublishedRound, placementTitle, RESULT_PLACEMENTS, type ScoreSheet } from '@cq/shared';
import type { RoundRow } from '../judging/repo';
import type * as repo from './repo';

/** How published results read for everyone (shapes in packages/shared/src/judging/api.ts). */

/** The placements a published round names: the queen and four runners-up. */
export const PLACEMENTS = RESULT_PLACEMENTS;

/** The placements of a published sheet, best first, with their titles. */
export function placementsOf(round: RoundRow, sheetText: string) {
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
  round: RoundRow,
  result: NonNullable<Awaited<ReturnType<typeof repo.findResult>>>,
): boolean {
  return result.revealed >= placementsOf(round, result.sheet).length;
}

/**
 * A published round as the public sees it: only the placements revealed so far. The sheet's hash (and the audit
 * chain's head published with it) follow once every placement is revealed: the sheet names them all.
 */
export function publicRound(
  round: RoundRow,
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
