import { DEFAULT_THEME_COLORS, type ThemeColors } from '@cq/shared';
import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { themes } from '../../db/schema';

/**
 * The active theme is read on every page load, so it is served from memory.
 * Saving a theme calls invalidate(); the TTL bounds staleness on other instances.
 */
const TTL_MS = 30_000;
let cached: { colors: ThemeColors; json: string; at: number } | undefined;

export function invalidateThemeCache(): void {
  cached = undefined;
}

async function load(db: DbOrTx, now: number) {
  if (cached && now - cached.at < TTL_MS) return cached;
  const [row] = await db.select({ colors: themes.colors }).from(themes).where(eq(themes.isActive, true)).limit(1);
  const colors = row?.colors ?? DEFAULT_THEME_COLORS;
  cached = { colors, json: JSON.stringify({ success: true, data: { colors } }), at: now };
  return cached;
}

export async function getActiveThemeColors(db: DbOrTx, now = Date.now()): Promise<ThemeColors> {
  return (await load(db, now)).colors;
}

/** The whole answer of GET /themes/active, serialised once per cache fill. */
export async function getActiveThemeJson(db: DbOrTx, now = Date.now()): Promise<string> {
  return (await load(db, now)).json;
}

/** Any number that names "the active theme" for PostgreSQL's transaction-scoped advisory lock. */
const ACTIVE_THEME_LOCK = 7_201_426;

/**
 * Serialises changes of the active theme until the transaction ends. Two
 * saves at once would otherwise each deactivate what their snapshot shows and
 * both insert an active theme, which the one-active index refuses (a 500).
 */
export async function lockActiveTheme(tx: DbOrTx): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${ACTIVE_THEME_LOCK})`);
}

/** Saves colours as the active theme and drops the cache. */
export async function activateTheme(db: DbOrTx, name: string, colors: ThemeColors): Promise<void> {
  await db.transaction(async (tx) => {
    await lockActiveTheme(tx);
    await tx.update(themes).set({ isActive: false }).where(eq(themes.isActive, true));
    await tx.insert(themes).values({ name, colors, isActive: true });
  });
  invalidateThemeCache();
}

/** The default theme of BRAND.md, created on first start. */
export async function ensureDefaultTheme(db: DbOrTx): Promise<void> {
  const [row] = await db.select({ id: themes.id }).from(themes).limit(1);
  // Two processes starting together may both find none: the index allowing one active theme keeps one.
  if (!row) {
    await db
      .insert(themes)
      .values({ name: 'Royal Plum', colors: DEFAULT_THEME_COLORS, isActive: true })
      .onConflictDoNothing();
  }
}
