import { SCORE_UNIT, type Tabulation, tabulate } from '@cq/shared';
import type { DbOrTx } from '../../../db/client';
import { nameOf } from '../../judging/present';
import { roundOr404 } from '../../judging/refusals';
import * as judgingRepo from '../../judging/repo';
import { presentRoundSummary } from './present';

/** The scores as they stand, for the director and the auditors, and the inputs a published sheet is made of. */

/** Everything the tabulation and the published sheet are computed from. */
export async function sheetInputs(db: DbOrTx, round: judgingRepo.RoundRow) {
  // In turn: inside a transaction (publication) these share one connection.
  const delegates = await judgingRepo.delegatesOfRound(db, round.id);
  const judges = await judgingRepo.judgesOfRound(db, round.id);
  const conflicts = await judgingRepo.conflictsOf(db, round.id);
  const scores = await judgingRepo.scoresOf(db, round.id);
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
