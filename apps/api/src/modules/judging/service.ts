import {
  type ArrivingEntry,
  buildScoreSheet,
  type CompetitionFormat,
  clockSkewMs,
  decideEntries,
  ENTRY_TOO_OLD_MESSAGE,
  ERROR_CODES,
  type ErrorCode,
  entryTooOld,
  feedsInto,
  groupRoundFormats,
  isDelegateStatus,
  isOnScale,
  type JudgeRound,
  type JudgeSheet,
  type LockReceipt,
  lockedSegmentText,
  type PublishedRound,
  type RoundRules,
  type RoundScheduleUpdate,
  receiptShort,
  SCORE_UNIT,
  type ScoreBatchAnswer,
  type ScoreSheet,
  scaleMessage,
  scoreSheetText,
  serverEntryTime,
  sha256Hex,
  type Tabulation,
  type Translations,
  tabulate,
  toUnits,
  urlSlug,
  zonedWallTime,
} from '@cq/shared';
import type { Database, DbOrTx } from '../../db/client';
import { AppError, badInput, conflict, forbidden, notFound } from '../../lib/errors';
import { auditHead } from '../audit/export';
import { type AuditActor, recordAudit } from '../audit/record';
import { publicHeadshots } from '../delegates/service';
import { fullyRevealed, judgeRound, nameOf, placementsOf, presentRoundSummary, publicRound } from './present';
import * as repo from './repo';

const ROUND_NOT_FOUND = 'Round not found.';
const NOT_ASSIGNED = 'You are not a judge of this round.';

/** A judging refusal with its own code: the judge's phone words each one in her language. */
const refuse = (status: number, message: string, code: ErrorCode, errors?: Record<string, string>) =>
  new AppError(status, message, errors, undefined, code);
const notAssigned = () => refuse(403, NOT_ASSIGNED, ERROR_CODES.judgeNotAssigned);
const notOpen = (status: string) =>
  refuse(
    409,
    status === 'draft' ? 'Scoring has not opened yet.' : 'Scoring for this round is closed.',
    ERROR_CODES.roundNotOpen,
  );
const published = () => refuse(409, 'The results are published: the scores are final.', ERROR_CODES.resultsPublished);

type ReceiptRow = Awaited<ReturnType<typeof repo.receiptsOf>>[number];
const presentReceipt = (r: ReceiptRow): LockReceipt => ({
  segmentKey: r.segment,
  sha256: r.sha256,
  short: receiptShort(r.sha256),
  lockedAt: r.lockedAt.toISOString(),
  reopened: r.reopenedAt ? { at: r.reopenedAt.toISOString(), reason: r.reopenReason ?? '' } : null,
});

async function roundOr404(db: DbOrTx, roundId: string) {
  const round = await repo.findRound(db, roundId);
  if (!round) throw notFound(ROUND_NOT_FOUND);
  return round;
}

// ── Judges ──────────────────────────────────────────────────────────────────────────────────────────────────────

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
    if (!seat.head) throw forbidden('Only the head judge records a ranking.');
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
      throw conflict('You have already scored this delegate. Ask the chief auditor to review the conflict.');
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

// ── The director ────────────────────────────────────────────────────────────────────────────────────────────────

export async function listRounds(db: DbOrTx) {
  const rounds = await repo.listRounds(db);
  return rounds.map(presentRoundSummary);
}

export async function createRound(
  db: Database,
  actor: AuditActor,
  input: {
    season: number;
    name: string;
    translations?: Translations<{ name: string }> | undefined;
    continent: string | null;
    kind: 'preliminary' | 'final' | 'global';
    rules: RoundRules;
  },
) {
  return db.transaction(async (tx) => {
    const base = urlSlug(`${input.continent ?? 'global'} ${input.season} ${input.name}`, 60) || 'round';
    let slug = base;
    for (let n = 2; await repo.slugTaken(tx, slug); n += 1) slug = `${base}-${n}`;
    const round = await repo.insertRound(tx, { ...input, slug });
    await recordAudit(tx, actor, {
      resource: 'judging',
      action: 'judging.create-round',
      recordId: round.id,
      summary: `Created the round ${round.name}`,
      details: { rules: input.rules },
    });
    return presentRoundSummary(round);
  });
}

