// `npm run bench`: starts the production server and a bare Fastify server, loads each with
// autocannon, prints requests/s and p99 as ratios to the bare route, then runs each area's
// benchmark (bench/*.mjs exporting run(ctx)). Results also go to bench/results/latest.json.
import { execFileSync, fork, spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { apiNodeFlags, apiServer, buildIfStale, root, webDist } from './lib/build.mjs';
import { ensureChromium } from './lib/chromium.mjs';

const DURATION = Number(process.env.BENCH_DURATION ?? 10);
const CONNECTIONS = 50;
const only = process.argv.slice(2);
const results = [];

function load(url, opts = {}) {
  return new Promise((resolve, reject) => {
    autocannon({ url, connections: CONNECTIONS, duration: DURATION, ...opts }, (err, r) =>
      err ? reject(err) : resolve(r),
    );
  });
}
/**
 * wrk (C) as a second client for large static bodies: autocannon's parser is the
 * bottleneck on ~100 KB binary bodies, so it would measure itself, not the server.
 */
function ensureWrk() {
  if (spawnSync('wrk', ['-v']).error) {
    spawnSync('apt-get', ['install', '-y', '-qq', 'wrk'], {
      stdio: 'ignore',
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
  }
  return !spawnSync('wrk', ['-v']).error;
}
function wrkLoad(url, headers = {}) {
  const args = ['-t2', `-c${CONNECTIONS}`, `-d${DURATION}s`, '--latency'];
  for (const [k, v] of Object.entries(headers)) args.push('-H', `${k}: ${v}`);
  const out = execFileSync('wrk', [...args, url]).toString();
  const rps = Number(out.match(/Requests\/sec:\s+([\d.]+)/)?.[1] ?? 0);
  const p99 = out.match(/99%\s+([\d.]+)(us|ms|s)/);
  const p99ms = p99 ? Number(p99[1]) * { us: 0.001, ms: 1, s: 1000 }[p99[2]] : Number.NaN;
  const errors = Number(out.match(/Non-2xx or 3xx responses:\s+(\d+)/)?.[1] ?? 0);
  return { rps, p99ms, errors };
}

async function warm(url, opts = {}) {
  await load(url, { ...opts, duration: 2 });
}

function report(name, result) {
  results.push({ name, ...result });
  const parts = Object.entries(result).map(([k, v]) => `${k}=${typeof v === 'number' ? Math.round(v * 100) / 100 : v}`);
  console.log(`  ${name.padEnd(44)} ${parts.join('  ')}`);
}

/**
 * One autocannon run reported with its rate as a ratio to the bare route's (`bareRps`), held to `target` (the least
 * ratio allowed) when there is one.
 */
function reportAgainstBare(name, r, bareRps, target) {
  const ratio = r.requests.average / bareRps;
  report(name, {
    rps: r.requests.average,
    p99ms: r.latency.p99,
    ratio,
    ...(target ? { target: `>=${target}`, ok: ratio >= target ? 'yes' : 'NO' } : {}),
    errors: r.errors + r.non2xx,
  });
}

async function waitFor(url, ms = 60_000) {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {}
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`${url} did not come up`);
}

if (!process.env.BENCH_NO_BUILD) buildIfStale();
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cq-bench-'));
const port = Number(process.env.BENCH_PORT ?? 3900);
const baseUrl = `http://127.0.0.1:${port}`;
const barePort = Number(process.env.BENCH_BARE_PORT ?? 3990);
const bareUrl = `http://127.0.0.1:${barePort}/bare`;
const server = spawn(process.execPath, [...apiNodeFlags, apiServer], {
  cwd: root,
  stdio: ['ignore', 'ignore', 'inherit'],
  env: {
    ...process.env,
    NODE_ENV: 'development',
    PORT: String(port),
    HOST: '127.0.0.1',
    PUBLIC_URL: baseUrl,
    DATA_DIR: dataDir,
    WEB_DIST: webDist,
    LOG_LEVEL: process.env.BENCH_LOG_LEVEL ?? 'warn',
    // The benchmark comes from one IP: lift the per-IP budget so it measures the work, not the limiter's refusals.
    RATE_LIMIT_MAX: '100000000',
    RATE_LIMIT_AUTH_MULTIPLIER: '100000',
  },
});
const bare = fork(path.join(root, 'bench/bare-server.mjs'), { env: { PORT: String(barePort) }, stdio: 'ignore' });
const stop = () => {
  server.kill('SIGTERM');
  bare.kill('SIGTERM');
};
process.on('exit', stop);

try {
  await Promise.all([waitFor(`${baseUrl}/api/health`), waitFor(bareUrl)]);
  console.log(`\nBenchmarks on ${os.cpus().length} cores, ${CONNECTIONS} connections, ${DURATION}s each\n`);

  const html = await (await fetch(`${baseUrl}/`)).text();
  const asset = html.match(/"(\/assets\/index-[^"]+\.js)"/)?.[1];
  const targets = [
    ['bare Fastify route (ceiling)', bareUrl, {}],
    ['GET /api/health', `${baseUrl}/api/health`, {}],
    ['GET /api/themes/active', `${baseUrl}/api/themes/active`, { target: 0.6 }],
    ['GET / (index.html)', `${baseUrl}/`, { target: 0.5, headers: { 'accept-encoding': 'br, gzip' } }],
    [`GET ${asset} (brotli)`, `${baseUrl}${asset}`, { target: 0.5, headers: { 'accept-encoding': 'br, gzip' } }],
  ];
  let bareRps = 0;
  if (!only.length || only.includes('core')) {
    console.log('Foundation');
    for (const [name, url, { target, headers }] of targets) {
      await warm(url, { headers });
      const r = await load(url, { headers });
      if (!bareRps) bareRps = r.requests.average;
      reportAgainstBare(name, r, bareRps, target);
    }
    if (ensureWrk()) {
      console.log('\nStatic files with wrk (large bodies)');
      const enc = { 'accept-encoding': 'br, gzip' };
      const bareWrk = wrkLoad(bareUrl);
      report('bare Fastify route (wrk)', { rps: bareWrk.rps, p99ms: bareWrk.p99ms, ratio: 1 });
      for (const [name, url] of [
        ['GET / (index.html, wrk)', `${baseUrl}/`],
        [`GET ${asset} (brotli, wrk)`, `${baseUrl}${asset}`],
      ]) {
        const r = wrkLoad(url, enc);
        const ratio = r.rps / bareWrk.rps;
        report(name, {
          rps: r.rps,
          p99ms: r.p99ms,
          ratio,
          target: '>=0.5',
          ok: ratio >= 0.5 ? 'yes' : 'NO',
          errors: r.errors,
        });
      }
    }
  } else {
    await warm(bareUrl);
    bareRps = (await load(bareUrl)).requests.average;
  }

  // Each area's benchmark: bench/<area>.mjs exporting run(ctx).
  const parts = fs
    .readdirSync(path.join(root, 'bench'))
    .filter((f) => f.endsWith('.mjs') && f !== 'bare-server.mjs' && !f.startsWith('_'))
    .sort();
  const ctx = {
    baseUrl,
    autocannon,
    load,
    warm,
    report,
    reportAgainstBare,
    bareRps,
    serverPid: server.pid,
    waitFor,
    dataDir,
    ensureChromium,
    root,
  };
  for (const file of parts) {
    const name = file.replace(/\.mjs$/, '');
    if (only.length && !only.includes(name)) continue;
    console.log(`\n${name}`);
    const mod = await import(path.join(root, 'bench', file));
    await mod.run(ctx);
  }

  fs.mkdirSync(path.join(root, 'bench/results'), { recursive: true });
  fs.writeFileSync(path.join(root, 'bench/results/latest.json'), `${JSON.stringify(results, null, 2)}\n`);
  console.log('\nSaved bench/results/latest.json');
} finally {
  stop();
}
