// A benchmark's own API server: seeded before it starts (the embedded database cannot be opened by two
// processes), on its own port and data directory, with the per-IP limit lifted so the benchmark measures the
// work and not the limiter's refusals.
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { apiNodeFlags, apiServer, root } from '../../scripts/lib/build.mjs';

/**
 * The server's environment: development mode, quiet, no mail worker, the global per-IP limit lifted, and a
 * token secret of this run's own, shared by the seed scripts (which sign the tabs' tokens) and the server.
 */
export function ownServerEnv({ port, dataDir, databaseUrl, ...extra }) {
  return {
    ...process.env,
    NODE_ENV: 'development',
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    DATA_DIR: dataDir,
    PORT: String(port),
    HOST: '127.0.0.1',
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    LOG_LEVEL: 'warn',
    MAIL_WORKER: 'off',
    RATE_LIMIT_MAX: '100000000',
    // The benches' staff act with tokens signed for them: the organisation's rule that staff holding payments or
    // users permissions have a second factor (tested through the API) is off here.
    STAFF_SECOND_FACTOR: 'off',
    JWT_SECRET: process.env.JWT_SECRET ?? randomBytes(32).toString('hex'),
    ...extra,
  };
}

/** Runs a seed script of bench/ (TypeScript, through tsx) against the server's database; throws if it fails. */
export function seed(env, script, args, { quiet = true } = {}) {
  const r = spawnSync(process.execPath, ['--import', 'tsx', script, ...args.map(String)], {
    cwd: root,
    // The API's tsconfig, for its `#api/…` paths: the seeds import the API's own code.
    env: { ...env, TSX_TSCONFIG_PATH: path.join(root, 'apps/api/tsconfig.json') },
    stdio: ['ignore', quiet ? 'ignore' : 'inherit', 'inherit'],
  });
  if (r.status !== 0) throw new Error(`${script} failed`);
}

/** Starts the production API with `env` and waits until it answers; `stop()` ends it. */
export async function startOwnServer(env, waitFor) {
  // BENCH_SERVER_NODE_FLAGS adds Node flags to the server, e.g. `--cpu-prof --cpu-prof-dir=/tmp/prof` to profile it.
  const extra = (process.env.BENCH_SERVER_NODE_FLAGS ?? '').split(' ').filter(Boolean);
  const server = spawn(process.execPath, [...apiNodeFlags, ...extra, apiServer], {
    cwd: root,
    env,
    // BENCH_SERVER_LOG names a file for the server's own log (its stdout), e.g. to see why it stopped.
    stdio: [
      'ignore',
      process.env.BENCH_SERVER_LOG ? fs.openSync(process.env.BENCH_SERVER_LOG, 'a') : 'ignore',
      'inherit',
    ],
  });
  const baseUrl = `http://127.0.0.1:${env.PORT}`;
  const stop = async () => {
    if (server.exitCode !== null) return;
    server.kill('SIGTERM');
    await new Promise((r) => server.once('exit', r));
  };
  try {
    await waitFor(`${baseUrl}/api/health`);
  } catch (err) {
    await stop();
    throw err;
  }
  return { baseUrl, port: Number(env.PORT), pid: server.pid, stop };
}
