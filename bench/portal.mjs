// Portal. Two measurements:
// 1. 1,000 simulated portal tabs, one contestant each, polling on the portal's schedule against one server for
//    60 s, on the embedded database and on PostgreSQL: requests/s served, peak second, p50/p99/max, errors
//    (target: no 5xx, p99 <= 50 ms on PostgreSQL), and what the server saw in that window (event-loop delay,
//    pool waits, garbage collection), so a stall cannot hide behind an average. The server runs with the
//    per-user budget of the polled calls at its production size (only the per-IP budget is lifted: every
//    simulated tab comes from this one address), so a 429 here means the budget is too small.
// 2. The calls a portal tab makes, with a valid token, as ratios to the bare route: the unread count (target
//    >= 0.4), the notifications list (>= 0.3) and the signed-in user (>= 0.5).
// BENCH_PORTAL_DATABASES=embedded|postgres picks one database; BENCH_PORTAL_DATABASE_URL names the PostgreSQL
// database, created afresh (default postgres://postgres@127.0.0.1:5432/cq_bench_portal).
//
// The schedule a tab follows (the constants of packages/shared/src/notifications/polling.ts):
// - tabs open over the first 10 s (an announcement brings everyone in); first fetches at +1 s (contestant),
//   +3 s (notifications) and +5 s (unread count); the 120000 ms cycle does not come round inside 60 s;
// - once in the minute each tab is hidden for 5–30 s; hidden, it sends nothing; visible again, it fetches the
//   contestant after 1 s and the notifications after 3 s;
// - calls of one kind are at least 5 s apart and a tab sends at most 10 a minute (a call due sooner waits).
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { json } from './lib/api-json.mjs';
import { freshDatabase, psql } from './lib/fresh-database.mjs';
import { ownServerEnv, seed, startOwnServer } from './lib/own-server.mjs';
import { metricsToken, serverWindow } from './lib/server-metrics.mjs';

const TABS = Number(process.env.BENCH_PORTAL_TABS ?? 1000);
const WINDOW_MS = Number(process.env.BENCH_PORTAL_SECONDS ?? 60) * 1000;
const PORT = Number(process.env.BENCH_PORTAL_PORT ?? 3907);
const DATABASES = (process.env.BENCH_PORTAL_DATABASES ?? 'embedded,postgres').split(',');
const DB_URL = process.env.BENCH_PORTAL_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/cq_bench_portal';
const POLLING = { first: { contestant: 1000, notifications: 3000, unreadCount: 5000 }, minGapMs: 5000, perMinute: 10 };
const PATHS = {
  contestant: '/api/contestants/me',
  notifications: '/api/notifications?limit=20',
  unreadCount: '/api/notifications/unread-count',
};

