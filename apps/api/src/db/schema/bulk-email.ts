import type { BulkEmailAudience, BulkEmailState, BulkEmailWords, FeeReminderStage } from '@cq/shared';
import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, primaryKey, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { clearedWith, createdAt, ownedBy, primaryId, timestamptz, translations, updatedAt } from './columns';
import { users } from './users';

/** One message staff wrote to a filtered set of contestants (docs/product/back-office.md#bulk-e-mail). */
export const bulkEmails = pgTable(
  'bulk_emails',
  {
    id: primaryId(),
    /** Made once by the sending form: a retried request finds this row instead of sending again. */
    requestId: uuid('request_id').notNull().unique(),
    subject: text('subject').notNull(),
    message: text('message').notNull(),
    /** The subject and message in each other language staff wrote them in, by language. */
    translations: translations<BulkEmailWords>(),
    audience: jsonb('audience').$type<BulkEmailAudience>().notNull(),
    /**
     * 'scheduled' until its time comes (or 'cancelled' by staff before it); 'queuing' while copies are written to
     * the outbox; 'done' once every recipient has hers.
     */
    state: text('state').$type<Exclude<BulkEmailState, 'sending'>>().notNull().default('queuing'),
    /** When a scheduled message starts; null for one sent at once. */
    sendAt: timestamptz('send_at'),
    /** How many the filter matched when it was sent. */
    recipients: integer('recipients').notNull(),
    /**
     * The instance writing its copies, and until when it holds them: renewed with each batch. Once it has
     * passed (the instance stopped), any instance takes the writing over.
     */
    leaseOwner: text('lease_owner'),
    leaseUntil: timestamptz('lease_until'),
    createdBy: clearedWith('created_by', () => users.id),
    createdAt: createdAt(),
  },
  (t) => [index('bulk_emails_created_idx').on(t.createdAt), index('bulk_emails_due_idx').on(t.state, t.sendAt)],
);

/** A bulk message's words in every language, kept under a name so staff can fill the editor with them again. */
export const bulkEmailTemplates = pgTable(
  'bulk_email_templates',
  {
    id: primaryId(),
    name: text('name').notNull(),
    subject: text('subject').notNull(),
    message: text('message').notNull(),
    translations: translations<BulkEmailWords>(),
    createdBy: clearedWith('created_by', () => users.id),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  // Names are told apart without regard to case, so a list never shows two that read alike.
  (t) => [uniqueIndex('bulk_email_templates_name_idx').on(sql`lower(${t.name})`)],
);

/**
 * A reminder to pay the registration fee, sent: the key lets each contestant have each of the two once, however
 * often the job runs and on however many instances; written with her outbox message in one transaction.
 */
export const feeReminders = pgTable(
  'fee_reminders',
  {
    userId: ownedBy('user_id', () => users.id),
    /** 1 the first reminder, 2 the second and last. */
    stage: integer('stage').$type<FeeReminderStage>().notNull(),
    outboxId: uuid('outbox_id').notNull(),
    sentAt: timestamptz('sent_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.stage] })],
);

/**
 * Who got a copy, and which outbox message it is. One row per recipient and message (the key), written in the
 * same transaction as her outbox message, so no one is written to twice, whatever is retried or resumed.
 */
export const bulkEmailRecipients = pgTable(
  'bulk_email_recipients',
  {
    bulkEmailId: ownedBy('bulk_email_id', () => bulkEmails.id),
    userId: ownedBy('user_id', () => users.id),
    outboxId: uuid('outbox_id').notNull(),
  },
  (t) => [primaryKey({ columns: [t.bulkEmailId, t.userId] })],
);

/**
 * A file staff attached to a bulk e-mail: stored once, its type decided by its bytes as a to-do's file is, and
 * carried by every copy of the message. Uploaded before the send (no message yet), then claimed by it.
 */
export const bulkEmailAttachments = pgTable(
  'bulk_email_attachments',
  {
    id: primaryId(),
    bulkEmailId: uuid('bulk_email_id').references(() => bulkEmails.id, { onDelete: 'cascade' }),
    storageKey: text('storage_key').notNull(),
    fileName: text('file_name').notNull(),
    mimeType: text('mime_type').notNull(),
    size: integer('size').notNull(),
    createdBy: clearedWith('created_by', () => users.id),
    createdAt: createdAt(),
  },
  (t) => [index('bulk_email_attachments_bulk_email_idx').on(t.bulkEmailId)],
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
  unsubscribedAt: timestamptz('unsubscribed_at'),
  createdAt: createdAt(),
});
