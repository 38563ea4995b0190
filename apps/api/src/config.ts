import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { DEFAULT_SECOND_FACTOR_POLICY, SECOND_FACTOR_POLICIES, type SecondFactorPolicy } from '@cq/shared';
import { z } from 'zod';

/**
 * Configuration is read once from the environment, validated, and
 * refused with a message naming the bad variable. Every setting has a working
 * local default except the secrets production must set.
 */
const optionalUrl = z
  .string()
  .trim()
  .optional()
  .transform((v) => (v ? v : undefined))
  .pipe(z.url().optional());
const optionalString = z
  .string()
  .optional()
  .transform((v) => (v?.trim() ? v.trim() : undefined));
export const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  SITE_NAME: z.string().trim().min(1).default('Continental Queens'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: optionalString,
  PUBLIC_URL: z
    .url()
    .optional()
    .transform((u) => u?.replace(/\/+$/, '')),
  DATA_DIR: z.string().trim().min(1).default('./data'),
  DATABASE_URL: optionalUrl,
  REDIS_URL: optionalUrl,
  /** How the live finale's changes reach the other instances; auto: Redis with REDIS_URL, else PostgreSQL with DATABASE_URL. */
  LIVE_FANOUT: z.enum(['auto', 'local', 'postgres', 'redis']).default('auto'),
  SMTP_URL: optionalUrl,
  MAIL_FROM: z.string().trim().min(3).default('Continental Queens <no-reply@continentalqueens.example>'),
  ORGANISERS_EMAIL: z.email().default('hello@continentalqueens.example'),
  /** Who must sign in with a second factor until staff choose in the back office (see SECOND_FACTOR_POLICIES). */
  STAFF_SECOND_FACTOR: z.enum(SECOND_FACTOR_POLICIES).default(DEFAULT_SECOND_FACTOR_POLICY),
  STORAGE: z.enum(['local', 's3']).default('local'),
  S3_ENDPOINT: optionalUrl,
  S3_BUCKET: optionalString,
  S3_REGION: z.string().trim().default('us-east-1'),
  S3_ACCESS_KEY_ID: optionalString,
  S3_SECRET_ACCESS_KEY: optionalString,
  PAYMENT_PROVIDER: z.enum(['test', 'stripe', 'paystack']).default('test'),
  STRIPE_SECRET_KEY: optionalString,
  STRIPE_PUBLISHABLE_KEY: optionalString,
  STRIPE_WEBHOOK_SECRET: optionalString,
  STRIPE_API_BASE: optionalUrl,
  PAYSTACK_SECRET_KEY: optionalString,
  /** How long a call to the payment provider may take before it counts as unavailable. */
  PAYMENT_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(15_000),
  /** Threads of the heavy-work pool (documents, exports, pages); default: the machine's cores but one (at least one). */
  WORKER_THREADS: z.coerce.number().int().min(1).max(64).optional(),
  /** Heavy tasks that may wait for a thread; past it a request is answered 503 with Retry-After. */
  WORKER_QUEUE_MAX: z.coerce.number().int().min(1).max(10_000).default(64),
  /**
   * The nice value the pool's threads give themselves (0–19; 0 leaves them at the server's priority): higher,
   * they yield the CPU to the event loop whenever both want it (workers/priority.ts).
   */
  WORKER_NICE: z.coerce.number().int().min(0).max(19).default(10),
  PAYSTACK_BASE_URL: z
    .url()
    .default('https://api.paystack.co')
    .transform((u) => u.replace(/\/+$/, '')),
  JWT_SECRET: optionalString,
  /** Seals the authenticator apps' secrets at rest (AES-256-GCM); a key of its own, 32 characters or more. */
  TOTP_ENCRYPTION_KEY: optionalString,
  ADMIN_EMAIL: z
    .email()
    .optional()
    .or(z.literal('').transform(() => undefined)),
  ADMIN_PASSWORD: optionalString,
  PREVIEW_PASSWORD: optionalString,
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).optional(),
  /**
   * Behind a load balancer: 'true' trusts the one hop in front of the instances (the balancer), a number that
   * many hops (a CDN then a balancer: 2), or a comma-separated list of the proxies' addresses or ranges. Never
   * every hop: the left-most X-Forwarded-For entries are whatever the client wrote.
   */
  TRUST_PROXY: z
    .string()
    .optional()
    .transform((v, ctx): false | number | string => {
      const value = (v ?? '').trim().toLowerCase();
      if (['', 'false', '0', 'no'].includes(value)) return false;
      if (['true', 'yes'].includes(value)) return 1;
      if (/^[1-9]$/.test(value)) return Number(value);
      if (/^[0-9a-f.:/, ]+$/.test(value))
        return value
          .split(',')
          .map((a) => a.trim())
          .filter(Boolean)
          .join(',');
      ctx.addIssue({ code: 'custom', message: 'TRUST_PROXY is true, a number of hops, or the proxies’ addresses' });
      return z.NEVER;
    }),
  MAIL_WORKER: z.enum(['on', 'off']).default('on'),
  /** Bulk e-mail leaves at most this many messages a minute, so a relay's sending limits are respected. */
  BULK_EMAIL_PER_MINUTE: z.coerce.number().int().min(1).max(100_000).default(600),
  /** Copies of a bulk e-mail written to the outbox per transaction (each renews the writer's lease). */
  BULK_EMAIL_QUEUE_BATCH: z.coerce.number().int().min(1).max(5_000).default(500),
  /** Turns on GET /metrics (Prometheus text), readable with `Authorization: Bearer <token>`. */
  METRICS_TOKEN: optionalString.pipe(z.string().min(16, 'must be at least 16 characters').optional()),
  /** Requests per minute per IP for routes without a limit of their own (docs/product/accounts.md#rate-limits). */
  RATE_LIMIT_MAX: z.coerce.number().int().min(1).default(600),
  /** Multiplies the account routes' limits; only for load tests from one address. */
  RATE_LIMIT_AUTH_MULTIPLIER: z.coerce.number().int().min(1).default(1),
  /** After SIGTERM: how long the server keeps serving while readiness says it is leaving (production: 5 s). */
  SHUTDOWN_DRAIN_MS: z.coerce.number().int().min(0).max(600_000).optional(),
  /** After the drain: how long requests, pools and transports may take to close before the process exits. */
  SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(10_000),
});

