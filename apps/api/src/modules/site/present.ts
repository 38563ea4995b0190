import { type SiteSections, type SiteView, siteViewOf } from '@cq/shared';
import { and, gt, isNotNull, lte } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { delegateProfiles, fanVotes, judgingResults } from '../../db/schema';
import { getOrganisation, getSetting } from '../settings/service';

/** What the public pages are drawn from now: the site's words and links, the organisers' contact details, and
 * which of the vote, the delegates and the results exist yet (their links show only then). */
export async function readSiteView(
  db: DbOrTx,
  config: { organisersEmail: string },
  now = new Date(),
): Promise<SiteView> {
  const [content, organisation, sections] = await Promise.all([
    getSetting(db, 'siteContent'),
    getOrganisation(db, config),
    siteSections(db, now),
  ]);
  return siteViewOf(content, organisation, now, sections);
}

/** A fan vote open now, a delegate's page published, a round's results revealed (one placement or more). */
export async function siteSections(db: DbOrTx, now: Date): Promise<SiteSections> {
  const [vote, delegate, result] = await Promise.all([
    db
      .select({ id: fanVotes.id })
      .from(fanVotes)
      .where(and(lte(fanVotes.opensAt, now), gt(fanVotes.closesAt, now)))
      .limit(1),
    db
      .select({ id: delegateProfiles.contestantId })
      .from(delegateProfiles)
      .where(isNotNull(delegateProfiles.publishedAt))
      .limit(1),
    db.select({ id: judgingResults.roundId }).from(judgingResults).where(gt(judgingResults.revealed, 0)).limit(1),
  ]);
  return { vote: vote.length > 0, delegates: delegate.length > 0, results: result.length > 0 };
}
