import { splitLocalePath } from '@cq/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { lazy, type ReactNode, Suspense, useEffect, useState } from 'react';
import { EnsureLocale, useT } from '../i18n/locale-context';
import { ApiError } from '../lib/api-client';
import { APP_VERSION_UPDATED } from '../lib/build-version';
import '../styles/toasts.css';
import { layoutMessages } from './layouts/messages';

// The toast library loads when the page can need it, not with the home page's first paint.
const Toaster = lazy(() => import('sonner').then((m) => ({ default: m.Toaster })));
const WAKE_EVENTS = ['pointerdown', 'keydown', 'touchstart', APP_VERSION_UPDATED] as const;

/**
 * Mounts the toaster at once on any page but the home page, and there at the
 * visitor's first interaction (toasts only follow an action) or when the app
 * announces a new version. sonner replays a toast created before its Toaster
 * subscribes, so nothing is lost.
 */
function DeferredToaster() {
  const t = useT();
  // Decided after the first render, so a prerendered page hydrates with the same (empty) markup.
  const [ready, setReady] = useState(false);
  useEffect(() => {
    if (ready) return;
    // The home page in any language (/, /fr…).
    if (splitLocalePath(window.location.pathname).path !== '/') {
      setReady(true);
      return;
    }
    const wake = () => setReady(true);
    for (const e of WAKE_EVENTS) window.addEventListener(e, wake, { once: true, passive: true });
    return () => {
      for (const e of WAKE_EVENTS) window.removeEventListener(e, wake);
    };
  }, [ready]);
  if (!ready) return null;
  return (
    <Suspense fallback={null}>
      <Toaster position="top-center" richColors closeButton containerAriaLabel={t(layoutMessages.toasts)} />
    </Suspense>
  );
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        refetchOnWindowFocus: false,
        // A client error will not get better by asking again.
        retry: (count, err) => !(err instanceof ApiError && err.status >= 400 && err.status < 500) && count < 2,
      },
    },
  });
}

export function AppProviders({ children, queryClient }: { children: ReactNode; queryClient?: QueryClient }) {
  const [client] = useState(() => queryClient ?? createQueryClient());
  return (
    <EnsureLocale>
      <QueryClientProvider client={client}>
        {children}
        <DeferredToaster />
      </QueryClientProvider>
    </EnsureLocale>
  );
}