export type Env = z.input<typeof envSchema>;

export interface Config {
  env: 'development' | 'production' | 'test';
  isProduction: boolean;
  siteName: string;
  port: number;
  host: string;
  publicUrl: string;
  dataDir: string;
  databaseUrl: string | undefined;
  redisUrl: string | undefined;
  liveFanout: 'auto' | 'local' | 'postgres' | 'redis';
  smtpUrl: string | undefined;
  mailFrom: string;
  organisersEmail: string;
  storage: {
    kind: 'local' | 's3';
    s3: { endpoint?: string; bucket?: string; region: string; accessKeyId?: string; secretAccessKey?: string };
  };
  payments: {
    provider: 'test' | 'stripe' | 'paystack';
    stripe: { secretKey?: string; publishableKey?: string; webhookSecret?: string; apiBase?: string };
    paystack: { secretKey?: string; baseUrl: string };
    timeoutMs: number;
  };
  jwtSecret: string;
  /** The organisation's second-factor rule until staff save one (STAFF_SECOND_FACTOR). */
  staffSecondFactor: SecondFactorPolicy;
  /**
   * Where the signing secret comes from: JWT_SECRET, or (outside production, without it) a random one made at
   * start — kept in DATA_DIR by the server (see jwt-secret.ts) so sessions survive a restart.
   */
  jwtSecretSource: 'env' | 'generated' | 'data-dir';
  /** The key that seals the authenticator apps' secrets (TOTP_ENCRYPTION_KEY); made and kept like the JWT secret. */
  totpKey: string;
  totpKeySource: 'env' | 'generated' | 'data-dir';
  admin: { email?: string; password?: string };
  previewPassword: string | undefined;
  logLevel: string;
  /** False, the number of trusted hops, or the trusted proxies' addresses (Fastify's trustProxy). */
  trustProxy: false | number | string;
  mailWorker: boolean;
  bulkEmailPerMinute: number;
  bulkEmailQueueBatch: number;
  /** GET /metrics is served only when set, to callers presenting it as a bearer token. */
  metricsToken: string | undefined;
  rateLimitMax: number;
  rateLimitAuthMultiplier: number;
  shutdown: { drainMs: number; timeoutMs: number };
  /** The heavy-work pool: threads (undefined: one per core) and the most tasks waiting for one. */
  workers: { threads: number | undefined; queueMax: number; nice: number };
  /** Directory of the built web app served in production; absent in API-only tests. */
  webDist?: string;
}

export class ConfigError extends Error {
  override name = 'ConfigError';
}

