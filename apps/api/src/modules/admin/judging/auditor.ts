import { ERROR_CODES } from '@cq/shared';
import type { Database } from '../../../db/client';
import { notFound } from '../../../lib/errors';
import { type AuditActor, recordAudit } from '../../audit/record';
import { notOpen, published, ROUND_NOT_FOUND, refuse } from '../../judging/refusals';
import * as judgingRepo from '../../judging/repo';
import * as repo from './repo';

/** The chief auditor's part: excusing a judge from what she has not submitted, reopening what she has. */

/**
 * The chief auditor excuses a judge from the segments she has not submitted, with a reason (audited, shown on the
 * published sheet): the round may then close and publish without them. The scores she saved there count.
 */
export async function excuseJudge(db: Database, actor: AuditActor, roundId: string, userId: string, reason: string) {
  return db.transaction(async (tx) => {
    const round = await judgingRepo.lockRound(tx, roundId);
    if (!round) throw notFound(ROUND_NOT_FOUND);
    if (round.status === 'published') throw published();
    if (round.status === 'draft') throw notOpen(round.status);
    const seat = await judgingRepo.assignment(tx, roundId, userId);
    if (!seat) throw refuse(404, 'This account is not a judge of the round.', ERROR_CODES.judgeNotAssigned);
    const done = new Set((await judgingRepo.locksOf(tx, roundId, userId)).map((l) => l.segment));
    const segments = round.rules.segments.map((s) => s.key).filter((k) => !done.has(k));
    if (segments.length === 0)
      throw refuse(409, 'This judge has submitted every segment.', ERROR_CODES.nothingToExcuse);
    await repo.upsertExcusal(tx, { roundId, userId, segments, reason, excusedBy: actor.id });
    await recordAudit(tx, actor, {
      resource: 'judging',
      action: 'judging.excuse',
      recordId: roundId,
      summary: `Excused judge ${seat.number} from ${segments.join(', ')} in ${round.name}`,
      details: { userId, judge: seat.number, segments, reason },
    });
    return { excused: true as const, segments };
  });
}

/** The chief auditor reopens a judge's submitted segment, with a reason (audited). */
export async function reopenSegment(
  db: Database,
  actor: AuditActor,
  roundId: string,
  userId: string,
  segmentKey: string,
  reason: string,
) {
  return db.transaction(async (tx) => {
    const round = await judgingRepo.lockRound(tx, roundId);
    if (!round) throw notFound(ROUND_NOT_FOUND);
    if (round.status === 'published') throw published();
    const removed = await repo.removeLock(tx, roundId, userId, segmentKey);
    if (!removed) throw refuse(409, 'These scores are not submitted.', ERROR_CODES.segmentNotSubmitted);
    await repo.reopenReceipt(tx, roundId, userId, segmentKey, reason);
    await recordAudit(tx, actor, {
      resource: 'judging',
      action: 'judging.reopen',
      recordId: roundId,
      summary: `Reopened a judge's ${segmentKey} scores in ${round.name}`,
      details: { userId, segment: segmentKey, reason },
    });
    return { reopened: true as const };
  });
}
