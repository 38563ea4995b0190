// Fan voting, on PostgreSQL: a finale-night burst. <fans> signed-in fans (5,000 by default) each vote as fast as
// they can for 30 s, every one on her own keep-alive connection, spreading her votes over the delegates, while
// readers keep asking for the public leaderboard. Fans come from 500 addresses (127.0.0.x, ten fans each: homes,
// campuses), as the per-address limit sees real traffic. Measures the votes accepted per second and their
// latency (target p99 <= 100 ms), the leaderboard's latency meanwhile (target p99 <= 50 ms), and afterwards that
// the stored count equals the votes acknowledged exactly (0 lost, 0 counted twice), in the database and on the
// public leaderboard. With 5,000 requests always waiting, a vote's latency is mostly its wait in the queue
// (fans / throughput), so a second phase measures the same work with <steady> fans (100 by default), where the
// latency is the server's own. The database is created afresh (BENCH_VOTING_DATABASE_URL, default
// postgres://postgres@127.0.0.1:5432/cq_bench_voting).
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { closedLoop, percentiles } from './lib/closed-loop.mjs';
import { freshDatabase, psqlValue } from './lib/fresh-database.mjs';
import { ownServerEnv, seed, startOwnServer } from './lib/own-server.mjs';

const FANS = Number(process.env.BENCH_VOTING_FANS ?? 5_000);
const DELEGATES = Number(process.env.BENCH_VOTING_DELEGATES ?? 12);
const READERS = Number(process.env.BENCH_VOTING_READERS ?? 50);
const STEADY = Number(process.env.BENCH_VOTING_STEADY_FANS ?? 100);
const FANS_PER_ADDRESS = 10;
const SECONDS = Number(process.env.BENCH_VOTING_SECONDS ?? 30);
const PORT = Number(process.env.BENCH_VOTING_PORT ?? 3916);
const DB_URL = process.env.BENCH_VOTING_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/cq_bench_voting';

function voteRequest(slug, token, delegate, device) {
  const body = JSON.stringify({ delegate, idempotencyKey: randomUUID() });
  return Buffer.from(
    `POST /api/votes/${slug}/ballots HTTP/1.1\r\nHost: 127.0.0.1\r\nAuthorization: Bearer ${token}\r\n` +
      `X-Device-Id: ${device}\r\n` +
      `Content-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`,
  );
}

export async function run(ctx) {
  const { report, waitFor } = ctx;
  freshDatabase(DB_URL);
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'cq-bench-voting-'));
  const seedFile = path.join(work, 'voting.json');
  const env = ownServerEnv({ port: PORT, dataDir: work, databaseUrl: DB_URL });
  seed(env, 'bench/voting-seed.ts', [FANS, DELEGATES, seedFile]);
  const { slug, delegates, tokens } = JSON.parse(fs.readFileSync(seedFile, 'utf8'));
  const server = await startOwnServer(env, waitFor);
  const dbName = new URL(DB_URL).pathname.slice(1);
  try {
    const board = Buffer.from(`GET /api/votes/${slug}/leaderboard HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n`);
    // A short warm-up on a few connections: the server's code is compiled, as it is a minute into the night.
    await closedLoop({
      port: server.port,
      users: tokens.slice(0, 20).map((token, i) => ({
        request: () => voteRequest(slug, token, delegates[i % delegates.length], `device-${i}`),
        answered: () => {},
      })),
      ms: 2_000,
    });
    const phase = async (label, fanTokens, seconds) => {
      const before = Number(psqlValue(DB_URL, 'SELECT count(*) FROM fan_ballots', dbName));
      const fans = fanTokens.map((token, i) => {
        let n = i;
        const address = Math.floor(i / FANS_PER_ADDRESS);
        return {
          localAddress: `127.0.${1 + Math.floor(address / 250)}.${1 + (address % 250)}`,
          request: () => voteRequest(slug, token, delegates[n++ % delegates.length], `device-${i}`),
          answered: () => {},
        };
      });
      const readers = Array.from({ length: READERS }, () => ({ request: () => board, answered: () => {} }));
      const [votes, reads] = await Promise.all([
        closedLoop({ port: server.port, users: fans, ms: seconds * 1000 }),
        closedLoop({ port: server.port, users: readers, ms: seconds * 1000 }),
      ]);
      const acknowledged = votes.statuses[201] ?? 0;
      const storedNow = Number(psqlValue(DB_URL, 'SELECT count(*) FROM fan_ballots', dbName));
      const stored = storedNow - before;
      // The public count, read once the server's cached count has expired.
      await new Promise((r) => setTimeout(r, 2_500));
      const shown = (await (await fetch(`${server.baseUrl}/api/votes/${slug}/leaderboard`)).json()).data.total;
      const [v50, v99] = percentiles(votes.latencies, [50, 99]);
      const [r50, r99] = percentiles(reads.latencies, [50, 99]);
      const exact = stored === acknowledged && shown === storedNow;
      report(
        `fan voting: ${fanTokens.length} fans for ${seconds} s, ${READERS} leaderboard readers (PostgreSQL) — ${label}`,
        {
          votesAcknowledged: acknowledged,
          votesPerSecond: acknowledged / votes.elapsed,
          refused:
            Object.entries(votes.statuses)
              .filter(([st]) => st !== '201')
              .map(([st, n]) => `${st}:${n}`)
              .join(' ') || 'none',
          voteP50Ms: v50,
          voteP99Ms: v99,
          leaderboardReads: reads.latencies.length,
          leaderboardP50Ms: r50,
          leaderboardP99Ms: r99,
          storedMinusAcknowledged: stored - acknowledged,
          publicTotalMinusStored: shown - storedNow,
          target: 'vote p99<=100ms, leaderboard p99<=50ms, 0 lost, 0 double',
          ok: v99 <= 100 && r99 <= 50 && exact ? 'yes' : exact ? 'exact; latency NO' : 'NO',
        },
      );
    };
    await phase('the burst', tokens, SECONDS);
    await phase('steady', tokens.slice(0, STEADY), 10);
  } finally {
    await server.stop();
    fs.rmSync(work, { recursive: true, force: true });
  }
}
