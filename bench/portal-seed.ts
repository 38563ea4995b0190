// Seeds the portal benchmark's contestants straight into the database the server will open (DATA_DIR or
// DATABASE_URL, like `npm run seed`), and writes their access tokens to a JSON file. One password hash is
// shared by every account: a thousand argon2id sign-ups and logins would take minutes on this machine and
// measure the password hash, not polling. Tokens are signed with the server's JWT secret, as the API tests'
// loginAs does. Usage: tsx bench/portal-seed.ts <count> <out.json>
import fs from 'node:fs';
import { openConfiguredDatabase } from '../apps/api/src/cli/open-database';
import { createUser } from '../apps/api/src/dev/factories';
import { markContestantPaid } from '../apps/api/src/modules/contestants/lifecycle';
import { createNotificationRow } from '../apps/api/test/support/notification-factories';
import { accessToken } from './lib/access-token';

const count = Number(process.argv[2] ?? 1000);
const out = process.argv[3] ?? 'portal-tokens.json';
const run = Date.now().toString(36);

const { config, handle } = await openConfiguredDatabase({
  refuseProduction: 'Refusing to seed a production database.',
});
try {
  const tokens: string[] = [];
  for (let i = 0; i < count; i += 1) {
    const user = await createUser(handle.db, {
      email: `portal-bench-${run}-${i}@bench.example`,
      firstName: 'Bench',
      lastName: `Contestant ${i}`,
      password: 'Bench-Crown-Jewel-2026',
    });
    // Most contestants have paid and started; each has a handful of notifications, some unread.
    if (i % 4 !== 0) await markContestantPaid(handle.db, user.id, { amountMinor: 100, currency: 'USD' });
    for (let n = 0; n < (i % 7) + 1; n += 1) {
      await createNotificationRow(handle.db, user.id, { status: n % 3 === 0 ? 'unread' : 'read' });
    }
    tokens.push(accessToken(config.jwtSecret, user.id));
  }
  fs.writeFileSync(out, JSON.stringify(tokens));
  console.info(`seeded ${count} contestants`);
} finally {
  await handle.close();
}
