// Bulk e-mail, on PostgreSQL with 20,000 seeded contestants: one message to all of them, from the send to the
// last copy written to the outbox (target <= 10 s), with the server's peak memory growth meanwhile (target
// <= 100 MB), and afterwards exactly one outbox message per contestant. The outbox's worker is off, so what is
// measured is the queuing, not the relay. The database is created afresh (BENCH_BULK_DATABASE_URL, default
// postgres://postgres@127.0.0.1:5432/cq_bench_bulk).
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freshDatabase, psql, psqlValue } from './lib/fresh-database.mjs';
import { ownServerEnv, seed, startOwnServer } from './lib/own-server.mjs';
import { watchPeakRss } from './lib/peak-memory.mjs';

const COUNT = Number(process.env.BENCH_BULK_CONTESTANTS ?? 20_000);
const PORT = Number(process.env.BENCH_BULK_PORT ?? 3909);
const DB_URL = process.env.BENCH_BULK_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/cq_bench_bulk';

export async function run(ctx) {
  const { report, waitFor } = ctx;
  freshDatabase(DB_URL);
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'cq-bench-bulk-'));
  const tokenFile = path.join(work, 'token.json');
  const env = ownServerEnv({ port: PORT, dataDir: work, databaseUrl: DB_URL });
  seed(env, 'bench/admin-seed.ts', [COUNT, tokenFile]);
  psql(DB_URL, 'VACUUM ANALYZE', new URL(DB_URL).pathname.slice(1));
  const { token } = JSON.parse(fs.readFileSync(tokenFile, 'utf8'));
  const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
  const server = await startOwnServer(env, waitFor);
  try {
    const base = server.baseUrl;
    const memory = watchPeakRss(server.pid);
    const before = memory.before;
    const started = performance.now();
    const body = {
      requestId: randomUUID(),
      audience: {},
      subject: 'The {{continent}} finals: what to bring',
      message: 'Dear {{firstName}},\n\nYour status is {{status}}. Bring your sash and your smile.',
    };
    const res = await fetch(`${base}/api/admin/bulk-emails`, { method: 'POST', headers, body: JSON.stringify(body) });
    const sent = await res.json();
    if (!res.ok) throw new Error(`send answered ${res.status}: ${JSON.stringify(sent)}`);
    const answeredMs = performance.now() - started;
    let state = sent.data;
    while (state.state === 'queuing') {
      await new Promise((r) => setTimeout(r, 50));
      state = (await (await fetch(`${base}/api/admin/bulk-emails/${sent.data.id}`, { headers })).json()).data;
    }
    const queuedMs = performance.now() - started;
    const peak = memory.stop();
    const dbName = new URL(DB_URL).pathname.slice(1);
    const counts = psqlValue(
      DB_URL,
      "SELECT count(*) || ' ' || count(DISTINCT \"to\") FROM outbox WHERE kind = 'bulk-message'",
      dbName,
    )
      .split(' ')
      .map(Number);
    const [copies, distinct] = counts;
    const growthMb = (peak - before) / 1024;
    report(`bulk e-mail to ${COUNT} contestants (PostgreSQL)`, {
      recipients: state.recipients,
      copies,
      distinctAddresses: distinct,
      answeredMs,
      queuedSeconds: queuedMs / 1000,
      rssBeforeMb: before / 1024,
      peakGrowthMb: growthMb,
      target: 'queued<=10s, growth<=100MB, one copy each',
      ok: queuedMs <= 10_000 && growthMb <= 100 && copies === COUNT && distinct === COUNT ? 'yes' : 'NO',
    });
  } finally {
    await server.stop();
    fs.rmSync(work, { recursive: true, force: true });
  }
}
