import type { AuditEntryDto } from '@cq/shared';
import type { AuditLogRow } from '../../../db/schema';

/** One entry of the audit log as the back office shows it. */
export function toAuditEntryDto(row: AuditLogRow): AuditEntryDto {
  return {
    _id: row.id,
    actorId: row.actorId,
    actorEmail: row.actorEmail,
    action: row.action,
    resource: row.resource,
    recordId: row.recordId,
    summary: row.summary,
    details: row.details,
    createdAt: row.createdAt.toISOString(),
  };
}