/** A deterministic random source, so two runs send the same schedule. */
function random(seed) {
  let s = seed >>> 0;
  return () => {
    s = (s * 1664525 + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}

/** Every call of every tab in the window: [ms, tab, kind], sorted by time. */
export function schedule(tabs, windowMs, rand = random(7)) {
  const events = [];
  for (let tab = 0; tab < tabs; tab += 1) {
    const opened = rand() * 10_000;
    const hiddenAt = opened + 8_000 + rand() * (windowMs - 20_000);
    const visibleAt = hiddenAt + 5_000 + rand() * 25_000;
    const wanted = [
      ...Object.entries(POLLING.first).map(([kind, after]) => [opened + after, kind]),
      [visibleAt + 1000, 'contestant'],
      [visibleAt + 3000, 'notifications'],
    ]
      .filter(([at]) => at < hiddenAt || at >= visibleAt)
      .sort((a, b) => a[0] - b[0]);
    const last = {};
    let sent = 0;
    for (const [due, kind] of wanted) {
      const at = Math.max(due, (last[kind] ?? Number.NEGATIVE_INFINITY) + POLLING.minGapMs);
      if (at >= windowMs || sent >= POLLING.perMinute) continue;
      last[kind] = at;
      sent += 1;
      events.push([at, tab, kind]);
    }
  }
  return events.sort((a, b) => a[0] - b[0]);
}

function percentile(sorted, p) {
  if (!sorted.length) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

async function simulateTabs(baseUrl, tokens) {
  const events = schedule(tokens.length, WINDOW_MS);
  const agent = new http.Agent({ keepAlive: true, maxSockets: tokens.length });
  const latencies = [];
  const byKind = { contestant: [], notifications: [], unreadCount: [] };
  const statuses = {};
  const perSecond = new Map();
  let networkErrors = 0;
  const pending = new Set();
  const debug = [];
  // The client's own loop: a stall here would delay the answers it reads and count against the server.
  const clientLoop = monitorEventLoopDelay({ resolution: 10 });
  clientLoop.enable();
  const start = performance.now();
  const send = (tab, kind) =>
    new Promise((resolve) => {
      const sentAt = performance.now();
      const req = http.get(
        `${baseUrl}${PATHS[kind]}`,
        { agent, headers: { authorization: `Bearer ${tokens[tab]}`, accept: 'application/json' } },
        (res) => {
          res.resume();
          res.on('end', () => {
            const done = performance.now();
            latencies.push(done - sentAt);
            if (process.env.BENCH_PORTAL_DEBUG) debug.push([sentAt - start, done - sentAt, kind, tab]);
            byKind[kind].push(done - sentAt);
            statuses[res.statusCode] = (statuses[res.statusCode] ?? 0) + 1;
            const second = Math.floor((done - start) / 1000);
            perSecond.set(second, (perSecond.get(second) ?? 0) + 1);
            resolve();
          });
        },
      );
      req.on('error', () => {
        networkErrors += 1;
        resolve();
      });
    });
  for (const [at, tab, kind] of events) {
    const wait = at - (performance.now() - start);
    if (wait > 1) await new Promise((r) => setTimeout(r, wait));
    const p = send(tab, kind);
    pending.add(p);
    p.then(() => pending.delete(p));
  }
  const remaining = WINDOW_MS - (performance.now() - start);
  if (remaining > 0) await new Promise((r) => setTimeout(r, remaining));
  await Promise.all(pending);
  agent.destroy();
  clientLoop.disable();
  latencies.sort((a, b) => a - b);
  if (debug.length) {
    debug.sort((a, b) => b[1] - a[1]);
    for (const [at, ms, kind, tab] of debug.slice(0, 40))
      console.log(`    slow: at ${(at / 1000).toFixed(2)}s ${kind} tab ${tab} ${ms.toFixed(0)} ms`);
  }
  for (const list of Object.values(byKind)) list.sort((a, b) => a - b);
  const served = Object.entries(statuses)
    .filter(([code]) => code.startsWith('2'))
    .reduce((sum, [, n]) => sum + n, 0);
  const fiveXX = Object.entries(statuses)
    .filter(([code]) => code.startsWith('5'))
    .reduce((sum, [, n]) => sum + n, 0);
  return {
    tabs: tokens.length,
    requests: events.length,
    rps: served / (WINDOW_MS / 1000),
    peakRps: Math.max(0, ...perSecond.values()),
    p50ms: percentile(latencies, 50),
    p99ms: percentile(latencies, 99),
    maxms: latencies.at(-1) ?? Number.NaN,
    p99msContestant: percentile(byKind.contestant, 99),
    p99msNotifications: percentile(byKind.notifications, 99),
    p99msUnreadCount: percentile(byKind.unreadCount, 99),
    clientLoopDelayMaxms: Math.max(0, clientLoop.max / 1e6 - 10),
    status429: statuses[429] ?? 0,
    status5xx: fiveXX,
    errors: networkErrors + (events.length - served),
  };
}

/** One verified contestant on the main bench server (its welcome notification is unread). */
async function contestantOn(baseUrl) {
  const email = `portal-ratio-${Date.now().toString(36)}@bench.example`;
  const password = 'Bench-Crown-Jewel-2026';
  await json(`${baseUrl}/api/users/register`, {
    method: 'POST',
    body: JSON.stringify({ firstName: 'Bench', lastName: 'Contestant', email, phoneNumber: '+1 555 0100', password }),
  });
  const { data } = await json(`${baseUrl}/dev/mailbox.json?to=${encodeURIComponent(email)}&kind=verify-email`);
  const link = data.messages[0]?.links.find((l) => l.includes('/auth/verify-email/'));
  if (link) await json(`${baseUrl}/api/users/verify-email/${link.split('/').pop()}`);
  const login = await json(`${baseUrl}/api/users/login`, { method: 'POST', body: JSON.stringify({ email, password }) });
  return login.data.token;
}

export async function run(ctx) {
  const { baseUrl, load, warm, report, reportAgainstBare, bareRps, waitFor } = ctx;

  // 1. The tabs, against a server of their own with the production per-user budget.
  for (const database of DATABASES) {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cq-bench-portal-'));
    const tokenFile = path.join(dataDir, 'tokens.json');
    const databaseUrl = database === 'postgres' ? DB_URL : undefined;
    if (databaseUrl) freshDatabase(databaseUrl);
    const token = metricsToken();
    const env = ownServerEnv({
      port: PORT,
      dataDir,
      databaseUrl,
      RATE_LIMIT_AUTH_MULTIPLIER: '1',
      METRICS_TOKEN: token,
    });
    seed(env, 'bench/portal-seed.ts', [TABS, tokenFile]);
    // The state autovacuum leaves the seeded tables in, not its first pass over them during the measurement.
    if (databaseUrl) psql(databaseUrl, 'VACUUM ANALYZE', new URL(databaseUrl).pathname.slice(1));
    const tokens = JSON.parse(fs.readFileSync(tokenFile, 'utf8'));
    const server = await startOwnServer(env, waitFor);
    try {
      const window = await serverWindow(server.baseUrl, token);
      const result = await simulateTabs(server.baseUrl, tokens);
      const seen = await window.end();
      const target = database === 'postgres' ? 'no 5xx, p99<=50ms' : 'no 5xx';
      const ok = result.status5xx === 0 && result.errors === 0 && (database !== 'postgres' || result.p99ms <= 50);
      report(`${TABS} portal tabs polling for ${WINDOW_MS / 1000}s (${database})`, {
        ...result,
        ...seen,
        target,
        ok: ok ? 'yes' : 'NO',
      });
    } finally {
      await server.stop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  }

  // 2. The polled calls as ratios to the bare route.
  const token = await contestantOn(baseUrl);
  const headers = { authorization: `Bearer ${token}` };
  for (const [name, url, target] of [
    ['GET /api/notifications/unread-count', `${baseUrl}/api/notifications/unread-count`, 0.4],
    ['GET /api/notifications?limit=20', `${baseUrl}/api/notifications?limit=20`, 0.3],
    ['GET /api/users/me', `${baseUrl}/api/users/me`, 0.5],
  ]) {
    await warm(url, { headers });
    reportAgainstBare(name, await load(url, { headers }), bareRps, target);
  }
}
