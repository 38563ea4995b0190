import { CONSENT_TEXTS, type ConsentKind, type ConsentRecord } from '@cq/shared';
import { and, desc, eq, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { consentRecords } from '../../db/schema';

/**
 * Records that she agreed to a text in its current wording, inside the transaction of what she agreed to.
 * Agreeing again to the same wording while the last agreement stands writes nothing new.
 */
export async function recordConsent(tx: DbOrTx, userId: string, kind: ConsentKind, now = new Date()): Promise<void> {
  const { version, text } = CONSENT_TEXTS[kind];
  const [standing] = await tx
    .select({ version: consentRecords.version })
    .from(consentRecords)
    .where(and(eq(consentRecords.userId, userId), eq(consentRecords.kind, kind), isNull(consentRecords.withdrawnAt)))
    .orderBy(desc(consentRecords.acceptedAt))
    .limit(1);
  if (standing?.version === version) return;
  await tx.insert(consentRecords).values({ userId, kind, version, text, acceptedAt: now });
}

/** Marks her standing agreements of this kind withdrawn (kept, so the record shows both moments). */
export async function withdrawConsent(tx: DbOrTx, userId: string, kind: ConsentKind, now = new Date()): Promise<void> {
  await tx
    .update(consentRecords)
    .set({ withdrawnAt: now })
    .where(and(eq(consentRecords.userId, userId), eq(consentRecords.kind, kind), isNull(consentRecords.withdrawnAt)));
}

/** Everything she agreed to, newest first. */
export async function consentsOf(db: DbOrTx, userId: string): Promise<ConsentRecord[]> {
  const rows = await db
    .select()
    .from(consentRecords)
    .where(eq(consentRecords.userId, userId))
    .orderBy(desc(consentRecords.acceptedAt), desc(consentRecords.id));
  return rows.map((r) => ({
    id: r.id,
    kind: r.kind,
    title: CONSENT_TEXTS[r.kind]?.title ?? r.kind,
    version: r.version,
    text: r.text,
    acceptedAt: r.acceptedAt.toISOString(),
    withdrawnAt: r.withdrawnAt?.toISOString() ?? null,
  }));
}