export async function roundDetail(db: DbOrTx, roundId: string) {
  const round = await roundOr404(db, roundId);
  const [delegates, judges, locks, excusals] = await Promise.all([
    repo.delegatesOfRound(db, roundId),
    repo.judgesOfRound(db, roundId),
    repo.locksOf(db, roundId),
    repo.excusalsOf(db, roundId),
  ]);
  return {
    ...presentRoundSummary(round),
    delegates: delegates.map((d) => ({ id: d.id, name: nameOf(d), country: d.country ?? '' })),
    judges: judges.map((j) => ({
      userId: j.userId,
      number: j.number,
      head: j.head,
      email: j.email,
      name: nameOf(j),
      submitted: locks.filter((l) => l.userId === j.userId).map((l) => l.segment),
      excused: (() => {
        const e = excusals.find((x) => x.userId === j.userId);
        return e ? { reason: e.reason, segments: e.segments } : null;
      })(),
    })),
  };
}

async function draftRoundOr409(tx: DbOrTx, roundId: string) {
  const round = await repo.lockRound(tx, roundId);
  if (!round) throw notFound(ROUND_NOT_FOUND);
  if (round.status !== 'draft') throw conflict('The round has opened: its rules, delegates and judges are fixed.');
  return round;
}

/**
 * Renames a round, in English and in the other languages, at any stage: judges and visitors read the new name.
 * A published sheet keeps the name it was published under (it is hashed).
 */
export async function renameRound(
  db: Database,
  actor: AuditActor,
  roundId: string,
  names: { name: string; translations?: Translations<{ name: string }> | undefined },
) {
  await db.transaction(async (tx) => {
    const round = await repo.lockRound(tx, roundId);
    if (!round) throw notFound(ROUND_NOT_FOUND);
    const after = { name: names.name, translations: names.translations ?? {} };
    await repo.updateRound(tx, roundId, after);
    await recordAudit(tx, actor, {
      resource: 'judging',
      action: 'judging.rename-round',
      recordId: roundId,
      summary: `Renamed the round ${round.name}${round.name === after.name ? '' : ` to ${after.name}`}`,
      details: { before: { name: round.name, translations: round.translations }, after },
    });
  });
  return roundDetail(db, roundId);
}

/** Sets or takes away when a round is held (at any status: a show may move); audited. */
export async function scheduleRound(db: Database, actor: AuditActor, roundId: string, schedule: RoundScheduleUpdate) {
  await db.transaction(async (tx) => {
    const round = await repo.lockRound(tx, roundId);
    if (!round) throw notFound(ROUND_NOT_FOUND);
    const startsAt = schedule.startsAt === null ? null : new Date(schedule.startsAt);
    await repo.updateRound(tx, roundId, { startsAt, timeZone: schedule.timeZone });
    await recordAudit(tx, actor, {
      resource: 'judging',
      action: 'judging.schedule-round',
      recordId: roundId,
      summary: startsAt
        ? `Set the date of ${round.name} to ${zonedWallTime(startsAt, schedule.timeZone ?? 'UTC').replace('T', ' ')} (${schedule.timeZone})`
        : `Took away the date of ${round.name}`,
      details: {
        before: { startsAt: round.startsAt?.toISOString() ?? null, timeZone: round.timeZone },
        after: { startsAt: startsAt?.toISOString() ?? null, timeZone: schedule.timeZone },
      },
    });
  });
  return roundDetail(db, roundId);
}

export async function updateRules(db: Database, actor: AuditActor, roundId: string, rules: RoundRules) {
  await db.transaction(async (tx) => {
    const round = await draftRoundOr409(tx, roundId);
    await repo.updateRound(tx, roundId, { rules });
    await recordAudit(tx, actor, {
      resource: 'judging',
      action: 'judging.update-rules',
      recordId: roundId,
      summary: `Changed the rules of ${round.name}`,
      details: { before: round.rules, after: rules },
    });
  });
  return roundDetail(db, roundId);
}

