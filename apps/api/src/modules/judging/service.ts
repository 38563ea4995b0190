import {
  type ArrivingEntry,
  clockSkewMs,
  decideEntries,
  ENTRY_TOO_OLD_MESSAGE,
  ERROR_CODES,
  type ErrorCode,
  entryTooOld,
  isOnScale,
  type JudgeRound,
  type JudgeSheet,
  type LockReceipt,
  lockedSegmentText,
  SCORE_UNIT,
  type ScoreBatchAnswer,
  scaleMessage,
  serverEntryTime,
  sha256Hex,
  toUnits,
} from '@cq/shared';
import type { Database, DbOrTx } from '../../db/client';
import { badInput, notFound } from '../../lib/errors';
import { type AuditActor, recordAudit } from '../audit/record';
import { publicHeadshots } from '../delegates/service';
import { judgeRound, nameOf, presentReceipt } from './present';
import { notAssigned, notOpen, published, ROUND_NOT_FOUND, refuse, roundOr404 } from './refusals';
import * as repo from './repo';

/** The judge's side of judging (docs/product/judging.md#scoring-on-a-phone): her rounds, sheet, scores, submissions. */

export async function myRounds(db: DbOrTx, userId: string): Promise<JudgeRound[]> {
  const rows = await repo.roundsOfJudge(db, userId);
  return Promise.all(
    rows.map(async ({ round, number, head }) => {
      const locks = await repo.locksOf(db, round.id, userId);
      return judgeRound(round, { number, head }, new Set(locks.map((l) => l.segment)));
    }),
  );
}

async function assignedOr403(db: DbOrTx, roundId: string, userId: string) {
  const seat = await repo.assignment(db, roundId, userId);
  if (!seat) throw notAssigned();
  return seat;
}

/** The judge's sheet: the delegates she may score (never one she declared a conflict with) and her own scores. */
export async function judgeSheet(db: DbOrTx, roundId: string, userId: string): Promise<JudgeSheet> {
  const round = await roundOr404(db, roundId);
  const seat = await assignedOr403(db, roundId, userId);
  const [delegates, conflicts, locks, scores, receipts] = await Promise.all([
    repo.delegatesOfRound(db, roundId),
    repo.conflictsOf(db, roundId, userId),
    repo.locksOf(db, roundId, userId),
    repo.scoresOf(db, roundId, userId),
    repo.receiptsOf(db, roundId, userId),
  ]);
  const conflicted = new Set(conflicts.map((c) => c.contestantId));
  const photos = await publicHeadshots(
    db,
    delegates.map((d) => d.id),
  );
  return {
    round: judgeRound(round, seat, new Set(locks.map((l) => l.segment))),
    delegates: delegates
      .filter((d) => !conflicted.has(d.id))
      .map((d) => ({ id: d.id, name: nameOf(d), country: d.country ?? '', photoUrl: photos.get(d.id) ?? null })),
    scores: scores
      .filter((s) => !conflicted.has(s.contestantId))
      .map((s) => ({
        delegateId: s.contestantId,
        segmentKey: s.segment,
        value: s.valueUnits / SCORE_UNIT,
        enteredAt: s.enteredAt,
      })),
    headRanking: seat.head ? (round.headJudgeRanking ?? null) : null,
    receipts: receipts.map(presentReceipt),
    serverTime: Date.now(),
  };
}

/**
 * The head judge records her ranking of the delegates she may see, best first, while the round is open or
 * closed and not published. It is hers alone, replaces her earlier one, and counts only to break a tie that the
 * tie-break segment leaves (docs/product/judging.md#ties). Audited.
 */
