import type { RejectionReasonWords } from '@cq/shared';
import { pgTable, text } from 'drizzle-orm/pg-core';
import { clearedWith, createdAt, primaryId, translations, updatedAt } from './columns';
import { users } from './users';

/**
 * The reasons staff choose from when sending a registration back: the name staff know each by, the reason she
 * reads in English, and its other languages' versions. A registration sent back keeps the words she was sent
 * (contestants.review_message), so changing or deleting a reason changes nothing already sent.
 */
export const rejectionReasons = pgTable('rejection_reasons', {
  id: primaryId(),
  label: text('label').notNull(),
  text: text('text').notNull(),
  /** The reason in each other language staff wrote it in, by language. */
  translations: translations<RejectionReasonWords>(),
  createdBy: clearedWith('created_by', () => users.id),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});
export type RejectionReasonRow = typeof rejectionReasons.$inferSelect;
