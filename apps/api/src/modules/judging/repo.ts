import { type RepresentedCountrySource, representedCountry } from '@cq/shared';
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import {
  contestants,
  judgingConflicts,
  judgingExcusals,
  judgingJudges,
  judgingLockReceipts,
  judgingLocks,
  judgingRoundDelegates,
  judgingRounds,
  judgingScoreEntries,
  judgingScores,
  users,
} from '../../db/schema';

export type RoundRow = typeof judgingRounds.$inferSelect;

export async function findRound(db: DbOrTx, roundId: string): Promise<RoundRow | undefined> {
  const [row] = await db.select().from(judgingRounds).where(eq(judgingRounds.id, roundId)).limit(1);
  return row;
}

/**
 * The round's lock, held to the end of the transaction: judges' writes take it shared, so they run side by side;
 * the director's changes (opening, closing, publishing…) take it exclusive, so no score lands in the middle of
 * one. An advisory lock lives in memory: unlike a row lock it writes nothing, so a shared hold costs no more with
 * twelve judges than with one.
 */
async function holdRound(db: DbOrTx, roundId: string, mode: 'shared' | 'exclusive'): Promise<void> {
  const key = sql`hashtextextended(${`judging_round:${roundId}`}, 0)`;
  await db.execute(
    mode === 'shared' ? sql`select pg_advisory_xact_lock_shared(${key})` : sql`select pg_advisory_xact_lock(${key})`,
  );
}

/**
 * One judge's writes on a round take turns (her two devices, a save beside her submission), so a segment she
 * submits never receives a score saved at the same moment.
 */
