import type { ConsentKind } from '@cq/shared';
import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users';

/** Each agreement a person gave: the kind, the version and exact words of the text, when, and any withdrawal. */
export const consentRecords = pgTable(
  'consent_records',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<ConsentKind>().notNull(),
    version: text('version').notNull(),
    text: text('text').notNull(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }).notNull().defaultNow(),
    withdrawnAt: timestamp('withdrawn_at', { withTimezone: true }),
  },
  (t) => [index('consent_records_user_idx').on(t.userId, t.acceptedAt)],
);
export type ConsentRecordRow = typeof consentRecords.$inferSelect;
