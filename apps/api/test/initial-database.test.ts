import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { openDatabase } from '../src/db/client';
import { initialDatabaseFor } from '../src/db/initial-database';

const root = fs.mkdtempSync(path.join(inject('testTempDir'), 'initial-db-'));
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));
// The migrated template of this test run is the same kind of dump the API build writes.
const dump = inject('pgliteTemplate');

describe('the first start of the embedded database', () => {
  it('starts a new data directory from the migrated dump', async () => {
    const dataDir = path.join(root, 'new', 'db');
    const blob = initialDatabaseFor(dataDir, dump);
    expect(blob?.size).toBe(fs.statSync(dump).size);
    const handle = await openDatabase({ dataDir, loadDataDir: blob });
    try {
      const rows = await handle.db.execute(sql`SELECT count(*)::int AS n FROM drizzle.__drizzle_migrations`);
      const n = (rows as unknown as { rows: { n: number }[] }).rows[0]?.n ?? 0;
      expect(n).toBeGreaterThan(0);
    } finally {
      await handle.close();
    }
  });

  it('leaves an existing data directory, the in-memory database and a missing dump alone', () => {
    const existing = path.join(root, 'existing');
    fs.mkdirSync(existing);
    fs.writeFileSync(path.join(existing, 'PG_VERSION'), '17');
    expect(initialDatabaseFor(existing, dump)).toBeUndefined();
    expect(initialDatabaseFor('memory://', dump)).toBeUndefined();
    expect(initialDatabaseFor(path.join(root, 'other'), path.join(root, 'no-such-dump.tar.gz'))).toBeUndefined();
    const empty = path.join(root, 'empty');
    fs.mkdirSync(empty);
    expect(initialDatabaseFor(empty, dump)).toBeInstanceOf(Blob);
  });
});
