import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { watchBuildVersion } from './app/build-version-notice';
import { AppProviders } from './app/providers';
import { routes } from './app/routes';
import { installSessionRenewal } from './features/session';
import { loadActiveTheme } from './features/theme';
import { setActiveLocale } from './i18n/active-locale';
import { addressLocale, applyDocumentLocale } from './i18n/document-locale';
import { loadPageWords } from './i18n/load-catalogue';
import { LocaleProvider } from './i18n/locale-context';
import { setRequestLanguage } from './lib/api-client';
import './styles/fonts';
import './styles/index.css';
import { localeBase } from '@cq/shared';

void loadActiveTheme();
installSessionRenewal();
watchBuildVersion();

// The address says the language (/fr/about; English without a prefix): the app runs under that prefix, so
// every link stays in the language, and the page waits for its language's words before it draws or hydrates.
const locale = addressLocale();
setActiveLocale(locale);
applyDocumentLocale(locale);
setRequestLanguage(locale);
const router = createBrowserRouter(routes, { basename: localeBase(locale) || undefined });
const root = document.getElementById('root');
if (!root) throw new Error('#root missing from index.html');

void loadPageWords(locale).then((messages) => {
  const app = (
    <StrictMode>
      <LocaleProvider locale={locale} messages={messages}>
        <AppProviders>
          <RouterProvider router={router} />
        </AppProviders>
      </LocaleProvider>
    </StrictMode>
  );
  // A public page arrives prerendered (apps/web/build/prerender-pages.mjs) and is hydrated; any other page
  // (portal, back office, a path the build did not write) arrives with an empty #root and is rendered here.
  if (root.firstElementChild) {
    hydrateRoot(root, app, {
      onRecoverableError: (error) => console.warn('The page was rendered again in the browser:', error),
    });
  } else {
    createRoot(root).render(app);
  }
});
