import type { FastifyInstance } from 'fastify';
import { ChangeCache, changeSubscription } from '../../db/change-cache';
import { unreadCount } from './service';

/** Channel of the notifications_changed trigger (drizzle/0003_notifications_change_notify.sql). */
export const NOTIFICATIONS_CHANGED_CHANNEL = 'cq_notifications_changed';

/**
 * Each user's unread count, polled by every open portal tab: read once and
 * kept until one of the user's notifications changes (the database announces
 * it). Off where the database cannot announce changes in time (PostgreSQL,
 * see changeSubscription): there every call counts.
 */
export async function unreadCountCache(app: FastifyInstance): Promise<ChangeCache<number>> {
  const cache = new ChangeCache<number>(
    (userId) => unreadCount(app.db, userId),
    changeSubscription(app.db, NOTIFICATIONS_CHANGED_CHANNEL),
  );
  await cache.start();
  app.addHook('onClose', async () => {
    await cache.stop();
  });
  return cache;
}
