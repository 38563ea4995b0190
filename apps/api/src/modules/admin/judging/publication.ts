import { buildScoreSheet, ERROR_CODES, SCORE_UNIT, type ScoreSheet, scoreSheetText, sha256Hex } from '@cq/shared';
import type { Database, DbOrTx } from '../../../db/client';
import { notFound } from '../../../lib/errors';
import { auditHead } from '../../audit/export';
import { type AuditActor, recordAudit } from '../../audit/record';
import { nameOf } from '../../judging/present';
import { published, ROUND_NOT_FOUND, refuse } from '../../judging/refusals';
import * as judgingRepo from '../../judging/repo';
import { placementsOf } from '../../results/present';
import * as results from '../../results/repo';
import * as repo from './repo';
import { roundDetail } from './rounds';
import { sheetInputs } from './tabulation';

/** A round opens and closes for scoring, then its results are published (hashed, chained) and revealed. */

export async function setStatus(db: Database, actor: AuditActor, roundId: string, status: 'open' | 'closed') {
  await db.transaction(async (tx) => {
    const round = await judgingRepo.lockRound(tx, roundId);
    if (!round) throw notFound(ROUND_NOT_FOUND);
    const allowed = status === 'open' ? round.status === 'draft' || round.status === 'closed' : round.status === 'open';
    if (!allowed)
      throw refuse(
        409,
        `A ${round.status} round cannot be ${status === 'open' ? 'opened' : 'closed'}.`,
        ERROR_CODES.roundStatus,
      );
    if (status === 'open') {
      const delegates = await judgingRepo.delegateIdsOfRound(tx, roundId);
      const judges = await judgingRepo.judgesOfRound(tx, roundId);
      if (delegates.length === 0 || judges.length === 0)
        throw refuse(409, 'A round opens with its delegates and judges set.', ERROR_CODES.roundIncomplete);
    } else {
      await assertEveryJudgeSubmitted(tx, round, 'close');
    }
    await judgingRepo.updateRound(tx, roundId, { status });
    await recordAudit(tx, actor, {
      resource: 'judging',
      action: status === 'open' ? 'judging.open' : 'judging.close',
      recordId: roundId,
      summary: `${status === 'open' ? 'Opened' : 'Closed'} ${round.name}`,
    });
  });
  return roundDetail(db, roundId);
}

/**
 * A round closes and publishes only when every judge has submitted every segment, or the chief auditor excused
 * her from those she has not; otherwise the refusal names each judge and her open segments.
 */
export async function assertEveryJudgeSubmitted(tx: DbOrTx, round: judgingRepo.RoundRow, doing: 'close' | 'publish') {
  const [judges, locks, excusals] = [
    await judgingRepo.judgesOfRound(tx, round.id),
    await judgingRepo.locksOf(tx, round.id),
    await judgingRepo.excusalsOf(tx, round.id),
  ];
  const open: Record<string, string> = {};
  const lines: string[] = [];
  for (const j of judges) {
    const done = new Set(locks.filter((l) => l.userId === j.userId).map((l) => l.segment));
    const excused = new Set(excusals.find((e) => e.userId === j.userId)?.segments ?? []);
    const left = round.rules.segments.filter((s) => !done.has(s.key) && !excused.has(s.key));
    if (left.length === 0) continue;
    const line = `Judge ${j.number} (${nameOf(j)}): ${left.map((s) => s.name).join(', ')}`;
    open[j.userId] = line;
    lines.push(line);
  }
  if (lines.length > 0) {
    throw refuse(
      409,
      `Not every judge has submitted; the chief auditor may excuse one, with a reason, before you ${doing}. Still open: ${lines.join('; ')}.`,
      ERROR_CODES.judgesNotSubmitted,
      open,
    );
  }
}

/**
 * Publishes a closed round: freezes its score sheet (judges by number only), hashes it, chains it to the last
 * published sheet. The placements are then revealed one by one, from the last up to the queen.
 */