/** Every id must be an approved contestant of the round's continent (any continent for the global finale). */
async function assertDelegates(tx: DbOrTx, round: repo.RoundRow, ids: string[]): Promise<void> {
  const found = await repo.contestantsByIds(tx, ids);
  const errors: Record<string, string> = {};
  for (const id of ids) {
    const c = found.find((f) => f.id === id);
    if (!c) errors[id] = 'No such contestant.';
    else if (!isDelegateStatus(c.status)) errors[id] = `${nameOf(c)} is not approved.`;
    else if (round.continent && c.continent !== round.continent)
      errors[id] = `${nameOf(c)} is not of ${round.continent}.`;
  }
  if (Object.keys(errors).length > 0)
    throw badInput('Only approved contestants of the round’s continent can be delegates.', errors);
}

export async function setDelegates(db: Database, actor: AuditActor, roundId: string, contestantIds: string[]) {
  const ids = [...new Set(contestantIds)];
  await db.transaction(async (tx) => {
    const round = await draftRoundOr409(tx, roundId);
    await assertDelegates(tx, round, ids);
    await repo.replaceDelegates(tx, roundId, ids);
    await recordAudit(tx, actor, {
      resource: 'judging',
      action: 'judging.set-delegates',
      recordId: roundId,
      summary: `Set ${ids.length} delegates of ${round.name}`,
      details: { contestantIds: ids },
    });
  });
  return roundDetail(db, roundId);
}

/**
 * Adds contestants to a draft round's delegates (the back office's list, for the records ticked there); those
 * already in stay. The round's rule holds for the whole set: one contestant who cannot be a delegate of it
 * refuses the request, naming her.
 */
export async function addDelegates(db: DbOrTx, actor: AuditActor, roundId: string, contestantIds: string[]) {
  await db.transaction(async (tx) => {
    const round = await draftRoundOr409(tx, roundId);
    const current = await repo.delegateIdsOfRound(tx, roundId);
    const added = [...new Set(contestantIds)].filter((id) => !current.includes(id));
    const ids = [...current, ...added];
    await assertDelegates(tx, round, ids);
    await repo.replaceDelegates(tx, roundId, ids);
    await recordAudit(tx, actor, {
      resource: 'judging',
      action: 'judging.add-delegates',
      recordId: roundId,
      summary: `Added ${added.length} delegate${added.length === 1 ? '' : 's'} to ${round.name}`,
      details: { contestantIds: added },
    });
  });
}

/**
 * Brings the advancing delegates of published rounds into a round being set up: a continent's preliminary into
 * its final, the continental finals (their queens) into the global finale (`feedsInto`). Who advanced is read
 * from each round's published score sheet, the record everyone can verify. Those already in stay; audited.
 */
export async function advanceFrom(db: Database, actor: AuditActor, roundId: string, fromRoundIds: string[]) {
  await db.transaction(async (tx) => {
    const round = await draftRoundOr409(tx, roundId);
    const errors: Record<string, string> = {};
    const advancing: string[] = [];
    for (const id of fromRoundIds) {
      const source = await repo.findRound(tx, id);
      const result = source ? await repo.findResult(tx, id) : undefined;
      if (!source) errors[id] = 'No such round.';
      else if (!result || !feedsInto(source, round))
        errors[id] = `${source.continent ?? 'Global'} — ${source.name} does not lead to this round.`;
      else advancing.push(...(JSON.parse(result.sheet) as ScoreSheet).ranking.advancing);
    }
    if (Object.keys(errors).length > 0)
      throw badInput('Delegates advance from published rounds of the same season that lead here.', errors);
    const current = await repo.delegateIdsOfRound(tx, roundId);
    const ids = [...new Set([...current, ...advancing])];
    await assertDelegates(tx, round, ids);
    await repo.replaceDelegates(tx, roundId, ids);
    await recordAudit(tx, actor, {
      resource: 'judging',
      action: 'judging.advance',
      recordId: roundId,
      summary: `Brought ${ids.length - current.length} advancing delegates into ${round.name}`,
      details: { fromRoundIds, contestantIds: advancing },
    });
  });
  return roundDetail(db, roundId);
}

