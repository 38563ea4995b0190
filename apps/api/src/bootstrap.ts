import type { Config } from './config';
import type { Database, DatabaseHandle } from './db/client';
import { runMigrations, withStartUpLock } from './db/migrate';
import { ensureDefaultTheme } from './modules/themes/service';
import { adminInputProblems, ensureSuperAdmin } from './modules/users/admin';

/**
 * Idempotent start-up data: the default theme, and the first super admin when
 * ADMIN_EMAIL and ADMIN_PASSWORD are set. Runs after migrations.
 */
export async function ensureDefaults(db: Database, config?: Pick<Config, 'admin'>): Promise<void> {
  await ensureDefaultTheme(db);
  const { email, password } = config?.admin ?? {};
  if (email && password) {
    const problems = await adminInputProblems({ email, password }, { passwordRequired: true });
    if (problems.length) throw new Error(`ADMIN_EMAIL/ADMIN_PASSWORD: ${problems.join('; ').replace(/--\w+: /g, '')}`);
    await ensureSuperAdmin(db, { email, password }, { setPassword: false });
  }
}

/**
 * Everything a process does to the database before it serves: migrations, then the start-up rows, under
 * the start-up lock on PostgreSQL, so replicas started together take turns and all come up.
 */
export async function prepareDatabase(handle: DatabaseHandle, config?: Pick<Config, 'admin'>): Promise<void> {
  await withStartUpLock(handle, async (db) => {
    await runMigrations({ db, kind: handle.kind });
    await ensureDefaults(db, config);
  });
}
