import { index, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { clearedWith, createdAt, primaryId } from './columns';
import { users } from './users';

/**
 * Who did what to which record and when: every staff action writes one row in
 * the same transaction as the change itself. Rows are only ever inserted. The
 * actor's e-mail is copied so the entry still reads well if the account goes.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: primaryId(),
    actorId: clearedWith('actor_id', () => users.id),
    actorEmail: text('actor_email').notNull(),
    /** What was done, as `<resource>.<verb>`, e.g. contestants.reject. */
    action: text('action').notNull(),
    /** One of the back office's resources (contestants, users, settings, …). */
    resource: text('resource').notNull(),
    recordId: text('record_id'),
    summary: text('summary').notNull(),
    details: jsonb('details').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: createdAt(),
    /**
     * Judging entries form a hash chain: each holds the SHA-256 of its own content and of the judging entry
     * before it, so a changed or deleted entry breaks the chain (`npm run verify-audit`). Null on other entries.
     */
    previousHash: text('previous_hash'),
    hash: text('hash'),
  },
  (t) => [
    index('audit_log_created_idx').on(t.createdAt.desc()),
    index('audit_log_record_idx').on(t.resource, t.recordId),
    index('audit_log_actor_idx').on(t.actorId),
    index('audit_log_chain_idx').on(t.resource, t.createdAt),
  ],
);
export type AuditLogRow = typeof auditLog.$inferSelect;
