// Seeds the live finale's benchmark: a round of <delegates> published delegates, its live show with <cues> cues
// each putting a delegate on stage (no cue opens a window or reveals: the benchmark measures the fan-out), and a
// director (show: direct) with a standing session, straight into the database the server will open
// (DATABASE_URL). Writes the show's id and the director's access token to <out.json>.
// Usage: tsx bench/live-seed.ts <delegates> <cues> <out.json>
import fs from 'node:fs';
import { openConfiguredDatabase } from '../apps/api/src/cli/open-database';
import { liveCues } from '../apps/api/src/db/schema';
import { createPublishedDelegate } from '../apps/api/src/dev/delegate-factories';
import { createUser } from '../apps/api/src/dev/factories';
import { createLiveFinale } from '../apps/api/src/dev/live-factories';
import { accessToken } from './lib/access-token';

const delegateCount = Number(process.argv[2] ?? 5);
const cueCount = Number(process.argv[3] ?? 100);
const out = process.argv[4] ?? 'live-bench.json';

const { config, handle } = await openConfiguredDatabase({
  refuseProduction: 'Refusing to seed a production database.',
});
try {
  const db = handle.db;
  const delegates = [];
  for (let d = 0; d < delegateCount; d += 1) {
    delegates.push(await createPublishedDelegate(db, { firstName: `Delegate${d}`, lastName: 'Bench' }));
  }
  const { show } = await createLiveFinale(db, {
    slug: 'bench-finale',
    name: 'Bench Finale',
    contestantIds: delegates.map((d) => d.contestantId),
  });
  await db.insert(liveCues).values(
    Array.from({ length: cueCount }, (_, position) => ({
      showId: show.id,
      position,
      kind: 'custom' as const,
      title: `On stage ${position + 1}`,
      delegateId: delegates[position % delegates.length]?.contestantId ?? null,
    })),
  );
  const director = await createUser(db, {
    role: 'editor',
    permissions: [{ resource: 'show', actions: ['direct'] }],
    isEmailVerified: true,
  });
  fs.writeFileSync(out, JSON.stringify({ showId: show.id, token: accessToken(config.jwtSecret, director.id, 3600) }));
} finally {
  await handle.close();
}
