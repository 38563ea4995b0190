// Seeds the registration benchmark's paid contestants straight into the database the server will open
// (DATA_DIR or DATABASE_URL, like `npm run seed`) and writes their access tokens and record ids to a JSON
// file: signing up and paying through the test checkout takes minutes (its per-IP limit) and would measure
// neither autosaves nor uploads. One password hash is shared by every account.
// Usage: tsx bench/registration-seed.ts <count> <out.json>
import fs from 'node:fs';
import { openConfiguredDatabase } from '../apps/api/src/cli/open-database';
import { createUser } from '../apps/api/src/dev/factories';
import { markContestantPaid } from '../apps/api/src/modules/contestants/lifecycle';
import { accessToken } from './lib/access-token';

const count = Number(process.argv[2] ?? 100);
const out = process.argv[3] ?? 'registration-users.json';
const run = Date.now().toString(36);

const { config, handle } = await openConfiguredDatabase({
  refuseProduction: 'Refusing to seed a production database.',
});
try {
  const users: { token: string; contestantId: string }[] = [];
  for (let i = 0; i < count; i += 1) {
    const user = await createUser(handle.db, {
      email: `registration-bench-${run}-${i}@bench.example`,
      firstName: 'Bench',
      lastName: `Queen ${i}`,
      password: 'Bench-Crown-Jewel-2026',
    });
    const record = await markContestantPaid(handle.db, user.id, { amountMinor: 15000, currency: 'USD' });
    users.push({ token: accessToken(config.jwtSecret, user.id), contestantId: record.id });
  }
  fs.writeFileSync(out, JSON.stringify(users));
  console.info(`seeded ${count} paid contestants`);
} finally {
  await handle.close();
}
