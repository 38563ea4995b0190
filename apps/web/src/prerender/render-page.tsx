import { PRERENDER_ORIGIN_PLACEHOLDER, PUBLIC_ROUTES } from '@cq/shared';
import { StrictMode } from 'react';
import { prerender } from 'react-dom/static';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { AppProviders } from '../app/providers';
import { routes } from '../app/routes';
import { PageAddressContext } from '../components/page-address';

/**
 * Renders one public page to HTML at build time, the same tree the browser
 * hydrates (apps/web/src/main.tsx). It waits for the page's lazy code, so the
 * HTML holds the whole page; data the page asks the API for (settings) is
 * left in its loading state and fetched by the browser.
 */
export async function renderPage(pathname: string): Promise<string> {
  const router = createMemoryRouter(routes, { initialEntries: [pathname] });
  const { prelude } = await prerender(
    <StrictMode>
      <PageAddressContext value={{ origin: PRERENDER_ORIGIN_PLACEHOLDER, pathname }}>
        <AppProviders>
          <RouterProvider router={router} />
        </AppProviders>
      </PageAddressContext>
    </StrictMode>,
    // One document: no boundary held back to be revealed by an inline script (the CSP allows none).
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  return new Response(prelude).text();
}

/** The pages written at build: those of the sitemap, the same for every visitor. */
export const PRERENDERED_PATHS: readonly string[] = PUBLIC_ROUTES.map((r) => r.path);
