import { NOTIFICATION_MESSAGES, type NotificationList, type NotificationStatus } from '@cq/shared';
import { and, count, desc, eq, inArray, ne, type Placeholder, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { prepared } from '../../db/prepared';
import { notifications } from '../../db/schema';
import { conflict, notFound } from '../../lib/errors';
import { type NotificationRow, toNotificationDto } from './present';

/**
 * The contestant's notifications (docs/product/portal.md#notifications). Every query is scoped to
 * the caller: another user's id is "not found", never "forbidden", so nothing
 * reveals that it exists. The list and the counts are index look-ups on
 * (user_id, created_at) and the partial index of unread rows.
 */
const own = (userId: string, id: string) => and(eq(notifications.id, id), eq(notifications.userId, userId));

type Param<T> = T | Placeholder;

/** The page's query, with values or, for a prepared statement, placeholders. */
function listQuery(db: DbOrTx, userId: Param<string>, limit: Param<number>, status?: Param<NotificationStatus>) {
  const counts = db
    .select({
      total: (status
        ? sql<number>`count(*) filter (where ${notifications.status} = ${status})::int`
        : sql<number>`count(*)::int`
      ).as('total'),
      unread: sql<number>`count(*) filter (where ${notifications.status} = 'unread')::int`.as('unread'),
    })
    .from(notifications)
    .where(eq(notifications.userId, userId))
    .as('counts');
  const page = db
    .select({ id: notifications.id })
    .from(notifications)
    .where(
      status
        ? and(eq(notifications.userId, userId), eq(notifications.status, status))
        : eq(notifications.userId, userId),
    )
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(limit);
  return db
    .select({ total: counts.total, unread: counts.unread, notification: notifications })
    .from(counts)
    .leftJoin(notifications, inArray(notifications.id, page))
    .orderBy(desc(notifications.createdAt), desc(notifications.id));
}

const placeholders = { userId: sql.placeholder('userId'), limit: sql.placeholder('limit') };

/**
 * One page of the list with the user's counts, in one round trip (every open portal tab polls it): the counts
 * (one row) are joined to the page's rows, so a user with no notifications still gets her zeros.
 */
export async function listNotifications(
  db: DbOrTx,
  userId: string,
  query: { limit: number; status?: NotificationStatus },
): Promise<NotificationList> {
  const statement = query.status
    ? prepared(db, 'notifications_list_by_status', (d) =>
        listQuery(d, placeholders.userId, placeholders.limit, sql.placeholder('status')).prepare(
          'notifications_list_by_status',
        ),
      )
    : prepared(db, 'notifications_list', (d) =>
        listQuery(d, placeholders.userId, placeholders.limit).prepare('notifications_list'),
      );
  const rows = statement
    ? await statement.execute({ userId, limit: query.limit, status: query.status })
    : await listQuery(db, userId, query.limit, query.status);
  return {
    notifications: rows.flatMap((r) => (r.notification ? [toNotificationDto(r.notification)] : [])),
    total: rows[0]?.total ?? 0,
    unreadCount: rows[0]?.unread ?? 0,
  };
}

const unreadQuery = (db: DbOrTx, userId: Param<string>) =>
  db
    .select({ n: count() })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), eq(notifications.status, 'unread')));

export async function unreadCount(db: DbOrTx, userId: string): Promise<number> {
  const statement = prepared(db, 'notifications_unread_count', (d) =>
    unreadQuery(d, placeholders.userId).prepare('notifications_unread_count'),
  );
  const [row] = statement ? await statement.execute({ userId }) : await unreadQuery(db, userId);
  return row?.n ?? 0;
}

/** Unread becomes read; a read or archived one keeps its status (reading it again changes nothing). */
export async function markRead(db: DbOrTx, userId: string, id: string): Promise<NotificationRow> {
  const [row] = await db
    .update(notifications)
    .set({
      status: sql`case when ${notifications.status} = 'unread' then 'read' else ${notifications.status} end`,
      readAt: sql`coalesce(${notifications.readAt}, now())`,
    })
    .where(own(userId, id))
    .returning();
  if (!row) throw notFound(NOTIFICATION_MESSAGES.notFound);
  return row;
}

export async function markAllRead(db: DbOrTx, userId: string): Promise<number> {
  const rows = await db
    .update(notifications)
    .set({ status: 'read', readAt: sql`coalesce(${notifications.readAt}, now())` })
    .where(and(eq(notifications.userId, userId), eq(notifications.status, 'unread')))
    .returning({ id: notifications.id });
  return rows.length;
}

/** Archived ones stay archived: archiving one again is a conflict. */
export async function archive(db: DbOrTx, userId: string, id: string): Promise<NotificationRow> {
  const [row] = await db
    .update(notifications)
    .set({ status: 'archived', archivedAt: sql`now()`, readAt: sql`coalesce(${notifications.readAt}, now())` })
    .where(and(own(userId, id), ne(notifications.status, 'archived')))
    .returning();
  if (row) return row;
  const [existing] = await db.select({ id: notifications.id }).from(notifications).where(own(userId, id)).limit(1);
  if (!existing) throw notFound(NOTIFICATION_MESSAGES.notFound);
  throw conflict(NOTIFICATION_MESSAGES.alreadyArchived);
}

export async function remove(db: DbOrTx, userId: string, id: string): Promise<void> {
  const rows = await db.delete(notifications).where(own(userId, id)).returning({ id: notifications.id });
  if (rows.length === 0) throw notFound(NOTIFICATION_MESSAGES.notFound);
}

export { toNotificationDto };
