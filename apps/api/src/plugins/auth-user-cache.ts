import {
  CHANGE_CACHE_TTL_MS,
  ChangeCache,
  changeSubscription,
  KEY_PART_SEPARATOR,
  type Subscribe,
} from '../db/change-cache';
import type { Database } from '../db/client';
import type { UserRow } from '../db/schema';

/**
 * Channel of the users_changed and sessions_revoked triggers (drizzle/0001_users_change_notify.sql,
 * drizzle/0005_session_bound_tokens.sql): the payload is the id of the user whose row or session changed.
 */
export const USER_CHANGED_CHANNEL = 'cq_user_changed';
export const USER_CACHE_TTL_MS = CHANGE_CACHE_TTL_MS;

/** What an access token is checked against: the user's row and whether its session (refresh family) is live. */
export interface SessionUser {
  row: UserRow;
  sessionLive: boolean;
}

/** The cache key of one user's session: a change of the user or of any of her sessions forgets it. */
export const sessionKey = (userId: string, sessionId: string) => `${userId}${KEY_PART_SEPARATOR}${sessionId}`;

/** The user rows and session states behind access tokens, kept until either changes (see ChangeCache). */
export class UserCache<T = SessionUser> extends ChangeCache<T> {}

/**
 * How to hear user changes on this database: the embedded database
 * (PGlite) delivers them synchronously. On PostgreSQL several API instances
 * may write, and a notification reaches the others only after the write has
 * returned, so there the cache stays off and each request reads the row.
 */
export function userChangeSubscription(db: Database): Subscribe | null {
  return changeSubscription(db, USER_CHANGED_CHANNEL);
}
