import type { BulkEmailAudience, BulkEmailState } from '@cq/shared';
import { index, integer, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users';

/** One message staff wrote to a filtered set of contestants (docs/product/back-office.md#bulk-e-mail). */
export const bulkEmails = pgTable(
  'bulk_emails',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Made once by the sending form: a retried request finds this row instead of sending again. */
    requestId: uuid('request_id').notNull().unique(),
    subject: text('subject').notNull(),
    message: text('message').notNull(),
    audience: jsonb('audience').$type<BulkEmailAudience>().notNull(),
    /** 'queuing' while copies are written to the outbox; 'done' once every recipient has hers. */
    state: text('state').$type<Exclude<BulkEmailState, 'sending'>>().notNull().default('queuing'),
    /** How many the filter matched when it was sent. */
    recipients: integer('recipients').notNull(),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('bulk_emails_created_idx').on(t.createdAt)],
);

/**
 * Who got a copy, and which outbox message it is. One row per recipient and message (the key), written in the
 * same transaction as her outbox message, so no one is written to twice, whatever is retried or resumed.
 */
export const bulkEmailRecipients = pgTable(
  'bulk_email_recipients',
  {
    bulkEmailId: uuid('bulk_email_id')
      .notNull()
      .references(() => bulkEmails.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    outboxId: uuid('outbox_id').notNull(),
  },
  (t) => [primaryKey({ columns: [t.bulkEmailId, t.userId] })],
);

/**
 * A person's choices about bulk messages: the token her unsubscribe links carry (random, made by the database
 * the first time she is written to), and when she unsubscribed.
 */
export const emailPreferences = pgTable('email_preferences', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  unsubscribeToken: text('unsubscribe_token').notNull().unique(),
  unsubscribedAt: timestamp('unsubscribed_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
