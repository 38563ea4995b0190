// Seeds the fan-voting benchmark: <delegates> published delegates, one open vote for them, and <fans> verified
// accounts each with a standing session, straight into the database the server will open (DATABASE_URL). Writes
// the vote's slug, the delegates' slugs and every fan's access token to <out.json>.
// Usage: tsx bench/voting-seed.ts <fans> <delegates> <out.json>
import fs from 'node:fs';
import { MAX_FREE_VOTES_PER_DAY } from '@cq/shared';
import { openConfiguredDatabase } from '../apps/api/src/cli/open-database';
import { fanVoteDelegates, fanVotes, refreshTokens, users } from '../apps/api/src/db/schema';
import { createPublishedDelegate } from '../apps/api/src/dev/delegate-factories';
import { hashPassword } from '../apps/api/src/lib/passwords';
import { hashToken, newSecureToken } from '../apps/api/src/lib/secure-token';
import { accessToken } from './lib/access-token';

const fanCount = Number(process.argv[2] ?? 5_000);
const delegateCount = Number(process.argv[3] ?? 12);
const out = process.argv[4] ?? 'voting-bench.json';
const BATCH = 500;

const { config, handle } = await openConfiguredDatabase({
  refuseProduction: 'Refusing to seed a production database.',
});
try {
  const delegates = [];
  for (let d = 0; d < delegateCount; d += 1) {
    delegates.push(await createPublishedDelegate(handle.db, { firstName: `Delegate${d}`, lastName: 'Bench' }));
  }
  const [vote] = await handle.db
    .insert(fanVotes)
    .values({
      slug: 'finale-peoples-choice',
      name: 'Finale People’s Choice',
      continent: null,
      opensAt: new Date(Date.now() - 3600_000),
      closesAt: new Date(Date.now() + 24 * 3600_000),
      timeZone: 'UTC',
      freeVotesPerDay: MAX_FREE_VOTES_PER_DAY,
      // Every fan of the benchmark votes from 127.0.0.1: the network limit is lifted as far as it goes.
      votesPerAddressPerDay: 100_000,
      leaderboard: 'public',
      outcome: { kind: 'award', title: 'People’s Choice award' },
    })
    .returning();
  if (!vote) throw new Error('vote insert returned nothing');
  await handle.db
    .insert(fanVoteDelegates)
    .values(delegates.map((d) => ({ voteId: vote.id, contestantId: d.contestantId })));

  const passwordHash = await hashPassword('Bench-Crown-Jewel-2026');
  const tokens: string[] = [];
  const tag = Date.now().toString(36);
  for (let from = 0; from < fanCount; from += BATCH) {
    const size = Math.min(BATCH, fanCount - from);
    const made = await handle.db
      .insert(users)
      .values(
        Array.from({ length: size }, (_, k) => ({
          email: `fan-${from + k}-${tag}@bench.example`,
          passwordHash,
          firstName: 'Fan',
          lastName: String(from + k),
          isEmailVerified: true,
        })),
      )
      .returning({ id: users.id });
    // Each fan's standing session, which her access token belongs to.
    await handle.db.insert(refreshTokens).values(
      made.map((u) => ({
        userId: u.id,
        familyId: u.id,
        tokenHash: hashToken(newSecureToken()),
        expiresAt: new Date(Date.now() + 24 * 3600_000),
      })),
    );
    for (const u of made) tokens.push(accessToken(config.jwtSecret, u.id, 3600));
  }
  fs.writeFileSync(out, JSON.stringify({ slug: vote.slug, delegates: delegates.map((d) => d.slug), tokens }));
} finally {
  await handle.close();
}
