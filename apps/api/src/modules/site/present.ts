import { type SiteView, siteViewOf } from '@cq/shared';
import type { DbOrTx } from '../../db/client';
import { getSetting } from '../settings/service';

/** What the public pages are drawn from now: the site's words and links and the organisers' contact details. */
export async function readSiteView(db: DbOrTx, now = new Date()): Promise<SiteView> {
  const [content, organisation] = await Promise.all([getSetting(db, 'siteContent'), getSetting(db, 'organisation')]);
  return siteViewOf(content, organisation, now);
}
