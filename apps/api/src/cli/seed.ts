import { eq } from 'drizzle-orm';
import { users } from '../db/schema';
import { createUser, type UserOverrides } from '../dev/factories';
import { runCommand, withConfiguredDatabase } from './open-database';
import { recordDemoFeePayments, seedDemoRecords } from './seed-demo-records';

/** Demo accounts of every role for local use; all share one password. */
export const DEMO_PASSWORD = 'Demo-Crown-2026';

export const DEMO_USERS: UserOverrides[] = [
  { email: 'developer@demo.continentalqueens.example', firstName: 'Dev', lastName: 'Ops', role: 'developer' },
  { email: 'superadmin@demo.continentalqueens.example', firstName: 'Sade', lastName: 'Balogun', role: 'super admin' },
  {
    email: 'admin@demo.continentalqueens.example',
    firstName: 'Mei',
    lastName: 'Tanaka',
    role: 'admin',
    permissions: [
      { resource: 'contestants', actions: ['manage'] },
      { resource: 'payments', actions: ['read'] },
      { resource: 'settings', actions: ['read', 'update'] },
    ],
  },
  {
    email: 'hr@demo.continentalqueens.example',
    firstName: 'Ingrid',
    lastName: 'Larsen',
    role: 'hr',
    permissions: [{ resource: 'contestants', actions: ['read', 'update'] }],
  },
  {
    email: 'editor@demo.continentalqueens.example',
    firstName: 'Lucia',
    lastName: 'Fernandez',
    role: 'editor',
    permissions: [{ resource: 'themes', actions: ['read', 'update'] }],
  },
  {
    email: 'contestant@demo.continentalqueens.example',
    firstName: 'Amara',
    lastName: 'Okafor',
    role: 'user',
    paymentStatus: 'paid',
  },
  {
    email: 'newcomer@demo.continentalqueens.example',
    firstName: 'Aiyana',
    lastName: 'Redcloud',
    role: 'user',
    isEmailVerified: false,
  },
];

async function main(): Promise<number> {
  return withConfiguredDatabase(
    async (handle) => {
      for (const demo of DEMO_USERS) {
        const email = demo.email ?? '';
        const [existing] = await handle.db.select({ id: users.id }).from(users).where(eq(users.email, email)).limit(1);
        if (existing) {
          console.info(`  exists   ${email}`);
          continue;
        }
        await createUser(handle.db, { ...demo, password: DEMO_PASSWORD, secondFactor: false });
        console.info(`  created  ${email} (${demo.role})`);
      }
      const records = await seedDemoRecords(handle.db);
      if (records) console.info(`  created  ${records} demo registrations and a few inbox messages`);
      const payments = await recordDemoFeePayments(handle.db);
      if (payments) console.info(`  created  ${payments} paid fee orders for the paid demo accounts`);
      console.info(`\nDemo accounts are ready; each signs in with the password ${DEMO_PASSWORD}`);
      return 0;
    },
    { refuseProduction: 'Refusing to seed demo accounts: NODE_ENV is production.' },
  );
}

runCommand(main);
