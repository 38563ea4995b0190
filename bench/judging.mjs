// Judging (issue 16), on PostgreSQL: 12 judges score 60 delegates in 5 segments at once, each judge sending one
// delegate's five scores per request, as a phone does when the judge moves to the next delegate.
// Measures the score save's latency (p50, p99; target p99 <= 100 ms) and the time from the last score's answer
// to the director's tabulation showing every score (target <= 1 s): the director's page asks for it every 500 ms,
// so the worst case is that pause plus one tabulation.
// The database is created afresh on the local PostgreSQL (BENCH_JUDGING_DATABASE_URL, default
// postgres://postgres@127.0.0.1:5432/cq_bench_judging).
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freshDatabase } from './lib/fresh-database.mjs';
import { ownServerEnv, seed, startOwnServer } from './lib/own-server.mjs';

const JUDGES = Number(process.env.BENCH_JUDGES ?? 12);
const DELEGATES = Number(process.env.BENCH_DELEGATES ?? 60);
/**
 * Before measuring, each judge scores this many delegates once (not counted): the server's code is compiled by
 * then, as it is a minute into a real round, and a 3-second run is not dominated by its first cold requests.
 * Those delegates' scores are then entered again in the measured run (a judge revising a score).
 */
const WARM_UP = Number(process.env.BENCH_JUDGING_WARMUP ?? 10);
const SEGMENTS = ['interview', 'evening-gown', 'talent', 'platform', 'on-stage-question'];
const PORT = Number(process.env.BENCH_JUDGING_PORT ?? 3914);
const DB_URL = process.env.BENCH_JUDGING_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/cq_bench_judging';

/** The director's page asks for the tabulation this often while the round is open. */
const POLL_MS = 500;

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

export async function run(ctx) {
  const { report, waitFor } = ctx;
  freshDatabase(DB_URL);
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'cq-bench-judging-'));
  const seedFile = path.join(work, 'judging.json');
  const env = ownServerEnv({ port: PORT, dataDir: work, databaseUrl: DB_URL });
  seed(env, 'bench/judging-seed.ts', [JUDGES, DELEGATES, seedFile]);
  const seeded = JSON.parse(fs.readFileSync(seedFile, 'utf8'));
  const server = await startOwnServer(env, waitFor);
  try {
    const base = `${server.baseUrl}/api`;
    const scoresUrl = `${base}/judging/rounds/${seeded.roundId}/scores`;
    const tabulationUrl = `${base}/admin/judging/rounds/${seeded.roundId}/tabulation`;
    const tabulate = async () => {
      const res = await fetch(tabulationUrl, { headers: { authorization: `Bearer ${seeded.director}` } });
      if (!res.ok) throw new Error(`tabulation answered ${res.status}`);
      return (await res.json()).data;
    };
    await tabulate(); // warm

    const latencies = [];
    let errors = 0;
    let lastAnswer = 0;
    let started = performance.now();
    const scoreAll = (delegates) =>
      Promise.all(
        seeded.judges.map(async (token, j) => {
          for (const [d, delegateId] of delegates.entries()) {
            const scores = SEGMENTS.map((segmentKey, s) => ({
              clientId: randomUUID(),
              delegateId,
              segmentKey,
              value: (50 + ((j * 7 + d * 3 + s) % 50)) / 10,
              enteredAt: Date.now(),
            }));
            const t0 = performance.now();
            const res = await fetch(scoresUrl, {
              method: 'PUT',
              headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
              body: JSON.stringify({ scores }),
            });
            await res.arrayBuffer();
            const t1 = performance.now();
            if (!res.ok) errors += 1;
            latencies.push(t1 - t0);
            lastAnswer = Math.max(lastAnswer, t1);
          }
        }),
      );
    await scoreAll(seeded.delegates.slice(0, WARM_UP));
    latencies.length = 0;
    errors = 0;
    started = performance.now();
    await scoreAll(seeded.delegates);
    const seconds = (performance.now() - started) / 1000;
    latencies.sort((a, b) => a - b);
    const p99 = percentile(latencies, 99);
    report(
      `judging: score saves (${JUDGES} judges × ${DELEGATES} delegates × ${SEGMENTS.length} segments, after ${WARM_UP} to warm up)`,
      {
        requests: latencies.length,
        rps: latencies.length / seconds,
        p50ms: percentile(latencies, 50),
        p99ms: p99,
        maxMs: latencies.at(-1),
        target: 'p99<=100ms',
        ok: p99 <= 100 && errors === 0 ? 'yes' : 'NO',
        errors,
      },
    );

    // The director's table: asked at once after the last score's answer, it must already hold every score.
    const expected = JUDGES * DELEGATES * SEGMENTS.length;
    const t0 = performance.now();
    const table = await tabulate();
    const visibleMs = performance.now() - lastAnswer;
    const tabulationMs = performance.now() - t0;
    report('judging: tabulation after the last score', {
      scoresShown: table.scoresReceived,
      expected,
      tabulationMs,
      visibleAfterLastScoreMs: visibleMs,
      worstCaseMs: POLL_MS + tabulationMs,
      target: 'pause+tabulation<=1000ms',
      ok: table.scoresReceived === expected && POLL_MS + tabulationMs <= 1000 ? 'yes' : 'NO',
    });
  } finally {
    await server.stop();
    fs.rmSync(work, { recursive: true, force: true });
  }
}
