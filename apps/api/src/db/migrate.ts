import path from 'node:path';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { findUp } from '../lib/paths';
import type { DatabaseHandle } from './client';

/** The committed drizzle-kit output, found from this file whether run from src/ or dist/. */
export function migrationsFolder(): string {
  const journal = findUp('drizzle/meta/_journal.json');
  if (!journal) throw new Error('Migrations folder (apps/api/drizzle) not found');
  return path.dirname(path.dirname(journal));
}

export async function runMigrations(handle: DatabaseHandle): Promise<void> {
  const config = { migrationsFolder: migrationsFolder() };
  if (handle.kind === 'pglite') {
    await migratePglite(handle.db as unknown as PgliteDatabase, config);
  } else {
    await migratePg(handle.db as unknown as NodePgDatabase, config);
  }
}
