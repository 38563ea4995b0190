// The live finale on PostgreSQL: <connections> fans (10,000 by default, BENCH_LIVE_CONNECTIONS) hold the audience
// stream (/api/live/stream) while the director fires a cue every 2 s (BENCH_LIVE_CUES cues, 15 by default).
// Reports the time from a cue's Go to its arrival on every connection (p50, p99, max; target p99 <= 1 s), the
// servers' memory growth (resident, target <= 300 MB), the connections dropped or events missed (target 0) and
// the client's own CPU share (it runs on the same cores). BENCH_LIVE_INSTANCES=2 starts two servers on the same
// database (ports BENCH_LIVE_PORT and the next): the cue is fired on the first, the fans are spread over both and
// the change travels by PostgreSQL LISTEN/NOTIFY, or by Redis pub/sub with BENCH_LIVE_REDIS_URL. The database is
// created afresh (BENCH_LIVE_DATABASE_URL, default postgres://postgres@127.0.0.1:5432/cq_bench_live).
//   npm run bench -- live
import { fork } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { apiNodeFlags, apiServer, root } from '../scripts/lib/build.mjs';
import { freshDatabase } from './lib/fresh-database.mjs';
import { ownServerEnv, seed } from './lib/own-server.mjs';

const CONNECTIONS = Number(process.env.BENCH_LIVE_CONNECTIONS ?? 10_000);
const CUES = Number(process.env.BENCH_LIVE_CUES ?? 15);
const EVERY_MS = Number(process.env.BENCH_LIVE_EVERY_MS ?? 2_000);
const INSTANCES = Number(process.env.BENCH_LIVE_INSTANCES ?? 1);
const REDIS_URL = process.env.BENCH_LIVE_REDIS_URL;
const PORT = Number(process.env.BENCH_LIVE_PORT ?? 3930);
const DB_URL = process.env.BENCH_LIVE_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/cq_bench_live';
/** The shell raises the file-descriptor limit to the hard limit before starting a server or the clients. */
const RAISED = 'ulimit -n "$(ulimit -Hn)" && exec "$0" "$@"';

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
const rssMb = (pid) => Number(fs.readFileSync(`/proc/${pid}/status`, 'utf8').match(/VmRSS:\s+(\d+)/)[1]) / 1024;
const cpuMs = (pid) => {
  const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100;
};

async function startServer(env, waitFor) {
  const { spawn } = await import('node:child_process');
  const child = spawn('bash', ['-c', RAISED, process.execPath, ...apiNodeFlags, apiServer], {
    cwd: root,
    env,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const baseUrl = `http://127.0.0.1:${env.PORT}`;
  const stop = async () => {
    if (child.exitCode !== null) return;
    child.kill('SIGTERM');
    await new Promise((r) => child.once('exit', r));
  };
  try {
    await waitFor(`${baseUrl}/api/health`);
  } catch (err) {
    await stop();
    throw err;
  }
  return { baseUrl, pid: child.pid, stop };
}

function once(child, type) {
  return new Promise((resolve, reject) => {
    const onMessage = (msg) => {
      if (msg.type !== type) return;
      child.off('message', onMessage);
      resolve(msg);
    };
    child.on('message', onMessage);
    child.once('exit', (code) => reject(new Error(`the clients exited (${code}) before ${type}`)));
  });
}

export async function run(ctx) {
  const { report, waitFor } = ctx;
  freshDatabase(DB_URL);
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'cq-bench-live-'));
  const seedFile = path.join(work, 'live.json');
  const env = ownServerEnv({
    port: PORT,
    dataDir: work,
    databaseUrl: DB_URL,
    LIVE_FANOUT: REDIS_URL ? 'redis' : 'postgres',
    ...(REDIS_URL ? { REDIS_URL } : {}),
  });
  seed(env, 'bench/live-seed.ts', [5, CUES + 5, seedFile]);
  const { showId, token } = JSON.parse(fs.readFileSync(seedFile, 'utf8'));
  const servers = [];
  try {
    for (let n = 0; n < INSTANCES; n += 1) {
      servers.push(
        await startServer({ ...env, PORT: String(PORT + n), PUBLIC_URL: `http://127.0.0.1:${PORT + n}` }, waitFor),
      );
    }
    const go = async () => {
      const res = await fetch(`${servers[0].baseUrl}/api/admin/live/shows/${showId}/go`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: '{}',
      });
      const body = await res.json();
      if (!body.success) throw new Error(`Go refused: ${body.message}`);
      return body.data.frame.seq;
    };
    // One cue before the fans arrive, so the first event each gets is a show on air; then the servers settle.
    await go();
    await sleep(1000);
    const rssBefore = servers.map((s) => rssMb(s.pid));
    const clients = fork(path.join(root, 'bench/lib/live-clients.mjs'), [], {
      execPath: 'bash',
      execArgv: ['-c', RAISED, process.execPath],
      env: {
        ...process.env,
        LIVE_PORTS: servers.map((_, n) => PORT + n).join(','),
        LIVE_CONNECTIONS: String(CONNECTIONS),
      },
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    });
    const connectStart = Date.now();
    const ready = await once(clients, 'connected');
    const connectSeconds = (Date.now() - connectStart) / 1000;
    const rssConnected = servers.map((s) => rssMb(s.pid));
    const cpuStart = servers.map((s) => cpuMs(s.pid));
    const cpuAnswer = once(clients, 'cpu');
    clients.send({ type: 'cpu' });
    const clientCpuStart = (await cpuAnswer).cpu;
    const wallStart = Date.now();
    const fired = {};
    const goMs = [];
    for (let i = 0; i < CUES; i += 1) {
      const at = Date.now();
      const seq = await go();
      fired[seq] = at;
      goMs.push(Date.now() - at);
      await sleep(Math.max(0, EVERY_MS - (Date.now() - at)));
    }
    const wallMs = Date.now() - wallStart;
    const serversCpu = servers.reduce((sum, s, n) => sum + cpuMs(s.pid) - cpuStart[n], 0);
    const rssAfter = servers.map((s) => rssMb(s.pid));
    clients.send({ type: 'fired', fired });
    const result = await once(clients, 'latencies');
    const clientCpuMs = (result.cpu.user + result.cpu.system - clientCpuStart.user - clientCpuStart.system) / 1000;
    const cores = os.cpus().length;
    const growth = Math.max(...rssAfter.map((r, n) => r - rssBefore[n]));
    report(`live: ${CONNECTIONS} fans, ${INSTANCES} instance(s), ${REDIS_URL ? 'Redis' : 'PostgreSQL'} fan-out`, {
      connected: ready.connected,
      connectS: connectSeconds,
      cues: CUES,
      goP50ms: goMs.sort((x, y) => x - y)[Math.floor(goMs.length / 2)],
      p50ms: result.p50,
      p99ms: result.p99,
      maxMs: result.max,
      target: '<=1000',
      ok: result.p99 <= 1000 && result.missed === 0 && result.dropped === 0 && growth <= 300 ? 'yes' : 'NO',
      missed: result.missed,
      dropped: result.dropped,
      rssGrowthMb: growth,
      rssPerConnKb: (Math.max(...rssConnected.map((r, n) => r - rssBefore[n])) * 1024) / (CONNECTIONS / INSTANCES),
      clientCpuShare: clientCpuMs / (wallMs * cores),
      serverCpuShare: serversCpu / (wallMs * cores),
      load1: os.loadavg()[0],
    });
  } finally {
    for (const s of servers) await s.stop();
  }
}
