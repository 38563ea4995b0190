import { describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { fanBallots } from '../src/db/schema';
import { loginAs } from '../src/dev/factories';
import { ownDataDir, reopenDataDir, startProcessToKill } from './support/killed-process';
import { testConfig } from './support/test-app';

const dataDir = ownDataDir('cq-votes-crash-');

/** Votes the process must have acknowledged before it is killed. */
const ACKNOWLEDGED = 120;

describe('votes committed together, when the process is killed mid-batch', () => {
  it('leaves every acknowledged vote once, nothing that was not sent, and a resent vote is counted once', async () => {
    const child = startProcessToKill('votes-until-killed.ts', ['20'], dataDir);

    let slug = '';
    let delegate = '';
    /** Every vote sent (key → fan) and those acknowledged (key → ballot id). */
    const sent = new Map<string, string>();
    const acknowledged = new Map<string, string>();
    for await (const line of child.lines) {
      const [word, a, b, c] = line.split(' ');
      if (word === 'ready') [slug, delegate] = [a as string, b as string];
      else if (word === 'sent') sent.set(b as string, a as string);
      else if (word === 'voted') {
        acknowledged.set(b as string, c as string);
        // Killed while twenty fans keep votes in flight: a batch is at the database or gathering.
        if (acknowledged.size === ACKNOWLEDGED) {
          child.kill();
          break;
        }
      }
    }
    expect(await child.exited, child.errors()).toBe('SIGKILL');
    expect(acknowledged.size).toBe(ACKNOWLEDGED);

    const database = await reopenDataDir(dataDir);
    const config = testConfig({ DATA_DIR: dataDir, RATE_LIMIT_MAX: '100000000' });
    const app = await buildApp({ config, database, logger: false });
    try {
      await app.ready();
      const rows = await database.db.select().from(fanBallots);
      const stored = new Map(rows.map((r) => [r.idempotencyKey, r.id]));
      expect(stored.size).toBe(rows.length);
      for (const [key, ballotId] of acknowledged) expect(stored.get(key), key).toBe(ballotId);
      for (const key of stored.keys()) expect(sent.has(key), key).toBe(true);

      // Each fan resends every vote she sent (she never saw an answer to the last ones): what was stored is
      // answered as already counted, what was lost with the process is counted now, and nothing twice.
      for (const [key, userId] of sent) {
        const res = await app.inject({
          method: 'POST',
          url: `/api/votes/${slug}/ballots`,
          headers: { ...loginAs(app, { id: userId }).headers, 'x-device-id': `device-${userId}` },
          remoteAddress: '203.0.113.9',
          payload: { delegate, idempotencyKey: key },
        });
        const earlier = stored.get(key);
        expect(res.statusCode, res.body).toBe(earlier ? 200 : 201);
        if (earlier) expect(res.json().data.ballotId).toBe(earlier);
      }
      const after = await database.db.select().from(fanBallots);
      expect(after).toHaveLength(sent.size);
      expect(new Set(after.map((r) => r.idempotencyKey)).size).toBe(sent.size);
    } finally {
      await app.close();
      await database.close();
    }
  }, 180_000);
});
