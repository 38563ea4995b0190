import type { NotificationAction, NotificationPriority, NotificationStatus } from '@cq/shared';
import { sql } from 'drizzle-orm';
import { index, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, ownedBy, primaryId, timestamptz } from './columns';
import { users } from './users';

/**
 * In-app notifications. `dedupe_key` makes a producer fire once
 * per cause: a second insert with the same key for the same user is ignored.
 */
export const notifications = pgTable(
  'notifications',
  {
    id: primaryId(),
    userId: ownedBy('user_id', () => users.id),
    title: text('title').notNull(),
    message: text('message').notNull(),
    type: text('type').notNull(),
    status: text('status').$type<NotificationStatus>().notNull().default('unread'),
    priority: text('priority').$type<NotificationPriority>().notNull().default('normal'),
    category: text('category').notNull(),
    actions: jsonb('actions').$type<NotificationAction[]>().notNull().default([]),
    dedupeKey: text('dedupe_key'),
    createdAt: createdAt(),
    readAt: timestamptz('read_at'),
    archivedAt: timestamptz('archived_at'),
  },
  (t) => [
    // The list and the polled unread count are index-only look-ups per user.
    index('notifications_user_created_idx').on(t.userId, t.createdAt.desc()),
    index('notifications_user_unread_idx').on(t.userId).where(sql`${t.status} = 'unread'`),
    uniqueIndex('notifications_user_dedupe_unique').on(t.userId, t.dedupeKey),
  ],
);
