import { ERROR_CODES, type ErrorCode } from '@cq/shared';
import type { DbOrTx } from '../../db/client';
import { AppError, notFound } from '../../lib/errors';
import * as repo from './repo';

/** The refusals both sides of judging answer with: the judge's screens and the director's back office. */

export const ROUND_NOT_FOUND = 'Round not found.';
const NOT_ASSIGNED = 'You are not a judge of this round.';

/** A judging refusal with its own code: the judge's phone words each one in her language. */
export const refuse = (status: number, message: string, code: ErrorCode, errors?: Record<string, string>) =>
  new AppError(status, message, errors, undefined, code);
export const notAssigned = () => refuse(403, NOT_ASSIGNED, ERROR_CODES.judgeNotAssigned);
export const notOpen = (status: string) =>
  refuse(
    409,
    status === 'draft' ? 'Scoring has not opened yet.' : 'Scoring for this round is closed.',
    ERROR_CODES.roundNotOpen,
  );
export const published = () =>
  refuse(409, 'The results are published: the scores are final.', ERROR_CODES.resultsPublished);

/** The round, or 404. */
export async function roundOr404(db: DbOrTx, roundId: string) {
  const round = await repo.findRound(db, roundId);
  if (!round) throw notFound(ROUND_NOT_FOUND);
  return round;
}