export async function recordHeadRanking(
  db: Database,
  actor: AuditActor,
  roundId: string,
  ranking: string[],
): Promise<{ ranking: string[] }> {
  return db.transaction(async (tx) => {
    const round = await repo.lockRound(tx, roundId);
    if (!round) throw notFound(ROUND_NOT_FOUND);
    const seat = await assignedOr403(tx, roundId, actor.id);
    if (!seat.head) throw refuse(403, 'Only the head judge records a ranking.', ERROR_CODES.headJudgeOnly);
    if (round.status === 'published') throw published();
    if (round.status !== 'open' && round.status !== 'closed') throw notOpen(round.status);
    const conflicted = new Set((await repo.conflictsOf(tx, roundId, actor.id)).map((c) => c.contestantId));
    const expected = (await repo.delegateIdsOfRound(tx, roundId)).filter((id) => !conflicted.has(id));
    const given = new Set(ranking);
    if (ranking.length !== expected.length || expected.some((id) => !given.has(id)))
      throw badInput('Rank every delegate of the round once.', { ranking: 'Rank every delegate of the round once.' });
    await repo.updateRound(tx, roundId, { headJudgeRanking: ranking });
    await recordAudit(tx, actor, {
      resource: 'judging',
      action: 'judging.head_ranking',
      recordId: roundId,
      summary: `The head judge recorded her ranking in ${round.name}`,
      details: { ranking },
    });
    return { ranking };
  });
}

type Batch = { clientId: string; delegateId: string; segmentKey: string; value: number; enteredAt: number }[];
/** What the phone says of itself with a batch: when it sent it by its own clock, and the id it gives itself. */
export interface BatchDevice {
  sentAt?: number;
  deviceId?: string;
}

/**
 * Saves a batch of one judge's scores, all or nothing: any score off the scale or its step, for a delegate not in
 * the round (400), for a delegate she declared a conflict with (403) or in a segment she submitted (409) refuses
 * the batch, with one message per refused score (by its client id), and nothing is stored.
 *
 * Her entries are ordered by the server's clock (`serverEntryTime`): the phone's own times are kept for
 * information. An entry that waited on the phone longer than MAX_ENTRY_WAIT_MS is answered refused
 * (`score_too_old`) and not stored; the rest of the batch is saved. Each entry is answered applied or superseded (a later one is stored), never "saved" unapplied;
 * each is kept in the score's history. A batch sent again is answered as the first time and changes nothing.
 */
