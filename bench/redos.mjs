// Hostile text (issue 14): every public route that takes user text receives the worst case of each of its
// patterns at the body limit (1 MiB) while /api/health is polled on a connection of its own. A validation that
// costs more than linear time in its input holds the event loop and every other request waits behind it: the
// health p99 during the attack shows it. Reports the health latency before and during the attack (target: p99
// <= 50 ms during), the CPU the API process spent per attack request (independent of the machine's other load)
// and how the attack requests were answered (each must be refused with 400 or 429).
// REDOS_BYTES sets the body size (e.g. 32768 to measure a build whose validation is quadratic without waiting
// for hours); REDOS_ATTACK_SECONDS how long the attack lasts.
import { fork } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ownServerEnv, startOwnServer } from './lib/own-server.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const PORT = Number(process.env.BENCH_REDOS_PORT ?? 3912);
const BYTES = Number(process.env.REDOS_BYTES ?? 1024 * 1024);
const BASELINE_MS = 3000;
const ATTACK_MS = Number(process.env.REDOS_ATTACK_SECONDS ?? 6) * 1000;
const P99_TARGET_MS = 50;

/** CPU time the server process has used so far (user + system), in ms; null where /proc is not available. */
function cpuMs(pid) {
  try {
    const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100;
  } catch {
    return null;
  }
}

function percentile(sorted, p) {
  if (!sorted.length) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil(p * sorted.length) - 1)];
}
const summary = (latencies) => {
  const s = [...latencies].sort((a, b) => a - b);
  return { samples: s.length, p50ms: percentile(s, 0.5), p99ms: percentile(s, 0.99), maxms: s[s.length - 1] };
};

/** Polls GET /api/health one request after the other on one keep-alive connection until `stop()`. */
function pollHealth(baseUrl) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  const samples = [];
  let running = true;
  const once = () =>
    new Promise((resolve, reject) => {
      const started = performance.now();
      const req = http.get(`${baseUrl}/api/health`, { agent }, (res) => {
        res.resume();
        res.on('end', () => {
          if (res.statusCode !== 200) return reject(new Error(`/api/health answered ${res.statusCode}`));
          resolve({ at: started, ms: performance.now() - started });
        });
      });
      req.on('error', reject);
    });
  const done = (async () => {
    while (running) {
      samples.push(await once());
      await new Promise((r) => setTimeout(r, 5));
    }
    agent.destroy();
  })();
  return {
    between: (from, to) => samples.filter((s) => s.at >= from && s.at < to).map((s) => s.ms),
    stop: async () => {
      running = false;
      await done;
    },
  };
}

export async function run(ctx) {
  const { report, waitFor } = ctx;
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'cq-bench-redos-'));
  // Each attack comes from an address of its own (X-Forwarded-For), so the per-IP budgets of the public forms
  // do not refuse the attack before its text is validated.
  const env = ownServerEnv({ port: PORT, dataDir: work, TRUST_PROXY: 'true', RATE_LIMIT_AUTH_MULTIPLIER: '100000' });
  const server = await startOwnServer(env, waitFor);
  try {
    const health = pollHealth(server.baseUrl);
    const t0 = performance.now();
    await new Promise((r) => setTimeout(r, BASELINE_MS));
    let attackFrom = performance.now();
    let cpuFrom = cpuMs(server.pid);
    const client = fork(path.join(here, 'lib/hostile-client.mjs'), {
      env: {
        ...process.env,
        REDOS_BASE_URL: server.baseUrl,
        REDOS_BYTES: String(BYTES),
        REDOS_ATTACK_MS: String(ATTACK_MS),
      },
    });
    const { answers, routes } = await new Promise((resolve, reject) => {
      client.on('message', (m) => {
        if (m.started) {
          attackFrom = performance.now();
          cpuFrom = cpuMs(server.pid);
        } else resolve(m);
      });
      client.on('exit', (code) => code && reject(new Error(`the attacking client exited with ${code}`)));
    });
    const attackTo = performance.now();
    const cpuTo = cpuMs(server.pid);
    await health.stop();

    console.log(`  (${(BYTES / 1024).toFixed(0)} KiB bodies, ${answers.length} attack requests, 2 at once)`);
    report('GET /api/health before the attack', summary(health.between(t0, attackFrom)));
    const during = summary(health.between(attackFrom, attackTo));
    report('GET /api/health during the attack', {
      ...during,
      target: `p99<=${P99_TARGET_MS}ms`,
      ok: during.p99ms <= P99_TARGET_MS ? 'yes' : 'NO',
    });
    if (cpuFrom !== null && cpuTo !== null) {
      // Independent of the machine's other load: what the attack cost the server (health polls included).
      report('API process CPU during the attack', {
        totalms: cpuTo - cpuFrom,
        perRequestms: (cpuTo - cpuFrom) / answers.length,
        seconds: (attackTo - attackFrom) / 1000,
      });
    }
    for (const name of routes) {
      const mine = answers.filter((a) => a.name === name);
      if (!mine.length) continue;
      const statuses = [...new Set(mine.map((a) => a.status))].join('/');
      const refused = mine.every((a) => a.status === 400 || a.status === 429);
      report(`  ${name}`, {
        sent: mine.length,
        status: statuses,
        maxms: Math.max(...mine.map((a) => a.ms)),
        ok: refused ? 'yes' : 'NO',
      });
    }
  } finally {
    await server.stop();
    fs.rmSync(work, { recursive: true, force: true });
  }
}
