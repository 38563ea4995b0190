import {
  buildScoreSheet,
  feedsInto,
  isDelegateStatus,
  isOnScale,
  type JudgeRound,
  type JudgeSheet,
  type PublishedRound,
  type RoundRules,
  SCORE_UNIT,
  type ScoreSheet,
  scaleMessage,
  scoreSheetText,
  sha256Hex,
  type Tabulation,
  tabulate,
  toUnits,
  urlSlug,
} from '@cq/shared';
import type { Database, DbOrTx } from '../../db/client';
import { AppError, badInput, conflict, forbidden, notFound } from '../../lib/errors';
import { type AuditActor, recordAudit } from '../audit/record';
import { publicHeadshots } from '../delegates/service';
import { judgeRound, nameOf, placementsOf, presentRoundSummary, publicRound } from './present';
import * as repo from './repo';

const ROUND_NOT_FOUND = 'Round not found.';
const NOT_ASSIGNED = 'You are not a judge of this round.';

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
  if (!seat) throw forbidden(NOT_ASSIGNED);
  return seat;
}

/** The judge's sheet: the delegates she may score (never one she declared a conflict with) and her own scores. */
export async function judgeSheet(db: DbOrTx, roundId: string, userId: string): Promise<JudgeSheet> {
  const round = await roundOr404(db, roundId);
  const seat = await assignedOr403(db, roundId, userId);
  const [delegates, conflicts, locks, scores] = await Promise.all([
    repo.delegatesOfRound(db, roundId),
    repo.conflictsOf(db, roundId, userId),
    repo.locksOf(db, roundId, userId),
    repo.scoresOf(db, roundId, userId),
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
    if (round.status !== 'open' && round.status !== 'closed')
      throw conflict(round.status === 'published' ? 'The results are published.' : 'The round is not open yet.');
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

/**
 * Saves a batch of one judge's scores, all or nothing: any score off the scale or its step, for a delegate not in
 * the round (400), for a delegate she declared a conflict with (403) or in a segment she submitted (409) refuses
 * the batch, with one message per refused score (by its client id), and nothing is stored.
 */
export async function saveScores(db: Database, roundId: string, userId: string, batch: Batch) {
  return db.transaction(async (tx) => {
    // The round held shared (judges save side by side; opening or closing waits for them), and what the checks
    // need in one statement: a save is a few round trips, not one per question.
    const context = await repo.scoringContext(tx, roundId, userId);
    if (!context) throw notFound(ROUND_NOT_FOUND);
    const { round } = context;
    if (context.judgeNumber === null) throw forbidden(NOT_ASSIGNED);
    if (round.status !== 'open') {
      throw conflict(round.status === 'draft' ? 'Scoring has not opened yet.' : 'Scoring for this round is closed.');
    }
    const inRound = new Set(context.delegates);
    const conflicted = new Set(context.conflicts);
    const locked = new Set(context.locks);
    const segments = new Set(round.rules.segments.map((s) => s.key));

    const problems: { clientId: string; status: number; message: string }[] = [];
    for (const s of batch) {
      if (!segments.has(s.segmentKey))
        problems.push({ clientId: s.clientId, status: 400, message: 'This segment is not part of the round.' });
      else if (!inRound.has(s.delegateId))
        problems.push({ clientId: s.clientId, status: 400, message: 'This delegate is not in the round.' });
      else if (!isOnScale(s.value, round.rules.scale))
        problems.push({ clientId: s.clientId, status: 400, message: scaleMessage(round.rules.scale) });
      else if (conflicted.has(s.delegateId))
        problems.push({ clientId: s.clientId, status: 403, message: 'You declared a conflict with this delegate.' });
      else if (locked.has(s.segmentKey))
        problems.push({
          clientId: s.clientId,
          status: 409,
          message: 'You have submitted your scores for this segment.',
        });
    }
    if (problems.length > 0) {
      const first = problems[0] as (typeof problems)[number];
      const errors = Object.fromEntries(problems.map((p) => [p.clientId, p.message]));
      throw new AppError(
        first.status,
        problems.length === 1 ? first.message : `${problems.length} scores were refused; nothing was saved.`,
        errors,
      );
    }
    // The latest entry per cell within the batch itself, so one statement never touches a row twice.
    const latest = new Map<string, Batch[number]>();
    for (const s of batch) {
      const key = `${s.delegateId}\u0000${s.segmentKey}`;
      const held = latest.get(key);
      if (!held || held.enteredAt < s.enteredAt) latest.set(key, s);
    }
    await repo.upsertScores(
      tx,
      [...latest.values()].map((s) => ({
        roundId,
        userId,
        contestantId: s.delegateId,
        segment: s.segmentKey,
        valueUnits: toUnits(s.value, SCORE_UNIT) as number,
        clientId: s.clientId,
        enteredAt: s.enteredAt,
      })),
    );
    return { saved: batch.map((s) => s.clientId), refused: [] };
  });
}

/** Submits a judge's scores in a segment: refused while a delegate she may score has no score there. */
export async function submitSegment(db: Database, roundId: string, userId: string, segmentKey: string) {
  return db.transaction(async (tx) => {
    const round = await repo.shareRound(tx, roundId);
    if (!round) throw notFound(ROUND_NOT_FOUND);
    await assignedOr403(tx, roundId, userId);
    await repo.holdJudge(tx, roundId, userId);
    const segment = round.rules.segments.find((s) => s.key === segmentKey);
    if (!segment) throw notFound('Segment not found.');
    if (round.status !== 'open') throw conflict('Scoring for this round is not open.');
    const delegates = await repo.delegatesOfRound(tx, roundId);
    const conflicts = await repo.conflictsOf(tx, roundId, userId);
    const scores = await repo.scoresOf(tx, roundId, userId);
    const conflicted = new Set(conflicts.map((c) => c.contestantId));
    const scored = new Set(scores.filter((s) => s.segment === segmentKey).map((s) => s.contestantId));
    const missing = delegates.filter((d) => !conflicted.has(d.id) && !scored.has(d.id));
    if (missing.length > 0) {
      throw conflict(`Score every delegate before submitting ${segment.name}: ${missing.length} missing.`);
    }
    await repo.addLock(tx, roundId, userId, segmentKey);
    return { locked: true as const };
  });
}

/** A judge declares she knows a delegate: from then on she neither sees nor scores her. */
export async function declareConflict(db: Database, roundId: string, userId: string, delegateId: string) {
  return db.transaction(async (tx) => {
    const round = await repo.shareRound(tx, roundId);
    if (!round) throw notFound(ROUND_NOT_FOUND);
    await assignedOr403(tx, roundId, userId);
    await repo.holdJudge(tx, roundId, userId);
    const delegates = await repo.delegatesOfRound(tx, roundId);
    if (!delegates.some((d) => d.id === delegateId)) throw badInput('This delegate is not in the round.');
    const mine = await repo.scoresOf(tx, roundId, userId);
    if (mine.some((s) => s.contestantId === delegateId)) {
      throw conflict('You have already scored this delegate. Ask the chief auditor to review the conflict.');
    }
    await repo.addConflict(tx, roundId, userId, delegateId);
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
  const [delegates, judges, locks] = await Promise.all([
    repo.delegatesOfRound(db, roundId),
    repo.judgesOfRound(db, roundId),
    repo.locksOf(db, roundId),
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
    })),
  };
}

async function draftRoundOr409(tx: DbOrTx, roundId: string) {
  const round = await repo.lockRound(tx, roundId);
  if (!round) throw notFound(ROUND_NOT_FOUND);
  if (round.status !== 'draft') throw conflict('The round has opened: its rules, delegates and judges are fixed.');
  return round;
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
    if (round.status === 'published') throw conflict('The results are published: the scores are final.');
    const removed = await repo.removeLock(tx, roundId, userId, segmentKey);
    if (!removed) throw conflict('These scores are not submitted.');
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
    if (round.status !== 'closed') throw conflict('Close the round before publishing its results.');
    const inputs = await sheetInputs(tx, round);
    await repo.lockResultsChain(tx);
    const previousHash = await repo.latestResultHash(tx);
    const head = inputs.judges.find((j) => j.head);
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
    });
    if (sheet.ranking.cutTie) {
      throw conflict(
        round.headJudgeRanking
          ? 'A tie straddles the advancement line that neither the tie-break segment nor the head judge’s ranking breaks.'
          : 'A tie straddles the advancement line: the head judge must record her ranking before publishing.',
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
      details: { sha256, previousHash },
    });
    return { sha256, previousHash };
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

export async function publishedRounds(db: DbOrTx): Promise<PublishedRound[]> {
  const rows = await repo.publishedResults(db);
  return rows.map(({ round, result }) => publicRound(round, result));
}

export async function publishedRound(db: DbOrTx, slug: string): Promise<PublishedRound> {
  const [row] = await repo.publishedResults(db, slug);
  if (!row) throw notFound('These results are not published.');
  return publicRound(row.round, row.result);
}

export async function publishedSheet(db: DbOrTx, slug: string): Promise<string> {
  const [row] = await repo.publishedResults(db, slug);
  if (!row) throw notFound('These results are not published.');
  return row.result.sheet;
}

export type RoundDetail = Awaited<ReturnType<typeof roundDetail>>;
