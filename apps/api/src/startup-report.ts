import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { Config } from './config';
import { DEV_PREVIEW_PASSWORD } from './modules/preview/service';

const LOOPBACK_HOSTS = new Set(['127.0.0.1', '::1', 'localhost']);

/** Whether the server listens on this machine's loopback interface only. */
export function listensOnLoopbackOnly(host: string): boolean {
  return LOOPBACK_HOSTS.has(host) || host.startsWith('127.');
}

/**
 * Every development-only default that is on, one sentence each: what would be dangerous if this server were
 * reachable by others. Empty in production, which refuses or switches off each of them.
 */
export function developmentDefaults(config: Config): string[] {
  if (config.isProduction) return [];
  const on: string[] = [];
  if (config.jwtSecretSource === 'data-dir') {
    on.push(
      `JWT_SECRET is not set: tokens are signed with a random secret kept in ${path.join(config.dataDir, 'jwt-secret')}`,
    );
  } else if (config.jwtSecretSource === 'generated') {
    on.push('JWT_SECRET is not set: tokens are signed with a random secret that ends with this process');
  }
  if (config.totpKeySource === 'data-dir') {
    on.push(
      `TOTP_ENCRYPTION_KEY is not set: authenticator secrets are sealed with a random key kept in ${path.join(config.dataDir, 'totp-key')}`,
    );
  } else if (config.totpKeySource === 'generated') {
    on.push(
      'TOTP_ENCRYPTION_KEY is not set: authenticator secrets are sealed with a random key that ends with this process',
    );
  }
  if (config.payments.provider === 'test') {
    on.push('PAYMENT_PROVIDER is test: its checkout page approves payments without charging anyone');
  }
  if (!config.previewPassword) {
    on.push(
      `PREVIEW_PASSWORD is not set: the registration preview opens with "${DEV_PREVIEW_PASSWORD}" unless the back office sets a password`,
    );
  }
  if (!config.smtpUrl) {
    on.push(
      'SMTP_URL is not set: every e-mail, sign-up and password-reset links included, goes to the development mailbox (served to this machine only)',
    );
  }
  if (!listensOnLoopbackOnly(config.host)) {
    on.push(`HOST is ${config.host}: the site and these defaults are reachable from other machines`);
  }
  return on;
}

/** The warning printed at start when any development-only default is on. */
export function developmentWarning(config: Config): string | undefined {
  const on = developmentDefaults(config);
  if (!on.length) return undefined;
  return [
    'Development-only defaults are on (NODE_ENV is not production); never expose this server as it is:',
    ...on.map((line) => `  - ${line}`),
  ].join('\n');
}

export interface RunningServer {
  database: 'pglite' | 'postgres';
  web: boolean;
}

/** The short text shown when the site is ready: where it is and which embedded defaults it runs on. */
export function startupBanner(config: Config, server: RunningServer): string {
  const rows: [string, string][] = [
    [
      'database',
      server.database === 'pglite'
        ? `PGlite (embedded) in ${path.join(config.dataDir, 'db')}`
        : 'PostgreSQL (DATABASE_URL)',
    ],
    [
      'uploads',
      config.storage.kind === 'local'
        ? `local disk in ${path.join(config.dataDir, 'uploads')}`
        : `S3 bucket ${config.storage.s3.bucket}`,
    ],
    [
      'e-mail',
      config.smtpUrl
        ? 'SMTP (SMTP_URL)'
        : config.isProduction
          ? 'waiting in the outbox until SMTP_URL is set'
          : `development mailbox at ${config.publicUrl}/dev/mailbox`,
    ],
    ['payments', config.payments.provider === 'test' ? 'test provider (no money moves)' : config.payments.provider],
    ['API docs', `${config.publicUrl}/api/docs`],
    ['listening', `${config.host.includes(':') ? `[${config.host}]` : config.host}:${config.port}`],
  ];
  if (!server.web) rows.push(['web app', 'not built: `npm run build` (or use `npm start`)']);
  const width = Math.max(...rows.map(([k]) => k.length));
  return [
    `${config.siteName} is ready at ${config.publicUrl}`,
    ...rows.map(([k, v]) => `  ${k.padEnd(width)}  ${v}`),
  ].join('\n');
}

/**
 * Tells the operator the site is up: in production one structured log line; elsewhere the banner on the
 * console and, when any development-only default is on, one warning listing them.
 */
export function announceStart(app: FastifyInstance, server: RunningServer): void {
  const { config } = app;
  if (config.isProduction) {
    app.log.info(
      { url: config.publicUrl, database: server.database, web: server.web },
      `${config.siteName} is running`,
    );
    return;
  }
  process.stdout.write(`\n${startupBanner(config, server)}\n\n`);
  const warning = developmentWarning(config);
  if (warning) app.log.warn(warning);
}
