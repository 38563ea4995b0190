import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { ensureDefaults } from '../../src/bootstrap';
import { openDatabase } from '../../src/db/client';
import { runMigrations } from '../../src/db/migrate';
import { feeSet } from './installed';

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteTemplate: string;
    /** This run's temporary directory: test files put their data directories in it; removed at the end. */
    testTempDir: string;
    pgTemplate: string | null;
  }
}

/**
 * Migrates once into a template; each test file then starts from a copy
 * (a PGlite data-dir dump, or CREATE DATABASE … TEMPLATE on PostgreSQL).
 */
export default async function setup(project: TestProject) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cq-api-test-'));
  const handle = await openDatabase({ dataDir: 'memory://' });
  await runMigrations(handle);
  await ensureDefaults(handle.db);
  await feeSet(handle.db);
  const client = (handle.db as unknown as { $client: { dumpDataDir(c: 'none'): Promise<Blob> } }).$client;
  const dump = await client.dumpDataDir('none');
  const file = path.join(dir, 'template.tar');
  fs.writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  await handle.close();
  project.provide('pgliteTemplate', file);
  project.provide('testTempDir', dir);

  let pgTemplate: string | null = null;
  const url = process.env.TEST_DATABASE_URL;
  if (url) {
    pgTemplate = `cq_template_${process.pid}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS ${pgTemplate}`);
    await admin.query(`CREATE DATABASE ${pgTemplate}`);
    await admin.end();
    const templateUrl = new URL(url);
    templateUrl.pathname = `/${pgTemplate}`;
    const tpl = await openDatabase({ url: templateUrl.toString(), poolSize: 1 });
    await runMigrations(tpl);
    await ensureDefaults(tpl.db);
    await feeSet(tpl.db);
    await tpl.close();
  }
  project.provide('pgTemplate', pgTemplate);

  // The run's temporary directory goes with everything test files left in it (uploads of their apps).
  return async () => {
    fs.rmSync(dir, { recursive: true, force: true });
    if (url && pgTemplate) {
      const admin = new pg.Client({ connectionString: url });
      await admin.connect();
      const { rows } = await admin.query<{ datname: string }>(
        `SELECT datname FROM pg_database WHERE datname LIKE 'cq_t_${process.pid}_%' OR datname = $1`,
        [pgTemplate],
      );
      for (const r of rows) await admin.query(`DROP DATABASE IF EXISTS ${r.datname} WITH (FORCE)`);
      await admin.end();
    }
  };
}
