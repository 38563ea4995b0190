import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { spawnServer } from './support/server-process';
import { createTestApp } from './support/test-app';

const apiRoot = path.resolve(import.meta.dirname, '..');
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cq-lifecycle-'));
const port = 3400 + Math.floor(Math.random() * 500);

interface Started {
  child: ChildProcess;
  output: () => string;
  /** Resolves when the server has announced it listens (its banner), rejects if it exits first. */
  up: () => Promise<void>;
}

/** The development banner's line, printed once the listener is open. */
const LISTENING = /listening\s+127\.0\.0\.1:\d+/;

function startServer(env: Record<string, string> = {}): Started {
  const server = spawnServer(['--import', 'tsx', 'src/server.ts'], apiRoot, {
    PORT: String(port),
    DATA_DIR: dataDir,
    ...env,
  });
  const listening = server.until(LISTENING).then(() => {});
  // A test that expects the server to refuse to start never asks: the rejection must not go unhandled.
  listening.catch(() => {});
  return { child: server.child, output: server.output, up: () => listening };
}

/** Up, and answering: the health route after the server announced it listens. */
async function waitUntilUp(started: Started): Promise<void> {
  await started.up();
  expect((await fetch(`http://127.0.0.1:${port}/api/health`)).ok).toBe(true);
}

const exited = (child: ChildProcess) =>
  new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));

afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

// Each test starts real server processes, several of them in a row: minutes on a loaded machine.
describe('the server process', { timeout: 480_000 }, () => {
  it('refuses a bad setting with a message naming the variable', async () => {
    const { child, output } = startServer({ PORT: 'eighty' });
    expect(await exited(child)).toBe(1);
    expect(output()).toMatch(/PORT/);
  });

  it('refuses to start in production without its secrets', async () => {
    const { child, output } = startServer({ NODE_ENV: 'production', JWT_SECRET: '' });
    expect(await exited(child)).toBe(1);
    expect(output()).toMatch(/JWT_SECRET/);
  });

  it('creates its database on first start, exits cleanly on SIGTERM and SIGINT, and reopens it', async () => {
    const started = startServer();
    const { child, output } = started;
    await waitUntilUp(started);
    expect(fs.existsSync(path.join(dataDir, 'db'))).toBe(true);
    child.kill('SIGTERM');
    expect(await exited(child)).toBe(0);
    expect(output()).toContain('shutting down');

    // The database was closed cleanly: a second start opens it again.
    const again = startServer();
    await waitUntilUp(again);
    again.child.kill('SIGINT');
    expect(await exited(again.child)).toBe(0);
  });
});

describe('closing the app', () => {
  it('stops accepting new connections and finishes the requests in flight', async () => {
    let release: () => void = () => {};
    const gate = new Promise<void>((r) => (release = r));
    let arrived: () => void = () => {};
    const started = new Promise<void>((r) => (arrived = r));
    const t = await createTestApp({
      register: (app) => {
        app.get('/api/_slow', async () => {
          arrived();
          await gate;
          return { success: true, data: { finished: true } };
        });
      },
    });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port: p } = t.app.server.address() as { port: number };
    const inFlight = fetch(`http://127.0.0.1:${p}/api/_slow`, { headers: { connection: 'close' } }).then(async (r) => ({
      status: r.status,
      body: await r.json(),
    }));
    // The request is in the handler before the app starts closing; the listener is down before the next try.
    await started;
    const closing = t.app.close();
    await vi.waitFor(() => expect(t.app.server.listening).toBe(false), { timeout: 30_000 });
    const refused = await new Promise<string>((resolve) => {
      http
        .get({ host: '127.0.0.1', port: p, path: '/api/health', agent: false }, () => resolve('answered'))
        .on('error', (err: NodeJS.ErrnoException) => resolve(err.code ?? 'error'));
    });
    expect(refused).toBe('ECONNREFUSED');
    release();
    expect(await inFlight).toEqual({ status: 200, body: { success: true, data: { finished: true } } });
    await closing;
    await t.database.close();
  });
});
