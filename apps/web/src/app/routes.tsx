import { lazy } from 'react';
import { Navigate, type RouteObject } from 'react-router';
import HomePage from '../features/site/pages/home-page';
import { activeLocale } from '../i18n/active-locale';
import { loadRegisteredNamespaces } from '../i18n/catalogue-store';
import { RequireSignedIn, RequireStaff } from './guards';
import { PublicLayout } from './layouts/public-layout';
import { RootLayout } from './root-layout';

/** A page's code and, in another language than English, its areas' words: it draws once both are here. */
function withWords<T>(load: () => Promise<T>): () => Promise<T> {
  return async () => {
    const loaded = await load();
    await loadRegisteredNamespaces(activeLocale());
    return loaded;
  };
}

// Route-level code splitting: the home page ships in the entry chunk; every
// other page, the portal and the back office load on demand.
const page = (load: () => Promise<{ default: React.ComponentType }>) => {
  const Component = lazy(withWords(load));
  return <Component />;
};

const PortalLayout = lazy(
  withWords(() => import('./layouts/portal-layout').then((m) => ({ default: m.PortalLayout }))),
);
const JudgingLayout = lazy(
  withWords(() => import('../features/judging/judging-layout').then((m) => ({ default: m.JudgingLayout }))),
);
const AdminLayout = lazy(withWords(() => import('./layouts/admin-layout').then((m) => ({ default: m.AdminLayout }))));

