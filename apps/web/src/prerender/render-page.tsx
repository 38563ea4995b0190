import {
  DEFAULT_SITE_VIEW,
  embedPageData,
  type PageDataEntry,
  PRERENDER_ORIGIN_PLACEHOLDER,
  PUBLIC_ROUTES,
  type SiteView,
} from '@cq/shared';
import { StrictMode } from 'react';
import { prerender } from 'react-dom/static';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { AppProviders, createQueryClient } from '../app/providers';
import { routes } from '../app/routes';
import { PageAddressContext } from '../components/page-address';
import { seedSiteView } from '../lib/site-view';
import { assembleDocument } from './document';

/**
 * Renders one public page to HTML, the same tree the browser hydrates
 * (apps/web/src/main.tsx): at build with the default site view, and again by
 * the server whenever the organisers change the site's words (the view is
 * written into the page, so the browser draws the same thing). It waits for
 * the page's lazy code, so the HTML holds the whole page; other data the page
 * asks the API for is left in its loading state and fetched by the browser,
 * unless the server hands it over (`data`: a delegate's profile, drawn on request).
 */
export async function renderPage(
  pathname: string,
  view: SiteView = DEFAULT_SITE_VIEW,
  data: readonly PageDataEntry[] = [],
): Promise<string> {
  const router = createMemoryRouter(routes, { initialEntries: [pathname] });
  const queryClient = createQueryClient();
  seedSiteView(queryClient, view);
  for (const entry of data) queryClient.setQueryData(entry.key, entry.value);
  const { prelude } = await prerender(
    <StrictMode>
      <PageAddressContext value={{ origin: PRERENDER_ORIGIN_PLACEHOLDER, pathname }}>
        <AppProviders queryClient={queryClient}>
          <RouterProvider router={router} />
        </AppProviders>
      </PageAddressContext>
    </StrictMode>,
    // One document: no boundary held back to be revealed by an inline script (the CSP allows none).
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  return new Response(prelude).text();
}

/** A whole page document from the built shell, ready to be served, carrying the data it was drawn with. */
export async function renderDocument(
  pathname: string,
  template: string,
  view: SiteView,
  data: readonly PageDataEntry[] = [],
): Promise<string> {
  return embedPageData(assembleDocument(template, await renderPage(pathname, view, data), view, pathname), data);
}

/** The prerendered pages: those of the sitemap, the same for every visitor. */
export const PRERENDERED_PATHS: readonly string[] = PUBLIC_ROUTES.map((r) => r.path);

export { DEFAULT_SITE_VIEW };
