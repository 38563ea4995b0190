import { type CompetitionFormat, groupRoundFormats, type PublishedRound } from '@cq/shared';
import type { DbOrTx } from '../../db/client';
import { notFound } from '../../lib/errors';
import { fullyRevealed, publicRound } from './present';
import * as repo from './repo';

/** What the public reads of judging: the season's format and the results published and revealed so far. */

/** The season's real segments and weights, once staff have set up its rounds; null before any round exists. */
export async function competitionFormat(db: DbOrTx): Promise<CompetitionFormat | null> {
  const latest = await repo.latestSeasonRounds(db);
  if (!latest || latest.rounds.length === 0) return null;
  return {
    season: latest.season,
    formats: groupRoundFormats(latest.rounds.map((r) => ({ ...r, segments: r.rules.segments }))),
  };
}

export async function publishedRounds(db: DbOrTx): Promise<PublishedRound[]> {
  const rows = await repo.publishedResults(db);
  return rows.map(({ round, result }) => publicRound(round, result));
}

export async function publishedRound(db: DbOrTx, slug: string): Promise<PublishedRound> {
  const [row] = await repo.publishedResults(db, slug);
  if (!row) throw notFound('These results are not published.');
  return publicRound(row.round, row.result);
}

/** The sheet is public once every placement is revealed: before that it would tell who is still to come. */
export async function publishedSheet(db: DbOrTx, slug: string): Promise<string> {
  const [row] = await repo.publishedResults(db, slug);
  if (!row || !fullyRevealed(row.round, row.result)) throw notFound('These results are not published.');
  return row.result.sheet;
}
