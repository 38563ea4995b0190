import { type SiteView, siteViewOf } from '@cq/shared';
import type { DbOrTx } from '../../db/client';
import { getOrganisation, getSetting } from '../settings/service';

/** What the public pages are drawn from now: the site's words and links and the organisers' contact details. */
export async function readSiteView(
  db: DbOrTx,
  config: { organisersEmail: string },
  now = new Date(),
): Promise<SiteView> {
  const [content, organisation] = await Promise.all([getSetting(db, 'siteContent'), getOrganisation(db, config)]);
  return siteViewOf(content, organisation, now);
}