export async function setJudges(
  db: Database,
  actor: AuditActor,
  roundId: string,
  judges: { email: string; head: boolean }[],
) {
  await db.transaction(async (tx) => {
    const round = await draftRoundOr409(tx, roundId);
    const accounts = await repo.usersByEmails(
      tx,
      judges.map((j) => j.email),
    );
    const byEmail = new Map(accounts.map((a) => [a.email.toLowerCase(), a.id]));
    const errors: Record<string, string> = {};
    for (const j of judges)
      if (!byEmail.has(j.email.toLowerCase())) errors[j.email] = 'No account has this e-mail address.';
    if (Object.keys(errors).length > 0) throw badInput('Every judge needs an account.', errors);
    const seats = judges.map((j, i) => ({
      userId: byEmail.get(j.email.toLowerCase()) as string,
      number: i + 1,
      head: j.head,
    }));
    if (new Set(seats.map((s) => s.userId)).size !== seats.length) throw badInput('A judge is listed twice.');
    await repo.replaceJudges(tx, roundId, seats);
    await recordAudit(tx, actor, {
      resource: 'judging',
      action: 'judging.set-judges',
      recordId: roundId,
      summary: `Assigned ${seats.length} judges to ${round.name}`,
      details: { judges: seats },
    });
  });
  return roundDetail(db, roundId);
}