export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    children: [
      {
        element: <PublicLayout />,
        children: [
          { index: true, element: <HomePage /> },
          { path: 'about', element: page(() => import('../features/site/pages/about-page')) },
          { path: 'competition', element: page(() => import('../features/site/pages/competition-page')) },
          { path: 'sponsorship', element: page(() => import('../features/site/pages/sponsorship-page')) },
          { path: 'contact', element: page(() => import('../features/site/pages/contact-page')) },
          { path: 'continents/:continent', element: page(() => import('../features/site/pages/continent-page')) },
          { path: 'delegates', element: page(() => import('../features/site/pages/delegates-page')) },
          { path: 'delegates/:slug', element: page(() => import('../features/site/pages/delegate-page')) },
          { path: 'results', element: page(() => import('../features/site/pages/results-page')) },
          { path: 'results/:slug', element: page(() => import('../features/site/pages/round-results-page')) },
          { path: 'peoples-choice', element: page(() => import('../features/site/pages/peoples-choice-page')) },
          { path: 'live', element: page(() => import('../features/live/pages/live-page')) },
          { path: 'terms-of-use', element: page(() => import('../features/site/pages/terms-page')) },
          { path: 'privacy-policy', element: page(() => import('../features/site/pages/privacy-page')) },
          { path: 'register-preview', element: page(() => import('../features/preview/pages/register-preview-page')) },
          { path: 'auth/login', element: page(() => import('../features/auth/pages/login-page')) },
          { path: 'auth/signup', element: page(() => import('../features/auth/pages/signup-page')) },
          { path: 'auth/fan-signup', element: page(() => import('../features/auth/pages/fan-signup-page')) },
          { path: 'auth/forgot-password', element: page(() => import('../features/auth/pages/forgot-password-page')) },
          { path: 'auth/verify-email/:token', element: page(() => import('../features/auth/pages/verify-email-page')) },
          {
            path: 'auth/invitation/:token',
            element: page(() => import('../features/auth/pages/accept-invitation-page')),
          },
          {
            path: 'auth/reset-password/:token',
            element: page(() => import('../features/auth/pages/reset-password-page')),
          },
          { path: 'unsubscribe', element: page(() => import('../features/auth/pages/unsubscribe-page')) },
          { path: '*', element: page(() => import('../features/site/pages/not-found-page')) },
        ],
      },
      // The show's displays: a whole screen each, opened with a display link alone (no sign-in, no site chrome).
      { path: 'live/stage/:token', element: page(() => import('../features/live/pages/display-pages')) },
      {
        path: 'live/overlay/:token/:layout',
        element: page(() => import('../features/live/pages/display-pages').then((m) => ({ default: m.OverlayPage }))),
      },
      {
        path: 'user',
        element: <RequireSignedIn />,
        children: [
          {
            element: <PortalLayout />,
            children: [
              { index: true, element: <Navigate to="/user/home" replace /> },
              { path: 'home', element: page(() => import('../features/dashboard/pages/dashboard-page')) },
              { path: 'profile', element: page(() => import('../features/profile/pages/profile-page')) },
              {
                path: 'public-profile',
                element: page(() => import('../features/delegate-profile/pages/public-profile-page')),
              },
              { path: 'register', element: page(() => import('../features/registration/pages/register-page')) },
              {
                path: 'edit-registration',
                element: page(() => import('../features/registration/pages/edit-registration-page')),
              },
              {
                path: 'settings',
                element: page(() => import('../features/account-settings/pages/account-settings-page')),
              },
              { path: 'messages', element: page(() => import('../features/messages/pages/messages-page')) },
              { path: 'messages/:id', element: page(() => import('../features/messages/pages/thread-page')) },
            ],
          },
        ],
      },
      {
        path: 'judging',
        element: <RequireSignedIn />,
        children: [
          {
            element: <JudgingLayout />,
            children: [
              { index: true, element: page(() => import('../features/judging/pages/judging-home-page')) },
              { path: 'rounds/:roundId', element: page(() => import('../features/judging/pages/scoring-page')) },
            ],
          },
        ],
      },
      {
        path: 'admin',
        element: <RequireSignedIn />,
        children: [
          {
            element: <RequireStaff />,
            children: [
              {
                element: <AdminLayout />,
                children: [
                  { index: true, element: page(() => import('../features/admin/pages/admin-home-page')) },
                  {
                    path: 'contestants',
                    element: page(() => import('../features/admin/contestants/contestants-page')),
                  },
                  {
                    path: 'contestants/reasons',
                    element: page(() => import('../features/admin/contestants/rejection-reasons-page')),
                  },
                  {
                    path: 'contestants/:id',
                    element: page(() => import('../features/admin/contestants/contestant-detail-page')),
                  },
                  {
                    path: 'bulk-email',
                    element: page(() => import('../features/admin/bulk-email/bulk-email-page')),
                  },
                  { path: 'todos', element: page(() => import('../features/admin/todos/todos-page')) },
                  { path: 'inbox', element: page(() => import('../features/admin/inbox/inbox-page')) },
                  { path: 'messages', element: page(() => import('../features/admin/messages/messages-page')) },
                  {
                    path: 'messages/:id',
                    element: page(() => import('../features/admin/messages/thread-page')),
                  },
                  { path: 'payments', element: page(() => import('../features/admin/payments/payments-page')) },
                  { path: 'users', element: page(() => import('../features/admin/users/users-page')) },
                  { path: 'users/:id', element: page(() => import('../features/admin/users/user-detail-page')) },
                  { path: 'settings', element: page(() => import('../features/admin/settings/settings-page')) },
                  { path: 'theme', element: page(() => import('../features/admin/theme/theme-page')) },
                  { path: 'audit', element: page(() => import('../features/admin/audit/audit-page')) },
                  { path: 'judging', element: page(() => import('../features/admin/judging/judging-page')) },
                  { path: 'judging/:roundId', element: page(() => import('../features/admin/judging/round-page')) },
                  { path: 'voting', element: page(() => import('../features/admin/voting/voting-page')) },
                  { path: 'voting/:id', element: page(() => import('../features/admin/voting/vote-page')) },
                  { path: 'show', element: page(() => import('../features/admin/show/show-console-page')) },
                ],
              },
            ],
          },
        ],
      },
    ],
  },
];
