import { isLocale, isStaff, localePath } from '@cq/shared';
import { useEffect } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { PageLoading } from '../components/ui/page-loading';
import { useCurrentUser, useSession } from '../features/session';
import { useLocale } from '../i18n/locale-context';
import { STORAGE_KEYS } from '../lib/storage-keys';

/**
 * Signed-in pages: signed-out visitors go to /auth/login and
 * the path is remembered; while the account loads the guard shows
 * 'Loading...'. A stored copy of the user lets the page show at once when the
 * network is down; a refused session is handled by the API client's renewal.
 */
export function RequireSignedIn() {
  const location = useLocation();
  const { signedIn } = useSession();
  const me = useCurrentUser();
  const locale = useLocale();
  // Her pages are in her account's language: a link that names none (a payment's return, an older e-mail)
  // opens them in it. The language menu changes the account's language before it changes the page's.
  const language = me.data?.language;
  const elsewhere = isLocale(language) && language !== locale ? language : null;
  useEffect(() => {
    if (elsewhere) window.location.replace(localePath(elsewhere, location.pathname + location.search + location.hash));
  }, [elsewhere, location.pathname, location.search, location.hash]);

  if (!signedIn) {
    localStorage.setItem(STORAGE_KEYS.lastVisitedPath, location.pathname + location.search);
    return <Navigate to="/auth/login" replace />;
  }
  if (me.isPending || elsewhere) return <PageLoading label="Loading..." />;
  return <Outlet />;
}

/**
 * The back office: signed in (as above) and of staff rank (editor or above).
 * Anyone else sees a plain refusal, not the staff pages; the server refuses
 * their calls in any case.
 */
export function RequireStaff() {
  const me = useCurrentUser();
  const { user } = useSession();
  const current = me.data ?? user;
  if (me.isPending && !current) return <PageLoading label="Loading..." />;
  if (!isStaff(current)) return <Navigate to="/user/home" replace />;
  return <Outlet />;
}
