import { sql } from 'drizzle-orm';
import { fanBallots, fanVoteDelegates } from '../../db/schema';

/**
 * A delegate's count in a fan vote, the one definition the public count, the staff's figures and the outcome
 * share: her ballots not voided, while she is in the vote (a delegate taken out of a vote takes her votes out of
 * every figure; put back, they count again). A condition on `fan_ballots`.
 */
export const ballotCounts = sql`(${fanBallots.voidedAt} is null and exists (select 1 from ${fanVoteDelegates} where ${fanVoteDelegates.voteId} = ${fanBallots.voteId} and ${fanVoteDelegates.contestantId} = ${fanBallots.contestantId}))`;
