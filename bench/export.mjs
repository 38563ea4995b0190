// A contestant's data export with a 200 MB video, on the embedded database: from her request to the ZIP written
// to storage, then its download read to the end, with the server's peak memory growth over both (target <= 64 MB:
// the files flow through the archive to storage and out to the response, never held whole). The video's bytes do
// not compress, as a real one's do not. BENCH_EXPORT_MB sets the video's size.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ownServerEnv, seed, startOwnServer } from './lib/own-server.mjs';
import { watchPeakRss } from './lib/peak-memory.mjs';

const MEGABYTES = Number(process.env.BENCH_EXPORT_MB ?? 200);
const PORT = Number(process.env.BENCH_EXPORT_PORT ?? 3913);

export async function run(ctx) {
  const { report, waitFor } = ctx;
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'cq-bench-export-'));
  const tokenFile = path.join(work, 'token.json');
  const env = ownServerEnv({ port: PORT, dataDir: work });
  seed(env, 'bench/export-seed.ts', [MEGABYTES, tokenFile]);
  const { token } = JSON.parse(fs.readFileSync(tokenFile, 'utf8'));
  const headers = { authorization: `Bearer ${token}` };
  const server = await startOwnServer(env, waitFor);
  try {
    const base = server.baseUrl;
    // Settle after start-up (the first requests load code), then measure from there.
    for (let i = 0; i < 5; i += 1) await fetch(`${base}/api/users/me/data-export`, { headers });
    const memory = watchPeakRss(server.pid);
    const before = memory.before;
    const started = performance.now();
    const asked = await fetch(`${base}/api/users/me/data-export`, { method: 'POST', headers });
    if (!asked.ok) throw new Error(`request answered ${asked.status}: ${await asked.text()}`);
    let state = (await asked.json()).data.dataExport;
    while (state.state === 'preparing') {
      await new Promise((r) => setTimeout(r, 100));
      state = (await (await fetch(`${base}/api/users/me/data-export`, { headers })).json()).data.dataExport;
    }
    if (state.state !== 'ready') throw new Error(`the export ended ${state.state}`);
    const preparedMs = performance.now() - started;
    const downloadStarted = performance.now();
    const res = await fetch(`${base}${state.downloadUrl}`);
    if (!res.ok || !res.body) throw new Error(`download answered ${res.status}`);
    let bytes = 0;
    for await (const chunk of res.body) bytes += chunk.length;
    const downloadMs = performance.now() - downloadStarted;
    const peak = memory.stop();
    const growthMb = (peak - before) / 1024;
    report(`data export with a ${MEGABYTES} MB video (embedded database)`, {
      zipMb: bytes / (1024 * 1024),
      preparedSeconds: preparedMs / 1000,
      downloadSeconds: downloadMs / 1000,
      rssBeforeMb: before / 1024,
      peakGrowthMb: growthMb,
      target: 'growth<=64MB, whole ZIP served',
      ok: growthMb <= 64 && bytes === state.size && bytes > MEGABYTES * 1024 * 1024 ? 'yes' : 'NO',
    });
  } finally {
    await server.stop();
    fs.rmSync(work, { recursive: true, force: true });
  }
}
