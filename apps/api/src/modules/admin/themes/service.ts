import type { AdminTheme, AdminThemes, ThemeSave } from '@cq/shared';
import { desc, eq } from 'drizzle-orm';
import type { Database, DbOrTx } from '../../../db/client';
import { themes } from '../../../db/schema';
import { notFound } from '../../../lib/errors';
import { type AuditActor, recordAudit } from '../../audit/record';
import { activateTheme, invalidateThemeCache, lockActiveTheme } from '../../themes/service';
import { toAdminTheme } from './present';

/** How many saved themes the editor offers to bring back. */
const SAVED_THEMES_SHOWN = 30;

type ThemeRow = typeof themes.$inferSelect;
const auditView = (r: ThemeRow | undefined) => (r ? { id: r.id, name: r.name, colors: r.colors } : null);

async function activeRow(db: DbOrTx): Promise<ThemeRow | undefined> {
  const [row] = await db.select().from(themes).where(eq(themes.isActive, true)).limit(1);
  return row;
}

export async function listThemes(db: Database): Promise<AdminThemes> {
  const rows = await db
    .select()
    .from(themes)
    .orderBy(desc(themes.isActive), desc(themes.createdAt))
    .limit(SAVED_THEMES_SHOWN);
  const active = rows.find((r) => r.isActive);
  return { active: active ? toAdminTheme(active) : null, themes: rows.map(toAdminTheme) };
}

/**
 * Saves the colours as a new theme and makes it the active one, with its
 * audit entry, in one transaction. The cache of GET /themes/active is dropped
 * again after the commit, so no reader can refill it with the old theme in between.
 */
export async function saveActiveTheme(db: Database, actor: AuditActor, input: ThemeSave): Promise<AdminTheme> {
  const saved = await db.transaction(async (tx) => {
    await lockActiveTheme(tx);
    const before = await activeRow(tx);
    await activateTheme(tx, input.name, input.colors);
    const after = await activeRow(tx);
    if (!after) throw new Error('the saved theme is not active');
    await recordAudit(tx, actor, {
      resource: 'themes',
      action: 'themes.save',
      recordId: after.id,
      summary: `Saved and activated the theme “${after.name}”`,
      details: { before: auditView(before), after: auditView(after) },
    });
    return after;
  });
  invalidateThemeCache();
  return toAdminTheme(saved);
}

/** Makes an earlier saved theme the active one again. */
export async function reactivateTheme(db: Database, actor: AuditActor, id: string): Promise<AdminTheme> {
  const theme = await db.transaction(async (tx) => {
    await lockActiveTheme(tx);
    const [target] = await tx.select().from(themes).where(eq(themes.id, id)).for('update');
    if (!target) throw notFound('Theme not found.');
    if (target.isActive) return target;
    const before = await activeRow(tx);
    await tx.update(themes).set({ isActive: false }).where(eq(themes.isActive, true));
    const [after] = await tx
      .update(themes)
      .set({ isActive: true, updatedAt: new Date() })
      .where(eq(themes.id, id))
      .returning();
    await recordAudit(tx, actor, {
      resource: 'themes',
      action: 'themes.activate',
      recordId: id,
      summary: `Activated the theme “${target.name}” again`,
      details: { before: auditView(before), after: auditView(after) },
    });
    return after ?? target;
  });
  invalidateThemeCache();
  return toAdminTheme(theme);
}
