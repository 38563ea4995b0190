import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { inject } from 'vitest';
import { buildApp } from '../../src/app';
import { ensureDefaults } from '../../src/bootstrap';
import { type DatabaseHandle, openDatabase } from '../../src/db/client';
import { runMigrations } from '../../src/db/migrate';
import { feeSet } from './installed';
import { testConfig } from './test-app';

/** The server tests that need PostgreSQL itself use: TEST_DATABASE_URL's, else the local one. */
export const POSTGRES_ADMIN_URL = process.env.TEST_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';

/**
 * A fresh, migrated PostgreSQL database for a test that needs PostgreSQL
 * whatever the suite runs on (several API instances sharing one database):
 * copied from the suite's template when there is one, else migrated here.
 */
export async function createPostgresDatabase(prefix: string): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `cq_${prefix}_${process.pid}_${randomBytes(4).toString('hex')}`;
  const template = process.env.TEST_DATABASE_URL ? inject('pgTemplate') : null;
  const admin = new pg.Client({ connectionString: POSTGRES_ADMIN_URL });
  await admin.connect();
  try {
    await admin.query(template ? `CREATE DATABASE ${name} TEMPLATE ${template}` : `CREATE DATABASE ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(POSTGRES_ADMIN_URL);
  url.pathname = `/${name}`;
  if (!template) {
    const handle = await openDatabase({ url: url.toString(), poolSize: 1 });
    try {
      await runMigrations(handle);
      await ensureDefaults(handle.db);
      await feeSet(handle.db);
    } finally {
      await handle.close();
    }
  }
  return {
    url: url.toString(),
    drop: async () => {
      const a = new pg.Client({ connectionString: POSTGRES_ADMIN_URL });
      await a.connect();
      try {
        await a.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      } finally {
        await a.end();
      }
    },
  };
}

/**
 * Two API instances on one fresh PostgreSQL database, each with its own pool, as behind a load balancer.
 * `close` shuts both down and drops the database.
 */
export async function twoInstancesOnOneDatabase(prefix: string, env: Record<string, string> = {}) {
  const database = await createPostgresDatabase(prefix);
  const handles: DatabaseHandle[] = [];
  const instance = async () => {
    const handle = await openDatabase({ url: database.url, poolSize: 3 });
    handles.push(handle);
    const config = testConfig({ DATABASE_URL: database.url, ...env });
    const app = await buildApp({ config, database: handle, logger: false });
    await app.ready();
    return app;
  };
  const a = await instance();
  const b = await instance();
  return {
    a,
    b,
    url: database.url,
    close: async () => {
      await a.close();
      await b.close();
      for (const h of handles) await h.close();
      await database.drop();
    },
  };
}
