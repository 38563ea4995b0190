import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PassThrough } from 'node:stream';
import pino from 'pino';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { localStorage } from '../src/storage/local';
import { STALE_AFTER_MS, SWEEP_EVERY_MS, startSweeper } from '../src/storage/sweeper';
import { createTestApp } from './support/test-app';

const HOUR = 60 * 60 * 1000;
const dirs: string[] = [];
function freshDataDir(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cq-leftovers-'));
  dirs.push(dir);
  return dir;
}
afterEach(() => {
  vi.useRealTimers();
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

/** A file under `root` whose last write was `ageMs` ago. */
function leftover(root: string, name: string, ageMs: number, bytes = 1024): string {
  const file = path.join(root, name);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, Buffer.alloc(bytes, 1));
  const when = new Date(Date.now() - ageMs);
  fs.utimesSync(file, when, when);
  return file;
}

describe('temporary files of interrupted uploads', () => {
  it('are swept when the API starts: stale .part files go, fresh ones and stored files stay', async () => {
    const dataDir = freshDataDir();
    const uploads = path.join(dataDir, 'uploads');
    const stale = leftover(uploads, 'contestants/c1/video/a.mp4.0a1b2c3d4e5f.part', 2 * HOUR, 4096);
    const fresh = leftover(uploads, 'contestants/c2/video/b.mp4.0a1b2c3d4e5f.part', 10 * 60 * 1000);
    const stored = leftover(uploads, 'contestants/c1/headshot/c.jpg', 3 * HOUR);

    const t = await createTestApp({ env: { DATA_DIR: dataDir } });
    try {
      expect(fs.existsSync(stale)).toBe(false);
      expect(fs.existsSync(fresh)).toBe(true);
      expect(fs.existsSync(stored)).toBe(true);
    } finally {
      await t.close();
    }
  });

  it('are swept periodically once they have not been written for an hour', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const root = freshDataDir();
    const storage = localStorage(root);
    const file = leftover(root, 'contestants/c1/video/a.mp4.aaaaaaaaaaaa.part', STALE_AFTER_MS - 60_000);
    const sweeper = startSweeper(storage, pino({ level: 'silent' }));
    await sweeper.idle();
    expect(fs.existsSync(file)).toBe(true);

    const old = new Date(Date.now() - STALE_AFTER_MS - 60_000);
    fs.utimesSync(file, old, old);
    vi.advanceTimersByTime(SWEEP_EVERY_MS);
    await sweeper.idle();
    expect(fs.existsSync(file)).toBe(false);
    sweeper.stop();
  });

  it('are never swept while this process is still writing them', async () => {
    const root = freshDataDir();
    const storage = localStorage(root);
    const body = new PassThrough();
    const put = storage.put('contestants/c1/video/slow.mp4', body, { contentType: 'video/mp4' });
    body.write(Buffer.alloc(1024, 2));
    const dir = path.join(root, 'contestants/c1/video');
    await vi.waitFor(() => expect(fs.readdirSync(dir).some((f) => f.endsWith('.part'))).toBe(true));
    const partial = path.join(dir, fs.readdirSync(dir).find((f) => f.endsWith('.part')) ?? '');
    const old = new Date(Date.now() - 2 * HOUR);
    fs.utimesSync(partial, old, old);

    expect(await storage.sweepStale?.(STALE_AFTER_MS)).toEqual({ files: 0, bytes: 0 });
    body.end(Buffer.alloc(1024, 3));
    await put;
    expect(fs.readFileSync(path.join(dir, 'slow.mp4')).length).toBe(2048);
    expect(fs.readdirSync(dir)).toEqual(['slow.mp4']);
  });
});
