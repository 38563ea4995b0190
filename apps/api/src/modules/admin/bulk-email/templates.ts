import {
  type BulkEmailTemplate,
  type BulkEmailTemplateInput,
  knownTranslations,
  BULK_EMAIL_MESSAGES as M,
} from '@cq/shared';
import { asc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { bulkEmailTemplates } from '../../../db/schema';
import { badInput, notFound } from '../../../lib/errors';
import { type AuditActor, recordAudit } from '../../audit/record';

type Row = typeof bulkEmailTemplates.$inferSelect;

function present(row: Row): BulkEmailTemplate {
  return {
    id: row.id,
    name: row.name,
    subject: row.subject,
    message: row.message,
    translations: knownTranslations(row.translations) as BulkEmailTemplate['translations'],
    updatedAt: row.updatedAt.toISOString(),
  };
}

const nameTaken = () => badInput(M.templateNameTaken, { name: M.templateNameTaken });

/** Whether an error is the database refusing a second template of the same name (whatever its case). */
function isNameClash(err: unknown): boolean {
  let e: unknown = err;
  for (let i = 0; i < 3 && e; i++) {
    const x = e as { code?: string; constraint?: string; cause?: unknown };
    if (x.code === '23505') return true;
    e = x.cause;
  }
  return false;
}

/** The templates, by name. */
export async function listTemplates(db: DbOrTx): Promise<BulkEmailTemplate[]> {
  const rows = await db
    .select()
    .from(bulkEmailTemplates)
    .orderBy(asc(sql`lower(${bulkEmailTemplates.name})`));
  return rows.map(present);
}

/** Keeps the message's words in every language under a new name (audited); a name in use is refused. */
export async function saveTemplate(
  db: DbOrTx,
  actor: AuditActor,
  input: BulkEmailTemplateInput,
): Promise<BulkEmailTemplate> {
  try {
    return await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(bulkEmailTemplates)
        .values({
          name: input.name,
          subject: input.subject,
          message: input.message,
          translations: input.translations ?? {},
          createdBy: actor.id,
        })
        .returning();
      if (!row) throw new Error('template insert returned nothing');
      await recordAudit(tx, actor, {
        resource: 'contestants',
        action: 'contestants.bulk-email-template-save',
        recordId: row.id,
        summary: `Saved the bulk e-mail template “${row.name}”`,
        details: { name: row.name, subject: row.subject, languages: ['en', ...Object.keys(row.translations)] },
      });
      return present(row);
    });
  } catch (err) {
    if (isNameClash(err)) throw nameTaken();
    throw err;
  }
}

export async function renameTemplate(
  db: DbOrTx,
  actor: AuditActor,
  id: string,
  name: string,
): Promise<BulkEmailTemplate> {
  try {
    return await db.transaction(async (tx) => {
      const [before] = await tx.select().from(bulkEmailTemplates).where(eq(bulkEmailTemplates.id, id)).for('update');
      if (!before) throw notFound(M.templateNotFound);
      const [row] = await tx
        .update(bulkEmailTemplates)
        .set({ name, updatedAt: new Date() })
        .where(eq(bulkEmailTemplates.id, id))
        .returning();
      if (!row) throw notFound(M.templateNotFound);
      await recordAudit(tx, actor, {
        resource: 'contestants',
        action: 'contestants.bulk-email-template-rename',
        recordId: row.id,
        summary: `Renamed the bulk e-mail template “${before.name}” to “${row.name}”`,
        details: { before: before.name, after: row.name },
      });
      return present(row);
    });
  } catch (err) {
    if (isNameClash(err)) throw nameTaken();
    throw err;
  }
}

export async function deleteTemplate(db: DbOrTx, actor: AuditActor, id: string): Promise<void> {
  await db.transaction(async (tx) => {
    const [row] = await tx.delete(bulkEmailTemplates).where(eq(bulkEmailTemplates.id, id)).returning();
    if (!row) throw notFound(M.templateNotFound);
    await recordAudit(tx, actor, {
      resource: 'contestants',
      action: 'contestants.bulk-email-template-delete',
      recordId: row.id,
      summary: `Deleted the bulk e-mail template “${row.name}”`,
      details: { name: row.name },
    });
  });
}
