// Faults (issue 15): what a crash, a deploy or a bad start costs, measured on the production build.
//   - acknowledged autosaves lost per `kill -9` of the API, on the embedded database and on PostgreSQL
//     (20 contestants autosaving; kill; restart; every acknowledged revision compared with the stored one);
//   - replicas started together: tries of three instances at once on a fresh PostgreSQL database, and how
//     many instances came up or exited;
//   - requests lost across SIGTERM: a burst of requests written before the signal, and how many of them were
//     not answered 200.
// Each fault is one function of FAULTS below taking the benchmark's context; a new fault adds one entry.
// PostgreSQL: BENCH_FAULTS_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/cq_bench_faults); the
// replicas use that name with `_replicas`. Ports: BENCH_FAULTS_PORT and the next three (default 3910).
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { apiNodeFlags, apiServer, root } from '../scripts/lib/build.mjs';
import { freshDatabase, psql } from './lib/fresh-database.mjs';
import { ownServerEnv, seed } from './lib/own-server.mjs';
import { realisticForm } from './lib/realistic-form.mjs';

const PORT = Number(process.env.BENCH_FAULTS_PORT ?? 3910);
const DB_URL = process.env.BENCH_FAULTS_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/cq_bench_faults';
const CONTESTANTS = 20;
const KILLS = Number(process.env.BENCH_FAULTS_KILLS ?? 3);
/** How long the contestants autosave before each kill (the kill comes while saves are in flight). */
const SAVING_MS = Number(process.env.BENCH_FAULTS_SAVING_MS ?? 4000);
const REPLICA_TRIES = Number(process.env.BENCH_FAULTS_REPLICA_TRIES ?? 5);
const SIGTERM_TRIES = Number(process.env.BENCH_FAULTS_SIGTERM_TRIES ?? 3);
const SIGTERM_BURST = 120;

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/** The production server as a process; `up` resolves once it answers, `exit` with its exit code (or signal). */
function launch(env) {
  const child = spawn(process.execPath, [...apiNodeFlags, apiServer], { cwd: root, env, stdio: 'ignore' });
  const exit = new Promise((resolve) => child.once('exit', (code, signal) => resolve(signal ?? code)));
  const baseUrl = `http://127.0.0.1:${env.PORT}`;
  const up = (async () => {
    let exited = false;
    void exit.then(() => (exited = true));
    while (!exited) {
      try {
        if ((await fetch(`${baseUrl}/api/health`)).ok) return true;
      } catch {}
      await sleep(100);
    }
    return false;
  })();
  return { child, exit, up, baseUrl };
}

/**
 * Each contestant saves her form again and again on the revision her last save answered, until the server
 * dies (`killed()`): a save answered 200 is acknowledged, one cut off by the kill is not.
 */
async function autosave(baseUrl, users, killed) {
  const acknowledged = new Map();
  await Promise.all(
    users.map(async (user, i) => {
      const form = realisticForm(i);
      let revision = user.revision ?? 0;
      while (!killed()) {
        form.address = `Flat ${revision + 1}, Harbour Road`;
        let res;
        try {
          res = await fetch(`${baseUrl}/api/contestants/${user.contestantId}/draft`, {
            method: 'POST',
            headers: {
              authorization: `Bearer ${user.token}`,
              'content-type': 'application/json',
              'if-match': `"${revision}"`,
            },
            body: JSON.stringify(form),
          });
          await res.arrayBuffer();
        } catch (err) {
          if (killed()) return;
          throw err;
        }
        if (res.status !== 200) throw new Error(`draft save answered ${res.status}`);
        revision = Number(res.headers.get('etag')?.replaceAll('"', ''));
        acknowledged.set(user.contestantId, revision);
      }
    }),
  );
  return acknowledged;
}

/** The revision each contestant's draft has on the server now. */
async function storedRevisions(baseUrl, users) {
  const stored = new Map();
  for (const user of users) {
    const res = await fetch(`${baseUrl}/api/contestants/${user.contestantId}/draft`, {
      headers: { authorization: `Bearer ${user.token}` },
    });
    stored.set(user.contestantId, (await res.json()).data.draftRevision);
  }
  return stored;
}

/**
 * 20 contestants autosave for a few seconds, the API is killed with SIGKILL while they do, restarted, and each
 * contestant's last acknowledged revision is compared with the stored one: every revision missing is a save
 * the contestant was told was kept and was lost. Repeated KILLS times on the same data.
 */
