// Seeds the back-office benchmark: <count> contestants spread over every status, continent and payment state,
// with realistic submitted forms, straight into the database the server will open (DATABASE_URL), plus one
// super admin whose access token is written to <out.json>. One password hash is shared by every account (a
// benchmark of the list should not spend minutes in argon2id). Usage: tsx bench/admin-seed.ts <count> <out.json>
import fs from 'node:fs';
import { REGISTRATION_CONTINENTS, REGISTRATION_STATUSES } from '@cq/shared';
import { openConfiguredDatabase } from '../apps/api/src/cli/open-database';
import { contestantSubmissions, contestants, users } from '../apps/api/src/db/schema';
import { buildRegistrationForm } from '../apps/api/src/dev/contestant-factories';
import { createUser } from '../apps/api/src/dev/factories';
import { hashPassword } from '../apps/api/src/lib/passwords';
import { accessToken } from './lib/access-token';

const count = Number(process.argv[2] ?? 20_000);
const out = process.argv[3] ?? 'admin-bench.json';
const BATCH = 500;
const FIRST = ['Amara', 'Lena', 'Sofia', 'Mei', 'Aiyana', 'Chloe', 'Isabela', 'Zanele', 'Priya', 'Ana', 'Freya'];
const LAST = ['Okafor', 'Schmidt', 'Rossi', 'Chen', 'Morningstar', 'Martin', 'Silva', 'Dlamini', 'Sharma', 'Lopez'];

const { config, handle } = await openConfiguredDatabase({
  refuseProduction: 'Refusing to seed a production database.',
});
try {
  const passwordHash = await hashPassword('Bench-Crown-Jewel-2026');
  // The reviewer has a standing session (createUser), which her access token belongs to.
  const admin = await createUser(handle.db, {
    email: `admin-bench-${Date.now().toString(36)}@bench.example`,
    firstName: 'Bench',
    lastName: 'Reviewer',
    role: 'super admin',
    isEmailVerified: true,
  });
  const start = Date.now() - count * 60_000;
  for (let from = 0; from < count; from += BATCH) {
    const size = Math.min(BATCH, count - from);
    const batch = Array.from({ length: size }, (_, k) => from + k);
    const made = await handle.db
      .insert(users)
      .values(
        batch.map((i) => ({
          email: `contestant-${i}@bench.example`,
          passwordHash,
          firstName: FIRST[i % FIRST.length] as string,
          lastName: `${LAST[(i * 7) % LAST.length]} ${i}`,
          isEmailVerified: true,
          paymentStatus: i % 10 === 0 ? ('pending' as const) : ('paid' as const),
        })),
      )
      .returning({ id: users.id });
    const rows = batch.map((i, k) => {
      const status = REGISTRATION_STATUSES[i % REGISTRATION_STATUSES.length] ?? 'in_progress';
      const submitted = !['payment_pending', 'in_progress'].includes(status);
      const form = buildRegistrationForm({ continent: REGISTRATION_CONTINENTS[i % REGISTRATION_CONTINENTS.length] });
      const at = new Date(start + i * 60_000);
      return {
        userId: made[k]?.id as string,
        registrationStatus: status,
        formData: submitted ? form : null,
        draftFormData: form,
        lastDraftSaved: at,
        submittedAt: submitted ? at : null,
        submissionCount: submitted ? 1 : 0,
        paidAt: status === 'payment_pending' ? null : at,
        paymentAmountMinor: 10_000,
        paymentCurrency: 'USD',
        createdAt: at,
        updatedAt: at,
      };
    });
    const inserted = await handle.db
      .insert(contestants)
      .values(rows)
      .returning({ id: contestants.id, formData: contestants.formData, submittedAt: contestants.submittedAt });
    const submissions = inserted
      .filter((r) => r.formData && r.submittedAt)
      .map((r) => ({
        contestantId: r.id,
        version: 1,
        kind: 'initial' as const,
        formData: r.formData as NonNullable<typeof r.formData>,
        submittedAt: r.submittedAt as Date,
      }));
    if (submissions.length) await handle.db.insert(contestantSubmissions).values(submissions);
  }
  fs.writeFileSync(out, JSON.stringify({ token: accessToken(config.jwtSecret, admin.id, 60 * 60) }));
  console.info(`seeded ${count} contestants`);
} finally {
  await handle.close();
}
