// Fan voting, on PostgreSQL: a finale-night burst. <fans> signed-in fans (5,000 by default) each vote as fast as
// they can for 30 s, every one on her own keep-alive connection, spreading her votes over the delegates, while
// readers keep asking for the public leaderboard. Fans come from 500 addresses (127.0.0.x, ten fans each: homes,
// campuses), as the per-address limit sees real traffic. Measures the votes accepted per second and their
// latency (target p99 <= 100 ms), the leaderboard's latency meanwhile (target p99 <= 50 ms), and afterwards that
// the stored count equals the votes acknowledged exactly (0 lost, 0 counted twice), in the database and on the
// public leaderboard. With 5,000 requests always waiting, a vote's latency is mostly its wait in the queue
// (fans / throughput), so a second phase measures the same work with <steady> fans (1,000 by default), where the
// latency is the server's own (target p99 <= 250 ms). The database is created afresh (BENCH_VOTING_DATABASE_URL,
// default postgres://postgres@127.0.0.1:5432/cq_bench_voting).
// BENCH_VOTING_INSTANCES=2 starts two servers on the same database (ports BENCH_VOTING_PORT and the next), as
// behind a proxy: each fan's connection goes to one of them in turn, and the count must still be exact
// (BENCH_VOTING_REDIS_URL gives them a shared Redis for the address counters). Each line reports the machine's
// load average, since a shared machine's figures depend on it, and the votes the servers committed and
// acknowledged and their batches (from /metrics), and the whole machine's CPU per vote with the ceiling it puts
// on this machine's votes per second (load generator, servers and PostgreSQL together; read it on a quiet machine).
// BENCH_VOTING_FANS_PER_ADDRESS (10 by default) sets how many fans share one address (40: a venue's Wi-Fi).
//   BENCH_VOTING_FANS, BENCH_VOTING_STEADY_FANS, BENCH_VOTING_SECONDS, BENCH_VOTING_READERS, BENCH_VOTING_DELEGATES
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
const STEADY = Number(process.env.BENCH_VOTING_STEADY_FANS ?? 1_000);
const INSTANCES = Number(process.env.BENCH_VOTING_INSTANCES ?? 1);
const REDIS_URL = process.env.BENCH_VOTING_REDIS_URL;
const METRICS_TOKEN = 'bench-voting-metrics';
const FANS_PER_ADDRESS = Number(process.env.BENCH_VOTING_FANS_PER_ADDRESS ?? 10);
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
  const env = ownServerEnv({
    port: PORT,
    dataDir: work,
    databaseUrl: DB_URL,
    METRICS_TOKEN,
    ...(REDIS_URL ? { REDIS_URL } : {}),
  });
  seed(env, 'bench/voting-seed.ts', [Math.max(FANS, STEADY), DELEGATES, seedFile]);
  const { slug, delegates, tokens } = JSON.parse(fs.readFileSync(seedFile, 'utf8'));
  const servers = [];
  for (let n = 0; n < INSTANCES; n += 1) {
    servers.push(
      await startOwnServer({ ...env, PORT: String(PORT + n), PUBLIC_URL: `http://127.0.0.1:${PORT + n}` }, waitFor),
    );
  }
  const server = servers[0];
  /**
   * Every process's CPU on the machine so far, in milliseconds (/proc/stat: user, nice, system, irq, softirq,
   * steal). On an otherwise quiet machine, its growth over a phase divided by the votes is what a vote costs the
   * whole machine (load generator, servers and PostgreSQL), and the cores divided by it the machine's ceiling.
   */
  const machineCpuMs = () => {
    const [, user, nice, system, , , irq, softirq, steal] = fs
      .readFileSync('/proc/stat', 'utf8')
      .split('\n')[0]
      .trim()
      .split(/\s+/)
      .map(Number);
    return ((user + nice + system + irq + softirq + steal) * 1000) / 100;
  };
  const dbName = new URL(DB_URL).pathname.slice(1);
  /** The servers' CPU time so far, in milliseconds (user and system, from /proc). */
  const serversCpuMs = () =>
    servers.reduce((sum, s) => {
      const fields = fs.readFileSync(`/proc/${s.pid}/stat`, 'utf8').split(') ')[1].split(' ');
      return sum + ((Number(fields[11]) + Number(fields[12])) * 1000) / 100;
    }, 0);
  /** The servers' vote counters, summed (fan_votes_* series of /metrics). */
  const voteMetrics = async () => {
    const sums = {};
    for (const s of servers) {
      const text = await (
        await fetch(`${s.baseUrl}/metrics`, { headers: { authorization: `Bearer ${METRICS_TOKEN}` } })
      ).text();
      for (const m of text.matchAll(
        /^(fan_votes_(?:acknowledged|committed)_total|fan_vote_batch_size_(?:sum|count)) (\d+(?:\.\d+)?)$/gm,
      )) {
        sums[m[1]] = (sums[m[1]] ?? 0) + Number(m[2]);
      }
    }
    return sums;
  };
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
      const metricsBefore = await voteMetrics();
      const cpuBefore = serversCpuMs();
      const machineBefore = machineCpuMs();
      const fans = fanTokens.map((token, i) => {
        let n = i;
        const address = Math.floor(i / FANS_PER_ADDRESS);
        return {
          port: servers[i % servers.length].port,
          localAddress: `127.0.${1 + Math.floor(address / 250)}.${1 + (address % 250)}`,
          request: () => voteRequest(slug, token, delegates[n++ % delegates.length], `device-${i}`),
          answered: () => {},
        };
      });
      const readers = Array.from({ length: READERS }, () => ({ request: () => board, answered: () => {} }));
      const load = os.loadavg()[0];
      const byServer = (users) =>
        servers.map((s) => ({
          port: s.port,
          users: users.filter((u, i) => (u.port ?? servers[i % servers.length].port) === s.port),
        }));
      const merged = (runs) => ({
        latencies: runs.flatMap((r) => r.latencies),
        statuses: runs.reduce((all, r) => {
          for (const [st, n] of Object.entries(r.statuses)) all[st] = (all[st] ?? 0) + n;
          return all;
        }, {}),
        elapsed: Math.max(...runs.map((r) => r.elapsed)),
      });
      const [votes, reads] = await Promise.all([
        Promise.all(
          byServer(fans).map((g) =>
            closedLoop({ port: g.port, users: g.users, ms: seconds * 1000, tolerateResets: true }),
          ),
        ).then(merged),
        Promise.all(
          byServer(readers).map((g) =>
            closedLoop({ port: g.port, users: g.users, ms: seconds * 1000, tolerateResets: true }),
          ),
        ).then(merged),
      ]);
      const loadAfter = os.loadavg()[0];
      const acknowledged = votes.statuses[201] ?? 0;
      const storedNow = Number(psqlValue(DB_URL, 'SELECT count(*) FROM fan_ballots', dbName));
      const stored = storedNow - before;
      // The public count, read once the server's cached count has expired.
      await new Promise((r) => setTimeout(r, 2_500));
      const shown = (await (await fetch(`${server.baseUrl}/api/votes/${slug}/leaderboard`)).json()).data.total;
      const [v50, v99] = percentiles(votes.latencies, [50, 99]);
      const [r50, r99] = percentiles(reads.latencies, [50, 99]);
      const exact = stored === acknowledged && shown === storedNow;
      const metricsAfter = await voteMetrics();
      const cpuMs = serversCpuMs() - cpuBefore;
      const machineMsPerVote = acknowledged ? (machineCpuMs() - machineBefore) / acknowledged : 0;
      const delta = (name) => (metricsAfter[name] ?? 0) - (metricsBefore[name] ?? 0);
      const batches = delta('fan_vote_batch_size_count');
      report(
        `fan voting: ${fanTokens.length} fans for ${seconds} s, ${READERS} leaderboard readers, ${INSTANCES} instance(s) (PostgreSQL) — ${label}`,
        {
          loadAverage: `${load.toFixed(1)}→${loadAfter.toFixed(1)}`,
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
          serversCommitted: delta('fan_votes_committed_total'),
          serversAcknowledged: delta('fan_votes_acknowledged_total'),
          meanBatch: batches ? delta('fan_vote_batch_size_sum') / batches : 0,
          // The servers' own CPU per vote (leaderboard reads included): what a quiet core would serve.
          serverCpuMsPerVote: acknowledged ? cpuMs / acknowledged : 0,
          // Everything the machine did per vote (meaningful when nothing else runs: see the load average).
          machineCpuMsPerVote: machineMsPerVote,
          machineCeilingVotesPerSecond: machineMsPerVote ? (os.cpus().length * 1000) / machineMsPerVote : 0,
          target: label === 'the burst' ? '>=3000 votes/s, 0 lost, 0 double' : 'vote p99<=250ms, 0 lost, 0 double',
          ok:
            (label === 'the burst' ? acknowledged / votes.elapsed >= 3000 : v99 <= 250) && exact
              ? 'yes'
              : exact
                ? 'exact; speed NO'
                : 'NO',
        },
      );
    };
    await phase('the burst', tokens.slice(0, FANS), SECONDS);
    await phase('steady', tokens.slice(0, STEADY), 10);
  } finally {
    for (const s of servers) await s.stop();
    fs.rmSync(work, { recursive: true, force: true });
  }
}
