// A process that casts fan votes through the app on an embedded database in DATA_DIR until it is killed: it
// prints `ready <slug> <delegate>` once its vote and fans exist, `sent <userId> <key>` before each vote goes out
// and `voted <userId> <key> <ballotId>` for every vote the API acknowledged (answered 201). Many fans vote at
// once, so the votes go to the database in shared transactions (group commit).
// Usage: tsx test/processes/votes-until-killed.ts <fans>
import { randomUUID } from 'node:crypto';
import { buildApp } from '../../src/app';
import { ensureDefaults } from '../../src/bootstrap';
import { openDatabase } from '../../src/db/client';
import { runMigrations } from '../../src/db/migrate';
import { fanVoteDelegates, fanVotes } from '../../src/db/schema';
import { createPublishedDelegate } from '../../src/dev/delegate-factories';
import { createUser, loginAs } from '../../src/dev/factories';
import { testConfig } from '../support/test-app';

const count = Number(process.argv[2] ?? 20);
const config = testConfig({ DATA_DIR: process.env.DATA_DIR ?? '', RATE_LIMIT_MAX: '100000000' });
const database = await openDatabase({ dataDir: `${config.dataDir}/db` });
await runMigrations(database);
await ensureDefaults(database.db);
const app = await buildApp({ config, database, logger: false });
await app.ready();

const delegate = await createPublishedDelegate(database.db, { firstName: 'Amara', lastName: 'Okafor' });
const [vote] = await database.db
  .insert(fanVotes)
  .values({
    slug: 'finale-until-killed',
    name: 'Finale',
    continent: null,
    opensAt: new Date(Date.now() - 3600_000),
    closesAt: new Date(Date.now() + 24 * 3600_000),
    timeZone: 'UTC',
    freeVotesPerDay: 20,
    votesPerAddressPerDay: 100_000,
    leaderboard: 'public',
    outcome: { kind: 'award', title: 'People’s Choice award' },
  })
  .returning();
if (!vote) throw new Error('vote insert returned nothing');
await database.db.insert(fanVoteDelegates).values({ voteId: vote.id, contestantId: delegate.contestantId });

const fans = [];
for (let i = 0; i < count; i += 1) {
  const user = await createUser(database.db, { firstName: 'Fan' });
  fans.push({ id: user.id, headers: { ...loginAs(app, user).headers, 'x-device-id': `device-${user.id}` } });
}
process.stdout.write(`ready ${vote.slug} ${delegate.slug}\n`);

await Promise.all(
  fans.map(async ({ id, headers }) => {
    for (;;) {
      const key = randomUUID();
      process.stdout.write(`sent ${id} ${key}\n`);
      const res = await app.inject({
        method: 'POST',
        url: `/api/votes/${vote.slug}/ballots`,
        headers,
        remoteAddress: '203.0.113.9',
        payload: { delegate: delegate.slug, idempotencyKey: key },
      });
      // Her free votes for the day used up: she stops.
      if (res.statusCode === 429) return;
      if (res.statusCode !== 201) throw new Error(`vote answered ${res.statusCode}: ${res.body}`);
      process.stdout.write(`voted ${id} ${key} ${res.json().data.ballotId}\n`);
    }
  }),
);
process.stdout.write('done\n');
