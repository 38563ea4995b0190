import fs from 'node:fs';
import { builtinModules } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { DEFAULT_REGISTRATION_SETTINGS } from '@cq/shared';
import { expect, test } from '@playwright/test';
import sampleRegistrationForm from '../../apps/api/src/dev/sample-registration-form.json' with { type: 'json' };
import { newAccount, registrationFeeBody } from '../support/accounts';
import { registrationFiles } from '../support/files';
import {
  createDatabase,
  type Instance,
  root,
  SERVER_ARGS,
  startInstance,
  startRedis,
  startS3,
  startSmtp,
} from '../support/scale-out';

/**
 * Two instances of the production build behind no shared memory at all: one
 * PostgreSQL database, one Redis, one S3-compatible bucket and one SMTP relay
 * (the topology of docs/deploy.md and compose.yaml). Each step is made on one
 * instance and checked on the other. Both deliver mail (MAIL_WORKER on).
 */
const ADMIN = { email: 'director@scale-out.example', password: 'Crown-Sceptre-2026!' };
const BUCKET = 'cq-scale-out';
const stops: Array<() => Promise<void>> = [];

test.afterAll(async () => {
  for (const stop of stops.reverse()) await stop().catch(() => {});
});

// biome-ignore lint/suspicious/noExplicitAny: answers of many routes, each field the journey reads is checked by an assertion
type Json = { success: boolean; message?: string; data?: any };
async function call(base: Instance, method: string, url: string, opts: { token?: string; body?: unknown } = {}) {
  const res = await fetch(`${base.url}${url}`, {
    method,
    headers: {
      ...(opts.token ? { authorization: `Bearer ${opts.token}` } : {}),
      ...(opts.body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: opts.body === undefined ? undefined : JSON.stringify(opts.body),
    redirect: 'manual',
  });
  const text = await res.text();
  return { status: res.status, json: (text.startsWith('{') ? JSON.parse(text) : {}) as Json };
}

test('two instances share accounts, uploads, decisions and the outbox', async () => {
  test.setTimeout(120_000);
  const database = await createDatabase();
  stops.push(database.drop);
  const redis = await startRedis();
  stops.push(redis.stop);
  const s3 = await startS3(BUCKET);
  stops.push(s3.stop);
  const smtp = await startSmtp();
  stops.push(smtp.stop);

  const env = {
    NODE_ENV: 'development',
    PUBLIC_URL: 'http://scale-out.localhost',
    DATA_DIR: fs.mkdtempSync(path.join(os.tmpdir(), 'cq-scale-out-')),
    WEB_DIST: path.join(root, 'apps/web/dist'),
    DATABASE_URL: database.url,
    REDIS_URL: redis.url,
    SMTP_URL: smtp.url,
    STORAGE: 's3',
    S3_ENDPOINT: s3.endpoint,
    S3_BUCKET: BUCKET,
    S3_ACCESS_KEY_ID: 'S3RVER',
    S3_SECRET_ACCESS_KEY: 'S3RVER',
    JWT_SECRET: 'scale-out-journey-secret-0123456789abcdef',
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    // The journey's super admin signs in with her password alone (two-step sign-in is tested through the API).
    STAFF_SECOND_FACTOR: 'off',
    WORKER_NICE: '0',
    MAIL_WORKER: 'on',
    TRUST_PROXY: 'true',
    LOG_LEVEL: 'warn',
  };
  // The first start migrates the new database; the second finds it ready.
  const a = await startInstance(env);
  stops.push(a.stop);
  const b = await startInstance(env);
  stops.push(b.stop);

  // The organisers set the fee on A (a fresh install has none, so registration stays closed until then).
  const director = await call(a, 'POST', '/api/users/login', { body: ADMIN });
  expect(director.status).toBe(200);
  const feeSet = await call(a, 'PUT', '/api/admin/settings/registration', {
    token: director.json.data.token as string,
    body: DEFAULT_REGISTRATION_SETTINGS,
  });
  expect(feeSet.status).toBe(200);

  // Sign up on A; the verification e-mail goes out through the relay.
  const account = newAccount('scale');
  expect((await call(a, 'POST', '/api/users/register', { body: account })).status).toBe(201);
  const mailsTo = (subject: RegExp) =>
    smtp.messages.filter((m) => m.subject && subject.test(m.subject) && JSON.stringify(m.to).includes(account.email));
  await expect.poll(() => mailsTo(/^Verify your email address/).length, { timeout: 30_000 }).toBe(1);
  const verifyText = mailsTo(/^Verify your email address/)[0]?.text ?? '';
  const token = /\/auth\/verify-email\/([A-Za-z0-9_-]+)/.exec(verifyText)?.[1];
  expect(token).toBeTruthy();

  // Verify and sign in on B.
  expect((await call(b, 'GET', `/api/users/verify-email/${token}`)).status).toBe(200);
  const login = await call(b, 'POST', '/api/users/login', {
    body: { email: account.email, password: account.password },
  });
  expect(login.status).toBe(200);
  const contestantToken = login.json.data.token as string;

  // Pay on A (the built-in provider's checkout), see it recorded on B.
  const init = await call(a, 'POST', '/api/payments/initialize', {
    token: contestantToken,
    body: registrationFeeBody(account),
  });
  expect(init.status).toBe(200);
  const reference = init.json.data.reference as string;
  const decided = await fetch(`${b.url}/api/payments/test-checkout/${encodeURIComponent(reference)}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: 'decision=approve',
    redirect: 'manual',
  });
  expect(decided.status).toBe(303);
  const me = await call(b, 'GET', '/api/contestants/me', { token: contestantToken });
  expect(me.json.data.preliminaryRegistration.payment.status).toBe('paid');
  const contestantId = me.json.data._id as string;

  // Upload on A, read the same bytes on B.
  const files = await registrationFiles();
  const upload = async (uploadType: string, file: string) => {
    const form = new FormData();
    form.append('uploadType', uploadType);
    form.append('file', new Blob([fs.readFileSync(file)]), path.basename(file));
    const res = await fetch(`${a.url}/api/contestants/${contestantId}/upload`, {
      method: 'POST',
      headers: { authorization: `Bearer ${contestantToken}` },
      body: form,
    });
    expect(res.status, await res.clone().text()).toBe(200);
  };
  await upload('headshot', files.headshot);
  await upload('fullBody', files.fullBody);
  await upload('video', files.video);
  await upload('birthCertificate', files.birthCertificate);
  const media = await call(b, 'GET', `/api/contestants/${contestantId}/media`, { token: contestantToken });
  expect(media.status).toBe(200);
  const certificate = media.json.data.birthCertificate as { url: string };
  const served = await fetch(new URL(certificate.url, b.url));
  expect(served.status).toBe(200);
  expect(Buffer.from(await served.arrayBuffer()).equals(fs.readFileSync(files.birthCertificate))).toBe(true);

  // Submit on B; staff approve on A; the contestant sees the decision on B.
  const submitted = await call(b, 'POST', `/api/contestants/${contestantId}/form`, {
    token: contestantToken,
    body: sampleRegistrationForm,
  });
  expect(submitted.status, submitted.json.message).toBe(200);
  const staff = await call(a, 'POST', '/api/users/login', { body: ADMIN });
  expect(staff.status).toBe(200);
  const staffToken = staff.json.data.token as string;
  const detail = await call(a, 'GET', `/api/admin/contestants/${contestantId}`, { token: staffToken });
  const approve = await call(a, 'POST', `/api/admin/contestants/${contestantId}/decision`, {
    token: staffToken,
    body: { decision: 'approve', version: detail.json.data.version },
  });
  expect(approve.status, approve.json.message).toBe(200);
  const after = await call(b, 'GET', '/api/contestants/me', { token: contestantToken });
  expect(after.json.data.registrationStatus).toBe('preliminary_approved');

  // Both instances deliver mail, yet each message reached the relay once.
  await expect.poll(() => mailsTo(/^Your registration is approved/).length, { timeout: 30_000 }).toBe(1);
  expect(mailsTo(/^Verify your email address/)).toHaveLength(1);
});

/** The image and the compose file describe what the journey above runs. */
test('the Dockerfile and compose.yaml match the journey', () => {
  const dockerfile = fs.readFileSync(path.join(root, 'Dockerfile'), 'utf8');
  const runtime = dockerfile.slice(dockerfile.indexOf(' AS runtime'));
  expect(runtime).toContain('npm ci --omit=dev --workspace @cq/api');
  expect(runtime).toContain('USER node');
  expect(runtime.match(/^CMD (.+)$/m)?.[1]).toBe(JSON.stringify(['node', ...SERVER_ARGS]).replaceAll(',', ', '));
  for (const built of ['apps/api/dist', 'apps/api/drizzle', 'apps/web/dist']) {
    expect(runtime).toContain(`COPY --from=build /app/${built} ${built}`);
  }

  // The runtime stage installs the API's dependencies only: the bundle may import nothing else.
  const api = JSON.parse(fs.readFileSync(path.join(root, 'apps/api/package.json'), 'utf8'));
  const dependencies = new Set(Object.keys(api.dependencies));
  const dist = path.join(root, 'apps/api/dist');
  const imported = new Set<string>();
  for (const file of fs.readdirSync(dist).filter((f) => f.endsWith('.js'))) {
    const code = fs.readFileSync(path.join(dist, file), 'utf8');
    // `from` as the keyword only, not the end of a word in a string ("/rounds/:id/advance-from"), and a package's
    // name only (lower-case letters, digits, @ . _ / -), not a text that happens to follow "from" ("Received from").
    // The build is ES modules: a package is loaded by `from`, `import()` or, inside bundled CommonJS code,
    // esbuild's `__require()`; a bare `require("…")` is only text (the schema compilers' generated code).
    for (const m of code.matchAll(
      /(?:(?<![\w$.-])from\s*|import\s*\(\s*|(?<![\w$])__require\(\s*)["']((?:@[a-z0-9][\w.-]*\/)?[a-z0-9][\w.-]*(?:\/[\w.@-]+)*)["']/g,
    )) {
      const spec = m[1] as string;
      if (spec.startsWith('node:')) continue;
      imported.add(spec.startsWith('@') ? spec.split('/').slice(0, 2).join('/') : (spec.split('/')[0] as string));
    }
  }
  expect(imported.size).toBeGreaterThan(5);
  const builtins = new Set(builtinModules);
  expect([...imported].filter((d) => !dependencies.has(d) && !builtins.has(d))).toEqual([]);

  // Every variable compose gives the instances is one the server reads.
  const compose = fs.readFileSync(path.join(root, 'compose.yaml'), 'utf8');
  const block = compose.slice(compose.indexOf('environment: &app-environment'), compose.indexOf('\n  depends_on:'));
  const composeVars = [...block.matchAll(/^ {4}([A-Z][A-Z0-9_]+):/gm)].map((m) => m[1] as string);
  const config = fs.readFileSync(path.join(root, 'apps/api/src/config.ts'), 'utf8');
  const known = new Set([...config.matchAll(/^ {2}([A-Z][A-Z0-9_]+):/gm)].map((m) => m[1] as string));
  expect(composeVars.length).toBeGreaterThan(10);
  expect(composeVars.filter((v) => !known.has(v))).toEqual([]);
  // …and covers the services the journey wires up.
  for (const v of [
    'DATABASE_URL',
    'REDIS_URL',
    'SMTP_URL',
    'STORAGE',
    'S3_ENDPOINT',
    'S3_BUCKET',
    'TRUST_PROXY',
    'MAIL_WORKER',
  ]) {
    expect(composeVars).toContain(v);
  }
});
