import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import {
  judgingExcusals,
  judgingJudges,
  judgingLockReceipts,
  judgingLocks,
  judgingResults,
  judgingRoundDelegates,
  judgingRounds,
  judgingScoreEntries,
  users,
} from '../../../db/schema';
import type { RoundRow } from '../../judging/repo';

/** The director's queries: setting rounds up, the chief auditor's changes, and publication. */

export function listRounds(db: DbOrTx) {
  return db
    .select()
    .from(judgingRounds)
    .orderBy(desc(judgingRounds.season), asc(judgingRounds.continent), asc(judgingRounds.createdAt));
}

export function slugTaken(db: DbOrTx, slug: string) {
  return db
    .select({ id: judgingRounds.id })
    .from(judgingRounds)
    .where(eq(judgingRounds.slug, slug))
    .limit(1)
    .then((r) => r.length > 0);
}

export async function replaceDelegates(db: DbOrTx, roundId: string, contestantIds: string[]): Promise<void> {
  await db.delete(judgingRoundDelegates).where(eq(judgingRoundDelegates.roundId, roundId));
  if (contestantIds.length > 0) {
    await db.insert(judgingRoundDelegates).values(contestantIds.map((contestantId) => ({ roundId, contestantId })));
  }
}

export async function replaceJudges(
  db: DbOrTx,
  roundId: string,
  judges: { userId: string; number: number; head: boolean }[],
): Promise<void> {
  await db.delete(judgingJudges).where(eq(judgingJudges.roundId, roundId));
  if (judges.length > 0) await db.insert(judgingJudges).values(judges.map((j) => ({ roundId, ...j })));
}

export function usersByEmails(db: DbOrTx, emails: string[]) {
  if (emails.length === 0) return Promise.resolve([]);
  return db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(
      inArray(
        sql`lower(${users.email})`,
        emails.map((e) => e.toLowerCase()),
      ),
    );
}

export async function removeLock(db: DbOrTx, roundId: string, userId: string, segment: string): Promise<boolean> {
  const gone = await db
    .delete(judgingLocks)
    .where(and(eq(judgingLocks.roundId, roundId), eq(judgingLocks.userId, userId), eq(judgingLocks.segment, segment)))
    .returning({ segment: judgingLocks.segment });
  return gone.length > 0;
}

/** Every entry received for a round, for the published history. */
export function entriesOfRound(db: DbOrTx, roundId: string) {
  return db
    .select()
    .from(judgingScoreEntries)
    .where(eq(judgingScoreEntries.roundId, roundId))
    .orderBy(asc(judgingScoreEntries.serverAt), asc(judgingScoreEntries.receivedAt));
}

export async function upsertExcusal(
  db: DbOrTx,
  row: { roundId: string; userId: string; segments: string[]; reason: string; excusedBy: string },
): Promise<void> {
  await db
    .insert(judgingExcusals)
    .values(row)
    .onConflictDoUpdate({
      target: [judgingExcusals.roundId, judgingExcusals.userId],
      set: { segments: row.segments, reason: row.reason, excusedBy: row.excusedBy, excusedAt: sql`now()` },
    });
}

/** Marks a judge's current receipt for a segment reopened, with the reason. */
export async function reopenReceipt(db: DbOrTx, roundId: string, userId: string, segment: string, reason: string) {
  await db
    .update(judgingLockReceipts)
    .set({ reopenedAt: new Date(), reopenReason: reason })
    .where(
      and(
        eq(judgingLockReceipts.roundId, roundId),
        eq(judgingLockReceipts.userId, userId),
        eq(judgingLockReceipts.segment, segment),
        sql`${judgingLockReceipts.reopenedAt} is null`,
      ),
    );
}

export async function latestResultHash(db: DbOrTx): Promise<string | null> {
  const [row] = await db
    .select({ sha256: judgingResults.sha256 })
    .from(judgingResults)
    .orderBy(desc(judgingResults.publishedAt))
    .limit(1);
  return row?.sha256 ?? null;
}

export async function insertResult(
  db: DbOrTx,
  row: { roundId: string; sheet: string; sha256: string; previousHash: string | null; publishedAt: Date },
) {
  await db.insert(judgingResults).values(row);
}

export async function setRevealed(db: DbOrTx, roundId: string, revealed: number) {
  await db.update(judgingResults).set({ revealed }).where(eq(judgingResults.roundId, roundId));
}

export async function insertRound(
  db: DbOrTx,
  values: Pick<RoundRow, 'season' | 'slug' | 'name' | 'continent' | 'kind' | 'rules'> &
    Partial<Pick<RoundRow, 'translations'>>,
): Promise<RoundRow> {
  const [row] = await db.insert(judgingRounds).values(values).returning();
  return row as RoundRow;
}

/** Publications take turns, so each sheet names the one published just before it. */
export async function lockResultsChain(db: DbOrTx): Promise<void> {
  await db.execute(sql`select pg_advisory_xact_lock(hashtext('judging_results_chain'))`);
}
