import { isStaff, localePath } from '@cq/shared';
import { useEffect } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { PageLoading } from '../components/ui/page-loading';
import { useSecondFactorStatus } from '../features/account-settings';
import { useCurrentUser, useSession } from '../features/session';
import { accountLocaleElsewhere } from '../i18n/document-locale';
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
  // Her pages are in her account's language when the address names none (a payment's return, an older
  // e-mail); an address with a language (/es/user/register) is her explicit choice and is kept as it is.
  const elsewhere = accountLocaleElsewhere(locale, me.data?.language);
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
  const staff = isStaff(current);
  // The organisation may require a second factor of her role: until she has one the back office's API answers
  // nothing, so she is led to set it up in her Account settings instead of meeting refusals on every page.
  const secondFactor = useSecondFactorStatus(staff);
  if (me.isPending && !current) return <PageLoading label="Loading..." />;
  if (!staff) return <Navigate to="/user/home" replace />;
  if (secondFactor.isPending) return <PageLoading label="Loading..." />;
  if (secondFactor.data?.required && !secondFactor.data.enabled && !(secondFactor.data.passkeys > 0))
    return <Navigate to="/user/settings#two-step" replace />;
  return <Outlet />;
}
