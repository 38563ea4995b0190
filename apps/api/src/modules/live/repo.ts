import type { LiveFrame } from '@cq/shared';
import { and, asc, desc, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import {
  type LiveCueRow,
  type LiveShowRow,
  liveCues,
  liveDisplayLinks,
  liveShowEvents,
  liveShows,
  users,
} from '../../db/schema';

/** The live finale's queries (docs/product/live-finale.md). */

export async function findShow(db: DbOrTx, showId: string): Promise<LiveShowRow | undefined> {
  const [row] = await db.select().from(liveShows).where(eq(liveShows.id, showId)).limit(1);
  return row;
}

/** The show, held until the transaction ends: its Go, Back and Hold take turns. */
export async function lockShow(db: DbOrTx, showId: string): Promise<LiveShowRow | undefined> {
  const [row] = await db.select().from(liveShows).where(eq(liveShows.id, showId)).for('update').limit(1);
  return row;
}

export async function listShows(db: DbOrTx): Promise<LiveShowRow[]> {
  return db.select().from(liveShows).orderBy(desc(liveShows.createdAt));
}

export async function showOfRound(db: DbOrTx, roundId: string, rehearsal: boolean) {
  const [row] = await db
    .select()
    .from(liveShows)
    .where(and(eq(liveShows.roundId, roundId), eq(liveShows.rehearsal, rehearsal)))
    .limit(1);
  return row;
}

export async function insertShow(db: DbOrTx, values: typeof liveShows.$inferInsert): Promise<LiveShowRow> {
  const [row] = await db.insert(liveShows).values(values).returning();
  if (!row) throw new Error('insert returned nothing');
  return row;
}

export async function updateShow(db: DbOrTx, showId: string, values: Partial<typeof liveShows.$inferInsert>) {
  await db.update(liveShows).set(values).where(eq(liveShows.id, showId));
}

export async function cuesOf(db: DbOrTx, showId: string): Promise<LiveCueRow[]> {
  return db.select().from(liveCues).where(eq(liveCues.showId, showId)).orderBy(asc(liveCues.position));
}

export async function insertCues(db: DbOrTx, rows: (typeof liveCues.$inferInsert)[]): Promise<string[]> {
  if (rows.length === 0) return [];
  const inserted = await db.insert(liveCues).values(rows).returning({ id: liveCues.id });
  return inserted.map((r) => r.id);
}

export async function updateCue(db: DbOrTx, cueId: string, values: Partial<typeof liveCues.$inferInsert>) {
  await db.update(liveCues).set(values).where(eq(liveCues.id, cueId));
}

export async function deleteCue(db: DbOrTx, cueId: string) {
  await db.delete(liveCues).where(eq(liveCues.id, cueId));
}

/** Numbers the show's cues 0, 1, 2, … in the order given. */
export async function setOrder(db: DbOrTx, cueIds: string[]): Promise<void> {
  for (const [position, id] of cueIds.entries()) {
    await db.update(liveCues).set({ position }).where(eq(liveCues.id, id));
  }
}

/** The display name (first and last name) of each account among `ids`, by id. */
export async function namesOf(db: DbOrTx, ids: (string | null)[]): Promise<Map<string, string>> {
  const wanted = [...new Set(ids.filter((id): id is string => id !== null))];
  if (wanted.length === 0) return new Map();
  const rows = await db
    .select({ id: users.id, firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .where(inArray(users.id, wanted));
  return new Map(rows.map((r) => [r.id, `${r.firstName} ${r.lastName}`.trim()]));
}

export async function unfireCues(db: DbOrTx, showId: string) {
  await db.update(liveCues).set({ firedAt: null, firedBy: null }).where(eq(liveCues.showId, showId));
}

/** The next number of the frames' one sequence. */
export async function nextSeq(db: DbOrTx): Promise<number> {
  const result = await db.execute<{ seq: string | number }>(
    sql`select nextval(pg_get_serial_sequence('live_show_events', 'seq')) as seq`,
  );
  const rows = (result as unknown as { rows?: { seq: string | number }[] }).rows ?? (result as never);
  return Number(rows[0]?.seq);
}

export async function insertEvent(db: DbOrTx, showId: string, rehearsal: boolean, frame: LiveFrame) {
  await db.insert(liveShowEvents).values({ seq: frame.seq, showId, rehearsal, frame });
}

export async function eventBySeq(db: DbOrTx, seq: number) {
  const [row] = await db.select().from(liveShowEvents).where(eq(liveShowEvents.seq, seq)).limit(1);
  return row;
}

export async function latestEventOf(db: DbOrTx, showId: string) {
  const [row] = await db
    .select()
    .from(liveShowEvents)
    .where(eq(liveShowEvents.showId, showId))
    .orderBy(desc(liveShowEvents.seq))
    .limit(1);
  return row;
}

/** The last frame of any live show (never a rehearsal's): what the fans see. */
export async function latestPublicEvent(db: DbOrTx) {
  const [row] = await db
    .select()
    .from(liveShowEvents)
    .where(eq(liveShowEvents.rehearsal, false))
    .orderBy(desc(liveShowEvents.seq))
    .limit(1);
  return row;
}

export async function linksOf(db: DbOrTx, showId: string) {
  return db
    .select()
    .from(liveDisplayLinks)
    .where(eq(liveDisplayLinks.showId, showId))
    .orderBy(asc(liveDisplayLinks.createdAt));
}

export async function insertLink(db: DbOrTx, values: typeof liveDisplayLinks.$inferInsert) {
  const [row] = await db.insert(liveDisplayLinks).values(values).returning();
  if (!row) throw new Error('insert returned nothing');
  return row;
}

export async function linkByHash(db: DbOrTx, tokenHash: string) {
  const [row] = await db.select().from(liveDisplayLinks).where(eq(liveDisplayLinks.tokenHash, tokenHash)).limit(1);
  return row;
}

export async function findLink(db: DbOrTx, showId: string, linkId: string) {
  const [row] = await db
    .select()
    .from(liveDisplayLinks)
    .where(and(eq(liveDisplayLinks.showId, showId), eq(liveDisplayLinks.id, linkId)))
    .limit(1);
  return row;
}

/** Revokes the link unless it already is; true when this call revoked it. */
export async function revokeLink(db: DbOrTx, linkId: string, at: Date): Promise<boolean> {
  const rows = await db
    .update(liveDisplayLinks)
    .set({ revokedAt: at })
    .where(and(eq(liveDisplayLinks.id, linkId), isNull(liveDisplayLinks.revokedAt)))
    .returning({ id: liveDisplayLinks.id });
  return rows.length > 0;
}

export async function eventsAfter(db: DbOrTx, seq: number) {
  return db.select().from(liveShowEvents).where(gt(liveShowEvents.seq, seq)).orderBy(asc(liveShowEvents.seq));
}
