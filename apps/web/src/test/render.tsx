import { QueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { type ReactElement, StrictMode } from 'react';
import { createMemoryRouter, type RouteObject, RouterProvider, useLocation } from 'react-router';
import { AppProviders } from '#web/app/providers';

/** Shows where the app navigated to, so a test can assert a redirect. */
export function LocationProbe() {
  const location = useLocation();
  return <p data-testid="location">{location.pathname + location.search}</p>;
}

export interface RenderRouteOptions {
  /** The URL the test starts at. */
  at: string;
  /** The route pattern of the element under test, e.g. '/auth/reset-password/:token'. */
  path: string;
  routes?: RouteObject[];
  /** Render inside React's StrictMode (effects run twice on mount, as in development). */
  strict?: boolean;
}

/** Renders a page inside the app's providers and a memory router; other paths show LocationProbe. */
export function renderRoute(element: ReactElement, { at, path, routes = [], strict = false }: RenderRouteOptions) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const router = createMemoryRouter([{ path, element }, ...routes, { path: '*', element: <LocationProbe /> }], {
    initialEntries: [at],
  });
  const app = (
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>
  );
  const view = render(strict ? <StrictMode>{app}</StrictMode> : app);
  return { ...view, router, queryClient };
}

/** The app's providers, for a test that builds its own router; a feature's tests reach the app only through here. */
export { AppProviders } from '#web/app/providers';

/** For a part of the app rendered on its own (no AppProviders): the English words, as the app gives them. */
export { EnsureLocale as LocaleWrapper } from '#web/i18n/locale-context';