export function loadConfig(source: Record<string, string | undefined> = process.env): Config {
  const parsed = envSchema.safeParse(source);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.') || '(environment)'}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  const isProduction = e.NODE_ENV === 'production';

  if (isProduction) {
    const missing: string[] = [];
    if (!e.JWT_SECRET) missing.push('JWT_SECRET');
    if (!e.TOTP_ENCRYPTION_KEY) missing.push('TOTP_ENCRYPTION_KEY');
    if (e.PAYMENT_PROVIDER === 'stripe') {
      if (!e.STRIPE_SECRET_KEY) missing.push('STRIPE_SECRET_KEY');
      if (!e.STRIPE_PUBLISHABLE_KEY) missing.push('STRIPE_PUBLISHABLE_KEY');
      if (!e.STRIPE_WEBHOOK_SECRET) missing.push('STRIPE_WEBHOOK_SECRET');
    }
    if (e.PAYMENT_PROVIDER === 'paystack' && !e.PAYSTACK_SECRET_KEY) missing.push('PAYSTACK_SECRET_KEY');
    // The test provider approves payments without charging anyone: never in production.
    if (e.PAYMENT_PROVIDER === 'test') missing.push('PAYMENT_PROVIDER (stripe or paystack)');
    if (e.STORAGE === 's3' && (!e.S3_ACCESS_KEY_ID || !e.S3_SECRET_ACCESS_KEY)) {
      missing.push('S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY');
    }
    if (missing.length) {
      throw new ConfigError(`Production needs these settings: ${missing.join(', ')}`);
    }
    if (e.JWT_SECRET && e.JWT_SECRET.length < 32) {
      throw new ConfigError('JWT_SECRET: must be at least 32 characters in production');
    }
    if (e.TOTP_ENCRYPTION_KEY && e.TOTP_ENCRYPTION_KEY.length < 32) {
      throw new ConfigError('TOTP_ENCRYPTION_KEY: must be at least 32 characters in production');
    }
  }
  if (e.STORAGE === 's3' && !e.S3_BUCKET) throw new ConfigError('S3_BUCKET: required when STORAGE is s3');

  return {
    env: e.NODE_ENV,
    isProduction,
    siteName: e.SITE_NAME,
    port: e.PORT,
    // Outside production the site listens on loopback only: its development defaults (a self-approving payment
    // provider, the mailbox of reset links, the preview password) must not be reachable from the network.
    host: e.HOST ?? (isProduction ? '0.0.0.0' : '127.0.0.1'),
    // Links in e-mails must reach this server: without PUBLIC_URL, the local address on the configured port.
    publicUrl: e.PUBLIC_URL ?? `http://localhost:${e.PORT}`,
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    redisUrl: e.REDIS_URL,
    liveFanout: e.LIVE_FANOUT,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    organisersEmail: e.ORGANISERS_EMAIL,
    staffSecondFactor: e.STAFF_SECOND_FACTOR,
    storage: {
      kind: e.STORAGE,
      s3: {
        endpoint: e.S3_ENDPOINT,
        bucket: e.S3_BUCKET,
        region: e.S3_REGION,
        accessKeyId: e.S3_ACCESS_KEY_ID,
        secretAccessKey: e.S3_SECRET_ACCESS_KEY,
      },
    },
    payments: {
      provider: e.PAYMENT_PROVIDER,
      stripe: {
        secretKey: e.STRIPE_SECRET_KEY,
        publishableKey: e.STRIPE_PUBLISHABLE_KEY,
        webhookSecret: e.STRIPE_WEBHOOK_SECRET,
        apiBase: e.STRIPE_API_BASE,
      },
      paystack: { secretKey: e.PAYSTACK_SECRET_KEY, baseUrl: e.PAYSTACK_BASE_URL },
      timeoutMs: e.PAYMENT_TIMEOUT_MS,
    },
    // Never a constant: without JWT_SECRET (refused in production above) each start draws its own until the
    // server replaces it with the one kept in DATA_DIR.
    jwtSecret: e.JWT_SECRET ?? randomBytes(32).toString('base64url'),
    jwtSecretSource: e.JWT_SECRET ? 'env' : 'generated',
    totpKey: e.TOTP_ENCRYPTION_KEY ?? randomBytes(32).toString('base64url'),
    totpKeySource: e.TOTP_ENCRYPTION_KEY ? 'env' : 'generated',
    admin: { email: e.ADMIN_EMAIL, password: e.ADMIN_PASSWORD },
    previewPassword: e.PREVIEW_PASSWORD,
    logLevel: e.LOG_LEVEL ?? (e.NODE_ENV === 'test' ? 'silent' : 'info'),
    trustProxy: e.TRUST_PROXY,
    mailWorker: e.MAIL_WORKER === 'on',
    bulkEmailPerMinute: e.BULK_EMAIL_PER_MINUTE,
    bulkEmailQueueBatch: e.BULK_EMAIL_QUEUE_BATCH,
    metricsToken: e.METRICS_TOKEN,
    rateLimitMax: e.RATE_LIMIT_MAX,
    rateLimitAuthMultiplier: e.RATE_LIMIT_AUTH_MULTIPLIER,
    // A load balancer needs a few seconds to see readiness fail; without one (development) there is no one to wait for.
    workers: { threads: e.WORKER_THREADS, queueMax: e.WORKER_QUEUE_MAX, nice: e.WORKER_NICE },
    shutdown: { drainMs: e.SHUTDOWN_DRAIN_MS ?? (isProduction ? 5000 : 0), timeoutMs: e.SHUTDOWN_TIMEOUT_MS },
  };
}
