import {
  ADMIN_CONTESTANT_MESSAGES,
  type ContestantFilters,
  type ContestantSort,
  DEFAULT_SORT_ORDER,
  type PagingQuery,
  REGISTRATION_CONTINENTS,
  REGISTRATION_STATUSES,
  type SortOrder,
} from '@cq/shared';
import { and, asc, count, desc, eq, gte, inArray, isNull, lt, or, type SQL, sql } from 'drizzle-orm';
import { type AnyPgColumn, alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../../db/client';
import { contestantNotes, contestantSubmissions, contestants, contestantTags, users } from '../../../db/schema';
import { notFound } from '../../../lib/errors';

/**
 * The list's SQL: filters, order, one page, the counts, and the export's
 * batches. Built for 20,000 records on PostgreSQL: the page, its count and the
 * counts are three small queries, and the default order is the
 * (submitted_at desc nulls last, id) index.
 */

const dayStart = (day: string) => new Date(`${day}T00:00:00.000Z`);
const dayAfter = (day: string) => new Date(dayStart(day).getTime() + 86_400_000);
const likeEscaped = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * Full name (which holds each name) or e-mail; lower() on both sides is
 * cheaper than ILIKE twice over. The matching accounts are found first
 * (OFFSET 0 keeps the planner from folding the subquery into the join): for a
 * common word, walking the list's order and testing every account took three
 * times longer.
 */
function searchWhere(q: string): SQL {
  const pattern = likeEscaped(q);
  return sql`${contestants.userId} in (select ${users.id} from ${users} where lower(${users.firstName} || ' ' || ${users.lastName}) like lower(${pattern}) or lower(${users.email}) like lower(${pattern}) offset 0)`;
}

export function filterWhere(f: ContestantFilters): SQL | undefined {
  let payment: SQL | undefined;
  if (f.paymentStatus === 'none') payment = isNull(users.paymentStatus);
  else if (f.paymentStatus) payment = eq(users.paymentStatus, f.paymentStatus);
  return and(
    f.status ? eq(contestants.registrationStatus, f.status) : undefined,
    f.continent ? eq(contestants.continent, f.continent) : undefined,
    payment,
    // Whole days, inclusive at both ends (UTC).
    f.submittedFrom ? gte(contestants.submittedAt, dayStart(f.submittedFrom)) : undefined,
    f.submittedTo ? lt(contestants.submittedAt, dayAfter(f.submittedTo)) : undefined,
    f.q ? searchWhere(f.q) : undefined,
    f.tag
      ? sql`exists (select 1 from ${contestantTags} where ${contestantTags.contestantId} = ${contestants.id} and ${contestantTags.tag} = ${f.tag})`
      : undefined,
    // An empty selection matches nothing (inArray of [] is false).
    f.ids ? inArray(contestants.id, f.ids) : undefined,
  );
}

/** Each sort: its expression and the type its text form is read back as (for the export's keyset). */
const SORT_KEYS: Record<ContestantSort, { expr: AnyPgColumn | SQL; type: 'timestamptz' | 'text' }> = {
  submittedAt: { expr: contestants.submittedAt, type: 'timestamptz' },
  // The record's copy of her account's "last first", lower-cased, which two indexes keep in either order.
  name: { expr: contestants.sortName, type: 'text' },
  status: { expr: contestants.registrationStatus, type: 'text' },
  createdAt: { expr: contestants.createdAt, type: 'timestamptz' },
  updatedAt: { expr: contestants.updatedAt, type: 'timestamptz' },
};

export interface Ordering {
  sort: ContestantSort;
  order: SortOrder;
}

export function orderingOf(f: ContestantFilters): Ordering {
  const sort = f.sort ?? 'submittedAt';
  return { sort, order: f.order ?? DEFAULT_SORT_ORDER[sort] };
}

/** Empty values last in either direction; the id breaks ties so pages never overlap. */
function orderBy({ sort, order }: Ordering): SQL[] {
  return [sql`${SORT_KEYS[sort].expr} ${sql.raw(order === 'asc' ? 'asc' : 'desc')} nulls last`, asc(contestants.id)];
}

const summaryColumns = {
  id: contestants.id,
  userId: contestants.userId,
  firstName: users.firstName,
  lastName: users.lastName,
  email: users.email,
  status: contestants.registrationStatus,
  continent: contestants.continent,
  paymentStatus: users.paymentStatus,
  submittedAt: contestants.submittedAt,
  updatedAt: contestants.updatedAt,
  editsUsed: contestants.editsUsed,
  extraEdits: contestants.extraEdits,
  version: contestants.version,
  // Read per row of a page (the tag index's primary key answers it), never for a whole table.
  tags: sql<
    string[] | null
  >`(select array_agg(${contestantTags.tag} order by ${contestantTags.tag}) from ${contestantTags} where ${contestantTags.contestantId} = ${contestants.id})`,
};

export type SummaryRow = NonNullable<Awaited<ReturnType<typeof summaryById>>>;

function pageQuery(db: DbOrTx, f: ContestantFilters, paging: PagingQuery) {
  return db
    .select({ ...summaryColumns, total: sql<number>`count(*) over ()`.mapWith(Number) })
    .from(contestants)
    .innerJoin(users, eq(users.id, contestants.userId))
    .where(filterWhere(f))
    .orderBy(...orderBy(orderingOf(f)))
    .limit(paging.pageSize)
    .offset((paging.page - 1) * paging.pageSize);
}

function countQuery(db: DbOrTx, f: ContestantFilters) {
  const where = filterWhere(f);
  // Only the payment status and the search need the accounts.
  if (!f.q && !f.paymentStatus) return db.select({ n: count() }).from(contestants).where(where);
  return db.select({ n: count() }).from(contestants).innerJoin(users, eq(users.id, contestants.userId)).where(where);
}

/** How many records match the filters: the list's own count. */
export async function countMatches(db: DbOrTx, f: ContestantFilters): Promise<number> {
  const [row] = await countQuery(db, f);
  return row?.n ?? 0;
}

/**
 * A registration fee counts as paid when the contestant's account says so:
 * the account's status is what lets her fill in the form, and it is set in
 * the same transaction as the paid order. The overview and the list both
 * count with this filter.
 */
export const FEE_PAID: ContestantFilters = { paymentStatus: 'paid' };

/**
 * One page and the number of matches. A search has to read every account
 * anyway, so it counts in the same pass (count(*) over ()); otherwise the page
 * walks the order's index and a separate count reads as little as it can.
 */
export async function listPage(db: DbOrTx, f: ContestantFilters, paging: PagingQuery) {
  if (f.q) {
    const rows = await pageQuery(db, f, paging);
    const total = rows[0]?.total ?? (paging.page > 1 ? ((await countQuery(db, f))[0]?.n ?? 0) : 0);
    return { rows, total };
  }
  const ordering = orderingOf(f);
  const [rows, [counted]] = await Promise.all([
    db
      .select(summaryColumns)
      .from(contestants)
      .innerJoin(users, eq(users.id, contestants.userId))
      .where(inArray(contestants.id, pageIds(db, f, ordering, paging)))
      .orderBy(...orderBy(ordering)),
    countQuery(db, f),
  ]);
  return { rows, total: counted?.n ?? 0 };
}

/**
 * The ids of one page, chosen before any other column is read. Every sort key is on the records, so without a
 * payment filter the page walks one index of this table and skips the rows before it there; only the page's
 * rows are then joined to their accounts. Joining first made a deep page (say page 200 sorted by name) join
 * and sort every record on each request: about 40 ms on 20,000 records, against 3 ms this way.
 */
function pageIds(db: DbOrTx, f: ContestantFilters, ordering: Ordering, paging: PagingQuery) {
  const base = db.select({ id: contestants.id }).from(contestants);
  const joined = f.paymentStatus ? base.innerJoin(users, eq(users.id, contestants.userId)) : base;
  return joined
    .where(filterWhere(f))
    .orderBy(...orderBy(ordering))
    .limit(paging.pageSize)
    .offset((paging.page - 1) * paging.pageSize);
}

export async function summaryById(db: DbOrTx, id: string) {
  const [row] = await db
    .select(summaryColumns)
    .from(contestants)
    .innerJoin(users, eq(users.id, contestants.userId))
    .where(eq(contestants.id, id))
    .limit(1);
  return row ?? null;
}

/**
 * Per status and per continent over every record. One grouped query on
 * (status, continent), which the index of that pair answers without reading
 * the table; the two breakdowns are summed from its few rows here.
 */
export async function countsOfAll(db: DbOrTx) {
  const rows = await db
    .select({ status: contestants.registrationStatus, continent: contestants.continent, n: count() })
    .from(contestants)
    .groupBy(contestants.registrationStatus, contestants.continent);
  const byStatus = Object.fromEntries(REGISTRATION_STATUSES.map((s) => [s, 0])) as Record<string, number>;
  const byContinent = Object.fromEntries(REGISTRATION_CONTINENTS.map((c) => [c, 0])) as Record<string, number>;
  let all = 0;
  for (const row of rows) {
    byStatus[row.status] = (byStatus[row.status] ?? 0) + row.n;
    if (row.continent) byContinent[row.continent] = (byContinent[row.continent] ?? 0) + row.n;
    all += row.n;
  }
  return { all, byStatus, byContinent };
}

const fromForm = (key: string) =>
  sql<string | null>`nullif(coalesce(${contestants.formData}->>${key}, ${contestants.draftFormData}->>${key}), '')`;

const exportColumns = {
  id: contestants.id,
  firstName: users.firstName,
  lastName: users.lastName,
  email: users.email,
  phone: users.phoneNumber,
  status: contestants.registrationStatus,
  continent: contestants.continent,
  nationality: fromForm('nationality'),
  residence: fromForm('residence'),
  representedCountrySource: fromForm('representedCountry'),
  countryCode: contestants.countryCode,
  dob: fromForm('dob'),
  paymentStatus: users.paymentStatus,
  amountMinor: contestants.paymentAmountMinor,
  currency: contestants.paymentCurrency,
  submittedAt: contestants.submittedAt,
  updatedAt: contestants.updatedAt,
  editsUsed: contestants.editsUsed,
};

interface Cursor {
  /** The last row's sort key as text (null when it had none) and its id. */
  key: string | null;
  id: string;
}

/** Rows after the cursor in the list's order (empty sort keys come last either way). */
function keysetAfter({ sort, order }: Ordering, after: Cursor): SQL | undefined {
  const { expr, type } = SORT_KEYS[sort];
  const idAfter = sql`${contestants.id} > ${after.id}`;
  if (after.key === null) return and(sql`${expr} is null`, idAfter);
  const key = sql`cast(${after.key} as ${sql.raw(type)})`;
  const beyond = order === 'asc' ? sql`${expr} > ${key}` : sql`${expr} < ${key}`;
  return or(sql`${expr} is null`, beyond, and(sql`${expr} = ${key}`, idAfter));
}

function exportBatch(db: DbOrTx, where: SQL | undefined, ordering: Ordering, limit: number) {
  return db
    .select({ ...exportColumns, sortKey: sql<string | null>`(${SORT_KEYS[ordering.sort].expr})::text` })
    .from(contestants)
    .innerJoin(users, eq(users.id, contestants.userId))
    .where(where)
    .orderBy(...orderBy(ordering))
    .limit(limit);
}
export type ExportRow = Awaited<ReturnType<typeof exportBatch>>[number];

/**
 * The filtered records in the list's order, batch by batch. Each batch is its
 * own query that starts after the last row of the one before (keyset), so no
 * transaction or connection is held while a slow client downloads. The sort
 * key travels as text so timestamps keep their microseconds.
 */
export async function* exportBatches(
  db: DbOrTx,
  f: ContestantFilters,
  batchSize = 500,
): AsyncGenerator<ExportRow[], void, undefined> {
  const ordering = orderingOf(f);
  const where = filterWhere(f);
  let after: Cursor | null = null;
  for (;;) {
    const rows = await exportBatch(
      db,
      and(where, after ? keysetAfter(ordering, after) : undefined),
      ordering,
      batchSize,
    );
    if (rows.length > 0) yield rows;
    const last = rows.at(-1);
    if (!last || rows.length < batchSize) return;
    after = { key: last.sortKey, id: last.id };
  }
}

const reviewer = alias(users, 'reviewer');

/** The record with its account; 404 for an unknown id. */
export async function findRecord(db: DbOrTx, id: string) {
  const [found] = await db
    .select({
      record: contestants,
      user: {
        id: users.id,
        firstName: users.firstName,
        lastName: users.lastName,
        email: users.email,
        phoneNumber: users.phoneNumber,
        paymentStatus: users.paymentStatus,
        language: users.language,
        emailBouncedAt: users.emailBouncedAt,
        emailBounceReason: users.emailBounceReason,
      },
      reviewerFirst: reviewer.firstName,
      reviewerLast: reviewer.lastName,
    })
    .from(contestants)
    .innerJoin(users, eq(users.id, contestants.userId))
    .leftJoin(reviewer, eq(reviewer.id, contestants.reviewedBy))
    .where(eq(contestants.id, id))
    .limit(1);
  if (!found) throw notFound(ADMIN_CONTESTANT_MESSAGES.notFound);
  return found;
}

/** Every submission of a record, oldest first, with the name of the staff member who made a correction. */
export function submissionsOf(db: DbOrTx, id: string) {
  return db
    .select({ submission: contestantSubmissions, correctorFirst: users.firstName, correctorLast: users.lastName })
    .from(contestantSubmissions)
    .leftJoin(users, eq(users.id, contestantSubmissions.correctedBy))
    .where(eq(contestantSubmissions.contestantId, id))
    .orderBy(asc(contestantSubmissions.version));
}

/** The staff notes on a record, newest first, each with its author's name (null once the author is gone). */
export function noteRowsOf(db: DbOrTx, id: string) {
  return db
    .select({ note: contestantNotes, firstName: users.firstName, lastName: users.lastName })
    .from(contestantNotes)
    .leftJoin(users, eq(users.id, contestantNotes.authorId))
    .where(eq(contestantNotes.contestantId, id))
    .orderBy(desc(contestantNotes.createdAt), desc(contestantNotes.id));
}

export type RecordWithAccount = Awaited<ReturnType<typeof findRecord>>;
export type SubmissionRow = Awaited<ReturnType<typeof submissionsOf>>[number];
export type NoteWithAuthor = Awaited<ReturnType<typeof noteRowsOf>>[number];
