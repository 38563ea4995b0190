// Several instances (docs/deploy.md): what a Redis outage costs a rate-limited call and whether the login budget
// still holds, and what /metrics costs each request. Starts its own servers and its own redis-server.
//   npm run bench -- scale-out
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { ownServerEnv, startOwnServer } from './lib/own-server.mjs';

const PORT = Number(process.env.BENCH_SCALE_OUT_PORT ?? 3911);
const SECONDS = Number(process.env.BENCH_DURATION ?? 10);
const METRICS_REQUESTS = Number(process.env.BENCH_METRICS_REQUESTS ?? 30_000);

async function freePort() {
  const server = net.createServer().listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address();
  server.close();
  await once(server, 'close');
  return port;
}

async function startRedis(port) {
  const child = spawn(
    'redis-server',
    ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
    {
      stdio: ['ignore', 'pipe', 'ignore'],
    },
  );
  let out = '';
  await new Promise((resolve, reject) => {
    child.once('exit', () => reject(new Error(`redis-server did not start: ${out}`)));
    child.stdout.on('data', (d) => {
      out += d;
      if (out.includes('Ready to accept connections')) resolve();
    });
  });
  child.removeAllListeners('exit');
  return {
    stop: async () => {
      const exited = once(child, 'exit');
      child.kill('SIGKILL');
      await exited;
    },
  };
}

async function redisState(baseUrl) {
  const res = await fetch(`${baseUrl}/api/health`);
  return (await res.json()).data.redis;
}
async function until(check, ms = 30_000) {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    if (await check()) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('timed out');
}

/** Twelve wrong logins from one address (budget 10): how many were refused, and the slowest answer. */
async function wrongLogins(baseUrl) {
  let refused = 0;
  let slowest = 0;
  for (let i = 0; i < 12; i++) {
    const started = performance.now();
    const res = await fetch(`${baseUrl}/api/users/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: `bench-${i}-${Date.now()}@example.com`, password: 'Wrong-pass-1' }),
    });
    slowest = Math.max(slowest, performance.now() - started);
    if (res.status === 429) refused++;
    await res.arrayBuffer();
  }
  return { refused, slowest };
}

async function redisOutage({ load, warm, report, waitFor: waitForUrl }) {
  const waitFor = (url) => waitForUrl(url, 180_000);
  const redisPort = await freePort();
  let redis = await startRedis(redisPort);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cq-bench-scale-out-'));
  const env = ownServerEnv({
    port: PORT,
    dataDir,
    REDIS_URL: `redis://127.0.0.1:${redisPort}`,
    RATE_LIMIT_AUTH_MULTIPLIER: '1',
  });
  const server = await startOwnServer(env, waitFor);
  try {
    await until(async () => (await redisState(server.baseUrl)) === 'ok');
    const url = `${server.baseUrl}/api/settings`;
    await warm(url);
    const up = await load(url, { duration: SECONDS });
    report('GET /api/settings, Redis up', { rps: up.requests.average, p50ms: up.latency.p50, p99ms: up.latency.p99 });

    await redis.stop();
    const logins = await wrongLogins(server.baseUrl);
    const down = await load(url, { duration: SECONDS });
    report('GET /api/settings, Redis down', {
      rps: down.requests.average,
      p50ms: down.latency.p50,
      p99ms: down.latency.p99,
      health: await redisState(server.baseUrl),
    });
    report('12 wrong logins from one IP, Redis down', {
      refused: logins.refused,
      target: '2',
      ok: logins.refused === 2 ? 'yes' : 'NO',
      slowestMs: logins.slowest,
    });

    redis = await startRedis(redisPort);
    const back = performance.now();
    await until(async () => (await redisState(server.baseUrl)) === 'ok');
    report('Redis back: shared budgets again after', { ms: performance.now() - back });
  } finally {
    await server.stop();
    await redis.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

/** CPU time of the server process (user + system), in microseconds. */
function cpuMicros(pid) {
  const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  const ticks = Number(fields[11]) + Number(fields[12]);
  return (ticks * 1e6) / 100;
}

async function metricsOverhead({ autocannon, report, waitFor: waitForUrl }) {
  // A fresh embedded database per start: slow on a busy machine.
  const waitFor = (url) => waitForUrl(url, 180_000);
  const measure = async (token) => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cq-bench-metrics-'));
    const server = await startOwnServer(
      ownServerEnv({ port: PORT, dataDir, ...(token ? { METRICS_TOKEN: token } : {}) }),
      waitFor,
    );
    try {
      const url = `${server.baseUrl}/api/themes/active`;
      const run = (amount) =>
        new Promise((resolve, reject) =>
          autocannon({ url, connections: 20, amount }, (err, r) => (err ? reject(err) : resolve(r))),
        );
      await run(5_000);
      const before = cpuMicros(server.pid);
      const r = await run(METRICS_REQUESTS);
      return { cpuPerRequestUs: (cpuMicros(server.pid) - before) / METRICS_REQUESTS, rps: r.requests.average };
    } finally {
      await server.stop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  };
  // Alternated, so a busy machine weighs on both alike; CPU time per request rather than throughput for the same reason.
  const off = [];
  const on = [];
  for (let i = 0; i < 2; i++) {
    off.push(await measure(undefined));
    on.push(await measure('bench-metrics-token-0123456789'));
  }
  const mean = (xs, k) => xs.reduce((s, x) => s + x[k], 0) / xs.length;
  report('GET /api/themes/active, /metrics off', { cpuUs: mean(off, 'cpuPerRequestUs'), rps: mean(off, 'rps') });
  report('GET /api/themes/active, /metrics on', { cpuUs: mean(on, 'cpuPerRequestUs'), rps: mean(on, 'rps') });
}

export async function run(ctx) {
  await redisOutage(ctx);
  await metricsOverhead(ctx);
}
