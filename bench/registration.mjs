// Registration (issue 6): draft autosaves of a realistic 10 KB form from 100 signed-in contestants at once
// (requests/s, p99; target p99 <= 100 ms on PostgreSQL), and the upload of a 150 MB video with the server's
// peak memory growth (target <= 64 MB: the video is streamed to storage, never held in memory).
// The database is created afresh on the local PostgreSQL (BENCH_REGISTRATION_DATABASE_URL, default
// postgres://postgres@127.0.0.1:5432/cq_bench_registration).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { fileURLToPath } from 'node:url';
import { closedLoop, percentiles } from './lib/closed-loop.mjs';
import { freshDatabase } from './lib/fresh-database.mjs';
import { ownServerEnv, seed, startOwnServer } from './lib/own-server.mjs';
import { rssKb } from './lib/peak-memory.mjs';
import { realisticForm } from './lib/realistic-form.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const DURATION = Number(process.env.BENCH_DURATION ?? 10);
const USERS = 100;
const VIDEO_BYTES = 150 * 1024 * 1024;
const PORT = Number(process.env.BENCH_REGISTRATION_PORT ?? 3902);
const DB_URL =
  process.env.BENCH_REGISTRATION_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/cq_bench_registration';

/**
 * Draft saves: 100 contestants at once, each saving her own 10 KB form again and again on the revision her
 * last save answered (its ETag), so every save is a real one, never a stale 409, for the run's duration after
 * a warm-up on the same connections. Each contestant is one keep-alive connection; the latency of every
 * request gives the exact p50/p99.
 */
async function draftSaves({ port, report }, users) {
  // Each save changes the form a little, as typing does: six digits of the address count her saves.
  const bodies = users.map((_, i) => {
    const form = realisticForm(i);
    form.address = `Flat 000000, ${form.address}`;
    return Buffer.from(JSON.stringify(form));
  });
  const loops = users.map((user, i) => {
    let revision = 0;
    let saves = 0;
    const counter = bodies[i].indexOf('Flat 000000') + 5;
    return {
      request: () => {
        saves += 1;
        bodies[i].write(String(saves % 1e6).padStart(6, '0'), counter, 'latin1');
        const head =
          `POST /api/contestants/${user.contestantId}/draft HTTP/1.1\r\nhost: 127.0.0.1:${port}\r\n` +
          'content-type: application/json\r\naccept: application/json\r\n' +
          `authorization: Bearer ${user.token}\r\nif-match: "${revision}"\r\n` +
          `content-length: ${bodies[i].length}\r\n\r\n`;
        return [Buffer.from(head, 'latin1'), bodies[i]];
      },
      answered: ({ status, headers }) => {
        if (status === 200) revision = Number(headers.etag?.replaceAll('"', ''));
      },
    };
  });
  const { latencies, statuses, elapsed } = await closedLoop({
    port,
    users: loops,
    warmupMs: 2000,
    ms: DURATION * 1000,
    want: ['etag'],
  });
  const [p50, p99] = percentiles(latencies, [50, 99]);
  const failed = latencies.length - (statuses[200] ?? 0);
  report(`POST draft (${(bodies[0].length / 1024).toFixed(1)} KB form, ${users.length} users)`, {
    rps: latencies.length / elapsed,
    p50ms: p50,
    p99ms: p99,
    target: 'p99<=100',
    ok: p99 <= 100 && failed === 0 ? 'yes' : 'NO',
    errors: failed,
  });
}

/** A 150 MB MP4 (the fixture's real header, then padding) sent as multipart, streamed from disk. */
async function videoUpload(ctx, user) {
  const { baseUrl, report, serverPid } = ctx;
  const fixture = fs.readFileSync(path.join(here, '../apps/api/test/fixtures/tiny.mp4'));
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'cq-bench-video-')), 'walk.mp4');
  const fd = fs.openSync(file, 'w');
  fs.writeSync(fd, fixture);
  const chunk = Buffer.alloc(4 * 1024 * 1024, 7);
  for (let written = fixture.length; written < VIDEO_BYTES; written += chunk.length) {
    fs.writeSync(fd, chunk, 0, Math.min(chunk.length, VIDEO_BYTES - written));
  }
  fs.closeSync(fd);

  const boundary = `----cqbench${Date.now()}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="uploadType"\r\n\r\nvideo\r\n` +
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="walk.mp4"\r\nContent-Type: video/mp4\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  const size = fs.statSync(file).size;
  async function* body() {
    yield head;
    for await (const c of fs.createReadStream(file, { highWaterMark: 1024 * 1024 })) yield c;
    yield tail;
  }

  const sampler = serverPid && fs.existsSync(`/proc/${serverPid}/status`);
  const before = sampler ? rssKb(serverPid) : 0;
  let peak = before;
  const timer = sampler ? setInterval(() => (peak = Math.max(peak, rssKb(serverPid))), 20) : null;
  const started = performance.now();
  const res = await fetch(`${baseUrl}/api/contestants/${user.contestantId}/upload`, {
    method: 'POST',
    headers: {
      authorization: `Bearer ${user.token}`,
      'content-type': `multipart/form-data; boundary=${boundary}`,
      'content-length': String(head.length + size + tail.length),
    },
    body: Readable.toWeb(Readable.from(body())),
    duplex: 'half',
  });
  const answer = await res.json();
  const seconds = (performance.now() - started) / 1000;
  if (timer) clearInterval(timer);
  if (sampler) peak = Math.max(peak, rssKb(serverPid));
  fs.rmSync(path.dirname(file), { recursive: true, force: true });
  if (res.status !== 200) throw new Error(`video upload answered ${res.status}: ${JSON.stringify(answer)}`);
  const growthMb = (peak - before) / 1024;
  report('POST upload (150 MB video, streamed)', {
    seconds,
    mbPerS: size / 1024 / 1024 / seconds,
    stored: answer.data.video.size === size ? 'yes' : 'NO',
    rssBeforeMb: before / 1024,
    peakGrowthMb: sampler ? growthMb : 'n/a',
    target: 'growth<=64',
    ok: sampler ? (growthMb <= 64 ? 'yes' : 'NO') : 'n/a',
  });
}

/**
 * Its own server on a fresh PostgreSQL database, with USERS paid contestants seeded straight into it
 * (bench/registration-seed.ts): signing up and paying through the test checkout would take minutes behind its
 * per-IP limit and measure neither autosaves nor uploads.
 */
export async function run({ report, waitFor }) {
  freshDatabase(DB_URL);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cq-bench-registration-'));
  const usersFile = path.join(dataDir, 'users.json');
  const env = ownServerEnv({ port: PORT, dataDir, databaseUrl: DB_URL, RATE_LIMIT_AUTH_MULTIPLIER: '1' });
  seed(env, 'bench/registration-seed.ts', [USERS, usersFile]);
  const users = JSON.parse(fs.readFileSync(usersFile, 'utf8'));
  const server = await startOwnServer(env, waitFor);
  try {
    await draftSaves({ port: PORT, report }, users);
    await videoUpload({ baseUrl: server.baseUrl, report, serverPid: server.pid }, users[0]);
  } finally {
    await server.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}
