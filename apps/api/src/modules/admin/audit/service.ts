import type { AuditEntryDto, AuditList, auditQuerySchema } from '@cq/shared';
import { auditRange } from '@cq/shared';
import { and, count, desc, eq, gte, ilike, lt, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import type { DbOrTx } from '../../../db/client';
import { auditLog } from '../../../db/schema';
import { namesOf } from './names';
import { toAuditEntryDto } from './present';

/** `column` contains `text`, case-insensitively; the user's % and _ are taken literally. */
export function contains(column: AnyPgColumn | SQL, text: string): SQL {
  return ilike(column, `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`);
}

const newestFirst = [desc(auditLog.createdAt), desc(auditLog.id)];

/** The log, newest first, narrowed by the filters that are set (the created_at index serves the order). */
export async function listAudit(db: DbOrTx, query: z.output<typeof auditQuerySchema>): Promise<AuditList> {
  const { from, to } = auditRange(query);
  const where = and(
    query.resource ? eq(auditLog.resource, query.resource) : undefined,
    query.action ? contains(auditLog.action, query.action) : undefined,
    query.actor ? contains(auditLog.actorEmail, query.actor) : undefined,
    query.recordId ? eq(auditLog.recordId, query.recordId) : undefined,
    from ? gte(auditLog.createdAt, from) : undefined,
    to ? lt(auditLog.createdAt, to) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(auditLog)
      .where(where)
      .orderBy(...newestFirst)
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db.select({ n: count() }).from(auditLog).where(where),
  ]);
  const names = await namesOf(db, rows);
  return {
    entries: rows.map((r) => toAuditEntryDto(r, names)),
    total: total?.n ?? 0,
    page: query.page,
    pageSize: query.pageSize,
  };
}

/** The latest entries about one record, e.g. a user's recent history on their detail page. */
export async function recordHistory(
  db: DbOrTx,
  resource: string,
  recordId: string,
  limit = 20,
): Promise<AuditEntryDto[]> {
  const rows = await db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.resource, resource), eq(auditLog.recordId, recordId)))
    .orderBy(...newestFirst)
    .limit(limit);
  const names = await namesOf(db, rows);
  return rows.map((r) => toAuditEntryDto(r, names));
}
