import fs from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { openDatabase } from '../src/db/client';
import { migrationsFolder, migrationsUpToDate, runMigrations } from '../src/db/migrate';

const root = fs.mkdtempSync(path.join(inject('testTempDir'), 'migrations-'));
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

/** A copy of the migrations' journal with one more (later) migration listed, as the next release would have. */
function folderWithNewerMigration(): string {
  const folder = path.join(root, 'next-release');
  fs.mkdirSync(path.join(folder, 'meta'), { recursive: true });
  const journal = JSON.parse(fs.readFileSync(path.join(migrationsFolder(), 'meta/_journal.json'), 'utf8'));
  const last = journal.entries.at(-1);
  journal.entries.push({ ...last, idx: last.idx + 1, when: last.when + 1, tag: 'next' });
  fs.writeFileSync(path.join(folder, 'meta/_journal.json'), JSON.stringify(journal));
  return folder;
}

describe('a start on a database that has every migration', () => {
  it('finds a migrated database up to date, and one the folder has a newer migration for not', async () => {
    const handle = await openDatabase({
      dataDir: 'memory://',
      loadDataDir: new Blob([fs.readFileSync(inject('pgliteTemplate'))]),
    });
    try {
      expect(await migrationsUpToDate(handle.db, migrationsFolder())).toBe(true);
      expect(await migrationsUpToDate(handle.db, folderWithNewerMigration())).toBe(false);
    } finally {
      await handle.close();
    }
  });

  it('finds a new database not up to date, and migrates it', async () => {
    const handle = await openDatabase({ dataDir: 'memory://' });
    try {
      expect(await migrationsUpToDate(handle.db, migrationsFolder())).toBe(false);
      await runMigrations(handle);
      expect(await migrationsUpToDate(handle.db, migrationsFolder())).toBe(true);
    } finally {
      await handle.close();
    }
  });
});
