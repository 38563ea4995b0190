import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { ensureDefaults } from '../src/bootstrap';
import { openDatabase } from '../src/db/client';
import { users } from '../src/db/schema';
import { createUser } from '../src/dev/factories';
import { verifyPassword } from '../src/lib/passwords';
import { ensureSuperAdmin } from '../src/modules/users/admin';
import { testAppForFile } from './support/test-app';

const t = testAppForFile();

const byEmail = async (email: string) => (await t.db.select().from(users).where(eq(users.email, email)))[0];

describe('ADMIN_EMAIL / ADMIN_PASSWORD at start-up', () => {
  it('creates a verified super admin who can sign in', async () => {
    await ensureDefaults(t.db, { admin: { email: 'Founder@Example.com', password: 'Crown-Jewel-2026' } });
    const admin = await byEmail('founder@example.com');
    expect(admin).toMatchObject({ role: 'super admin', isActive: true, isEmailVerified: true });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/users/login',
      payload: { email: 'founder@example.com', password: 'Crown-Jewel-2026' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.user.role).toBe('super admin');
  });

  it('is idempotent and never reverts a password the admin has changed since', async () => {
    await ensureDefaults(t.db, { admin: { email: 'keeper@example.com', password: 'First-Password-1' } });
    const created = await byEmail('keeper@example.com');
    await t.db.update(users).set({ passwordHash: 'changed' }).where(eq(users.email, 'keeper@example.com'));
    await ensureDefaults(t.db, { admin: { email: 'keeper@example.com', password: 'First-Password-1' } });
    const after = await byEmail('keeper@example.com');
    expect(after?.id).toBe(created?.id);
    expect(after?.passwordHash).toBe('changed');
    expect(await t.db.select().from(users).where(eq(users.email, 'keeper@example.com'))).toHaveLength(1);
  });

  it('promotes an existing account', async () => {
    const user = await createUser(t.db, { role: 'user' });
    await ensureDefaults(t.db, { admin: { email: user.email, password: 'Ignored-For-Existing-1' } });
    const after = await byEmail(user.email);
    expect(after?.role).toBe('super admin');
    expect(after?.passwordHash).toBe(user.passwordHash);
  });

  it('refuses a weak start-up password with a message naming the variables', async () => {
    await expect(ensureDefaults(t.db, { admin: { email: 'weak@example.com', password: 'password' } })).rejects.toThrow(
      /ADMIN_EMAIL\/ADMIN_PASSWORD: .*at least 8 characters|too common/,
    );
    expect(await byEmail('weak@example.com')).toBeUndefined();
  });
});

describe('ensureSuperAdmin as the command uses it', () => {
  it('changes nothing for a super admin when no new password is given', async () => {
    const admin = await createUser(t.db, { role: 'super admin' });
    expect(await ensureSuperAdmin(t.db, { email: admin.email }, { setPassword: true })).toBe('unchanged');
    expect((await byEmail(admin.email))?.passwordHash).toBe(admin.passwordHash);
  });

  it('replaces the password of an existing account and ends its sessions', async () => {
    // An admin who signs in with her password alone (no two-step sign-in set up).
    const user = await createUser(t.db, { role: 'admin', secondFactor: false });
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/users/login',
      payload: { email: user.email, password: user.password },
    });
    const { refreshToken } = login.json().data;
    expect(
      await ensureSuperAdmin(t.db, { email: user.email, password: 'Operator-Set-99' }, { setPassword: true }),
    ).toBe('promoted');
    const after = await byEmail(user.email);
    expect(after?.role).toBe('super admin');
    expect(await verifyPassword(after?.passwordHash ?? '', 'Operator-Set-99')).toBe(true);
    const renew = await t.app.inject({ method: 'POST', url: '/api/users/refresh-token', payload: { refreshToken } });
    expect(renew.statusCode).toBe(401);
  });
});

describe('the command-line tools', () => {
  const run = promisify(execFile);
  const apiDir = path.resolve(import.meta.dirname, '..');
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cq-cli-'));
  const env = { ...process.env, NODE_ENV: 'development', DATA_DIR: dataDir, LOG_LEVEL: 'silent', INIT_CWD: apiDir };
  delete (env as Record<string, string | undefined>).DATABASE_URL;
  const tool = (name: string, args: string[], extra: Record<string, string> = {}) =>
    run(process.execPath, ['--import', 'tsx', `src/cli/${name}.ts`, ...args], {
      cwd: apiDir,
      env: { ...env, ...extra },
    });
  afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

  // Each run starts a process that migrates a fresh embedded database: slow on a busy machine.
  it('npm run create-admin creates a super admin and refuses bad input', { timeout: 180_000 }, async () => {
    const ok = await tool('create-admin', ['--email', 'cli.admin@example.com', '--password', 'Command-Line-42']);
    expect(ok.stdout).toContain('Created super admin cli.admin@example.com.');

    const bad = await tool('create-admin', ['--email', 'nope', '--password', 'short']).catch((e) => e);
    expect(bad.code).toBe(1);
    expect(bad.stderr).toContain('--email: Please enter a valid email address');
    expect(bad.stderr).toContain('--password: Password must be at least 8 characters long');

    const handle = await openDatabase({ dataDir: path.join(dataDir, 'db') });
    const [row] = await handle.db.select().from(users).where(eq(users.email, 'cli.admin@example.com'));
    await handle.close();
    expect(row?.role).toBe('super admin');
  });

  it('npm run seed refuses to run in production', { timeout: 120_000 }, async () => {
    const refused = await tool('seed', [], {
      NODE_ENV: 'production',
      JWT_SECRET: 'p'.repeat(40),
      PAYMENT_PROVIDER: 'paystack',
      PAYSTACK_SECRET_KEY: 'sk_live_example',
      TOTP_ENCRYPTION_KEY: 't'.repeat(40),
    }).catch((e) => e);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain('Refusing to seed demo accounts: NODE_ENV is production.');
  });
});
