// A process that autosaves drafts through the app on an embedded database in DATA_DIR until it is killed:
// it prints `ready <id,…>` once its contestants exist, then `saved <id> <revision>` for every save the API
// acknowledged (answered 200). Usage: tsx test/processes/autosave-until-killed.ts <contestants>
import { buildApp } from '../../src/app';
import { ensureDefaults } from '../../src/bootstrap';
import { openDatabase } from '../../src/db/client';
import { runMigrations } from '../../src/db/migrate';
import { buildRegistrationForm, createPaidContestant } from '../../src/dev/contestant-factories';
import { loginAs } from '../../src/dev/factories';
import { testConfig } from '../support/test-app';

const count = Number(process.argv[2] ?? 5);
const config = testConfig({ DATA_DIR: process.env.DATA_DIR ?? '' });
const database = await openDatabase({ dataDir: `${config.dataDir}/db` });
await runMigrations(database);
await ensureDefaults(database.db);
const app = await buildApp({ config, database, logger: false });
await app.ready();

const people = [];
for (let i = 0; i < count; i += 1) {
  const { user, contestant } = await createPaidContestant(database.db);
  people.push({ id: contestant.id, headers: loginAs(app, user).headers });
}
process.stdout.write(`ready ${people.map((p) => p.id).join(',')}\n`);

await Promise.all(
  people.map(async ({ id, headers }) => {
    for (let revision = 0; ; ) {
      const res = await app.inject({
        method: 'POST',
        url: `/api/contestants/${id}/draft`,
        headers: { ...headers, 'if-match': `"${revision}"` },
        payload: buildRegistrationForm({ occupation: `Saved ${revision + 1} times` }),
      });
      if (res.statusCode !== 200) throw new Error(`save answered ${res.statusCode}: ${res.body}`);
      revision = Number(res.headers.etag?.toString().replaceAll('"', ''));
      process.stdout.write(`saved ${id} ${revision}\n`);
    }
  }),
);
