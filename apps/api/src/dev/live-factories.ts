import { DEFAULT_SCALE } from '@cq/shared';
import type { DbOrTx } from '../db/client';
import { judgingRoundDelegates, judgingRounds, liveShows } from '../db/schema';

/**
 * A global finale judged on one evening-gown segment, with its delegates and its live show (not a rehearsal),
 * written straight into the database: what the live show's audience follows. Test and benchmark data.
 */
export async function createLiveFinale(db: DbOrTx, opts: { slug: string; name: string; contestantIds: string[] }) {
  const [round] = await db
    .insert(judgingRounds)
    .values({
      season: 2026,
      slug: opts.slug,
      name: opts.name,
      continent: null,
      kind: 'global',
      rules: {
        segments: [{ key: 'gown', name: 'Evening gown', weight: 100 }],
        scale: DEFAULT_SCALE,
        dropHighLow: false,
        advanceCount: 1,
        tieBreakSegment: null,
      },
    })
    .returning();
  if (!round) throw new Error('round insert returned nothing');
  await db
    .insert(judgingRoundDelegates)
    .values(opts.contestantIds.map((contestantId) => ({ roundId: round.id, contestantId })));
  const [show] = await db.insert(liveShows).values({ roundId: round.id, rehearsal: false }).returning();
  if (!show) throw new Error('show insert returned nothing');
  return { round, show };
}