export async function holdJudge(db: DbOrTx, roundId: string, userId: string): Promise<void> {
  await db.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`judging_judge:${roundId}:${userId}`}, 0))`);
}

/**
 * A judge's save: her turn on the round taken (the round shared, her own writes in turn: see holdJudge), then
 * the round and everything the save is checked against in one statement: her number (null when not assigned),
 * the round's delegates, the delegates she declared a conflict with, and the segments she submitted.
 */
export async function scoringContext(db: DbOrTx, roundId: string, userId: string) {
  await db.execute(
    sql`select pg_advisory_xact_lock_shared(hashtextextended(${`judging_round:${roundId}`}, 0)),
      pg_advisory_xact_lock(hashtextextended(${`judging_judge:${roundId}:${userId}`}, 0))`,
  );
  // A named (prepared) statement: its plan is made once per connection. Planning these four sub-selects costs
  // several times running them, and a save comes with every judge's every move.
  const userParam = sql.placeholder('userId');
  const [row] = await db
    .select({
      round: judgingRounds,
      judgeNumber: sql<number | null>`(select ${judgingJudges.number} from ${judgingJudges}
        where ${judgingJudges.roundId} = ${judgingRounds.id} and ${judgingJudges.userId} = ${userParam})`,
      delegates: sql<string[]>`array(select ${judgingRoundDelegates.contestantId}::text from ${judgingRoundDelegates}
        where ${judgingRoundDelegates.roundId} = ${judgingRounds.id})`,
      conflicts: sql<string[]>`array(select ${judgingConflicts.contestantId}::text from ${judgingConflicts}
        where ${judgingConflicts.roundId} = ${judgingRounds.id} and ${judgingConflicts.userId} = ${userParam})`,
      locks: sql<string[]>`array(select ${judgingLocks.segment} from ${judgingLocks}
        where ${judgingLocks.roundId} = ${judgingRounds.id} and ${judgingLocks.userId} = ${userParam})`,
    })
    .from(judgingRounds)
    .where(eq(judgingRounds.id, sql.placeholder('roundId')))
    .limit(1)
    .prepare('judging_scoring_context')
    .execute({ roundId, userId });
  return row;
}

/** The round, held exclusively for the rest of the transaction (the director's changes). */
export async function lockRound(db: DbOrTx, roundId: string): Promise<RoundRow | undefined> {
  await holdRound(db, roundId, 'exclusive');
  return findRound(db, roundId);
}

/** The round, held shared for the rest of the transaction (a judge's scores, submission or conflict). */
export async function shareRound(db: DbOrTx, roundId: string): Promise<RoundRow | undefined> {
  await holdRound(db, roundId, 'shared');
  return findRound(db, roundId);
}

export async function delegateIdsOfRound(db: DbOrTx, roundId: string): Promise<string[]> {
  const rows = await db
    .select({ id: judgingRoundDelegates.contestantId })
    .from(judgingRoundDelegates)
    .where(eq(judgingRoundDelegates.roundId, roundId));
  return rows.map((r) => r.id);
}

/**
 * A delegate as the judging screens and the sheet name her: her account's name and the country she represents
 * (ISO code, as her public profile), read from her form's answers and the country staff confirmed.
 */
const delegateColumns = {
  id: contestants.id,
  firstName: users.firstName,
  lastName: users.lastName,
  nationality: sql<string>`coalesce(${contestants.formData}->>'nationality', '')`,
  residence: sql<string>`coalesce(${contestants.formData}->>'residence', '')`,
  source: sql<RepresentedCountrySource | null>`${contestants.formData}->>'representedCountry'`,
  countryCode: contestants.countryCode,
  continent: contestants.continent,
  status: contestants.registrationStatus,
};
export type DelegateRow = { id: string; firstName: string; lastName: string; country: string | null };

type DelegateColumns = { nationality: string; residence: string; source: RepresentedCountrySource | null };
function withCountry<T extends DelegateColumns & { countryCode: string | null }>({
  nationality,
  residence,
  source,
  countryCode,
  ...rest
}: T) {
  const form = { nationality, residence, representedCountry: source ?? ('' as const) };
  return { ...rest, country: representedCountry(form, countryCode).code };
}

export function delegatesOfRound(db: DbOrTx, roundId: string): Promise<DelegateRow[]> {
  return db
    .select(delegateColumns)
    .from(judgingRoundDelegates)
    .innerJoin(contestants, eq(contestants.id, judgingRoundDelegates.contestantId))
    .innerJoin(users, eq(users.id, contestants.userId))
    .where(eq(judgingRoundDelegates.roundId, roundId))
    .orderBy(asc(users.lastName), asc(users.firstName), asc(contestants.id))
    .then((rows) => rows.map(withCountry));
}

export function contestantsByIds(db: DbOrTx, ids: string[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .select(delegateColumns)
    .from(contestants)
    .innerJoin(users, eq(users.id, contestants.userId))
    .where(inArray(contestants.id, ids))
    .then((rows) => rows.map(withCountry));
}

export function judgesOfRound(db: DbOrTx, roundId: string) {
  return db
    .select({
      userId: judgingJudges.userId,
      number: judgingJudges.number,
      head: judgingJudges.head,
      email: users.email,
      firstName: users.firstName,
      lastName: users.lastName,
    })
    .from(judgingJudges)
    .innerJoin(users, eq(users.id, judgingJudges.userId))
    .where(eq(judgingJudges.roundId, roundId))
    .orderBy(asc(judgingJudges.number));
}

/**
 * Seats one more judge in a round (the next number; head only when asked and the round has none yet); nothing
 * when she is already seated. The caller holds the round's lock.
 */
export async function seatJudge(
  db: DbOrTx,
  roundId: string,
  userId: string,
  head: boolean,
): Promise<{ number: number; head: boolean } | null> {
  const seated = await db
    .select({ userId: judgingJudges.userId, number: judgingJudges.number, head: judgingJudges.head })
    .from(judgingJudges)
    .where(eq(judgingJudges.roundId, roundId));
  if (seated.some((j) => j.userId === userId)) return null;
  const seat = {
    number: seated.reduce((max, j) => Math.max(max, j.number), 0) + 1,
    head: head && !seated.some((j) => j.head),
  };
  await db.insert(judgingJudges).values({ roundId, userId, ...seat });
  return seat;
}

/** The rounds still in draft, newest season first: the ones a judge may be invited to. */
export function draftRounds(db: DbOrTx) {
  return db
    .select({ id: judgingRounds.id, name: judgingRounds.name, season: judgingRounds.season })
    .from(judgingRounds)
    .where(eq(judgingRounds.status, 'draft'))
    .orderBy(desc(judgingRounds.season), asc(judgingRounds.name));
}

/** Rounds' names by id. */
export function roundNames(db: DbOrTx, ids: string[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .select({ id: judgingRounds.id, name: judgingRounds.name, status: judgingRounds.status })
    .from(judgingRounds)
    .where(inArray(judgingRounds.id, ids));
}

export async function assignment(db: DbOrTx, roundId: string, userId: string) {
  const [row] = await db
    .select({ number: judgingJudges.number, head: judgingJudges.head })
    .from(judgingJudges)
    .where(and(eq(judgingJudges.roundId, roundId), eq(judgingJudges.userId, userId)))
    .limit(1);
  return row;
}

export function roundsOfJudge(db: DbOrTx, userId: string) {
  return (
    db
      .select({ round: judgingRounds, number: judgingJudges.number, head: judgingJudges.head })
      .from(judgingJudges)
      .innerJoin(judgingRounds, eq(judgingRounds.id, judgingJudges.roundId))
      .where(eq(judgingJudges.userId, userId))
      // The soonest first within a season (rounds without a date after them: ascending puts nulls last).
      .orderBy(desc(judgingRounds.season), asc(judgingRounds.startsAt), asc(judgingRounds.name))
  );
}

export function conflictsOf(db: DbOrTx, roundId: string, userId?: string) {
  return db
    .select({ userId: judgingConflicts.userId, contestantId: judgingConflicts.contestantId })
    .from(judgingConflicts)
    .where(
      userId
        ? and(eq(judgingConflicts.roundId, roundId), eq(judgingConflicts.userId, userId))
        : eq(judgingConflicts.roundId, roundId),
    );
}

export async function addConflict(db: DbOrTx, roundId: string, userId: string, contestantId: string) {
  await db.insert(judgingConflicts).values({ roundId, userId, contestantId }).onConflictDoNothing();
}

export function locksOf(db: DbOrTx, roundId: string, userId?: string) {
  return db
    .select({ userId: judgingLocks.userId, segment: judgingLocks.segment })
    .from(judgingLocks)
    .where(
      userId
        ? and(eq(judgingLocks.roundId, roundId), eq(judgingLocks.userId, userId))
        : eq(judgingLocks.roundId, roundId),
    );
}

export async function addLock(db: DbOrTx, roundId: string, userId: string, segment: string) {
  await db.insert(judgingLocks).values({ roundId, userId, segment }).onConflictDoNothing();
}

export function scoresOf(db: DbOrTx, roundId: string, userId?: string) {
  return db
    .select({
      userId: judgingScores.userId,
      contestantId: judgingScores.contestantId,
      segment: judgingScores.segment,
      valueUnits: judgingScores.valueUnits,
      enteredAt: judgingScores.enteredAt,
      serverAt: judgingScores.serverAt,
      clientId: judgingScores.clientId,
    })
    .from(judgingScores)
    .where(
      userId
        ? and(eq(judgingScores.roundId, roundId), eq(judgingScores.userId, userId))
        : eq(judgingScores.roundId, roundId),
    );
}

/**
 * Stores the entries the judge's save applied, one row per judge, delegate and segment (which entry is applied is
 * decided before, with her writes held: see `decideEntries`).
 */
export async function upsertScores(
  db: DbOrTx,
  rows: {
    roundId: string;
    userId: string;
    contestantId: string;
    segment: string;
    valueUnits: number;
    clientId: string;
    enteredAt: number;
    serverAt: number;
  }[],
): Promise<void> {
  if (rows.length === 0) return;
  await db
    .insert(judgingScores)
    .values(rows)
    .onConflictDoUpdate({
      target: [judgingScores.roundId, judgingScores.userId, judgingScores.contestantId, judgingScores.segment],
      set: {
        valueUnits: sql`excluded.value_units`,
        clientId: sql`excluded.client_id`,
        enteredAt: sql`excluded.entered_at`,
        serverAt: sql`excluded.server_at`,
        updatedAt: sql`now()`,
      },
    });
}

export type EntryRow = typeof judgingScoreEntries.$inferInsert;

/** What was answered for entries already received from this judge (a batch sent again), by client id. */
export async function entryOutcomes(db: DbOrTx, roundId: string, userId: string, clientIds: string[]) {
  if (clientIds.length === 0) return new Map<string, 'applied' | 'superseded'>();
  const rows = await db
    .select({ clientId: judgingScoreEntries.clientId, outcome: judgingScoreEntries.outcome })
    .from(judgingScoreEntries)
    .where(
      and(
        eq(judgingScoreEntries.roundId, roundId),
        eq(judgingScoreEntries.userId, userId),
        inArray(judgingScoreEntries.clientId, clientIds),
      ),
    );
  return new Map(rows.map((r) => [r.clientId, r.outcome]));
}

export async function insertEntries(db: DbOrTx, rows: EntryRow[]): Promise<void> {
  if (rows.length > 0) await db.insert(judgingScoreEntries).values(rows).onConflictDoNothing();
}

export function excusalsOf(db: DbOrTx, roundId: string) {
  return db.select().from(judgingExcusals).where(eq(judgingExcusals.roundId, roundId));
}

export async function insertReceipt(
  db: DbOrTx,
  row: { roundId: string; userId: string; segment: string; document: string; sha256: string; lockedAt: Date },
) {
  const [inserted] = await db.insert(judgingLockReceipts).values(row).returning();
  return inserted as typeof judgingLockReceipts.$inferSelect;
}

export function receiptsOf(db: DbOrTx, roundId: string, userId?: string) {
  return db
    .select()
    .from(judgingLockReceipts)
    .where(
      userId
        ? and(eq(judgingLockReceipts.roundId, roundId), eq(judgingLockReceipts.userId, userId))
        : eq(judgingLockReceipts.roundId, roundId),
    )
    .orderBy(desc(judgingLockReceipts.lockedAt));
}

export async function updateRound(
  db: DbOrTx,
  roundId: string,
  change: Partial<
    Pick<RoundRow, 'name' | 'translations' | 'rules' | 'status' | 'headJudgeRanking' | 'startsAt' | 'timeZone'>
  >,
): Promise<void> {
  await db
    .update(judgingRounds)
    .set({ ...change, updatedAt: new Date() })
    .where(eq(judgingRounds.id, roundId));
}
