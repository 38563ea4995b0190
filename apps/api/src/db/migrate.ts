import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type pg from 'pg';
import { findUp } from '../lib/paths';
import { type Database, type DatabaseHandle, schema } from './client';

/** The committed drizzle-kit output, found from this file whether run from src/ or dist/. */
export function migrationsFolder(): string {
  const journal = findUp('drizzle/meta/_journal.json');
  if (!journal) throw new Error('Migrations folder (apps/api/drizzle) not found');
  return path.dirname(path.dirname(journal));
}

/**
 * The advisory lock every instance takes to prepare a PostgreSQL database at start (a fixed key: the bytes
 * of "cq-start" read as a number). Advisory locks belong to one database, so instances of other sites on
 * the same server do not wait for each other.
 */
export const START_UP_LOCK_KEY = 0x63712d7374617274n;

/**
 * Runs `work` (migrations, start-up rows) while holding the start-up lock. Replicas started together on
 * PostgreSQL then take turns: the first migrates, the others wait, find every migration applied and do
 * nothing (two migrators at once fail on each other's catalogue rows). The lock is a session lock: `work`
 * gets the database on the connection that holds it (so a pool of one connection is enough). The embedded
 * database has one process (its directory is locked) and needs no lock.
 */
export async function withStartUpLock<T>(handle: DatabaseHandle, work: (db: Database) => Promise<T>): Promise<T> {
  if (handle.kind === 'pglite') return work(handle.db);
  const pool = (handle.db as unknown as { $client: pg.Pool }).$client;
  const client = await pool.connect();
  const key = START_UP_LOCK_KEY.toString();
  const { drizzle: drizzlePg } = await import('drizzle-orm/node-postgres');
  try {
    await client.query('SELECT pg_advisory_lock($1)', [key]);
    try {
      return await work(drizzlePg(client, { schema }) as unknown as Database);
    } finally {
      await client.query('SELECT pg_advisory_unlock($1)', [key]);
    }
  } finally {
    client.release();
  }
}

/** The time stamp of the newest migration in the folder (drizzle-kit's journal). */
function newestMigration(folder: string): number {
  const journal = JSON.parse(fs.readFileSync(path.join(folder, 'meta/_journal.json'), 'utf8')) as {
    entries: { when: number }[];
  };
  return Math.max(...journal.entries.map((entry) => entry.when));
}

/**
 * Whether the database already has every migration of the folder. The migrator applies a migration whose time
 * stamp is newer than the newest it recorded, so a database whose newest record is at least the folder's newest
 * has nothing to apply. Answering that with one read spares a restart the migrator's own checks (creating its
 * schema and table if missing, reading and hashing every migration file), about a tenth of a second of the
 * embedded database's CPU. A database without the record table is not up to date.
 */
export async function migrationsUpToDate(db: Database, folder: string): Promise<boolean> {
  const newest = newestMigration(folder);
  const present = await db.execute(sql`select to_regclass('drizzle.__drizzle_migrations') is not null as present`);
  if (!rowsOf<{ present: boolean }>(present)[0]?.present) return false;
  const recorded = await db.execute(sql`select max(created_at)::text as newest from drizzle.__drizzle_migrations`);
  const last = rowsOf<{ newest: string | null }>(recorded)[0]?.newest;
  return last != null && Number(last) >= newest;
}

/** The rows of a raw query, whichever driver answered it (PGlite and node-postgres both give `rows`). */
function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}

/** Applies the migrations not yet applied (callers that may run beside others use withStartUpLock). */
export async function runMigrations(handle: Pick<DatabaseHandle, 'db' | 'kind'>): Promise<void> {
  const config = { migrationsFolder: migrationsFolder() };
  if (await migrationsUpToDate(handle.db, config.migrationsFolder)) return;
  if (handle.kind === 'pglite') await migratePglite(handle.db as unknown as PgliteDatabase, config);
  else {
    // PostgreSQL's migrator is loaded only for a PostgreSQL database (as its client is, db/client.ts).
    const { migrate: migratePg } = await import('drizzle-orm/node-postgres/migrator');
    await migratePg(handle.db as unknown as NodePgDatabase, config);
  }
}
