import {
  ERROR_CODES,
  type RoundRules,
  type RoundScheduleUpdate,
  type Translations,
  urlSlug,
  zonedWallTime,
} from '@cq/shared';
import type { Database, DbOrTx } from '../../../db/client';
import { notFound } from '../../../lib/errors';
import { type AuditActor, recordAudit } from '../../audit/record';
import { nameOf } from '../../judging/present';
import { ROUND_NOT_FOUND, refuse, roundOr404 } from '../../judging/refusals';
import * as judgingRepo from '../../judging/repo';
import { presentRoundSummary } from './present';
import * as repo from './repo';

/** The director sets rounds up: their names, dates and rules while in draft. */

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
    judgingRepo.delegatesOfRound(db, roundId),
    judgingRepo.judgesOfRound(db, roundId),
    judgingRepo.locksOf(db, roundId),
    judgingRepo.excusalsOf(db, roundId),
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

export async function draftRoundOr409(tx: DbOrTx, roundId: string) {
  const round = await judgingRepo.lockRound(tx, roundId);
  if (!round) throw notFound(ROUND_NOT_FOUND);
  if (round.status !== 'draft')
    throw refuse(409, 'The round has opened: its rules, delegates and judges are fixed.', ERROR_CODES.roundLocked);
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
    const round = await judgingRepo.lockRound(tx, roundId);
    if (!round) throw notFound(ROUND_NOT_FOUND);
    const after = { name: names.name, translations: names.translations ?? {} };
    await judgingRepo.updateRound(tx, roundId, after);
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
    const round = await judgingRepo.lockRound(tx, roundId);
    if (!round) throw notFound(ROUND_NOT_FOUND);
    const startsAt = schedule.startsAt === null ? null : new Date(schedule.startsAt);
    await judgingRepo.updateRound(tx, roundId, { startsAt, timeZone: schedule.timeZone });
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
    await judgingRepo.updateRound(tx, roundId, { rules });
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

export type RoundDetail = Awaited<ReturnType<typeof roundDetail>>;
