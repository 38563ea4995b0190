import type { DataExportState, DeletionRequestState } from '@cq/shared';
import { sql } from 'drizzle-orm';
import { bigint, index, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { clearedWith, ownedBy, primaryId, timestamptz } from './columns';
import { users } from './users';

/**
 * Copies of a person's data she asked for (docs/product/privacy.md): written in the background to storage as one
 * ZIP, then offered through a link that expires. A row left 'preparing' by a stop is carried on at the next start.
 */
export const dataExports = pgTable(
  'data_exports',
  {
    id: primaryId(),
    userId: ownedBy('user_id', () => users.id),
    state: text('state').$type<Exclude<DataExportState, 'expired'>>().notNull().default('preparing'),
    /** Where the ZIP is stored once written; removed when the link expires or the account is erased. */
    storageKey: text('storage_key'),
    size: bigint('size', { mode: 'number' }),
    requestedAt: timestamptz('requested_at').notNull().defaultNow(),
    readyAt: timestamptz('ready_at'),
    expiresAt: timestamptz('expires_at'),
  },
  (t) => [
    index('data_exports_user_idx').on(t.userId, t.requestedAt.desc()),
    // One copy in the making per person: a second request while it is written finds the first.
    uniqueIndex('data_exports_one_preparing').on(t.userId).where(sql`${t.state} = 'preparing'`),
  ],
);
export type DataExportRow = typeof dataExports.$inferSelect;

/**
 * A person's request that her account be erased, and its outcome. The row outlives the erasure and names no one:
 * it keeps the account's id (whose row is then emptied of everything personal), the dates and who carried it out.
 */
export const deletionRequests = pgTable(
  'deletion_requests',
  {
    id: primaryId(),
    userId: ownedBy('user_id', () => users.id),
    state: text('state').$type<DeletionRequestState>().notNull().default('pending'),
    requestedAt: timestamptz('requested_at').notNull().defaultNow(),
    erasedAt: timestamptz('erased_at'),
    erasedBy: clearedWith('erased_by', () => users.id),
  },
  (t) => [
    uniqueIndex('deletion_requests_one_pending').on(t.userId).where(sql`${t.state} = 'pending'`),
    index('deletion_requests_state_idx').on(t.state, t.requestedAt),
  ],
);
export type DeletionRequestRow = typeof deletionRequests.$inferSelect;
