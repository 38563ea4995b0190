import {
  DEFAULT_SITE_VIEW,
  isAnnouncementLive,
  nextAnnouncementChange,
  readSiteView,
  SITE_VIEW_ELEMENT_ID,
  type SiteView,
} from '@cq/shared';
import { type QueryClient, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { api } from './api-client';

/**
 * The public site's editable words and links, and the organisers' contact
 * details. A page the server sends carries the view it was drawn with (a JSON
 * block), so the browser starts from exactly that and hydrates the same
 * markup; the view is fetched again when it grows old.
 */
export const siteViewKey = ['site-view'] as const;

let embedded: SiteView | null | undefined;

/** The view written into this page by the server, read once. */
function embeddedSiteView(): SiteView | undefined {
  if (embedded === undefined) {
    embedded = null;
    const text = typeof document === 'undefined' ? null : document.getElementById(SITE_VIEW_ELEMENT_ID)?.textContent;
    if (text) {
      try {
        embedded = readSiteView(JSON.parse(text));
      } catch {
        // A damaged block: the view is fetched instead.
      }
    }
  }
  return embedded ?? undefined;
}

export const siteViewQuery = {
  queryKey: siteViewKey,
  queryFn: async () => (await api.get<{ site: SiteView }>('/site/content')).data.site,
  staleTime: 5 * 60_000,
};

/** What the page is drawn from; the built-in defaults until the server's view is known. */
export function useSiteView(): SiteView {
  const { data } = useQuery({ ...siteViewQuery, initialData: embeddedSiteView });
  return data ?? DEFAULT_SITE_VIEW;
}

/** Gives a render outside the browser (the server's page renderer) the view to draw. */
export function seedSiteView(client: QueryClient, view: SiteView): void {
  client.setQueryData(siteViewKey, view);
}

/**
 * Whether the announcement bar shows: first as the page was drawn (so it
 * hydrates unchanged), then by this browser's clock, switching when its
 * window opens or closes while the page stays open.
 */
export function useAnnouncementLive(view: SiteView): boolean {
  const [live, setLive] = useState(view.announcementLive);
  const { announcement } = view.content;
  useEffect(() => {
    const now = new Date();
    setLive(isAnnouncementLive(announcement, now));
    const next = nextAnnouncementChange(announcement, now);
    if (!next) return;
    // Timers fire at most ~24.8 days ahead; a later change is picked up on the next visit.
    const delay = next.getTime() - now.getTime();
    if (delay > 2 ** 31 - 1) return;
    const timer = setTimeout(() => setLive(isAnnouncementLive(announcement, new Date())), delay + 50);
    return () => clearTimeout(timer);
  }, [announcement]);
  return live;
}
