import type { AdminResource, AuditAction } from '@cq/shared';
import type { DbOrTx } from '../../db/client';
import { auditLog } from '../../db/schema';
import { CHAINED_RESOURCES, chainTail, entryHash } from './chain';

export interface AuditActor {
  id: string;
  email: string;
}

export interface AuditEntry {
  resource: AdminResource;
  /** `<resource>.<verb>`, e.g. contestants.reject: one of AUDIT_ACTIONS, so the back office has words for it. */
  action: AuditAction;
  recordId?: string | null;
  summary: string;
  details?: Record<string, unknown>;
}

/**
 * Writes one audit entry. Call it inside the transaction of the change it
 * describes, so the log never claims what did not happen (or misses what did).
 */
export async function recordAudit(tx: DbOrTx, actor: AuditActor, entry: AuditEntry): Promise<void> {
  const fields = {
    actorId: actor.id,
    actorEmail: actor.email,
    action: entry.action,
    resource: entry.resource,
    recordId: entry.recordId ?? null,
    summary: entry.summary,
    // Stored as JSON and read back: the hash covers what the database will give back.
    details: JSON.parse(JSON.stringify(entry.details ?? {})) as Record<string, unknown>,
  };
  if (!CHAINED_RESOURCES.has(entry.resource)) {
    await tx.insert(auditLog).values(fields);
    return;
  }
  const tail = await chainTail(tx, entry.resource);
  const previousHash = tail?.hash ?? null;
  // Milliseconds, as JavaScript reads the time back. The chain is read in time order, so an entry is always
  // later than the one it follows, even written in the same millisecond or by an instance whose clock is behind.
  const now = Date.now();
  const createdAt = new Date(tail ? Math.max(now, tail.createdAt.getTime() + 1) : now);
  const hash = await entryHash({ ...fields, createdAt, previousHash });
  await tx.insert(auditLog).values({ ...fields, createdAt, previousHash, hash });
}
