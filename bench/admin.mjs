// Back office (issue 8), on PostgreSQL with 20,000 seeded contestants:
// 1. GET /api/admin/contestants with filters, sorting and paging (a mix of the views a reviewer opens):
//    requests/s and p50/p99 for one reviewer, a team of 4 working at once, and 10 at once (the machine's
//    limit: 2 cores shared by the API and PostgreSQL). Target p99 <= 100 ms.
// 2. GET /api/admin/contestants/export.csv of every row: the server's peak memory growth while it streams
//    (target <= 50 MB), the time to the last byte, and the rows received.
// The database is created afresh on the local PostgreSQL (BENCH_ADMIN_DATABASE_URL, default
// postgres://postgres@127.0.0.1:5432/cq_bench_admin).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freshDatabase, psql } from './lib/fresh-database.mjs';
import { ownServerEnv, seed, startOwnServer } from './lib/own-server.mjs';
import { watchPeakRss } from './lib/peak-memory.mjs';

const COUNT = Number(process.env.BENCH_ADMIN_CONTESTANTS ?? 20_000);
const PORT = Number(process.env.BENCH_ADMIN_PORT ?? 3908);
const DURATION = Number(process.env.BENCH_DURATION ?? 10);
const DB_URL = process.env.BENCH_ADMIN_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/cq_bench_admin';

/** The list views a reviewer opens: filters, sorts and pages in a fixed rotation. */
const VIEWS = [
  '?page=1',
  '?status=preliminary_submitted&sort=submittedAt&order=desc&page=1',
  '?status=preliminary_submitted&continent=Africa&page=2',
  '?continent=Europe&sort=name&order=asc&page=5',
  '?paymentStatus=paid&sort=updatedAt&order=desc&page=40',
  '?q=okafor&page=1',
  '?q=contestant-1234&page=1',
  '?status=preliminary_approved&submittedFrom=2020-01-01&submittedTo=2100-01-01&page=3',
  '?sort=name&order=desc&page=200&pageSize=50',
  '?status=active&continent=Asia&sort=status&page=1&pageSize=100',
];

/** Downloads the CSV while sampling the server's resident memory every 10 ms. */
async function exportWithMemory(baseUrl, headers, pid) {
  global.gc?.();
  const memory = watchPeakRss(pid);
  const before = memory.before;
  const started = performance.now();
  const res = await fetch(`${baseUrl}/api/admin/contestants/export.csv`, { headers });
  if (!res.ok) throw new Error(`export answered ${res.status}`);
  let bytes = 0;
  let lines = 0;
  for await (const chunk of res.body) {
    bytes += chunk.length;
    for (const b of chunk) if (b === 10) lines += 1;
  }
  const peak = memory.stop();
  return { ms: performance.now() - started, bytes, rows: lines - 1, before, peak };
}

export async function run(ctx) {
  const { autocannon, report, waitFor } = ctx;
  freshDatabase(DB_URL);
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'cq-bench-admin-'));
  const tokenFile = path.join(work, 'token.json');
  const env = ownServerEnv({ port: PORT, dataDir: work, databaseUrl: DB_URL });
  const seeded = Date.now();
  seed(env, 'bench/admin-seed.ts', [COUNT, tokenFile], { quiet: false });
  console.log(`  (seeded ${COUNT} contestants in ${((Date.now() - seeded) / 1000).toFixed(1)} s)`);
  // The state autovacuum leaves a table in soon after a bulk load (statistics, and the visibility map that lets
  // the counts read their indexes alone): the list is measured as a season's database runs, not as a fresh import.
  psql(DB_URL, 'VACUUM ANALYZE', new URL(DB_URL).pathname.slice(1));
  const { token } = JSON.parse(fs.readFileSync(tokenFile, 'utf8'));
  const headers = { authorization: `Bearer ${token}` };
  const server = await startOwnServer(env, waitFor);
  try {
    const baseUrl = server.baseUrl;
    const check = await fetch(`${baseUrl}/api/admin/contestants${VIEWS[1]}`, { headers });
    const body = await check.json();
    if (!check.ok) throw new Error(`list answered ${check.status}: ${JSON.stringify(body)}`);

    const requests = VIEWS.map((q) => ({ method: 'GET', path: `/api/admin/contestants${q}`, headers }));
    const list = (connections, duration) =>
      new Promise((resolve, reject) =>
        autocannon({ url: baseUrl, connections, duration, requests }, (err, r) => (err ? reject(err) : resolve(r))),
      );
    await list(4, 3);
    for (const staff of [1, 4, 10]) {
      const r = await list(staff, DURATION);
      report(`admin contestant list (${COUNT} rows, ${staff} staff at once)`, {
        rps: r.requests.average,
        p50ms: r.latency.p50,
        p99ms: r.latency.p99,
        target: 'p99<=100ms (PostgreSQL)',
        ok: r.latency.p99 <= 100 ? 'yes' : 'NO',
        errors: r.errors + r.non2xx,
      });
    }

    const csv = await exportWithMemory(baseUrl, headers, server.pid);
    const growthMb = (csv.peak - csv.before) / 1024;
    report(`admin CSV export (${COUNT} rows)`, {
      rows: csv.rows,
      mb: csv.bytes / 1024 / 1024,
      seconds: csv.ms / 1000,
      rssBeforeMb: csv.before / 1024,
      peakGrowthMb: growthMb,
      target: 'growth<=50MB',
      ok: growthMb <= 50 && csv.rows === COUNT ? 'yes' : 'NO',
    });
  } finally {
    await server.stop();
    fs.rmSync(work, { recursive: true, force: true });
  }
}
