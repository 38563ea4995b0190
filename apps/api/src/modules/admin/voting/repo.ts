import { representedCountry } from '@cq/shared';
import { and, count, desc, eq, inArray, isNotNull, isNull, lt, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import {
  contestants,
  delegateProfiles,
  fanBallots,
  fanVoteDelegates,
  fanVotes,
  orders,
  users,
} from '../../../db/schema';
import { ballotCounts } from '../../voting/counting';

export async function slugTaken(db: DbOrTx, slug: string, exceptId?: string): Promise<boolean> {
  const [row] = await db
    .select({ id: fanVotes.id })
    .from(fanVotes)
    .where(exceptId ? and(eq(fanVotes.slug, slug), sql`${fanVotes.id} <> ${exceptId}`) : eq(fanVotes.slug, slug))
    .limit(1);
  return Boolean(row);
}

export async function replaceDelegates(db: DbOrTx, voteId: string, contestantIds: string[]): Promise<void> {
  await db.delete(fanVoteDelegates).where(eq(fanVoteDelegates.voteId, voteId));
  if (contestantIds.length > 0) {
    await db.insert(fanVoteDelegates).values(contestantIds.map((contestantId) => ({ voteId, contestantId })));
  }
}

/** Votes counted (the delegates' counts: voting/counting.ts) and voided, and the paid votes counted, per vote. */
export async function totals(
  db: DbOrTx,
): Promise<Map<string, { counted: number; voided: number; paidCounted: number }>> {
  const rows = await db
    .select({
      voteId: fanBallots.voteId,
      counted: sql<number>`count(*) filter (where ${ballotCounts})::int`,
      voided: sql<number>`count(*) filter (where ${fanBallots.voidedAt} is not null)::int`,
      paidCounted: sql<number>`count(*) filter (where ${ballotCounts} and ${fanBallots.paid})::int`,
    })
    .from(fanBallots)
    .groupBy(fanBallots.voteId);
  return new Map(
    rows.map((r) => [
      r.voteId,
      { counted: Number(r.counted), voided: Number(r.voided), paidCounted: Number(r.paidCounted) },
    ]),
  );
}

/** The names of contestants (staff see every delegate of a vote, published or not). */
export async function contestantNames(db: DbOrTx, ids: string[]) {
  if (ids.length === 0) return new Map<string, { name: string; country: string }>();
  const rows = await db
    .select({
      id: contestants.id,
      firstName: users.firstName,
      lastName: users.lastName,
      form: contestants.formData,
      countryCode: contestants.countryCode,
    })
    .from(contestants)
    .innerJoin(users, eq(users.id, contestants.userId))
    .where(inArray(contestants.id, ids));
  return new Map(
    rows.map((r) => [
      r.id,
      { name: `${r.firstName} ${r.lastName}`.trim(), country: representedCountry(r.form, r.countryCode).code },
    ]),
  );
}

/**
 * Per delegate: votes in the last `windowMinutes` with the distinct accounts and addresses they came from, and her
 * votes in the day before them (her usual pace); votes that count only (counting.ts).
 */
export async function pace(db: DbOrTx, voteId: string, now: Date, windowMinutes: number) {
  const windowStart = new Date(now.getTime() - windowMinutes * 60_000);
  const dayBefore = new Date(windowStart.getTime() - 24 * 3600_000);
  const rows = await db
    .select({
      contestantId: fanBallots.contestantId,
      recent: sql<number>`count(*) filter (where ${fanBallots.createdAt} >= ${windowStart.toISOString()}::timestamptz)::int`,
      prior: sql<number>`count(*) filter (where ${fanBallots.createdAt} < ${windowStart.toISOString()}::timestamptz)::int`,
      accounts: sql<number>`count(distinct ${fanBallots.userId}) filter (where ${fanBallots.createdAt} >= ${windowStart.toISOString()}::timestamptz)::int`,
      addresses: sql<number>`count(distinct ${fanBallots.addressHash}) filter (where ${fanBallots.createdAt} >= ${windowStart.toISOString()}::timestamptz)::int`,
    })
    .from(fanBallots)
    .where(
      and(
        eq(fanBallots.voteId, voteId),
        ballotCounts,
        sql`${fanBallots.createdAt} >= ${dayBefore.toISOString()}::timestamptz`,
      ),
    )
    .groupBy(fanBallots.contestantId);
  return rows.map((r) => ({
    contestantId: r.contestantId,
    recent: Number(r.recent),
    prior: Number(r.prior),
    accounts: Number(r.accounts),
    addresses: Number(r.addresses),
  }));
}

/**
 * Per delegate: her accounts in the last `windowMinutes` that voted from an address `perAddress` or more of them
 * used (votes that count only).
 */
export async function crowdedAccounts(
  db: DbOrTx,
  voteId: string,
  now: Date,
  windowMinutes: number,
  perAddress: number,
): Promise<Map<string, number>> {
  const windowStart = new Date(now.getTime() - windowMinutes * 60_000);
  const accounts = sql<number>`count(distinct ${fanBallots.userId})::int`;
  const perAddressRows = db
    .select({ contestantId: fanBallots.contestantId, accounts: accounts.as('accounts') })
    .from(fanBallots)
    .where(
      and(
        eq(fanBallots.voteId, voteId),
        ballotCounts,
        sql`${fanBallots.createdAt} >= ${windowStart.toISOString()}::timestamptz`,
      ),
    )
    .groupBy(fanBallots.contestantId, fanBallots.addressHash)
    .having(sql`${accounts} >= ${perAddress}`)
    .as('crowded');
  const rows = await db
    .select({ contestantId: perAddressRows.contestantId, n: sql<number>`sum(${perAddressRows.accounts})::int` })
    .from(perAddressRows)
    .groupBy(perAddressRows.contestantId);
  return new Map(rows.map((r) => [r.contestantId, Number(r.n)]));
}

/** Addresses many accounts voted from on one voting day. */
export async function sharedAddresses(db: DbOrTx, voteId: string, minAccounts: number) {
  const accounts = sql<number>`count(distinct ${fanBallots.userId})::int`;
  const rows = await db
    .select({
      address: fanBallots.addressHash,
      votingDay: fanBallots.votingDay,
      accounts,
      votes: count(),
    })
    .from(fanBallots)
    .where(and(eq(fanBallots.voteId, voteId), isNull(fanBallots.voidedAt)))
    .groupBy(fanBallots.addressHash, fanBallots.votingDay)
    .having(sql`${accounts} >= ${minAccounts}`)
    .orderBy(desc(accounts))
    .limit(20);
  return rows.map((r) => ({ ...r, accounts: Number(r.accounts), votes: Number(r.votes) }));
}

export interface BallotFilter {
  contestantId?: string;
  address?: string;
  voided?: 'include' | 'only';
}

function ballotWhere(voteId: string, f: BallotFilter) {
  return and(
    eq(fanBallots.voteId, voteId),
    f.contestantId ? eq(fanBallots.contestantId, f.contestantId) : undefined,
    f.address ? eq(fanBallots.addressHash, f.address) : undefined,
    f.voided === 'only'
      ? isNotNull(fanBallots.voidedAt)
      : f.voided === 'include'
        ? undefined
        : isNull(fanBallots.voidedAt),
  );
}

const ballotFields = {
  id: fanBallots.id,
  contestantId: fanBallots.contestantId,
  firstName: users.firstName,
  lastName: users.lastName,
  email: users.email,
  address: fanBallots.addressHash,
  votingDay: fanBallots.votingDay,
  createdAt: fanBallots.createdAt,
  voidedAt: fanBallots.voidedAt,
  voidReason: fanBallots.voidReason,
  paid: fanBallots.paid,
};

/** The newest ballots matching the filter, with the fan who cast each (none once her account is erased). */
export async function ballots(db: DbOrTx, voteId: string, f: BallotFilter, limit: number, offset = 0) {
  return db
    .select(ballotFields)
    .from(fanBallots)
    .leftJoin(users, eq(users.id, fanBallots.userId))
    .where(ballotWhere(voteId, f))
    .orderBy(desc(fanBallots.createdAt), desc(fanBallots.id))
    .limit(limit)
    .offset(offset);
}

/** Where an export stopped: the last row's creation time as the database holds it (microseconds), and its id. */
export interface ExportCursor {
  key: string;
  id: string;
}

/**
 * The next ballots of an export, newest first, cast no later than `until` (the export's start), after the
 * cursor: votes cast while the file is written neither shift its pages nor appear twice.
 */
export async function exportPage(db: DbOrTx, voteId: string, until: string, after: ExportCursor | null, limit: number) {
  return db
    .select({ ...ballotFields, key: sql<string>`${fanBallots.createdAt}::text` })
    .from(fanBallots)
    .leftJoin(users, eq(users.id, fanBallots.userId))
    .where(
      and(
        eq(fanBallots.voteId, voteId),
        sql`${fanBallots.createdAt} <= ${until}::timestamptz`,
        after
          ? or(
              sql`${fanBallots.createdAt} < ${after.key}::timestamptz`,
              and(sql`${fanBallots.createdAt} = ${after.key}::timestamptz`, lt(fanBallots.id, after.id)),
            )
          : undefined,
      ),
    )
    .orderBy(desc(fanBallots.createdAt), desc(fanBallots.id))
    .limit(limit);
}

/** Voids the vote's ballots among these that still count; the ids voided. */
export async function voidBallots(db: DbOrTx, voteId: string, ids: string[], by: string, reason: string) {
  return db
    .update(fanBallots)
    .set({ voidedAt: new Date(), voidedBy: by, voidReason: reason })
    .where(and(eq(fanBallots.voteId, voteId), inArray(fanBallots.id, ids), isNull(fanBallots.voidedAt)))
    .returning({ id: fanBallots.id, contestantId: fanBallots.contestantId });
}

/** The slug and contestant id of every published profile. */
export async function publishedIds(db: DbOrTx) {
  const rows = await db
    .select({ slug: delegateProfiles.slug, contestantId: delegateProfiles.contestantId })
    .from(delegateProfiles)
    .where(isNotNull(delegateProfiles.publishedAt));
  return rows.flatMap((r) => (r.slug ? [{ slug: r.slug, contestantId: r.contestantId }] : []));
}

/** Every contestant with a ballot in the vote (one taken out of it since included), for the export's names. */
export async function ballotContestants(db: DbOrTx, voteId: string): Promise<string[]> {
  const rows = await db
    .selectDistinct({ id: fanBallots.contestantId })
    .from(fanBallots)
    .where(eq(fanBallots.voteId, voteId));
  return rows.map((r) => r.id);
}

/** The vote's pack orders, newest first, with the fan who made each (none once her account is erased). */
export async function packOrders(db: DbOrTx, voteId: string) {
  return db
    .select({
      order: orders,
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
    })
    .from(orders)
    .leftJoin(users, eq(users.id, orders.userId))
    .where(eq(orders.voteId, voteId))
    .orderBy(desc(orders.createdAt), desc(orders.id));
}
