import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, inject } from 'vitest';
import { buildApp } from '../../src/app';
import { type Config, loadConfig } from '../../src/config';
import { type DatabaseHandle, openDatabase } from '../../src/db/client';

export interface TestApp {
  app: FastifyInstance;
  db: FastifyInstance['db'];
  config: Config;
  database: DatabaseHandle;
  close(): Promise<void>;
}

/** A fresh database for this test file, copied from the migrated template. */
export async function openTestDatabase(): Promise<{ handle: DatabaseHandle; drop(): Promise<void> }> {
  const url = process.env.TEST_DATABASE_URL;
  const pgTemplate = inject('pgTemplate');
  if (url && pgTemplate) {
    const name = `cq_t_${pgTemplate.split('_').pop()}_${randomBytes(4).toString('hex')}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name} TEMPLATE ${pgTemplate}`);
    await admin.end();
    const dbUrl = new URL(url);
    dbUrl.pathname = `/${name}`;
    const handle = await openDatabase({ url: dbUrl.toString(), poolSize: 5 });
    return {
      handle,
      drop: async () => {
        const a = new pg.Client({ connectionString: url });
        await a.connect();
        await a.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
        await a.end();
      },
    };
  }
  const dump = fs.readFileSync(inject('pgliteTemplate'));
  const handle = await openDatabase({ dataDir: 'memory://', loadDataDir: new Blob([dump]) });
  return { handle, drop: async () => {} };
}

/** Config for tests: the embedded defaults plus any overrides, as environment strings. */
export function testConfig(env: Record<string, string> = {}): Config {
  return loadConfig({
    NODE_ENV: 'test',
    // Inside the run's temporary directory, which the global teardown removes; a test's own child process
    // (outside the runner, where inject() is not available) passes its DATA_DIR.
    DATA_DIR: env.DATA_DIR || path.join(inject('testTempDir'), `data-${process.pid}`),
    MAIL_WORKER: 'off',
    // The suite's own processes keep both cores busy: threads at a lower priority would wait behind them for
    // minutes. The lowering itself is tested on its own (worker-pool.test.ts).
    WORKER_NICE: '0',
    ...env,
  });
}

export interface TestAppOptions {
  env?: Record<string, string>;
  tweak?: (config: Config) => void;
  /** Extra routes registered before the app is ready (to exercise shared plugins). */
  register?: (app: FastifyInstance) => void | Promise<void>;
  logger?: Parameters<typeof buildApp>[0]['logger'];
}

export async function createTestApp(opts: TestAppOptions = {}): Promise<TestApp> {
  const config = testConfig(opts.env);
  opts.tweak?.(config);
  const { handle, drop } = await openTestDatabase();
  const app = await buildApp({ config, database: handle, logger: opts.logger ?? false });
  await opts.register?.(app);
  await app.ready();
  return {
    app,
    db: handle.db,
    config,
    database: handle,
    close: async () => {
      await app.close();
      await handle.close();
      await drop();
    },
  };
}

/**
 * This test file's app: built before its first test and closed after its last. Read it in tests and hooks only:
 * while the file is being loaded the app does not exist yet.
 */
export function testAppForFile(opts: TestAppOptions = {}): TestApp {
  let made: TestApp | undefined;
  beforeAll(async () => {
    made = await createTestApp(opts);
  });
  afterAll(async () => {
    await made?.close();
  });
  const current = (): TestApp => {
    if (!made) throw new Error('The test app is made before the first test, not while the file loads.');
    return made;
  };
  return {
    get app() {
      return current().app;
    },
    get db() {
      return current().db;
    },
    get config() {
      return current().config;
    },
    get database() {
      return current().database;
    },
    close: () => current().close(),
  };
}
