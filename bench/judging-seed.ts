// Seeds the judging benchmark: <delegates> approved contestants of Africa, <judges> judge accounts, a director,
// and one open round with five segments, straight into the database the server will open (DATABASE_URL). Writes
// the round's id, the delegates' ids and every account's access token to <out.json>.
// Usage: tsx bench/judging-seed.ts <judges> <delegates> <out.json>
import fs from 'node:fs';
import { DEFAULT_ROUND_RULES } from '@cq/shared';
import { openConfiguredDatabase } from '../apps/api/src/cli/open-database';
import { contestants, judgingJudges, judgingRoundDelegates, judgingRounds, users } from '../apps/api/src/db/schema';
import { buildRegistrationForm } from '../apps/api/src/dev/contestant-factories';
import { createUser } from '../apps/api/src/dev/factories';
import { hashPassword } from '../apps/api/src/lib/passwords';
import { accessToken } from './lib/access-token';

const judgeCount = Number(process.argv[2] ?? 12);
const delegateCount = Number(process.argv[3] ?? 60);
const out = process.argv[4] ?? 'judging-bench.json';

const { config, handle } = await openConfiguredDatabase({
  refuseProduction: 'Refusing to seed a production database.',
});
try {
  const passwordHash = await hashPassword('Bench-Crown-Jewel-2026');
  const director = await createUser(handle.db, {
    email: `director-${Date.now().toString(36)}@bench.example`,
    role: 'super admin',
    isEmailVerified: true,
  });
  const judges = [];
  for (let j = 0; j < judgeCount; j += 1) {
    judges.push(
      await createUser(handle.db, {
        email: `judge-${j}-${Date.now().toString(36)}@bench.example`,
        isEmailVerified: true,
        permissions: [{ resource: 'judging', actions: ['score'] }],
      }),
    );
  }
  const made = await handle.db
    .insert(users)
    .values(
      Array.from({ length: delegateCount }, (_, i) => ({
        email: `delegate-${i}-${Date.now().toString(36)}@bench.example`,
        passwordHash,
        firstName: 'Delegate',
        lastName: String(i),
        isEmailVerified: true,
        paymentStatus: 'paid' as const,
      })),
    )
    .returning({ id: users.id });
  const form = buildRegistrationForm({ continent: 'Africa' });
  const delegates = await handle.db
    .insert(contestants)
    .values(
      made.map((u) => ({
        userId: u.id,
        registrationStatus: 'preliminary_approved' as const,
        formData: form,
        draftFormData: form,
      })),
    )
    .returning({ id: contestants.id });
  const [round] = await handle.db
    .insert(judgingRounds)
    .values({
      season: 2026,
      slug: `bench-${Date.now().toString(36)}`,
      name: 'Final',
      continent: 'Africa',
      kind: 'final',
      status: 'open',
      // The product's default rules, with the high and low marks dropped and five delegates going through.
      rules: { ...DEFAULT_ROUND_RULES, dropHighLow: true, advanceCount: 5 },
    })
    .returning({ id: judgingRounds.id });
  const roundId = round?.id as string;
  await handle.db.insert(judgingRoundDelegates).values(delegates.map((d) => ({ roundId, contestantId: d.id })));
  await handle.db
    .insert(judgingJudges)
    .values(judges.map((j, i) => ({ roundId, userId: j.id, number: i + 1, head: i === 0 })));
  const token = (id: string) => accessToken(config.jwtSecret, id, 60 * 60);
  fs.writeFileSync(
    out,
    JSON.stringify({
      roundId,
      delegates: delegates.map((d) => d.id),
      director: token(director.id),
      judges: judges.map((j) => token(j.id)),
    }),
  );
} finally {
  await handle.close();
}
