import { inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { contestants } from '../src/db/schema';
import { ownDataDir, reopenDataDir, startProcessToKill } from './support/killed-process';

const dataDir = ownDataDir('cq-autosave-crash-');

/** Acknowledged saves a process must have seen before it is killed. */
const ACKNOWLEDGED = 60;

describe('an autosave the API acknowledged on the embedded database', () => {
  it('is still there after the process is killed with SIGKILL and the directory reopened', async () => {
    const child = startProcessToKill('autosave-until-killed.ts', ['4'], dataDir);

    const acknowledged = new Map<string, number>();
    let saves = 0;
    for await (const line of child.lines) {
      const [word, id, revision] = line.split(' ');
      if (word !== 'saved' || !id) continue;
      acknowledged.set(id, Math.max(acknowledged.get(id) ?? 0, Number(revision)));
      saves += 1;
      if (saves === ACKNOWLEDGED) {
        child.kill();
        break;
      }
    }
    expect(await child.exited, child.errors()).toBe('SIGKILL');
    expect(saves).toBe(ACKNOWLEDGED);

    const reopened = await reopenDataDir(dataDir);
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
