import { ERROR_CODES, FAN_VOTE_MESSAGES, isStaff, VOTE_PACK_MESSAGES } from '@cq/shared';
import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { contestants, fanVoteDelegates, type UserRow } from '../../db/schema';
import { forbidden } from '../../lib/errors';

/**
 * Who takes part in a fan vote (docs/product/fan-voting.md#who-may-vote): a delegate may vote for the other
 * delegates, never for herself, and may not buy vote packs in a vote she is in; staff (who see the figures and
 * void votes) neither vote nor buy packs.
 */

async function ownContestantId(db: DbOrTx, userId: string): Promise<string | null> {
  const [row] = await db
    .select({ id: contestants.id })
    .from(contestants)
    .where(eq(contestants.userId, userId))
    .limit(1);
  return row?.id ?? null;
}

/**
 * Refuses (403) a vote by staff. Whether a delegate votes for herself is read with the rest of her ballot's state
 * in its batch's transaction (group-commit.ts), which refuses it with `ownVoteRefusal`: no query of its own.
 */
export function checkVoter(user: UserRow): void {
  if (isStaff(user)) throw forbidden(FAN_VOTE_MESSAGES.staffNoVote, ERROR_CODES.staffNoVote);
}

/** The refusal (403) of a delegate's vote for herself. */
export const ownVoteRefusal = () => forbidden(FAN_VOTE_MESSAGES.ownVote, ERROR_CODES.ownVote);

/** Refuses (403) a pack bought by staff, or by a delegate in the vote. */
export async function checkPackBuyer(db: DbOrTx, user: UserRow, voteId: string): Promise<void> {
  if (isStaff(user)) throw forbidden(VOTE_PACK_MESSAGES.staffNoPacks, ERROR_CODES.staffNoVote);
  const own = await ownContestantId(db, user.id);
  if (!own) return;
  const [inVote] = await db
    .select({ id: fanVoteDelegates.contestantId })
    .from(fanVoteDelegates)
    .where(and(eq(fanVoteDelegates.voteId, voteId), eq(fanVoteDelegates.contestantId, own)))
    .limit(1);
  if (inVote) throw forbidden(VOTE_PACK_MESSAGES.delegateNoPacks, ERROR_CODES.delegateNoPacks);
}
