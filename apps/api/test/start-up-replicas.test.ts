import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureDefaults, prepareDatabase } from '../src/bootstrap';
import { type DatabaseHandle, openDatabase } from '../src/db/client';
import { migrationsFolder } from '../src/db/migrate';
import { themes, users } from '../src/db/schema';

// A PostgreSQL server is needed (several processes share one database only there): the one the API tests
// use, or the local one.
const serverUrl = process.env.TEST_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';
const name = `cq_t_replicas_${randomBytes(4).toString('hex')}`;
const databaseUrl = Object.assign(new URL(serverUrl), { pathname: `/${name}` }).toString();

async function onServer(statement: string): Promise<void> {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(statement);
  } finally {
    await admin.end();
  }
}

beforeAll(() => onServer(`CREATE DATABASE ${name}`));
afterAll(() => onServer(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));

const admin = { email: 'founder@continentalqueens.example', password: 'Crowned-Sceptre-2026' };

describe('three instances started at once on an empty PostgreSQL database', () => {
  it('all come up, and agree on the migrations, the default theme and the first super admin', async () => {
    const replicas: DatabaseHandle[] = [];
    for (let i = 0; i < 3; i += 1) {
      const handle = await openDatabase({ url: databaseUrl, poolSize: 3 });
      // Connected beforehand, so the three start their work at the same moment.
      await handle.db.execute(sql`select 1`);
      replicas.push(handle);
    }
    try {
      const outcomes = await Promise.allSettled(replicas.map((handle) => prepareDatabase(handle, { admin })));
      expect(outcomes.filter((o) => o.status === 'rejected')).toEqual([]);

      const db = replicas[0]?.db;
      if (!db) throw new Error('no replica');
      const journal = JSON.parse(fs.readFileSync(path.join(migrationsFolder(), 'meta/_journal.json'), 'utf8'));
      const applied = (await db.execute(
        sql`select count(*)::int as n from drizzle.__drizzle_migrations`,
      )) as unknown as {
        rows: { n: number }[];
      };
      expect(applied.rows[0]?.n).toBe(journal.entries.length);
      expect(await db.$count(themes, eq(themes.isActive, true))).toBe(1);
      const founders = await db.select({ role: users.role }).from(users).where(eq(users.email, admin.email));
      expect(founders).toEqual([{ role: 'super admin' }]);
    } finally {
      await Promise.all(replicas.map((handle) => handle.close()));
    }
  }, 120_000);

  it('write their start-up rows idempotently even outside the lock (a command creating the same admin)', async () => {
    const replicas = await Promise.all([0, 1, 2].map(() => openDatabase({ url: databaseUrl, poolSize: 3 })));
    try {
      await Promise.all(replicas.map((handle) => handle.db.execute(sql`select 1`)));
      await replicas[0]?.db.delete(themes);
      const other = { email: 'second.founder@continentalqueens.example', password: admin.password };
      const outcomes = await Promise.allSettled(replicas.map((handle) => ensureDefaults(handle.db, { admin: other })));
      expect(outcomes.filter((o) => o.status === 'rejected')).toEqual([]);
      const db = replicas[0]?.db;
      if (!db) throw new Error('no replica');
      expect(await db.$count(themes)).toBe(1);
      expect(await db.$count(users, eq(users.email, other.email))).toBe(1);
    } finally {
      await Promise.all(replicas.map((handle) => handle.close()));
    }
  }, 120_000);
});
