import { and, asc, count, desc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { type FanVoteRow, fanBallots, fanVoteDelegates, fanVotes } from '../../db/schema';
import { ballotCounts } from './counting';

export async function voteBySlug(db: DbOrTx, slug: string): Promise<FanVoteRow | null> {
  const [row] = await db.select().from(fanVotes).where(eq(fanVotes.slug, slug)).limit(1);
  return row ?? null;
}

export async function voteById(db: DbOrTx, id: string): Promise<FanVoteRow | null> {
  const [row] = await db.select().from(fanVotes).where(eq(fanVotes.id, id)).limit(1);
  return row ?? null;
}

export async function allVotes(db: DbOrTx): Promise<FanVoteRow[]> {
  return db.select().from(fanVotes).orderBy(desc(fanVotes.opensAt), asc(fanVotes.name));
}

export async function delegateIdsOf(db: DbOrTx, voteIds: string[]): Promise<Map<string, string[]>> {
  const byVote = new Map<string, string[]>(voteIds.map((id) => [id, []]));
  if (voteIds.length === 0) return byVote;
  const rows = await db.select().from(fanVoteDelegates).where(sql`${fanVoteDelegates.voteId} in ${voteIds}`);
  for (const r of rows) byVote.get(r.voteId)?.push(r.contestantId);
  return byVote;
}

export async function isInVote(db: DbOrTx, voteId: string, contestantId: string): Promise<boolean> {
  const [row] = await db
    .select({ one: sql`1` })
    .from(fanVoteDelegates)
    .where(and(eq(fanVoteDelegates.voteId, voteId), eq(fanVoteDelegates.contestantId, contestantId)))
    .limit(1);
  return Boolean(row);
}

/** Each delegate's count (counting.ts: her votes not voided while she is in the vote). */
export async function tally(db: DbOrTx, voteId: string): Promise<Map<string, number>> {
  const rows = await db
    .select({ contestantId: fanBallots.contestantId, votes: count() })
    .from(fanBallots)
    .where(and(eq(fanBallots.voteId, voteId), ballotCounts))
    .groupBy(fanBallots.contestantId);
  return new Map(rows.map((r) => [r.contestantId, Number(r.votes)]));
}

export async function ballotByKey(db: DbOrTx, userId: string, idempotencyKey: string) {
  const [row] = await db
    .select()
    .from(fanBallots)
    .where(and(eq(fanBallots.userId, userId), eq(fanBallots.idempotencyKey, idempotencyKey)))
    .limit(1);
  return row ?? null;
}

/**
 * The free votes cast from one address on a voting day, counted no further than the limit (a busy campus address
 * costs the same as a quiet one): where the address's counter starts when this instance first meets it.
 */
export async function countFreeFromAddress(
  db: DbOrTx,
  q: { voteId: string; day: string; addressHash: string; limit: number },
): Promise<number> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(
    db
      .select({ one: sql`1` })
      .from(fanBallots)
      .where(
        and(
          eq(fanBallots.addressHash, q.addressHash),
          eq(fanBallots.voteId, q.voteId),
          eq(fanBallots.votingDay, q.day),
          eq(fanBallots.paid, false),
        ),
      )
      .limit(q.limit)
      .as('a'),
  );
  return Number(row?.n ?? 0);
}

/** A fan's free votes for one delegate on one voting day (what her allowance has used). */
export async function countMine(
  db: DbOrTx,
  b: { voteId: string; contestantId: string; userId: string | null; votingDay: string },
): Promise<number> {
  if (!b.userId) return 0;
  const [row] = await db
    .select({ n: count() })
    .from(fanBallots)
    .where(
      and(
        eq(fanBallots.voteId, b.voteId),
        eq(fanBallots.contestantId, b.contestantId),
        eq(fanBallots.userId, b.userId),
        eq(fanBallots.votingDay, b.votingDay),
        eq(fanBallots.paid, false),
      ),
    );
  return Number(row?.n ?? 0);
}

export interface NewBallot {
  voteId: string;
  contestantId: string;
  userId: string;
  votingDay: string;
  slot: number;
  paid: boolean;
  idempotencyKey: string;
  addressHash: string;
  deviceHash: string | null;
}

/**
 * Inserts the ballot unless the fan's key or the day's slot is taken (by a resent request, or by another tab
 * that won the race): null then, and the caller finds out which.
 */
export async function insertBallot(db: DbOrTx, ballot: NewBallot): Promise<{ id: string } | null> {
  const [row] = await db.insert(fanBallots).values(ballot).onConflictDoNothing().returning({ id: fanBallots.id });
  return row ?? null;
}

/** A fan's latest votes, newest first, with the vote each belongs to. */
export async function ballotsOf(db: DbOrTx, userId: string, limit: number) {
  return db
    .select({
      id: fanBallots.id,
      voteSlug: fanVotes.slug,
      voteName: fanVotes.name,
      contestantId: fanBallots.contestantId,
      createdAt: fanBallots.createdAt,
      voidedAt: fanBallots.voidedAt,
      paid: fanBallots.paid,
    })
    .from(fanBallots)
    .innerJoin(fanVotes, eq(fanVotes.id, fanBallots.voteId))
    .where(eq(fanBallots.userId, userId))
    .orderBy(desc(fanBallots.createdAt))
    .limit(limit);
}

/** How many free votes a fan cast for each delegate of each vote on the given voting days. */
export async function usedOn(db: DbOrTx, userId: string, days: { voteId: string; day: string }[]) {
  if (days.length === 0) return [];
  const pairs = sql.join(
    days.map((d) => sql`(${fanBallots.voteId} = ${d.voteId} and ${fanBallots.votingDay} = ${d.day})`),
    sql` or `,
  );
  return db
    .select({ voteId: fanBallots.voteId, contestantId: fanBallots.contestantId, used: count() })
    .from(fanBallots)
    .where(and(eq(fanBallots.userId, userId), eq(fanBallots.paid, false), sql`(${pairs})`))
    .groupBy(fanBallots.voteId, fanBallots.contestantId);
}

/** The votes cast in a vote since `since` by one account, and by one address: the larger of the two. */
export async function recentVotesBy(
  db: DbOrTx,
  q: { voteId: string; userId: string; addressHash: string; since: Date },
): Promise<number> {
  const [row] = await db
    .select({
      byUser: sql<number>`count(*) filter (where ${fanBallots.userId} = ${q.userId})`.mapWith(Number),
      byAddress: sql<number>`count(*) filter (where ${fanBallots.addressHash} = ${q.addressHash})`.mapWith(Number),
    })
    .from(fanBallots)
    .where(and(eq(fanBallots.voteId, q.voteId), sql`${fanBallots.createdAt} > ${q.since.toISOString()}`));
  return Math.max(row?.byUser ?? 0, row?.byAddress ?? 0);
}
