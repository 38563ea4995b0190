import { type AuditEntryDto, auditRecordKind } from '@cq/shared';
import type { AuditLogRow } from '../../../db/schema';
import type { AuditNames } from './names';

/** One entry of the audit log as the back office shows it. */
export function toAuditEntryDto(row: AuditLogRow, names: AuditNames): AuditEntryDto {
  return {
    _id: row.id,
    actorId: row.actorId,
    actorEmail: row.actorEmail,
    actorName: (row.actorId && names.actors.get(row.actorId)) || null,
    action: row.action,
    resource: row.resource,
    recordId: row.recordId,
    recordName: (row.recordId && names.records.get(`${auditRecordKind(row.action)}:${row.recordId}`)) || null,
    summary: row.summary,
    details: row.details,
    createdAt: row.createdAt.toISOString(),
  };
}
