import type { AdminResource } from '@cq/shared';
import type { DbOrTx } from '../../db/client';
import { auditLog } from '../../db/schema';

export interface AuditActor {
  id: string;
  email: string;
}

export interface AuditEntry {
  resource: AdminResource;
  /** `<resource>.<verb>`, e.g. contestants.reject. */
  action: string;
  recordId?: string | null;
  summary: string;
  details?: Record<string, unknown>;
}

/**
 * Writes one audit entry. Call it inside the transaction of the change it
 * describes, so the log never claims what did not happen (or misses what did).
 */
export async function recordAudit(tx: DbOrTx, actor: AuditActor, entry: AuditEntry): Promise<void> {
  await tx.insert(auditLog).values({
    actorId: actor.id,
    actorEmail: actor.email,
    action: entry.action,
    resource: entry.resource,
    recordId: entry.recordId ?? null,
    summary: entry.summary,
    details: entry.details ?? {},
  });
}
