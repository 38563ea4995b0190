import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { lockFileOf } from '../src/db/data-dir-lock';

const apiRoot = path.resolve(import.meta.dirname, '..');
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cq-lock-'));
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

const env = { ...process.env, NODE_ENV: 'development', DATA_DIR: dataDir, LOG_LEVEL: 'info', MAIL_WORKER: 'off' };

interface Started {
  child: ChildProcess;
  output(): string;
  exited: Promise<number | null>;
}

/** Runs a TypeScript entry point of the API as its own process; `until` resolves when its output matches. */
function run(script: string, args: string[] = [], extra: Record<string, string> = {}) {
  let out = '';
  const child = spawn(process.execPath, ['--import', 'tsx', script, ...args], {
    cwd: apiRoot,
    env: { ...env, ...extra },
  });
  child.stdout?.on('data', (d) => (out += d));
  child.stderr?.on('data', (d) => (out += d));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  const until = (pattern: RegExp) =>
    new Promise<void>((resolve, reject) => {
      const look = () => pattern.test(out) && resolve();
      child.stdout?.on('data', look);
      child.stderr?.on('data', look);
      void exited.then((code) => reject(new Error(`${script} exited with ${code}:\n${out}`)));
    });
  const started: Started = { child, output: () => out, exited };
  return { ...started, until };
}

const server = () => run('src/server.ts', [], { PORT: '0', HOST: '127.0.0.1' });

describe('the embedded database directory is held by one process at a time', () => {
  it('refuses `npm run seed` while the server runs, naming the server', async () => {
    const running = server();
    await running.until(/Server listening at/);
    try {
      const seed = run('src/cli/seed.ts');
      expect(await seed.exited).toBe(1);
      expect(seed.output()).toContain(
        `The database in ${path.join(dataDir, 'db')} is in use by the server (pid ${running.child.pid}`,
      );
      expect(seed.output()).not.toMatch(/created/);
    } finally {
      running.child.kill('SIGTERM');
      expect(await running.exited).toBe(0);
    }
    expect(fs.existsSync(lockFileOf(path.join(dataDir, 'db')))).toBe(false);
  }, 120_000);

  it('refuses to start the server while a command holds it, naming the command', async () => {
    const holder = run('test/processes/hold-data-dir.ts');
    await holder.until(/holding/);
    try {
      const refused = server();
      expect(await refused.exited).toBe(1);
      expect(refused.output()).toContain(`is in use by hold-data-dir (pid ${holder.child.pid}`);
    } finally {
      holder.child.stdin?.end();
      expect(await holder.exited).toBe(0);
    }
  }, 120_000);

  it('takes over a lock left by a process that is gone', async () => {
    const gone = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))'], { encoding: 'utf8' });
    const lock = lockFileOf(path.join(dataDir, 'db'));
    fs.writeFileSync(
      lock,
      JSON.stringify({ pid: Number(gone.stdout), command: 'the server', host: os.hostname(), since: '2026-01-01' }),
    );
    const admin = run('src/cli/create-admin.ts', [
      '--email',
      'founder@queens.example',
      '--password',
      'Crowned-Sceptre-2026',
    ]);
    expect(await admin.exited, admin.output()).toBe(0);
    expect(admin.output()).toContain('Created super admin founder@queens.example.');
    expect(fs.existsSync(lock)).toBe(false);
  }, 120_000);
});