export async function saveScores(
  db: Database,
  roundId: string,
  userId: string,
  batch: Batch,
  device: BatchDevice = {},
  clock: () => number = Date.now,
): Promise<ScoreBatchAnswer> {
  return db.transaction(async (tx) => {
    // The round held shared (judges save side by side; opening or closing waits for them), and what the checks
    // need in one statement: a save is a few round trips, not one per question.
    const context = await repo.scoringContext(tx, roundId, userId);
    if (!context) throw notFound(ROUND_NOT_FOUND);
    const { round } = context;
    if (context.judgeNumber === null) throw notAssigned();
    if (round.status !== 'open') throw notOpen(round.status);
    const inRound = new Set(context.delegates);
    const conflicted = new Set(context.conflicts);
    const locked = new Set(context.locks);
    const segments = new Set(round.rules.segments.map((s) => s.key));

    const problems: { clientId: string; status: number; code: ErrorCode; message: string }[] = [];
    const invalid = (clientId: string, message: string) =>
      problems.push({ clientId, status: 400, code: ERROR_CODES.validationFailed, message });
    for (const s of batch) {
      if (!segments.has(s.segmentKey)) invalid(s.clientId, 'This segment is not part of the round.');
      else if (!inRound.has(s.delegateId)) invalid(s.clientId, 'This delegate is not in the round.');
      else if (!isOnScale(s.value, round.rules.scale)) invalid(s.clientId, scaleMessage(round.rules.scale));
      else if (conflicted.has(s.delegateId))
        problems.push({
          clientId: s.clientId,
          status: 403,
          code: ERROR_CODES.judgeConflicted,
          message: 'You declared a conflict with this delegate.',
        });
      else if (locked.has(s.segmentKey))
        problems.push({
          clientId: s.clientId,
          status: 409,
          code: ERROR_CODES.segmentLocked,
          message: 'You have submitted your scores for this segment.',
        });
    }
    if (problems.length > 0) {
      const first = problems[0] as (typeof problems)[number];
      const errors = Object.fromEntries(problems.map((p) => [p.clientId, p.message]));
      // One code for the whole refusal when every refused score shares it, so a phone may word each by it.
      const code = problems.every((p) => p.code === first.code) ? first.code : ERROR_CODES.validationFailed;
      throw refuse(
        first.status,
        problems.length === 1 ? first.message : `${problems.length} scores were refused; nothing was saved.`,
        code,
        errors,
      );
    }

    const receivedAt = clock();
    const cellOf = (delegateId: string, segmentKey: string) => `${delegateId}\u0000${segmentKey}`;
    const held = await repo.scoresOf(tx, roundId, userId);
    const current = new Map(
      held.map((h) => [cellOf(h.contestantId, h.segment), { clientId: h.clientId, at: h.serverAt }]),
    );
    const seen = await repo.entryOutcomes(
      tx,
      roundId,
      userId,
      batch.map((s) => s.clientId),
    );
    // An entry that waited on the phone past the bound is refused alone (one received before is answered as then).
    const tooOld = batch.filter(
      (s) => !seen.has(s.clientId) && entryTooOld({ enteredAt: s.enteredAt, sentAt: device.sentAt }),
    );
    const refusedIds = new Set(tooOld.map((s) => s.clientId));
    const kept = batch.filter((s) => !refusedIds.has(s.clientId));
    const arriving: ArrivingEntry[] = kept.map((s) => ({
      clientId: s.clientId,
      cell: cellOf(s.delegateId, s.segmentKey),
      at: serverEntryTime(receivedAt, { enteredAt: s.enteredAt, sentAt: device.sentAt }),
    }));
    const decision = decideEntries(current, seen, arriving);
    const byId = new Map(kept.map((s, i) => [s.clientId, { entry: s, at: (arriving[i] as ArrivingEntry).at }]));
    const appliedIds = new Set(decision.applied.map((a) => a.clientId));
    await repo.upsertScores(
      tx,
      decision.applied.map((a) => {
        const s = (byId.get(a.clientId) as { entry: Batch[number] }).entry;
        return {
          roundId,
          userId,
          contestantId: s.delegateId,
          segment: s.segmentKey,
          valueUnits: toUnits(s.value, SCORE_UNIT) as number,
          clientId: s.clientId,
          enteredAt: s.enteredAt,
          serverAt: a.at,
        };
      }),
    );
    const fresh = [...decision.applied.map((a) => a.clientId), ...decision.superseded];
    await repo.insertEntries(
      tx,
      fresh.map((id) => {
        const { entry: s, at } = byId.get(id) as { entry: Batch[number]; at: number };
        return {
          roundId,
          userId,
          clientId: s.clientId,
          contestantId: s.delegateId,
          segment: s.segmentKey,
          valueUnits: toUnits(s.value, SCORE_UNIT) as number,
          deviceEnteredAt: s.enteredAt,
          deviceSentAt: device.sentAt ?? null,
          deviceId: device.deviceId ?? null,
          serverAt: at,
          receivedAt: new Date(receivedAt),
          outcome: appliedIds.has(id) ? ('applied' as const) : ('superseded' as const),
        };
      }),
    );
    const known = decision.known;
    return {
      applied: [...appliedIds, ...known.filter((k) => k.outcome === 'applied').map((k) => k.clientId)],
      superseded: [...decision.superseded, ...known.filter((k) => k.outcome === 'superseded').map((k) => k.clientId)],
      refused: [...refusedIds].map((clientId) => ({
        clientId,
        code: ERROR_CODES.scoreTooOld,
        message: ENTRY_TOO_OLD_MESSAGE,
      })),
      serverTime: receivedAt,
      clockSkewMs: clockSkewMs(receivedAt, device.sentAt),
    };
  });
}

/**
 * Submits a judge's scores in a segment: refused while a delegate she may score has no score there. Her scores
 * there are frozen as a canonical document whose SHA-256 is her receipt, written into the audit chain.
 */
