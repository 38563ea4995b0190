import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { watchBuildVersion } from './app/build-version-notice';
import { AppProviders } from './app/providers';
import { routes } from './app/routes';
import { installSessionRenewal } from './features/session';
import { loadActiveTheme } from './features/theme/apply-theme';
import './styles/fonts';
import './styles/index.css';

void loadActiveTheme();
installSessionRenewal();
watchBuildVersion();

const router = createBrowserRouter(routes);
const root = document.getElementById('root');
if (!root) throw new Error('#root missing from index.html');

createRoot(root).render(
  <StrictMode>
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>
  </StrictMode>,
);
