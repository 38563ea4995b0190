import { type JudgeRound, knownTranslations, type LockReceipt, receiptShort } from '@cq/shared';
import type * as repo from './repo';

/** How the judging rows read in the API's answers (shapes in packages/shared/src/judging/api.ts). */

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

type ReceiptRow = Awaited<ReturnType<typeof repo.receiptsOf>>[number];
export const presentReceipt = (r: ReceiptRow): LockReceipt => ({
  segmentKey: r.segment,
  sha256: r.sha256,
  short: receiptShort(r.sha256),
  lockedAt: r.lockedAt.toISOString(),
  reopened: r.reopenedAt ? { at: r.reopenedAt.toISOString(), reason: r.reopenReason ?? '' } : null,
});
