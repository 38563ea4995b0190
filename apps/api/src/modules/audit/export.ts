import { type AuditHead, lockedSegmentText, SCORE_UNIT, sha256Hex } from '@cq/shared';
import { and, asc, count, desc, eq, isNotNull, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import {
  auditLog,
  judgingConflicts,
  judgingJudges,
  judgingLockReceipts,
  judgingRounds,
  judgingScores,
} from '../../db/schema';
import { type ChainedFields, entryHash } from './chain';

/**
 * The judging audit chain as the chief auditor downloads it (docs/product/judging.md#a-witness-outside-the-database):
 * every entry with its hash, the head, and each judge's submitted segments as the database holds them now, frozen
 * the way her receipt froze them. Anyone holding the file checks it without the database (`verify-audit --file`):
 * each entry's hash, each link, the head, and that every submitted segment still hashes to the receipt the chain
 * recorded when she submitted it, so a locked score changed in the database is found before publication.
 */
export const AUDIT_EXPORT_FORMAT = 'continental-queens/audit-export/1';

/** A chained entry as the file carries it: what its hash covers, its time as ISO text, and the hash itself. */
export interface ExportedEntry extends Omit<ChainedFields, 'createdAt'> {
  sequence: number;
  id: string;
  createdAt: string;
  hash: string | null;
}

export interface ExportedLock {
  roundId: string;
  userId: string;
  judge: number;
  segment: string;
  /** The segment's scores as the database holds them now, frozen as at her submission. */
  document: string;
}

export interface AuditExport {
  format: typeof AUDIT_EXPORT_FORMAT;
  resource: 'judging';
  exportedAt: string;
  head: AuditHead;
  entries: ExportedEntry[];
  locks: ExportedLock[];
}

/** The head of the judging chain: how many entries, and the last one's hash. Public. */
export async function auditHead(db: DbOrTx): Promise<AuditHead> {
  const [counted] = await db
    .select({ n: count() })
    .from(auditLog)
    .where(and(eq(auditLog.resource, 'judging'), isNotNull(auditLog.hash)));
  const [last] = await db
    .select({ hash: auditLog.hash })
    .from(auditLog)
    .where(and(eq(auditLog.resource, 'judging'), isNotNull(auditLog.hash)))
    .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
    .limit(1);
  return { sequence: Number(counted?.n ?? 0), hash: last?.hash ?? null };
}

/** Every judge's current (not reopened) submitted segment, rebuilt from the scores held now. */
async function currentLocks(db: DbOrTx): Promise<ExportedLock[]> {
  const receipts = await db
    .select({
      roundId: judgingLockReceipts.roundId,
      userId: judgingLockReceipts.userId,
      segment: judgingLockReceipts.segment,
      lockedAt: judgingLockReceipts.lockedAt,
      slug: judgingRounds.slug,
      judge: judgingJudges.number,
    })
    .from(judgingLockReceipts)
    .innerJoin(judgingRounds, eq(judgingRounds.id, judgingLockReceipts.roundId))
    .innerJoin(
      judgingJudges,
      and(eq(judgingJudges.roundId, judgingLockReceipts.roundId), eq(judgingJudges.userId, judgingLockReceipts.userId)),
    )
    .where(isNull(judgingLockReceipts.reopenedAt))
    .orderBy(asc(judgingLockReceipts.lockedAt));
  const locks: ExportedLock[] = [];
  for (const r of receipts) {
    const scores = await db
      .select({ delegate: judgingScores.contestantId, units: judgingScores.valueUnits })
      .from(judgingScores)
      .where(
        and(
          eq(judgingScores.roundId, r.roundId),
          eq(judgingScores.userId, r.userId),
          eq(judgingScores.segment, r.segment),
        ),
      );
    const conflicts = await db
      .select({ delegate: judgingConflicts.contestantId })
      .from(judgingConflicts)
      .where(and(eq(judgingConflicts.roundId, r.roundId), eq(judgingConflicts.userId, r.userId)));
    const conflicted = new Set(conflicts.map((c) => c.delegate));
    locks.push({
      roundId: r.roundId,
      userId: r.userId,
      judge: r.judge,
      segment: r.segment,
      document: lockedSegmentText({
        round: r.slug,
        judge: r.judge,
        segment: r.segment,
        scores: scores
          .filter((s) => !conflicted.has(s.delegate))
          .map((s) => ({ delegate: s.delegate, value: s.units / SCORE_UNIT })),
        conflicts: [...conflicted],
        lockedAt: r.lockedAt.toISOString(),
      }),
    });
  }
  return locks;
}

export async function buildAuditExport(db: DbOrTx, now = new Date()): Promise<AuditExport> {
  const rows = await db
    .select()
    .from(auditLog)
    .where(eq(auditLog.resource, 'judging'))
    .orderBy(asc(auditLog.createdAt), asc(auditLog.id));
  const entries = rows.map((r, i) => ({
    sequence: i + 1,
    id: r.id,
    actorId: r.actorId,
    actorEmail: r.actorEmail,
    action: r.action,
    resource: r.resource,
    recordId: r.recordId,
    summary: r.summary,
    details: r.details,
    createdAt: r.createdAt.toISOString(),
    previousHash: r.previousHash,
    hash: r.hash,
  }));
  return {
    format: AUDIT_EXPORT_FORMAT,
    resource: 'judging',
    exportedAt: now.toISOString(),
    head: { sequence: entries.length, hash: entries.at(-1)?.hash ?? null },
    entries,
    locks: await currentLocks(db),
  };
}

export interface ExportReport {
  entries: number;
  head: AuditHead;
  /** Everything that does not hold, in the order found; empty when the file holds. */
  problems: string[];
}

/**
 * Checks a downloaded export without the database: every entry's hash and link, the head, that a head witnessed
 * earlier (published with a sheet, or read from `/api/audit/head`) is one of its entries, and that each
 * submitted segment still hashes to the receipt the chain recorded at her last submission.
 */
export async function verifyAuditExport(file: unknown, witnessedHead?: string): Promise<ExportReport> {
  const problems: string[] = [];
  const data = file as Partial<AuditExport>;
  if (!data || data.format !== AUDIT_EXPORT_FORMAT || !Array.isArray(data.entries) || !Array.isArray(data.locks)) {
    return { entries: 0, head: { sequence: 0, hash: null }, problems: ['This is not a judging audit export.'] };
  }
  let previous: string | null = null;
  const receipts = new Map<string, string>();
  for (const [i, e] of data.entries.entries()) {
    if (e.previousHash !== previous) {
      problems.push(`Entry ${i + 1} (${e.id}) does not follow the entry before it (one was removed or changed).`);
      break;
    }
    const expected = await entryHash({ ...e, createdAt: new Date(e.createdAt) });
    if (e.hash !== expected) {
      problems.push(`Entry ${i + 1} (${e.id}) was changed: its content does not match its hash.`);
      break;
    }
    previous = e.hash;
    const d = e.details as { userId?: string; segment?: string; sha256?: string };
    const key = `${e.recordId}\u0000${d.userId}\u0000${d.segment}`;
    if (e.action === 'judging.submit' && d.sha256) receipts.set(key, d.sha256);
    if (e.action === 'judging.reopen') receipts.delete(key);
  }
  const head = { sequence: data.entries.length, hash: previous };
  if (data.head?.hash !== head.hash || data.head?.sequence !== head.sequence)
    problems.push('The head the file states is not its last entry.');
  if (witnessedHead && !data.entries.some((e) => e.hash === witnessedHead))
    problems.push(`The head witnessed earlier (${witnessedHead}) is not in this chain: entries were rewritten.`);
  for (const lock of data.locks) {
    const recorded = receipts.get(`${lock.roundId}\u0000${lock.userId}\u0000${lock.segment}`);
    const now = await sha256Hex(lock.document);
    if (!recorded)
      problems.push(`Judge ${lock.judge}'s ${lock.segment} is locked but the chain holds no receipt for it.`);
    else if (recorded !== now)
      problems.push(
        `Judge ${lock.judge}'s locked scores in ${lock.segment} changed after she submitted them: receipt ${recorded.slice(0, 10)}, now ${now.slice(0, 10)}.`,
      );
  }
  return { entries: data.entries.length, head, problems };
}
