import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import readline from 'node:readline';
import { inArray } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../src/db/client';
import { contestants } from '../src/db/schema';

const apiRoot = path.resolve(import.meta.dirname, '..');
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cq-autosave-crash-'));
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

/** Acknowledged saves a process must have seen before it is killed. */
const ACKNOWLEDGED = 60;

describe('an autosave the API acknowledged on the embedded database', () => {
  it('is still there after the process is killed with SIGKILL and the directory reopened', async () => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'test/processes/autosave-until-killed.ts', '4'], {
      cwd: apiRoot,
      env: { ...process.env, DATA_DIR: dataDir },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let errors = '';
    child.stderr.on('data', (d) => (errors += d));
    const exited = new Promise<NodeJS.Signals | null>((resolve) =>
      child.on('exit', (_code, signal) => resolve(signal)),
    );

    const acknowledged = new Map<string, number>();
    let saves = 0;
    for await (const line of readline.createInterface({ input: child.stdout })) {
      const [word, id, revision] = line.split(' ');
      if (word !== 'saved' || !id) continue;
      acknowledged.set(id, Math.max(acknowledged.get(id) ?? 0, Number(revision)));
      saves += 1;
      if (saves === ACKNOWLEDGED) {
        child.kill('SIGKILL');
        break;
      }
    }
    expect(await exited, errors).toBe('SIGKILL');
    expect(saves).toBe(ACKNOWLEDGED);

    // The killed process's lock is stale: the directory opens again and recovers from its write-ahead log.
    const reopened = await openDatabase({ dataDir: path.join(dataDir, 'db') });
    try {
      const rows = await reopened.db
        .select({ id: contestants.id, draftRevision: contestants.draftRevision })
        .from(contestants)
        .where(inArray(contestants.id, [...acknowledged.keys()]));
      const stored = Object.fromEntries(rows.map((r) => [r.id, r.draftRevision]));
      for (const [id, revision] of acknowledged) expect(stored[id], id).toBeGreaterThanOrEqual(revision);
    } finally {
      await reopened.close();
    }
  }, 120_000);
});
