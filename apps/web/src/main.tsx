import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { watchBuildVersion } from './app/build-version-notice';
import { AppProviders } from './app/providers';
import { routes } from './app/routes';
import { installSessionRenewal } from './features/session';
import { loadActiveTheme } from './features/theme';
import './styles/fonts';
import './styles/index.css';

void loadActiveTheme();
installSessionRenewal();
watchBuildVersion();

const router = createBrowserRouter(routes);
const root = document.getElementById('root');
if (!root) throw new Error('#root missing from index.html');

const app = (
  <StrictMode>
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>
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
