/**
 * Answers from one network address, at most this many a minute, before any is read: a burst is stopped at the
 * door. Her own budget of answers per hour (THREAD_REPLIES_PER_HOUR) is counted from the database by the service.
 */
export const REPLY_ROUTE_LIMIT = { max: 30, timeWindow: 60_000 };
