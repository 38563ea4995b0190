// The session area's public surface: other areas import from here only.
export { browserNavigation, expireSession, logout, onSessionEnd } from './logout';
export { handleUnauthorized, installSessionRenewal, RENEWAL_EXCLUDED_URL_PARTS, shouldTryRenewal } from './renewal';
export {
  clearSession,
  getRefreshToken,
  getSessionSnapshot,
  type SessionSnapshot,
  saveLogin,
  saveTokens,
  saveUser,
  useSession,
} from './session-store';
export { SessionWatcher } from './session-watcher';
export { CURRENT_USER_QUERY_KEY, fetchCurrentUser, useCurrentUser } from './use-current-user';
export { UserAvatar } from './user-avatar';
