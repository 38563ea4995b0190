// Seeds the heavy-work benchmark straight into the database the server will open (DATA_DIR or DATABASE_URL): a
// contestant with <orders> paid orders (each a receipt never drawn yet), <extra> more paid orders of other payers
// for the payments export, and a super admin. Writes both access tokens and the order ids to a JSON file.
// Usage: tsx bench/heavy-seed.ts <orders> <extra> <out.json>
import fs from 'node:fs';
import { openConfiguredDatabase } from '../apps/api/src/cli/open-database';
import { orders } from '../apps/api/src/db/schema';
import { createUser } from '../apps/api/src/dev/factories';
import { accessToken } from './lib/access-token';

const count = Number(process.argv[2] ?? 20);
const extra = Number(process.argv[3] ?? 5000);
const out = process.argv[4] ?? 'heavy-bench.json';
const BATCH = 500;

const { config, handle } = await openConfiguredDatabase({
  refuseProduction: 'Refusing to seed a production database.',
});
try {
  const stamp = Date.now().toString(36);
  const payer = await createUser(handle.db, {
    email: `heavy-bench-${stamp}@bench.example`,
    firstName: 'Bench',
    lastName: 'Payer',
    isEmailVerified: true,
  });
  const admin = await createUser(handle.db, {
    email: `heavy-admin-${stamp}@bench.example`,
    firstName: 'Bench',
    lastName: 'Treasurer',
    role: 'super admin',
    isEmailVerified: true,
  });
  const paid = (userId: string, i: number) => ({
    userId,
    provider: 'stripe' as const,
    amountMinor: 15000,
    currency: 'USD',
    reference: `CQ-HEAVY-${stamp}-${i}`,
    providerReference: `pi_heavy_${i}`,
    status: 'paid' as const,
    createdAt: new Date(Date.now() - i * 60_000),
    paidAt: new Date(Date.now() - i * 60_000 + 30_000),
  });
  const mine = await handle.db
    .insert(orders)
    .values(Array.from({ length: count }, (_, i) => paid(payer.id, i)))
    .returning({ id: orders.id });
  for (let from = 0; from < extra; from += BATCH) {
    const size = Math.min(BATCH, extra - from);
    await handle.db.insert(orders).values(Array.from({ length: size }, (_, k) => paid(admin.id, count + from + k)));
  }
  fs.writeFileSync(
    out,
    JSON.stringify({
      payerToken: accessToken(config.jwtSecret, payer.id, 60 * 60),
      adminToken: accessToken(config.jwtSecret, admin.id, 60 * 60),
      orderIds: mine.map((o) => o.id),
    }),
  );
} finally {
  await handle.close();
}
