import { Navigate, Outlet, useLocation } from 'react-router';
import { hasStoredToken } from '../lib/session-snapshot';
import { STORAGE_KEYS } from '../lib/storage-keys';

/** Signed-out visitors of a signed-in page go to /auth/login; the path is remembered. */
export function RequireSignedIn() {
  const location = useLocation();
  if (!hasStoredToken()) {
    localStorage.setItem(STORAGE_KEYS.lastVisitedPath, location.pathname + location.search);
    return <Navigate to="/auth/login" replace />;
  }
  return <Outlet />;
}