export async function setStatus(db: Database, actor: AuditActor, roundId: string, status: 'open' | 'closed') {
  await db.transaction(async (tx) => {
    const round = await repo.lockRound(tx, roundId);
    if (!round) throw notFound(ROUND_NOT_FOUND);
    const allowed = status === 'open' ? round.status === 'draft' || round.status === 'closed' : round.status === 'open';
    if (!allowed) throw conflict(`A ${round.status} round cannot be ${status === 'open' ? 'opened' : 'closed'}.`);
    if (status === 'open') {
      const delegates = await repo.delegateIdsOfRound(tx, roundId);
      const judges = await repo.judgesOfRound(tx, roundId);
      if (delegates.length === 0 || judges.length === 0)
        throw conflict('A round opens with its delegates and judges set.');
    } else {
      await assertEveryJudgeSubmitted(tx, round, 'close');
    }
    await repo.updateRound(tx, roundId, { status });
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
async function assertEveryJudgeSubmitted(tx: DbOrTx, round: repo.RoundRow, doing: 'close' | 'publish') {
  const [judges, locks, excusals] = [
    await repo.judgesOfRound(tx, round.id),
    await repo.locksOf(tx, round.id),
    await repo.excusalsOf(tx, round.id),
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
 * The chief auditor excuses a judge from the segments she has not submitted, with a reason (audited, shown on the
 * published sheet): the round may then close and publish without them. The scores she saved there count.
 */
export async function excuseJudge(db: Database, actor: AuditActor, roundId: string, userId: string, reason: string) {
  return db.transaction(async (tx) => {
    const round = await repo.lockRound(tx, roundId);
    if (!round) throw notFound(ROUND_NOT_FOUND);
    if (round.status === 'published') throw published();
    if (round.status === 'draft') throw notOpen(round.status);
    const seat = await repo.assignment(tx, roundId, userId);
    if (!seat) throw refuse(404, 'This account is not a judge of the round.', ERROR_CODES.judgeNotAssigned);
    const done = new Set((await repo.locksOf(tx, roundId, userId)).map((l) => l.segment));
    const segments = round.rules.segments.map((s) => s.key).filter((k) => !done.has(k));
    if (segments.length === 0) throw conflict('This judge has submitted every segment.');
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

/** Everything the tabulation and the published sheet are computed from. */
async function sheetInputs(db: DbOrTx, round: repo.RoundRow) {
  // In turn: inside a transaction (publication) these share one connection.
  const delegates = await repo.delegatesOfRound(db, round.id);
  const judges = await repo.judgesOfRound(db, round.id);
  const conflicts = await repo.conflictsOf(db, round.id);
  const scores = await repo.scoresOf(db, round.id);
  const numberOf = new Map(judges.map((j) => [j.userId, j.number]));
  return {
    delegates,
    judges,
    scores: scores
      .filter((s) => numberOf.has(s.userId))
      .map((s) => ({
        judge: numberOf.get(s.userId) as number,
        delegate: s.contestantId,
        segment: s.segment,
        value: s.valueUnits / SCORE_UNIT,
      })),
    conflicts: conflicts
      .filter((c) => numberOf.has(c.userId))
      .map((c) => ({ judge: numberOf.get(c.userId) as number, delegate: c.contestantId })),
  };
}

/** The live tabulation, for the director and the auditors: totals, drops, ranks and ties. */
export async function liveTabulation(db: DbOrTx, roundId: string) {
  const round = await roundOr404(db, roundId);
  const inputs = await sheetInputs(db, round);
  const tabulation: Tabulation = tabulate({
    rules: round.rules,
    delegates: inputs.delegates.map((d) => d.id),
    judges: inputs.judges.map((j) => j.number),
    scores: inputs.scores,
    conflicts: inputs.conflicts,
    headJudgeRanking: round.headJudgeRanking,
  });
  return {
    round: presentRoundSummary(round),
    delegates: Object.fromEntries(inputs.delegates.map((d) => [d.id, { name: nameOf(d), country: d.country ?? '' }])),
    scoresReceived: inputs.scores.length,
    headRankingRecorded: round.headJudgeRanking !== null,
    tabulation,
  };
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
    const round = await repo.lockRound(tx, roundId);
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

/**
 * Publishes a closed round: freezes its score sheet (judges by number only), hashes it, chains it to the last
 * published sheet. The placements are then revealed one by one, from the last up to the queen.
 */
export async function publishRound(db: Database, actor: AuditActor, roundId: string, now = new Date()) {
  return db.transaction(async (tx) => {
    const round = await repo.lockRound(tx, roundId);
    if (!round) throw notFound(ROUND_NOT_FOUND);
    if (round.status === 'published') throw published();
    if (round.status !== 'closed') throw conflict('Close the round before publishing its results.');
    await assertEveryJudgeSubmitted(tx, round, 'publish');
    const inputs = await sheetInputs(tx, round);
    await repo.lockResultsChain(tx);
    const previousHash = await repo.latestResultHash(tx);
    const head = inputs.judges.find((j) => j.head);
    const numberOf = new Map(inputs.judges.map((j) => [j.userId, j.number]));
    const [receipts, excusals, entries] = [
      await repo.receiptsOf(tx, roundId),
      await repo.excusalsOf(tx, roundId),
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
    await repo.updateRound(tx, roundId, { status: 'published' });
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
    const round = await repo.lockRound(tx, roundId);
    if (!round) throw notFound(ROUND_NOT_FOUND);
    const result = await repo.findResult(tx, roundId);
    if (!result) throw conflict('Publish the results before revealing them.');
    const total = placementsOf(round, result.sheet).length;
    if (result.revealed >= total) throw conflict('Every placement is revealed.');
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

// ── The public ──────────────────────────────────────────────────────────────────────────────────────────────────

/** The season's real segments and weights, once staff have set up its rounds; null before any round exists. */
export async function competitionFormat(db: DbOrTx): Promise<CompetitionFormat | null> {
  const latest = await repo.latestSeasonRounds(db);
  if (!latest || latest.rounds.length === 0) return null;
  return {
    season: latest.season,
    formats: groupRoundFormats(latest.rounds.map((r) => ({ ...r, segments: r.rules.segments }))),
  };
}

export async function publishedRounds(db: DbOrTx): Promise<PublishedRound[]> {
  const rows = await repo.publishedResults(db);
  return rows.map(({ round, result }) => publicRound(round, result));
}

export async function publishedRound(db: DbOrTx, slug: string): Promise<PublishedRound> {
  const [row] = await repo.publishedResults(db, slug);
  if (!row) throw notFound('These results are not published.');
  return publicRound(row.round, row.result);
}

/** The sheet is public once every placement is revealed: before that it would tell who is still to come. */
export async function publishedSheet(db: DbOrTx, slug: string): Promise<string> {
  const [row] = await repo.publishedResults(db, slug);
  if (!row || !fullyRevealed(row.round, row.result)) throw notFound('These results are not published.');
  return row.result.sheet;
}

export type RoundDetail = Awaited<ReturnType<typeof roundDetail>>;
