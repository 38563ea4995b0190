import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { loadConfig } from '../src/config';
import { JWT_SECRET_FILE, useStoredJwtSecret } from '../src/lib/jwt-secret';
import { developmentDefaults, developmentWarning, startupBanner } from '../src/startup-report';
import { testConfig } from './support/test-app';

const PRODUCTION = {
  NODE_ENV: 'production',
  JWT_SECRET: 'x'.repeat(40),
  TOTP_ENCRYPTION_KEY: 'k'.repeat(40),
  PAYMENT_PROVIDER: 'paystack',
  PAYSTACK_SECRET_KEY: 'sk_live_x',
};

describe('configuration', () => {
  it('has working defaults for local use', () => {
    const c = loadConfig({});
    expect(c).toMatchObject({ port: 3000, publicUrl: 'http://localhost:3000', siteName: 'Continental Queens' });
    expect(c.payments.provider).toBe('test');
    expect(c.storage.kind).toBe('local');
  });

  it('refuses a bad value with a message naming the variable', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/PORT/);
    expect(() => loadConfig({ PUBLIC_URL: 'not a url' })).toThrow(/PUBLIC_URL/);
    expect(() => loadConfig({ PAYMENT_PROVIDER: 'cash' })).toThrow(/PAYMENT_PROVIDER/);
  });

  it('refuses to start in production without its secrets', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/JWT_SECRET/);
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/TOTP_ENCRYPTION_KEY/);
    expect(() => loadConfig({ ...PRODUCTION, TOTP_ENCRYPTION_KEY: 'short' })).toThrow(/TOTP_ENCRYPTION_KEY/);
    expect(() =>
      loadConfig({ NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(40), PAYMENT_PROVIDER: 'stripe' }),
    ).toThrow(/STRIPE_SECRET_KEY/);
    expect(() => loadConfig({ NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(40) })).toThrow(/PAYMENT_PROVIDER/);
    expect(loadConfig(PRODUCTION).isProduction).toBe(true);
  });

  it('builds the e-mail links from the port when PUBLIC_URL is not set', () => {
    expect(loadConfig({ PORT: '4123' }).publicUrl).toBe('http://localhost:4123');
    expect(loadConfig({ PORT: '4123', PUBLIC_URL: 'https://queens.example.org/' }).publicUrl).toBe(
      'https://queens.example.org',
    );
  });

  it('listens on loopback outside production and on every interface in production, unless HOST says', () => {
    expect(loadConfig({}).host).toBe('127.0.0.1');
    expect(loadConfig({ NODE_ENV: 'test' }).host).toBe('127.0.0.1');
    expect(loadConfig(PRODUCTION).host).toBe('0.0.0.0');
    expect(loadConfig({ HOST: '0.0.0.0' }).host).toBe('0.0.0.0');
    expect(loadConfig({ ...PRODUCTION, HOST: '10.0.0.2' }).host).toBe('10.0.0.2');
  });
});

describe('the signing secret outside production', () => {
  const dirs: string[] = [];
  const dataDir = () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cq-secret-'));
    dirs.push(dir);
    return dir;
  };
  afterAll(() => {
    for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
  });

  it('is never a constant of the source: each configuration without JWT_SECRET draws its own', () => {
    const a = loadConfig({});
    const b = loadConfig({});
    expect(a.jwtSecret).not.toBe(b.jwtSecret);
    expect(a.jwtSecret.length).toBeGreaterThanOrEqual(32);
    expect(a.jwtSecretSource).toBe('generated');
    expect(loadConfig({ JWT_SECRET: 's'.repeat(40) })).toMatchObject({
      jwtSecret: 's'.repeat(40),
      jwtSecretSource: 'env',
    });
  });

  it('is made at the first start, kept in DATA_DIR readable by its owner only, and used on later starts', () => {
    const dir = dataDir();
    const first = loadConfig({ DATA_DIR: dir });
    useStoredJwtSecret(first);
    const file = path.join(dir, JWT_SECRET_FILE);
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);
    expect(first.jwtSecretSource).toBe('data-dir');
    expect(fs.readFileSync(file, 'utf8').trim()).toBe(first.jwtSecret);

    const later = loadConfig({ DATA_DIR: dir });
    useStoredJwtSecret(later);
    expect(later.jwtSecret).toBe(first.jwtSecret);
  });

  it('leaves a JWT_SECRET from the environment alone and writes nothing', () => {
    const dir = dataDir();
    const config = loadConfig({ DATA_DIR: dir, JWT_SECRET: 'e'.repeat(40) });
    useStoredJwtSecret(config);
    expect(config.jwtSecret).toBe('e'.repeat(40));
    expect(fs.existsSync(path.join(dir, JWT_SECRET_FILE))).toBe(false);
  });
});

describe('the start-up report', () => {
  it('warns about every development-only default that is on', () => {
    const config = loadConfig({ HOST: '0.0.0.0', DATA_DIR: '/srv/cq' });
    config.jwtSecretSource = 'data-dir';
    config.totpKeySource = 'data-dir';
    const on = developmentDefaults(config);
    expect(on).toHaveLength(6);
    expect(on.join('\n')).toContain('/srv/cq/jwt-secret');
    expect(on.join('\n')).toContain('/srv/cq/totp-key');
    expect(on.join('\n')).toContain('PAYMENT_PROVIDER is test');
    expect(on.join('\n')).toContain('"preview"');
    expect(on.join('\n')).toContain('development mailbox');
    expect(on.join('\n')).toContain('HOST is 0.0.0.0');
    expect(developmentWarning(config)).toMatch(/^Development-only defaults are on/);
  });

  it('names only the defaults still on, and none in production', () => {
    const configured = loadConfig({
      JWT_SECRET: 's'.repeat(40),
      TOTP_ENCRYPTION_KEY: 't'.repeat(40),
      PREVIEW_PASSWORD: 'a-preview-secret',
      SMTP_URL: 'smtp://mail.example.org:587',
      PAYMENT_PROVIDER: 'paystack',
      PAYSTACK_SECRET_KEY: 'sk_test_x',
    });
    expect(developmentDefaults(configured)).toEqual([]);
    expect(developmentWarning(configured)).toBeUndefined();
    expect(developmentDefaults(loadConfig(PRODUCTION))).toEqual([]);
  });

  it('says where the site, the mailbox and the embedded defaults are', () => {
    const banner = startupBanner(loadConfig({ PORT: '4123', DATA_DIR: '/srv/cq' }), { database: 'pglite', web: true });
    expect(banner).toMatch(/^Continental Queens is ready at http:\/\/localhost:4123\n/);
    expect(banner).toContain('PGlite (embedded) in /srv/cq/db');
    expect(banner).toContain('local disk in /srv/cq/uploads');
    expect(banner).toContain('development mailbox at http://localhost:4123/dev/mailbox');
    expect(banner).toContain('test provider');
    expect(banner).toContain('127.0.0.1:4123');
  });
});

describe('the test run', () => {
  it("keeps the test apps' data in the run's temporary directory, which the global teardown removes", () => {
    const runDir = inject('testTempDir');
    expect(runDir.startsWith(os.tmpdir())).toBe(true);
    expect(path.relative(runDir, testConfig().dataDir)).not.toMatch(/^\.\./);
  });
});
