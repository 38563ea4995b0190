import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { judgingResults, judgingRounds } from '../../db/schema';

/** The latest season's rounds with their rules, in the order they were set up (the public competition page). */
export async function latestSeasonRounds(db: DbOrTx) {
  const [latest] = await db
    .select({ season: judgingRounds.season })
    .from(judgingRounds)
    .orderBy(desc(judgingRounds.season))
    .limit(1);
  if (!latest) return null;
  const rounds = await db
    .select({ name: judgingRounds.name, continent: judgingRounds.continent, rules: judgingRounds.rules })
    .from(judgingRounds)
    .where(eq(judgingRounds.season, latest.season))
    .orderBy(asc(judgingRounds.createdAt), asc(judgingRounds.id));
  return { season: latest.season, rounds };
}

export async function findResult(db: DbOrTx, roundId: string) {
  const [row] = await db.select().from(judgingResults).where(eq(judgingResults.roundId, roundId)).limit(1);
  return row;
}

/** Published rounds with something revealed, newest first, or the one with this slug. */
export function publishedResults(db: DbOrTx, slug?: string) {
  return db
    .select({ round: judgingRounds, result: judgingResults })
    .from(judgingResults)
    .innerJoin(judgingRounds, eq(judgingRounds.id, judgingResults.roundId))
    .where(
      slug
        ? and(eq(judgingRounds.slug, slug), sql`${judgingResults.revealed} > 0`)
        : sql`${judgingResults.revealed} > 0`,
    )
    .orderBy(desc(judgingResults.publishedAt));
}