async function autosavesLostPerKill({ report }, database) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cq-bench-faults-'));
  const databaseUrl = database === 'postgres' ? DB_URL : undefined;
  if (databaseUrl) freshDatabase(databaseUrl);
  const env = ownServerEnv({ port: PORT, dataDir, databaseUrl });
  const usersFile = path.join(dataDir, 'users.json');
  seed(env, 'bench/registration-seed.ts', [CONTESTANTS, usersFile]);
  const users = JSON.parse(fs.readFileSync(usersFile, 'utf8'));
  let acknowledged = 0;
  let lost = 0;
  const perKill = [];
  try {
    for (let kill = 0; kill < KILLS; kill += 1) {
      const server = launch(env);
      if (!(await server.up)) throw new Error(`the server on ${database} did not start`);
      let killed = false;
      const saving = autosave(server.baseUrl, users, () => killed);
      await sleep(SAVING_MS);
      server.child.kill('SIGKILL');
      killed = true;
      await server.exit;
      const acks = await saving;
      const again = launch(env);
      if (!(await again.up)) throw new Error(`the server on ${database} did not start after the kill`);
      const stored = await storedRevisions(again.baseUrl, users);
      again.child.kill('SIGTERM');
      await again.exit;
      let lostNow = 0;
      for (const user of users) {
        const ack = acks.get(user.contestantId) ?? user.revision ?? 0;
        acknowledged += ack - (user.revision ?? 0);
        lostNow += Math.max(0, ack - (stored.get(user.contestantId) ?? 0));
        user.revision = stored.get(user.contestantId) ?? 0;
      }
      lost += lostNow;
      perKill.push(lostNow);
    }
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
  report(`autosaves lost per kill -9 (${database}, ${CONTESTANTS} contestants)`, {
    kills: KILLS,
    acknowledged,
    lost,
    perKill: perKill.join('/'),
    target: 'lost=0',
    ok: lost === 0 ? 'yes' : 'NO',
  });
}

/** REPLICA_TRIES times: three instances started at the same moment on a fresh PostgreSQL database. */
async function replicasStartedTogether({ report }) {
  const url = new URL(DB_URL);
  url.pathname = `${url.pathname}_replicas`;
  let started = 0;
  let failed = 0;
  try {
    for (let attempt = 0; attempt < REPLICA_TRIES; attempt += 1) {
      freshDatabase(url.toString());
      const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cq-bench-replicas-'));
      const replicas = [1, 2, 3].map((n) =>
        launch(
          ownServerEnv({
            port: PORT + n,
            dataDir: path.join(dataDir, String(n)),
            databaseUrl: url.toString(),
            ADMIN_EMAIL: 'founder@bench.example',
            ADMIN_PASSWORD: 'Bench-Crown-Jewel-2026',
          }),
        ),
      );
      for (const replica of replicas) {
        if (await replica.up) started += 1;
        else failed += 1;
      }
      for (const replica of replicas) {
        replica.child.kill('SIGTERM');
        await replica.exit;
      }
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  } finally {
    psql(DB_URL, `DROP DATABASE IF EXISTS "${url.pathname.slice(1)}" WITH (FORCE)`);
  }
  report('replicas started together (3 at once, fresh PostgreSQL)', {
    tries: REPLICA_TRIES,
    started,
    failed,
    target: 'failed=0',
    ok: failed === 0 ? 'yes' : 'NO',
  });
}

/** Writes one request on a connection of its own; `written` once it is in the kernel, `answer` its status. */
function rawRequest(port, pathname) {
  const socket = net.connect({ host: '127.0.0.1', port });
  let data = '';
  const written = new Promise((resolve) =>
    socket.once('connect', () =>
      socket.write(`GET ${pathname} HTTP/1.1\r\nhost: 127.0.0.1\r\nconnection: close\r\n\r\n`, () => resolve()),
    ),
  );
  const answer = new Promise((resolve) => {
    socket.on('data', (d) => (data += d));
    socket.on('end', () => resolve(data.split('\r\n')[0] || 'no answer'));
    socket.on('error', (err) => resolve(err.code ?? 'error'));
  });
  return { written, answer };
}

/** SIGTERM_TRIES times: a fresh embedded server, a burst of requests written, SIGTERM, the answers counted. */
async function requestsLostAcrossSigterm({ report }) {
  let sent = 0;
  let lost = 0;
  let cleanExits = 0;
  for (let attempt = 0; attempt < SIGTERM_TRIES; attempt += 1) {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cq-bench-sigterm-'));
    const server = launch(ownServerEnv({ port: PORT, dataDir, SHUTDOWN_DRAIN_MS: '0' }));
    try {
      if (!(await server.up)) throw new Error('the server did not start');
      const burst = Array.from({ length: SIGTERM_BURST }, () => rawRequest(PORT, '/api/health'));
      await Promise.all(burst.map((r) => r.written));
      server.child.kill('SIGTERM');
      const answers = await Promise.all(burst.map((r) => r.answer));
      sent += answers.length;
      lost += answers.filter((a) => a !== 'HTTP/1.1 200 OK').length;
      if ((await server.exit) === 0) cleanExits += 1;
    } finally {
      if (server.child.exitCode === null) server.child.kill('SIGKILL');
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  }
  report(`requests lost across SIGTERM (${SIGTERM_BURST} in flight, embedded)`, {
    tries: SIGTERM_TRIES,
    sent,
    lost,
    cleanExits,
    target: 'lost=0',
    ok: lost === 0 ? 'yes' : 'NO',
  });
}

/** One entry per fault; BENCH_FAULTS=name,… runs only those. */
const FAULTS = {
  'kill-pglite': (ctx) => autosavesLostPerKill(ctx, 'pglite'),
  'kill-postgres': (ctx) => autosavesLostPerKill(ctx, 'postgres'),
  replicas: replicasStartedTogether,
  sigterm: requestsLostAcrossSigterm,
};

export async function run(ctx) {
  const only = process.env.BENCH_FAULTS?.split(',').filter(Boolean);
  try {
    for (const [name, fault] of Object.entries(FAULTS)) {
      if (!only || only.includes(name)) await fault(ctx);
    }
  } finally {
    psql(DB_URL, `DROP DATABASE IF EXISTS "${new URL(DB_URL).pathname.slice(1)}" WITH (FORCE)`);
  }
}
