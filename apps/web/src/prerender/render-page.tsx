import {
  DEFAULT_SITE_VIEW,
  embedPageData,
  localeBase,
  localePath,
  type PageDataEntry,
  PRERENDER_ORIGIN_PLACEHOLDER,
  PUBLIC_ROUTES,
  type SiteView,
  SUPPORTED_LOCALES,
  splitLocalePath,
} from '@cq/shared';
import { StrictMode } from 'react';
import { prerender } from 'react-dom/static';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { AppProviders, createQueryClient } from '../app/providers';
import { routes } from '../app/routes';
import { PageAddressContext } from '../components/page-address';
import { setActiveLocale } from '../i18n/active-locale';
import { loadMessages } from '../i18n/load-catalogue';
import { LocaleProvider } from '../i18n/locale-context';
import type { LocaleMessages } from '../i18n/messages-types';
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
  /** Other words than the address's language's (the tests' pseudo-language). */
  words?: LocaleMessages,
): Promise<string> {
  // The language is the address's prefix, as in the browser (src/main.tsx).
  const { locale } = splitLocalePath(pathname);
  setActiveLocale(locale);
  const messages = words ?? (await loadMessages(locale));
  const router = createMemoryRouter(routes, { initialEntries: [pathname], basename: localeBase(locale) || undefined });
  const queryClient = createQueryClient();
  seedSiteView(queryClient, view);
  for (const entry of data) queryClient.setQueryData(entry.key, entry.value);
  const { prelude } = await prerender(
    <StrictMode>
      <PageAddressContext value={{ origin: PRERENDER_ORIGIN_PLACEHOLDER, pathname }}>
        <LocaleProvider locale={locale} messages={messages}>
          <AppProviders queryClient={queryClient}>
            <RouterProvider router={router} />
          </AppProviders>
        </LocaleProvider>
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

/** The prerendered pages: those of the sitemap in every language, the same for every visitor. */
export const PRERENDERED_PATHS: readonly string[] = SUPPORTED_LOCALES.flatMap((locale) =>
  PUBLIC_ROUTES.map((r) => localePath(locale, r.path)),
);

export { DEFAULT_SITE_VIEW };
