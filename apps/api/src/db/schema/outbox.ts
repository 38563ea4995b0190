import { index, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, primaryId, timestamptz } from './columns';

/**
 * 'dead': given up after every retry (a temporary failure that lasted); 'bounced': refused for good by the
 * recipient's mail server (an SMTP 5xx answer), never retried.
 */
export type OutboxStatus = 'pending' | 'sent' | 'dead' | 'bounced';

/**
 * E-mails waiting to leave: written in the same transaction as the
 * change that causes them, delivered by the mail worker. A message stays here
 * after delivery (status 'sent'), so nothing is lost and the development
 * mailbox can show it.
 */
export const outbox = pgTable(
  'outbox',
  {
    id: primaryId(),
    to: text('to').notNull(),
    /** Where answers go when not to the sender address (a reply from the back office's inbox). */
    replyTo: text('reply_to'),
    subject: text('subject').notNull(),
    html: text('html').notNull(),
    text: text('text').notNull(),
    /** What the message is about, e.g. 'verify-email'; for logs, tests and the back office. */
    kind: text('kind').notNull(),
    /** The order whose receipt (a PDF drawn when the message leaves) goes with it: a purchase's or a refund's. */
    receiptOrderId: uuid('receipt_order_id'),
    status: text('status').$type<OutboxStatus>().notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamptz('next_attempt_at').notNull().defaultNow(),
    /** A worker holds a claimed message until then; after a crash another worker takes it over. */
    lockedUntil: timestamptz('locked_until'),
    lastError: text('last_error'),
    transport: text('transport'),
    sentAt: timestamptz('sent_at'),
    createdAt: createdAt(),
  },
  (t) => [index('outbox_due_idx').on(t.status, t.nextAttemptAt), index('outbox_created_idx').on(t.createdAt)],
);

export type OutboxRow = typeof outbox.$inferSelect;
