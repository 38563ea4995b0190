import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client';
import { type FanVoteCreditRow, fanBallots, fanVoteCredits, type OrderRow } from '../../db/schema';

/**
 * A fan's paid votes (decision 0028). Credited in the transaction that records the pack's payment, after the
 * order's conditional update to paid has succeeded (recordOutcome): that update succeeds once per order however
 * many webhooks and returns race for it, so a pack is credited once.
 */
export async function creditPack(tx: Tx, order: OrderRow): Promise<void> {
  if (!order.voteId || !order.packVotes) return;
  await tx
    .insert(fanVoteCredits)
    .values({ voteId: order.voteId, userId: order.userId, purchased: order.packVotes, balance: order.packVotes })
    .onConflictDoUpdate({
      target: [fanVoteCredits.voteId, fanVoteCredits.userId],
      set: {
        purchased: sql`${fanVoteCredits.purchased} + ${order.packVotes}`,
        balance: sql`${fanVoteCredits.balance} + ${order.packVotes}`,
        updatedAt: new Date(),
      },
    });
}

/** A pack refunded in full: what is left of its votes leaves her balance (votes already cast stay counted). */
export async function takeBackPack(tx: Tx, order: OrderRow): Promise<void> {
  if (!order.voteId || !order.packVotes) return;
  await tx
    .update(fanVoteCredits)
    .set({ balance: sql`greatest(0, ${fanVoteCredits.balance} - ${order.packVotes})`, updatedAt: new Date() })
    .where(and(eq(fanVoteCredits.voteId, order.voteId), eq(fanVoteCredits.userId, order.userId)));
}

export async function creditsOf(db: DbOrTx, voteId: string, userId: string): Promise<FanVoteCreditRow | null> {
  const [row] = await db
    .select()
    .from(fanVoteCredits)
    .where(and(eq(fanVoteCredits.voteId, voteId), eq(fanVoteCredits.userId, userId)))
    .limit(1);
  return row ?? null;
}

export async function allCreditsOf(db: DbOrTx, userId: string): Promise<FanVoteCreditRow[]> {
  return db.select().from(fanVoteCredits).where(eq(fanVoteCredits.userId, userId));
}

/**
 * Takes one paid vote from her balance, if she has one: one conditional update, so racing votes are counted one
 * after the other on the row's lock and the balance never goes below zero. Answers her running number of paid
 * votes (the ballot's slot is minus it) and what is left, or null when her balance is empty.
 */
export async function spendOne(tx: Tx, voteId: string, userId: string): Promise<{ seq: number; left: number } | null> {
  const [row] = await tx
    .update(fanVoteCredits)
    .set({
      balance: sql`${fanVoteCredits.balance} - 1`,
      spent: sql`${fanVoteCredits.spent} + 1`,
      updatedAt: new Date(),
    })
    .where(and(eq(fanVoteCredits.voteId, voteId), eq(fanVoteCredits.userId, userId), gt(fanVoteCredits.balance, 0)))
    .returning({ spent: fanVoteCredits.spent, balance: fanVoteCredits.balance });
  return row ? { seq: row.spent, left: row.balance } : null;
}

/**
 * Holds, until the transaction ends, the lock on a delegate's paid votes in a vote, and counts them (voided ones
 * not): the per-delegate cap holds under racing votes.
 */
export async function lockAndCountPaidFor(tx: Tx, voteId: string, contestantId: string): Promise<number> {
  await tx.execute(
    sql`select pg_advisory_xact_lock(hashtextextended(${`fan-vote-paid:${voteId}:${contestantId}`}, 0))`,
  );
  const [row] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(fanBallots)
    .where(
      and(
        eq(fanBallots.voteId, voteId),
        eq(fanBallots.contestantId, contestantId),
        eq(fanBallots.paid, true),
        isNull(fanBallots.voidedAt),
      ),
    );
  return Number(row?.n ?? 0);
}
