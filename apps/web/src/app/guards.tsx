import { isStaff } from '@cq/shared';
import { Navigate, Outlet, useLocation } from 'react-router';
import { PageLoading } from '../components/ui/page-loading';
import { useCurrentUser, useSession } from '../features/session';
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

  if (!signedIn) {
    localStorage.setItem(STORAGE_KEYS.lastVisitedPath, location.pathname + location.search);
    return <Navigate to="/auth/login" replace />;
  }
  if (me.isPending) return <PageLoading label="Loading..." />;
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
