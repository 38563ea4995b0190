import { CHANGE_CACHE_TTL_MS, ChangeCache, changeSubscription, type Subscribe } from '../db/change-cache';
import type { Database } from '../db/client';
import type { UserRow } from '../db/schema';

/** Channel of the users_changed trigger (drizzle/0001_users_change_notify.sql): the payload is the id of the changed user. */
export const USER_CHANGED_CHANNEL = 'cq_user_changed';
export const USER_CACHE_TTL_MS = CHANGE_CACHE_TTL_MS;

/** The user rows behind access tokens, kept until the row changes (see ChangeCache). */
export class UserCache extends ChangeCache<UserRow> {}

/**
 * How to hear user changes on this database: the embedded database
 * (PGlite) delivers them synchronously. On PostgreSQL several API instances
 * may write, and a notification reaches the others only after the write has
 * returned, so there the cache stays off and each request reads the row.
 */
export function userChangeSubscription(db: Database): Subscribe | null {
  return changeSubscription(db, USER_CHANGED_CHANNEL);
}
