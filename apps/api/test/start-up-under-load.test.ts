import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
// @ts-expect-error: the repository's build runner is plain JavaScript.
import { apiNodeFlags, apiServer, buildIfStale, root, webDist } from '../../../scripts/lib/build.mjs';
import { LISTENING_AT, spawnServer } from './support/server-process';

/**
 * The production build started again and again while every core is held by busy processes (a shared host, a
 * throttled container): each start must come up and answer /api/health, however long the machine makes it
 * wait. The start draws no page and compresses nothing before it listens, so no start-up time limit can end it.
 */
const STARTS = 20;
const dataDir = fs.mkdtempSync(path.join(inject('testTempDir'), 'start-up-under-load-'));
const busy: ChildProcess[] = [];

beforeAll(() => {
  // The API tier runs before the build in `npm test`: build what is missing or out of date first, as a
  // production build (the test runner's NODE_ENV=test would give the web build development JSX).
  const nodeEnv = process.env.NODE_ENV;
  delete process.env.NODE_ENV;
  try {
    (buildIfStale as () => void)();
  } finally {
    process.env.NODE_ENV = nodeEnv;
  }
  // Twice as many busy processes as cores: the server gets about a third of a core.
  const count = Math.max(4, 2 * os.availableParallelism());
  for (let i = 0; i < count; i += 1) {
    busy.push(spawn(process.execPath, ['-e', 'for (;;) {}'], { stdio: 'ignore' }));
  }
}, 900_000);

afterAll(async () => {
  for (const child of busy) child.kill('SIGKILL');
  fs.rmSync(dataDir, { recursive: true, force: true });
});

interface Run {
  /** The health route's status, or why there was none. */
  health: string;
  exitCode: number | null;
  output: string;
}

/** One start of the built server on the shared data directory: up, health asked once, SIGTERM, exit. */
async function startOnce(): Promise<Run> {
  const server = spawnServer([...(apiNodeFlags as string[]), apiServer as string], root as string, {
    PORT: '0',
    DATA_DIR: dataDir,
    WEB_DIST: webDist as string,
    SHUTDOWN_DRAIN_MS: '0',
  });
  const { child, exited } = server;
  const port = await server.until(LISTENING_AT).then(
    (found) => Number(found[1]),
    () => null,
  );
  let health = 'exited before it listened';
  if (port !== null) {
    health = await fetch(`http://127.0.0.1:${port}/api/health`)
      .then((res) => String(res.status))
      .catch((err: Error) => err.message);
    child.kill('SIGTERM');
  }
  return { health, exitCode: await exited, output: server.output() };
}

describe('start-up while every core is busy', () => {
  it(`succeeds ${STARTS} times in a row, the first on a fresh data directory`, async () => {
    const failures: string[] = [];
    for (let i = 0; i < STARTS; i += 1) {
      const run = await startOnce();
      if (run.health !== '200' || run.exitCode !== 0) {
        failures.push(`start ${i + 1}: health ${run.health}, exit ${run.exitCode}\n${run.output.slice(-2000)}`);
      }
    }
    expect(failures).toEqual([]);
  }, 1_800_000);
});