export async function submitSegment(
  db: Database,
  actor: AuditActor,
  roundId: string,
  segmentKey: string,
  now = new Date(),
): Promise<{ locked: true; receipt: LockReceipt }> {
  const userId = actor.id;
  return db.transaction(async (tx) => {
    const round = await repo.shareRound(tx, roundId);
    if (!round) throw notFound(ROUND_NOT_FOUND);
    const seat = await assignedOr403(tx, roundId, userId);
    await repo.holdJudge(tx, roundId, userId);
    const segment = round.rules.segments.find((s) => s.key === segmentKey);
    if (!segment) throw notFound('Segment not found.');
    if (round.status !== 'open') throw notOpen(round.status);
    const locks = await repo.locksOf(tx, roundId, userId);
    if (locks.some((l) => l.segment === segmentKey))
      throw refuse(409, 'You have submitted your scores for this segment.', ERROR_CODES.segmentLocked);
    const delegates = await repo.delegatesOfRound(tx, roundId);
    const conflicts = await repo.conflictsOf(tx, roundId, userId);
    const scores = await repo.scoresOf(tx, roundId, userId);
    const conflicted = new Set(conflicts.map((c) => c.contestantId));
    const mine = scores.filter((s) => s.segment === segmentKey && !conflicted.has(s.contestantId));
    const scored = new Set(mine.map((s) => s.contestantId));
    const missing = delegates.filter((d) => !conflicted.has(d.id) && !scored.has(d.id));
    if (missing.length > 0) {
      throw refuse(
        409,
        `Score every delegate before submitting ${segment.name}: ${missing.length} missing.`,
        ERROR_CODES.segmentIncomplete,
      );
    }
    const document = lockedSegmentText({
      round: round.slug,
      judge: seat.number,
      segment: segmentKey,
      scores: mine.map((s) => ({ delegate: s.contestantId, value: s.valueUnits / SCORE_UNIT })),
      conflicts: [...conflicted],
      lockedAt: now.toISOString(),
    });
    const sha256 = await sha256Hex(document);
    await repo.addLock(tx, roundId, userId, segmentKey);
    const receipt = await repo.insertReceipt(tx, {
      roundId,
      userId,
      segment: segmentKey,
      document,
      sha256,
      lockedAt: now,
    });
    await recordAudit(tx, actor, {
      resource: 'judging',
      action: 'judging.submit',
      recordId: roundId,
      summary: `Judge ${seat.number} submitted ${segment.name} in ${round.name}`,
      details: { userId, judge: seat.number, segment: segmentKey, sha256 },
    });
    return { locked: true as const, receipt: presentReceipt(receipt) };
  });
}

/** A judge declares she knows a delegate: from then on she neither sees nor scores her. Audited. */
export async function declareConflict(db: Database, actor: AuditActor, roundId: string, delegateId: string) {
  const userId = actor.id;
  return db.transaction(async (tx) => {
    const round = await repo.shareRound(tx, roundId);
    if (!round) throw notFound(ROUND_NOT_FOUND);
    const seat = await assignedOr403(tx, roundId, userId);
    if (round.status === 'published') throw published();
    await repo.holdJudge(tx, roundId, userId);
    const delegates = await repo.delegatesOfRound(tx, roundId);
    if (!delegates.some((d) => d.id === delegateId)) throw badInput('This delegate is not in the round.');
    const mine = await repo.scoresOf(tx, roundId, userId);
    if (mine.some((s) => s.contestantId === delegateId)) {
      throw refuse(
        409,
        'You have already scored this delegate. Ask the chief auditor to review the conflict.',
        ERROR_CODES.alreadyScored,
      );
    }
    await repo.addConflict(tx, roundId, userId, delegateId);
    await recordAudit(tx, actor, {
      resource: 'judging',
      action: 'judging.conflict',
      recordId: roundId,
      summary: `Judge ${seat.number} declared a conflict with a delegate of ${round.name}`,
      details: { userId, judge: seat.number, delegateId },
    });
    return { declared: true as const };
  });
}
