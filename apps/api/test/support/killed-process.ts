import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import readline from 'node:readline';
import { afterAll } from 'vitest';
import { openDatabase } from '../../src/db/client';

const apiRoot = path.resolve(import.meta.dirname, '../..');

/** An embedded database directory of this test file's own, removed once the file is done. */
export function ownDataDir(prefix: string): string {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));
  return dataDir;
}

/**
 * Starts one of the API's test processes (test/processes/) on the data directory, for a test to kill with SIGKILL
 * once it has seen enough: its output read line by line, what it wrote on standard error, and how it ended.
 */
export function startProcessToKill(script: string, args: string[], dataDir: string) {
  const child = spawn(process.execPath, ['--import', 'tsx', `test/processes/${script}`, ...args], {
    cwd: apiRoot,
    env: { ...process.env, DATA_DIR: dataDir },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let errors = '';
  child.stderr.on('data', (d) => (errors += d));
  const exited = new Promise<NodeJS.Signals | null>((resolve) => child.on('exit', (_code, signal) => resolve(signal)));
  return {
    lines: readline.createInterface({ input: child.stdout }),
    kill: () => child.kill('SIGKILL'),
    exited,
    errors: () => errors,
  };
}

/** The killed process's directory opened again: its lock is stale, and it recovers from its write-ahead log. */
export const reopenDataDir = (dataDir: string) => openDatabase({ dataDir: path.join(dataDir, 'db') });
