import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { openDatabase } from '../src/db/client';
import { unpackInitialDatabase } from '../src/db/initial-database';

const root = fs.mkdtempSync(path.join(inject('testTempDir'), 'initial-db-'));
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));
// The migrated template of this test run is the same kind of dump the API build writes.
const dump = inject('pgliteTemplate');

async function migrationsApplied(dataDir: string): Promise<number> {
  const handle = await openDatabase({ dataDir });
  try {
    const rows = await handle.db.execute(sql`SELECT count(*)::int AS n FROM drizzle.__drizzle_migrations`);
    return (rows as unknown as { rows: { n: number }[] }).rows[0]?.n ?? 0;
  } finally {
    await handle.close();
  }
}

describe('the first start of the embedded database', () => {
  it('starts a new data directory from the migrated dump, unpacked in place', async () => {
    const dataDir = path.join(root, 'new', 'db');
    expect(await unpackInitialDatabase(dataDir, dump)).toBe(true);
    expect(fs.existsSync(path.join(dataDir, 'PG_VERSION'))).toBe(true);
    expect(fs.existsSync(`${dataDir}.unpacking`)).toBe(false);
    // The server's own user only, as PostgreSQL keeps its data directory.
    expect(fs.statSync(dataDir).mode & 0o777).toBe(0o700);
    expect(fs.statSync(path.join(dataDir, 'PG_VERSION')).mode & 0o777).toBe(0o600);
    expect(await migrationsApplied(dataDir)).toBeGreaterThan(0);
  });

  it('reads the gzipped dump the build writes', async () => {
    const gzipped = path.join(root, 'dump.tar.gz');
    fs.writeFileSync(gzipped, zlib.gzipSync(fs.readFileSync(dump)));
    const dataDir = path.join(root, 'gzipped', 'db');
    expect(await unpackInitialDatabase(dataDir, gzipped)).toBe(true);
    expect(await migrationsApplied(dataDir)).toBeGreaterThan(0);
  });

  it('leaves an existing data directory, the in-memory database and a missing dump alone', async () => {
    const existing = path.join(root, 'existing');
    fs.mkdirSync(existing);
    fs.writeFileSync(path.join(existing, 'PG_VERSION'), '17');
    expect(await unpackInitialDatabase(existing, dump)).toBe(false);
    expect(fs.readdirSync(existing)).toEqual(['PG_VERSION']);
    expect(await unpackInitialDatabase('memory://', dump)).toBe(false);
    const other = path.join(root, 'other');
    expect(await unpackInitialDatabase(other, path.join(root, 'no-such-dump.tar.gz'))).toBe(false);
    expect(fs.existsSync(other)).toBe(false);
    const empty = path.join(root, 'empty');
    fs.mkdirSync(empty);
    expect(await unpackInitialDatabase(empty, dump)).toBe(true);
    expect(fs.existsSync(path.join(empty, 'PG_VERSION'))).toBe(true);
  });

  it('unpacks again over what a start stopped half-way left beside the directory', async () => {
    const dataDir = path.join(root, 'interrupted', 'db');
    fs.mkdirSync(`${dataDir}.unpacking/base`, { recursive: true });
    fs.writeFileSync(`${dataDir}.unpacking/base/half-written`, 'x');
    expect(await unpackInitialDatabase(dataDir, dump)).toBe(true);
    expect(fs.existsSync(path.join(dataDir, 'base', 'half-written'))).toBe(false);
    expect(await migrationsApplied(dataDir)).toBeGreaterThan(0);
  });

  it('opens a new directory from the dump by itself, with the lean buffer pool', async () => {
    // openDatabase unpacks the build's own dump beside the bundle; here the test's dump is unpacked first, as
    // openDatabase does, and the database then runs with the embedded buffer pool.
    const dataDir = path.join(root, 'pool', 'db');
    await unpackInitialDatabase(dataDir, dump);
    const handle = await openDatabase({ dataDir });
    try {
      const rows = await handle.db.execute(sql`SHOW shared_buffers`);
      expect((rows as unknown as { rows: { shared_buffers: string }[] }).rows[0]?.shared_buffers).toBe('16MB');
    } finally {
      await handle.close();
    }
  });
});
