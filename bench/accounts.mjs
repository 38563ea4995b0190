// Accounts (issue 3): the argon2id cost on this machine, login latency, and GET /api/users/me with a valid
// token as a ratio to the bare route (target >= 0.5). Creates its own account through the API and reads the
// verification link from the development mailbox.
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { json } from './lib/api-json.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const requireFromApi = createRequire(path.join(here, '../apps/api/package.json'));
const DURATION = Number(process.env.BENCH_DURATION ?? 10);
const PASSWORD = 'Bench-Crown-Jewel-2026';
/** The production settings of apps/api/src/lib/passwords.ts. */
const ARGON2 = { memoryCost: 64 * 1024, timeCost: 3, parallelism: 1 };

async function verificationLink(baseUrl, email) {
  const until = Date.now() + 15_000;
  while (Date.now() < until) {
    const { data } = await json(`${baseUrl}/dev/mailbox.json?to=${encodeURIComponent(email)}&kind=verify-email`);
    const link = data.messages[0]?.links.find((l) => l.includes('/auth/verify-email/'));
    if (link) return link;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`no verification e-mail for ${email} in the development mailbox`);
}

function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
}

function run1(autocannon, opts) {
  return new Promise((resolve, reject) => {
    autocannon(opts, (err, result) => (err ? reject(err) : resolve(result)));
  });
}

export async function run(ctx) {
  const { baseUrl, autocannon, report, reportAgainstBare, bareRps } = ctx;

  // 1. The cost of one hash on this machine, with the production settings.
  const { hash } = requireFromApi('@node-rs/argon2');
  await hash('warm-up-password', ARGON2);
  const times = [];
  for (let i = 0; i < 10; i++) {
    const start = performance.now();
    await hash(`${PASSWORD}-${i}`, ARGON2);
    times.push(performance.now() - start);
  }
  report('argon2id hash (64 MiB, t=3, p=1)', {
    p50ms: median(times),
    minms: Math.min(...times),
    maxms: Math.max(...times),
    target: '50-150',
  });

  // 2. An account of our own: sign up, verify through the mailbox link, sign in.
  const email = `bench.${Date.now()}@example.com`;
  await json(`${baseUrl}/api/users/register`, {
    method: 'POST',
    body: JSON.stringify({
      firstName: 'Bench',
      lastName: 'Runner',
      email,
      phoneNumber: '+1 555 0100',
      password: PASSWORD,
    }),
  });
  const link = await verificationLink(baseUrl, email);
  const token = link.split('/auth/verify-email/')[1];
  await json(`${baseUrl}/api/users/verify-email/${token}`);
  const login = await json(`${baseUrl}/api/users/login`, {
    method: 'POST',
    body: JSON.stringify({ email, password: PASSWORD }),
  });
  const accessToken = login.data.token;

  // 3. Login latency: argon2 dominates, so a few connections (one per core and a spare) measure it unqueued.
  const loginBody = JSON.stringify({ email, password: PASSWORD });
  const loginOpts = {
    url: `${baseUrl}/api/users/login`,
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: loginBody,
    connections: 2,
    duration: DURATION,
  };
  await run1(autocannon, { ...loginOpts, duration: 2 });
  const logins = await run1(autocannon, loginOpts);
  report('POST /api/users/login (2 connections)', {
    p50ms: logins.latency.p50,
    p99ms: logins.latency.p99,
    rps: logins.requests.average,
    errors: logins.errors + logins.non2xx,
  });

  // 4. GET /api/users/me with a valid token, as a ratio to the bare route.
  const meOpts = {
    url: `${baseUrl}/api/users/me`,
    headers: { authorization: `Bearer ${accessToken}` },
    connections: 50,
    duration: DURATION,
  };
  await run1(autocannon, { ...meOpts, duration: 2 });
  const me = await run1(autocannon, meOpts);
  reportAgainstBare('GET /api/users/me (valid token)', me, bareRps, 0.5);
}
