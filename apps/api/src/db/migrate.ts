import path from 'node:path';
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

/** Applies the migrations not yet applied (callers that may run beside others use withStartUpLock). */
export async function runMigrations(handle: Pick<DatabaseHandle, 'db' | 'kind'>): Promise<void> {
  const config = { migrationsFolder: migrationsFolder() };
  if (handle.kind === 'pglite') await migratePglite(handle.db as unknown as PgliteDatabase, config);
  else {
    // PostgreSQL's migrator is loaded only for a PostgreSQL database (as its client is, db/client.ts).
    const { migrate: migratePg } = await import('drizzle-orm/node-postgres/migrator');
    await migratePg(handle.db as unknown as NodePgDatabase, config);
  }
}