export async function publishRound(db: Database, actor: AuditActor, roundId: string, now = new Date()) {
  return db.transaction(async (tx) => {
    const round = await judgingRepo.lockRound(tx, roundId);
    if (!round) throw notFound(ROUND_NOT_FOUND);
    if (round.status === 'published') throw published();
    if (round.status !== 'closed')
      throw refuse(409, 'Close the round before publishing its results.', ERROR_CODES.roundNotClosed);
    await assertEveryJudgeSubmitted(tx, round, 'publish');
    const inputs = await sheetInputs(tx, round);
    await repo.lockResultsChain(tx);
    const previousHash = await repo.latestResultHash(tx);
    const head = inputs.judges.find((j) => j.head);
    const numberOf = new Map(inputs.judges.map((j) => [j.userId, j.number]));
    const [receipts, excusals, entries] = [
      await judgingRepo.receiptsOf(tx, roundId),
      await judgingRepo.excusalsOf(tx, roundId),
      await repo.entriesOfRound(tx, roundId),
    ];
    const witness = await auditHead(tx);
    const sheet: ScoreSheet = buildScoreSheet({
      round: { slug: round.slug, name: round.name, continent: round.continent },
      rules: round.rules,
      delegates: inputs.delegates.map((d) => ({ id: d.id, name: nameOf(d), country: d.country ?? '' })),
      judges: inputs.judges.map((j) => ({ number: j.number, head: j.userId === head?.userId })),
      scores: inputs.scores,
      conflicts: inputs.conflicts,
      headJudgeRanking: round.headJudgeRanking,
      previousHash,
      publishedAt: now.toISOString(),
      locks: receipts
        .filter((r) => numberOf.has(r.userId))
        .map((r) => ({
          judge: numberOf.get(r.userId) as number,
          segment: r.segment,
          sha256: r.sha256,
          lockedAt: r.lockedAt.toISOString(),
          reopened: r.reopenedAt ? { at: r.reopenedAt.toISOString(), reason: r.reopenReason ?? '' } : null,
        })),
      excusals: excusals
        .filter((e) => numberOf.has(e.userId))
        .map((e) => ({ judge: numberOf.get(e.userId) as number, segments: e.segments, reason: e.reason })),
      history: entries
        .filter((e) => numberOf.has(e.userId))
        .map((e) => ({
          judge: numberOf.get(e.userId) as number,
          delegate: e.contestantId,
          segment: e.segment,
          value: e.valueUnits / SCORE_UNIT,
          at: new Date(e.serverAt).toISOString(),
          device: e.deviceId,
          outcome: e.outcome,
        })),
      auditHead: witness,
    });
    if (sheet.ranking.cutTie) {
      throw refuse(
        409,
        round.headJudgeRanking
          ? 'A tie straddles the advancement line that neither the tie-break segment nor the head judge’s ranking breaks.'
          : 'A tie straddles the advancement line: the head judge must record her ranking before publishing.',
        ERROR_CODES.advancementTie,
      );
    }
    const text = scoreSheetText(sheet);
    const sha256 = await sha256Hex(text);
    await repo.insertResult(tx, { roundId, sheet: text, sha256, previousHash, publishedAt: now });
    await judgingRepo.updateRound(tx, roundId, { status: 'published' });
    await recordAudit(tx, actor, {
      resource: 'judging',
      action: 'judging.publish',
      recordId: roundId,
      summary: `Published the results of ${round.name}`,
      details: { sha256, previousHash, auditHead: witness },
    });
    return { sha256, previousHash, auditHead: witness };
  });
}

export async function reveal(db: Database, actor: AuditActor, roundId: string, all: boolean) {
  return db.transaction(async (tx) => {
    const round = await judgingRepo.lockRound(tx, roundId);
    if (!round) throw notFound(ROUND_NOT_FOUND);
    const result = await results.findResult(tx, roundId);
    if (!result) throw refuse(409, 'Publish the results before revealing them.', ERROR_CODES.resultsUnpublished);
    const total = placementsOf(round, result.sheet).length;
    if (result.revealed >= total) throw refuse(409, 'Every placement is revealed.', ERROR_CODES.allRevealed);
    const revealed = all ? total : result.revealed + 1;
    await repo.setRevealed(tx, roundId, revealed);
    await recordAudit(tx, actor, {
      resource: 'judging',
      action: 'judging.reveal',
      recordId: roundId,
      summary: `Revealed ${revealed} of ${total} placements of ${round.name}`,
    });
    return { revealed, total };
  });
}
