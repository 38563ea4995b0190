import type { ConsentKind } from '@cq/shared';
import { index, pgTable, text } from 'drizzle-orm/pg-core';
import { ownedBy, primaryId, timestamptz } from './columns';
import { users } from './users';

/** Each agreement a person gave: the kind, the version and exact words of the text, when, and any withdrawal. */
export const consentRecords = pgTable(
  'consent_records',
  {
    id: primaryId(),
    userId: ownedBy('user_id', () => users.id),
    kind: text('kind').$type<ConsentKind>().notNull(),
    version: text('version').notNull(),
    text: text('text').notNull(),
    acceptedAt: timestamptz('accepted_at').notNull().defaultNow(),
    withdrawnAt: timestamptz('withdrawn_at'),
  },
  (t) => [index('consent_records_user_idx').on(t.userId, t.acceptedAt)],
);
export type ConsentRecordRow = typeof consentRecords.$inferSelect;
