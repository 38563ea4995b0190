import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { lockDataDir } from './data-dir-lock';
import { unpackInitialDatabase } from './initial-database';
import * as schema from './schema';

/** The database, independent of the driver: nothing in the code branches on which one. */
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;
/** A transaction handle has the same query API. */
export type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];
export type DbOrTx = Database | Tx;

export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  close(): Promise<void>;
}

export interface DatabaseOptions {
  /** postgres://… switches to PostgreSQL through a pool. */
  url?: string;
  /** PGlite data directory; `memory://` keeps it in memory. */
  dataDir?: string;
  /** A PGlite data-dir dump to start from (tests copy a migrated template). */
  loadDataDir?: Blob | File;
  poolSize?: number;
  /**
   * PostgreSQL: connections opened before the server listens and kept open while idle. A connection costs a
   * few milliseconds to open; without these, the first burst of requests after a start (every open portal tab
   * coming back at once) queues behind opening them.
   */
  warmConnections?: number;
}

const embedded = new WeakSet<Database>();

/**
 * The embedded database's buffer pool. PostgreSQL's default (128 MB) is zeroed by the WebAssembly build at
 * every start, about a third of a second of CPU before the first query; the embedded database serves one
 * small site (a larger one runs on PostgreSQL, whose own setting applies) and its files stay in the operating
 * system's cache behind this pool. 16 MB is where the start stops getting cheaper (decision 0051).
 */
const EMBEDDED_SHARED_BUFFERS = '16MB';

/**
 * Whether the database runs inside this process (PGlite). It has no WAL writer: a commit that does not
 * flush its WAL itself reaches the disk only at the next one that does (decision 0005).
 */
export function isEmbedded(db: Database): boolean {
  return embedded.has(db);
}

/**
 * Opens the database. A PGlite directory is locked first (one process at a time, see data-dir-lock.ts): a
 * second command opening it while another holds it is refused with DataDirLockedError naming the holder.
 */
export async function openDatabase(opts: DatabaseOptions): Promise<DatabaseHandle> {
  if (opts.url) {
    // PostgreSQL's client is loaded only for a PostgreSQL database: a start on the embedded one does without it.
    const [{ default: pg }, { drizzle: drizzlePg }] = await Promise.all([
      import('pg'),
      import('drizzle-orm/node-postgres'),
    ]);
    const max = opts.poolSize ?? 20;
    const warm = Math.min(opts.warmConnections ?? 0, max);
    const pool = new pg.Pool({ connectionString: opts.url, max, min: warm });
    // A dropped connection must not crash the process; the pool replaces it.
    pool.on('error', () => {});
    if (warm > 0) {
      const opened = await Promise.allSettled(Array.from({ length: warm }, () => pool.connect()));
      for (const result of opened) if (result.status === 'fulfilled') result.value.release();
      const failed = opened.find((result) => result.status === 'rejected');
      if (failed) {
        await pool.end();
        throw failed.reason;
      }
    }
    const db = drizzlePg(pool, { schema }) as unknown as Database;
    return { db, kind: 'postgres', close: () => pool.end() };
  }
  const dataDir = opts.dataDir ?? 'memory://';
  const inMemory = dataDir.startsWith('memory://');
  if (!inMemory) fs.mkdirSync(path.dirname(dataDir), { recursive: true });
  const lock = inMemory ? null : lockDataDir(dataDir);
  let client: PGlite;
  try {
    // A new data directory starts from the build's migrated dump (initial-database.ts).
    if (!opts.loadDataDir) await unpackInitialDatabase(dataDir);
    // pg_trgm: the back office's search is answered by trigram indexes (migration 0013).
    client = await PGlite.create({
      dataDir,
      loadDataDir: opts.loadDataDir,
      extensions: { pg_trgm },
      startParams: [...PGlite.defaultStartParams, '-c', `shared_buffers=${EMBEDDED_SHARED_BUFFERS}`],
    });
  } catch (err) {
    lock?.release();
    throw err;
  }
  const db = drizzlePglite(client, { schema }) as unknown as Database;
  embedded.add(db);
  return {
    db,
    kind: 'pglite',
    close: async () => {
      try {
        await client.close();
      } finally {
        lock?.release();
      }
    },
  };
}

export { schema };
