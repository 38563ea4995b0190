// Heavy work off the event loop: /api/health's p99 while 20 receipts (each drawn for the first time) and a
// payments export of BENCH_HEAVY_ORDERS orders are asked for at once, and the event-loop delay p99 during a
// single receipt drawn alone (the server's own figure, from /metrics). Targets: both <= 50 ms. On the embedded
// database and on PostgreSQL (BENCH_HEAVY_DATABASE_URL, created afresh; BENCH_HEAVY_DATABASES=embedded: one):
// the embedded database runs its queries on the event loop, so the second shows the pool's part alone.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freshDatabase } from './lib/fresh-database.mjs';
import { ownServerEnv, seed, startOwnServer } from './lib/own-server.mjs';
import { metricsToken, serverWindow } from './lib/server-metrics.mjs';

const PORT = Number(process.env.BENCH_HEAVY_PORT ?? 3915);
const RECEIPTS = 20;
const EXPORT_ORDERS = Number(process.env.BENCH_HEAVY_ORDERS ?? 5000);
const HEALTH_EVERY_MS = 20;
const DB_URL = process.env.BENCH_HEAVY_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/cq_bench_heavy';
const DATABASES = (process.env.BENCH_HEAVY_DATABASES ?? 'embedded,postgres').split(',');

const percentile = (xs, q) => {
  const sorted = [...xs].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? Number.NaN;
};

/** Asks /api/health every HEALTH_EVERY_MS until `stop()`, one at a time, and answers the latencies. */
function healthProbe(base) {
  const latencies = [];
  let running = true;
  const done = (async () => {
    while (running) {
      const started = performance.now();
      const res = await fetch(`${base}/api/health`);
      await res.arrayBuffer();
      latencies.push(performance.now() - started);
      await new Promise((r) => setTimeout(r, HEALTH_EVERY_MS));
    }
  })();
  return {
    async stop() {
      running = false;
      await done;
      return latencies;
    },
  };
}

async function drain(res) {
  const body = await res.arrayBuffer();
  return { status: res.status, bytes: body.byteLength };
}

export async function run(ctx) {
  for (const database of DATABASES) await runOn(ctx, database);
}

async function runOn(ctx, database) {
  const { waitFor } = ctx;
  const report = (name, figures) => ctx.report(`${name} (${database})`, figures);
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'cq-bench-heavy-'));
  const seedFile = path.join(work, 'seed.json');
  const token = metricsToken();
  if (database === 'postgres') freshDatabase(DB_URL);
  const env = ownServerEnv({
    port: PORT,
    dataDir: work,
    METRICS_TOKEN: token,
    ...(database === 'postgres' ? { databaseUrl: DB_URL } : {}),
  });
  seed(env, 'bench/heavy-seed.ts', [RECEIPTS + 1, EXPORT_ORDERS, seedFile]);
  const { payerToken, adminToken, orderIds } = JSON.parse(fs.readFileSync(seedFile, 'utf8'));
  const server = await startOwnServer(env, waitFor);
  try {
    const base = server.baseUrl;
    const payer = { authorization: `Bearer ${payerToken}` };
    const admin = { authorization: `Bearer ${adminToken}` };
    const receipt = (id) => fetch(`${base}/api/payments/${id}/receipt.pdf`, { headers: payer }).then(drain);
    // Warm the threads (the PDF library and its fonts load on the first receipt) with an order kept aside.
    await receipt(orderIds[RECEIPTS]);

    // One receipt drawn alone: the event loop's delay while it is drawn.
    const single = await serverWindow(base, token);
    const one = await receipt(orderIds[0]);
    const singleFigures = await single.end();
    report('one receipt drawn: event-loop delay', {
      status: one.status,
      loopDelayP99ms: singleFigures.loopDelayP99ms,
      loopDelayMaxms: singleFigures.loopDelayMaxms,
      target: '<=50',
      ok: singleFigures.loopDelayP99ms <= 50 ? 'yes' : 'NO',
    });

    // 20 receipts (19 never drawn, one kept) and an export at once, /api/health asked throughout.
    const window = await serverWindow(base, token);
    const probe = healthProbe(base);
    const started = performance.now();
    const answers = await Promise.all([
      ...orderIds.slice(0, RECEIPTS).map(receipt),
      fetch(`${base}/api/admin/payments/export.csv`, { headers: admin }).then(drain),
    ]);
    const seconds = (performance.now() - started) / 1000;
    const health = await probe.stop();
    const figures = await window.end();
    const p99 = percentile(health, 0.99);
    const statuses = {};
    for (const a of answers) statuses[a.status] = (statuses[a.status] ?? 0) + 1;
    report(`${RECEIPTS} receipts + export of ${EXPORT_ORDERS} orders`, {
      healthP99ms: p99,
      healthMaxms: Math.max(...health),
      healthRequests: health.length,
      loopDelayP99ms: figures.loopDelayP99ms,
      allSeconds: seconds,
      statuses: JSON.stringify(statuses),
      exportKb: (answers.at(-1)?.bytes ?? 0) / 1024,
      target: '<=50',
      ok: p99 <= 50 ? 'yes' : 'NO',
      load1: os.loadavg()[0],
    });
  } finally {
    await server.stop();
    fs.rmSync(work, { recursive: true, force: true });
  }
}
