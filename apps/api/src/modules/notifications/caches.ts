import type { NotificationListResponse, NotificationStatus } from '@cq/shared';
import type { FastifyInstance } from 'fastify';
import { type PrebuiltJson, prebuildAnswer } from '#api/lib/answers';
import { ChangeCache, changeSubscription, KEY_PART_SEPARATOR } from '../../db/change-cache';
import { listNotifications, unreadCount } from './service';

/** Channel of the notifications_changed trigger (drizzle/0003_notifications_change_notify.sql). */
export const NOTIFICATIONS_CHANGED_CHANNEL = 'cq_notifications_changed';

export interface NotificationCaches {
  /** The user's unread count. */
  unread: ChangeCache<number>;
  /** The user's list answer, serialised: `load(listKey(userId, query))`. */
  lists: ChangeCache<PrebuiltJson<NotificationListResponse>>;
}

export interface ListQuery {
  limit: number;
  status?: NotificationStatus;
}

/** The cache key of one list of a user: every kept list of hers is forgotten with her id. */
export const listKey = (userId: string, query: ListQuery) =>
  [userId, query.limit, query.status ?? ''].join(KEY_PART_SEPARATOR);

/**
 * What every open portal tab polls, the unread count and the list, read once and kept until one of the user's
 * notifications changes (the database announces it). The list is kept as the answer's JSON, so a poll that
 * finds it costs no query and no serialising. Off where the database cannot announce changes in time
 * (PostgreSQL, see changeSubscription): there every call reads the database.
 */
export async function notificationCaches(app: FastifyInstance): Promise<NotificationCaches> {
  const subscribe = changeSubscription(app.db, NOTIFICATIONS_CHANGED_CHANNEL);
  const unread = new ChangeCache<number>((userId) => unreadCount(app.db, userId), subscribe);
  const lists = new ChangeCache<PrebuiltJson<NotificationListResponse>>(async (key) => {
    const [userId = '', limit, status] = key.split(KEY_PART_SEPARATOR);
    const query: ListQuery = { limit: Number(limit), ...(status ? { status: status as NotificationStatus } : {}) };
    return prebuildAnswer<NotificationListResponse>({
      success: true,
      data: await listNotifications(app.db, userId, query),
    });
  }, subscribe);
  await Promise.all([unread.start(), lists.start()]);
  app.addHook('onClose', async () => {
    await Promise.all([unread.stop(), lists.stop()]);
  });
  return { unread, lists };
}
