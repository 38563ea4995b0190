import { and, eq, type Placeholder, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { prepared } from '../../db/prepared';
import { type ContestantRow, contestants } from '../../db/schema';
import { notFound } from '../../lib/errors';

export const CONTESTANT_NOT_FOUND = 'Registration not found.';

/** The caller's own record; another user's id answers 404 exactly like a missing one. */
export async function findOwnContestant(db: DbOrTx, id: string, userId: string): Promise<ContestantRow> {
  const [row] = await db
    .select()
    .from(contestants)
    .where(and(eq(contestants.id, id), eq(contestants.userId, userId)))
    .limit(1);
  if (!row) throw notFound(CONTESTANT_NOT_FOUND);
  return row;
}

const contestantOfUser = (db: DbOrTx, userId: string | Placeholder) =>
  db.select().from(contestants).where(eq(contestants.userId, userId)).limit(1);

/** The portal polls this on every tab: a prepared statement outside a transaction. */
export async function findContestantOfUser(db: DbOrTx, userId: string): Promise<ContestantRow | null> {
  const statement = prepared(db, 'contestant_of_user', (d) =>
    contestantOfUser(d, sql.placeholder('userId')).prepare('contestant_of_user'),
  );
  const [row] = statement ? await statement.execute({ userId }) : await contestantOfUser(db, userId);
  return row ?? null;
}

/** Edits left: the settings' maximum plus staff grants, less those used. */
export function editsRemaining(row: Pick<ContestantRow, 'editsUsed' | 'extraEdits'>, maxEdits: number): number {
  return Math.max(0, maxEdits + row.extraEdits - row.editsUsed);
}

export const iso = (d: Date | null | undefined): string | null => (d ? d.toISOString() : null);
