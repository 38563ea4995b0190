import { feedsInto, isDelegateStatus, type ScoreSheet } from '@cq/shared';
import type { Database, DbOrTx } from '../../../db/client';
import { badInput } from '../../../lib/errors';
import { type AuditActor, recordAudit } from '../../audit/record';
import { nameOf } from '../../judging/present';
import * as judgingRepo from '../../judging/repo';
import * as results from '../../results/repo';
import * as repo from './repo';
import { draftRoundOr409, roundDetail } from './rounds';

/** Who takes part in a round being set up: its delegates (chosen, or advancing from published rounds), its judges. */

/** Every id must be an approved contestant of the round's continent (any continent for the global finale). */
async function assertDelegates(tx: DbOrTx, round: judgingRepo.RoundRow, ids: string[]): Promise<void> {
  const found = await judgingRepo.contestantsByIds(tx, ids);
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
    const current = await judgingRepo.delegateIdsOfRound(tx, roundId);
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
      const source = await judgingRepo.findRound(tx, id);
      const result = source ? await results.findResult(tx, id) : undefined;
      if (!source) errors[id] = 'No such round.';
      else if (!result || !feedsInto(source, round))
        errors[id] = `${source.continent ?? 'Global'} — ${source.name} does not lead to this round.`;
      else advancing.push(...(JSON.parse(result.sheet) as ScoreSheet).ranking.advancing);
    }
    if (Object.keys(errors).length > 0)
      throw badInput('Delegates advance from published rounds of the same season that lead here.', errors);
    const current = await judgingRepo.delegateIdsOfRound(tx, roundId);
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
