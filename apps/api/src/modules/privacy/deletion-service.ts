import { type AdminDeletionRequest, type DeletionRequest, isStaff, PRIVACY_MESSAGES, type Principal } from '@cq/shared';
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database, DbOrTx } from '../../db/client';
import { contestants, type DeletionRequestRow, deletionRequests, users } from '../../db/schema';
import { forbidden } from '../../lib/errors';

function present(row: DeletionRequestRow): DeletionRequest {
  return {
    id: row.id,
    state: row.state,
    requestedAt: row.requestedAt.toISOString(),
    erasedAt: row.erasedAt?.toISOString() ?? null,
  };
}

/** Her pending request, if any. */
export async function currentDeletionRequest(db: DbOrTx, userId: string): Promise<DeletionRequest | null> {
  const [row] = await db
    .select()
    .from(deletionRequests)
    .where(and(eq(deletionRequests.userId, userId), eq(deletionRequests.state, 'pending')))
    .limit(1);
  return row ? present(row) : null;
}

/**
 * She asks that her account be erased. Staff accounts are not erased this way (the back office's own rules on
 * roles apply to them). A second request while one is pending answers the first.
 */
export async function requestDeletion(
  db: Database,
  user: Principal & { id: string },
): Promise<{ deletionRequest: DeletionRequest; created: boolean }> {
  if (isStaff(user)) throw forbidden(PRIVACY_MESSAGES.deletionStaffAccount);
  const [inserted] = await db.insert(deletionRequests).values({ userId: user.id }).onConflictDoNothing().returning();
  if (inserted) return { deletionRequest: present(inserted), created: true };
  const pending = await currentDeletionRequest(db, user.id);
  if (!pending) throw new Error('a pending request vanished');
  return { deletionRequest: pending, created: false };
}

const eraser = alias(users, 'eraser');

/** The requests with what staff see beside them: the person, her registration's state, and who carried it out. */
function staffRequests(db: DbOrTx) {
  return db
    .select({
      request: deletionRequests,
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
      registrationStatus: contestants.registrationStatus,
      erasedByEmail: eraser.email,
    })
    .from(deletionRequests)
    .innerJoin(users, eq(users.id, deletionRequests.userId))
    .leftJoin(contestants, eq(contestants.userId, deletionRequests.userId))
    .leftJoin(eraser, eq(eraser.id, deletionRequests.erasedBy));
}

/** Every request for staff, pending first (oldest first), then those carried out (newest first). */
export async function listDeletionRequests(db: DbOrTx): Promise<AdminDeletionRequest[]> {
  const rows = await staffRequests(db)
    .orderBy(
      sql`${deletionRequests.state} = 'erased'`,
      asc(sql`case when ${deletionRequests.state} = 'pending' then ${deletionRequests.requestedAt} end`),
      desc(deletionRequests.erasedAt),
    )
    .limit(500);
  return rows.map((r) => toAdmin(r));
}

export function toAdmin(r: {
  request: DeletionRequestRow;
  firstName: string;
  lastName: string;
  email: string;
  registrationStatus: string | null;
  erasedByEmail: string | null;
}): AdminDeletionRequest {
  const pending = r.request.state === 'pending';
  return {
    ...present(r.request),
    userId: r.request.userId,
    name: pending ? `${r.firstName} ${r.lastName}`.trim() : null,
    email: pending ? r.email : null,
    registrationStatus: pending ? r.registrationStatus : null,
    erasedBy: r.erasedByEmail,
  };
}

/** One request as staff see it. */
export async function deletionRequestForStaff(db: DbOrTx, id: string): Promise<AdminDeletionRequest | null> {
  const [row] = await staffRequests(db).where(eq(deletionRequests.id, id)).limit(1);
  return row ? toAdmin(row) : null;
}
