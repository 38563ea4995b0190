import type { Database } from './db/client';
import { ensureDefaultTheme } from './modules/themes/service';

/** Idempotent start-up data: the default theme. Runs after migrations. */
export async function ensureDefaults(db: Database): Promise<void> {
  await ensureDefaultTheme(db);
}
