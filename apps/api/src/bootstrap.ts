import type { Config } from './config';
import type { Database } from './db/client';
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
