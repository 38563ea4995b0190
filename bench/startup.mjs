// The production server's start-up: the server process's own CPU time (user + system, every thread) from its
// launch to the first answer of /api/health, on a fresh data directory (the database unpacked from the build) and
// on a restart of the same directory. Targets: <= 3 s fresh, <= 1.5 s restart. Wall time is shown too, but on a
// shared machine it measures the neighbours as much as the server. BENCH_STARTUP_ROUNDS sets the rounds (median).
// BENCH_STARTUP_COMPARE=<a copy of another build's apps/api/dist, inside apps/api so it finds the packages> measures
// that build too, round by round in turn with this one, so both see the same neighbours (a before/after figure);
// BENCH_STARTUP_COMPARE_FLAGS gives that build its own Node flags (space-separated; by default this build's).
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { apiNodeFlags, apiServer, root } from '../scripts/lib/build.mjs';
import { ownServerEnv } from './lib/own-server.mjs';

const ROUNDS = Number(process.env.BENCH_STARTUP_ROUNDS ?? 3);
const PORT = Number(process.env.BENCH_STARTUP_PORT ?? 3914);
const TICKS = 100; // USER_HZ on Linux

/** The process's CPU seconds so far (utime + stime of /proc/<pid>/stat: every thread's). */
function cpuSeconds(pid) {
  const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) / TICKS;
}

async function startOnce(env, server = apiServer, flags = apiNodeFlags) {
  const started = performance.now();
  const child = spawn(process.execPath, [...flags, server], { cwd: root, env, stdio: 'ignore' });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  let exitCode;
  void exited.then((code) => (exitCode = code));
  const url = `http://127.0.0.1:${env.PORT}/api/health`;
  try {
    for (;;) {
      if (exitCode !== undefined) throw new Error(`the server exited (${exitCode}) before it answered`);
      try {
        if ((await fetch(url)).ok) break;
      } catch {}
      await new Promise((r) => setTimeout(r, 10));
    }
    return { cpu: cpuSeconds(child.pid), wall: (performance.now() - started) / 1000 };
  } finally {
    child.kill('SIGTERM');
    await exited;
  }
}

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

export async function run({ report }) {
  const builds = [['', apiServer, apiNodeFlags]];
  if (process.env.BENCH_STARTUP_COMPARE) {
    const flags = process.env.BENCH_STARTUP_COMPARE_FLAGS?.split(/\s+/).filter(Boolean) ?? apiNodeFlags;
    builds.push([' (compared build)', path.resolve(root, process.env.BENCH_STARTUP_COMPARE, 'server.js'), flags]);
  }
  const runs = builds.map(() => ({ fresh: [], restart: [] }));
  for (let round = 0; round < ROUNDS; round += 1) {
    for (const [i, [, server, flags]] of builds.entries()) {
      const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cq-bench-startup-'));
      try {
        const env = ownServerEnv({ port: PORT, dataDir });
        runs[i].fresh.push(await startOnce(env, server, flags));
        runs[i].restart.push(await startOnce(env, server, flags));
      } finally {
        fs.rmSync(dataDir, { recursive: true, force: true });
      }
    }
  }
  for (const [i, [label]] of builds.entries()) {
    for (const [name, starts, target] of [
      ['start-up, fresh data directory', runs[i].fresh, 3],
      ['start-up, restart', runs[i].restart, 1.5],
    ]) {
      const cpu = median(starts.map((r) => r.cpu));
      report(`${name} (server CPU to /api/health)${label}`, {
        cpuSeconds: cpu,
        cpuMax: Math.max(...starts.map((r) => r.cpu)),
        wallSeconds: median(starts.map((r) => r.wall)),
        target: `<=${target}`,
        ok: cpu <= target ? 'yes' : 'NO',
        load1: os.loadavg()[0],
      });
    }
  }
}

// `node bench/startup.mjs` runs this part alone against the current build.
if (import.meta.url === `file://${process.argv[1]}`) {
  await run({ report: (name, r) => console.log(name, JSON.stringify(r)) });
}
void root;
