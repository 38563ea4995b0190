import { canonicalJson, sha256Hex } from '@cq/shared';
import { and, asc, desc, eq, isNotNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { auditLog } from '../../db/schema';

/** The resources whose audit entries are chained: the competition's, where a changed record changes a crown. */
export const CHAINED_RESOURCES = new Set(['judging']);

export interface ChainedFields {
  actorId: string | null;
  actorEmail: string;
  action: string;
  resource: string;
  recordId: string | null;
  summary: string;
  details: Record<string, unknown>;
  createdAt: Date;
  previousHash: string | null;
}

/** An entry's hash: the SHA-256 of the canonical JSON of what it says and of the hash before it. */
export function entryHash(e: ChainedFields): Promise<string> {
  return sha256Hex(
    canonicalJson({
      actorId: e.actorId,
      actorEmail: e.actorEmail,
      action: e.action,
      resource: e.resource,
      recordId: e.recordId,
      summary: e.summary,
      details: e.details,
      createdAt: e.createdAt.toISOString(),
      previousHash: e.previousHash,
    }),
  );
}

/**
 * The last chained entry's hash and time, with the chain locked until the transaction ends (entries take turns).
 */
export async function chainTail(tx: DbOrTx, resource: string): Promise<{ hash: string; createdAt: Date } | null> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`audit_chain:${resource}`}))`);
  const [last] = await tx
    .select({ hash: auditLog.hash, createdAt: auditLog.createdAt })
    .from(auditLog)
    .where(and(eq(auditLog.resource, resource), isNotNull(auditLog.hash)))
    .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
    .limit(1);
  return last?.hash ? { hash: last.hash, createdAt: last.createdAt } : null;
}

export interface ChainReport {
  entries: number;
  /** The first entry that does not hold: changed (its hash), or after a deleted one (its link). */
  broken: { id: string; createdAt: Date; reason: string } | null;
}

/** Walks a resource's chain from its first entry and reports the first link that does not hold. */
export async function verifyChain(db: DbOrTx, resource: string): Promise<ChainReport> {
  const rows = await db
    .select()
    .from(auditLog)
    .where(eq(auditLog.resource, resource))
    .orderBy(asc(auditLog.createdAt), asc(auditLog.id));
  let previous: string | null = null;
  for (const row of rows) {
    if (row.previousHash !== previous) {
      return {
        entries: rows.length,
        broken: {
          id: row.id,
          createdAt: row.createdAt,
          reason: 'it does not follow the entry before it (one was removed or changed)',
        },
      };
    }
    const expected = await entryHash({ ...row, details: row.details, previousHash: row.previousHash });
    if (row.hash !== expected) {
      return {
        entries: rows.length,
        broken: { id: row.id, createdAt: row.createdAt, reason: 'its content was changed' },
      };
    }
    previous = row.hash;
  }
  return { entries: rows.length, broken: null };
}
