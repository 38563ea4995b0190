import { createHash } from 'node:crypto';
import { type ActiveThemeResponse, DEFAULT_THEME_COLORS, type ThemeColors } from '@cq/shared';
import { eq, sql } from 'drizzle-orm';
import { type PrebuiltJson, prebuildAnswer } from '#api/lib/answers';
import { writesStayInProcess } from '../../db/change-cache';
import type { DbOrTx } from '../../db/client';
import { themes } from '../../db/schema';

/**
 * The active theme is read on every page load, so its answer is kept in memory,
 * already serialised, with an ETag browsers revalidate against. A save drops it
 * at once in the process that made it. On the embedded database that process
 * is the only writer, so the copy is exact until the next save. On PostgreSQL
 * another instance may have saved a theme, so every read first asks the
 * database which theme is active (one indexed row) and reuses the copy only
 * while that is still the one it was built from: a save on any instance is
 * seen by every other on its next request.
 */
export interface ActiveTheme {
  id: string | null;
  colors: ThemeColors;
  /** The whole answer of GET /themes/active. */
  json: PrebuiltJson<ActiveThemeResponse>;
  /** A strong validator of `json`. */
  etag: string;
}

let cached: ActiveTheme | undefined;
/** Counts saves, so a read that began before one never stores what it read. */
let epoch = 0;

export function invalidateThemeCache(): void {
  cached = undefined;
  epoch++;
}

function build(id: string | null, colors: ThemeColors): ActiveTheme {
  const json = prebuildAnswer<ActiveThemeResponse>({ success: true, data: { colors } });
  const etag = `"${createHash('sha256').update(json).digest('base64url').slice(0, 27)}"`;
  return { id, colors, json, etag };
}

export async function getActiveTheme(db: DbOrTx): Promise<ActiveTheme> {
  if (cached && writesStayInProcess(db)) return cached;
  const readAt = epoch;
  const [row] = await db
    .select({ id: themes.id, colors: themes.colors })
    .from(themes)
    .where(eq(themes.isActive, true))
    .limit(1);
  const id = row?.id ?? null;
  if (cached && cached.id === id) return cached;
  const theme = build(id, row?.colors ?? DEFAULT_THEME_COLORS);
  if (readAt === epoch) cached = theme;
  return theme;
}

export async function getActiveThemeColors(db: DbOrTx): Promise<ThemeColors> {
  return (await getActiveTheme(db)).colors;
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
