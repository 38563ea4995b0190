import {
  isLocale,
  knownTranslations,
  type Locale,
  REJECTION_REASON_MESSAGES as M,
  type RejectionReason,
  type RejectionReasonInput,
  writtenIn,
} from '@cq/shared';
import { asc, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { DbOrTx } from '../../../db/client';
import { type RejectionReasonRow, rejectionReasons } from '../../../db/schema';
import { badInput, notFound } from '../../../lib/errors';
import { type AuditActor, recordAudit } from '../../audit/record';

/**
 * The reasons staff keep for sending a registration back (resource 'contestants'). A reviewer chooses one
 * instead of writing a message, and the contestant reads it in her account's language.
 */

export function presentReason(row: RejectionReasonRow): RejectionReason {
  return {
    _id: row.id,
    label: row.label,
    text: row.text,
    translations: knownTranslations(row.translations),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** Every reason, by the name staff know it by. */
export async function listReasons(db: DbOrTx): Promise<RejectionReason[]> {
  const rows = await db.select().from(rejectionReasons).orderBy(asc(rejectionReasons.label));
  return rows.map(presentReason);
}

async function findReason(db: DbOrTx, id: string): Promise<RejectionReasonRow | undefined> {
  const [row] = await db.select().from(rejectionReasons).where(eq(rejectionReasons.id, id));
  return row;
}

/** What the audit log keeps of a reason: its name and which languages have their own version. */
const auditDetails = (row: RejectionReasonRow) => ({
  label: row.label,
  languages: Object.keys(knownTranslations(row.translations)),
});

export async function createReason(
  app: FastifyInstance,
  actor: AuditActor,
  input: RejectionReasonInput,
): Promise<RejectionReason> {
  const row = await app.db.transaction(async (tx) => {
    const [created] = await tx
      .insert(rejectionReasons)
      .values({ label: input.label, text: input.text, translations: input.translations ?? {}, createdBy: actor.id })
      .returning();
    const reason = created as RejectionReasonRow;
    await recordAudit(tx, actor, {
      resource: 'contestants',
      action: 'contestants.reason-create',
      recordId: reason.id,
      summary: `Added the reason for sending back “${reason.label}”`,
      details: auditDetails(reason),
    });
    return reason;
  });
  return presentReason(row);
}

export async function updateReason(
  app: FastifyInstance,
  actor: AuditActor,
  id: string,
  input: RejectionReasonInput,
): Promise<RejectionReason> {
  const row = await app.db.transaction(async (tx) => {
    const [updated] = await tx
      .update(rejectionReasons)
      .set({ label: input.label, text: input.text, translations: input.translations ?? {}, updatedAt: sql`now()` })
      .where(eq(rejectionReasons.id, id))
      .returning();
    if (!updated) throw notFound(M.notFound);
    await recordAudit(tx, actor, {
      resource: 'contestants',
      action: 'contestants.reason-update',
      recordId: id,
      summary: `Changed the reason for sending back “${updated.label}”`,
      details: auditDetails(updated),
    });
    return updated;
  });
  return presentReason(row);
}

export async function deleteReason(app: FastifyInstance, actor: AuditActor, id: string): Promise<void> {
  await app.db.transaction(async (tx) => {
    const [deleted] = await tx.delete(rejectionReasons).where(eq(rejectionReasons.id, id)).returning();
    if (!deleted) throw notFound(M.notFound);
    await recordAudit(tx, actor, {
      resource: 'contestants',
      action: 'contestants.reason-delete',
      recordId: id,
      summary: `Deleted the reason for sending back “${deleted.label}”`,
    });
  });
}

/**
 * A kept reason as the contestant reads it: the version in her account's language, or the English when it has
 * none (`fallback`). A reason deleted meanwhile is refused on its field, and nothing is sent.
 */
export async function reasonFor(
  db: DbOrTx,
  id: string,
  language: string | null | undefined,
): Promise<{ text: string; locale: Locale; fallback: boolean }> {
  const row = await findReason(db, id);
  if (!row) throw badInput(M.notFound, { reasonId: M.notFound });
  const locale = isLocale(language) ? language : 'en';
  const { words, fallback } = writtenIn({ text: row.text }, knownTranslations(row.translations), locale);
  return { text: words.text, locale: fallback ? 'en' : locale, fallback };
}
