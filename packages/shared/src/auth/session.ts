/**
 * Session behaviour of the browser. Plain constants: the
 * entry chunk uses them.
 */
export const IDLE_TIMEOUT_MS = 8 * 60 * 1000;
export const SESSION_WARNING_SECONDS = 120;
export const LOGOUT_BANNER_MS = 5000;

export type LogoutReason = 'manual' | 'inactivity' | 'session_expired';

export const LOGOUT_MESSAGES: Record<LogoutReason, string> = {
  manual: 'You have been successfully signed out.',
  inactivity: 'You have been signed out due to inactivity.',
  session_expired: 'Your session has expired. Please sign in again.',
};

export const SESSION_TIMEOUT_TEXT = {
  title: 'Session Timeout Warning',
  body: 'Your session is about to expire due to inactivity. You will be automatically signed out in:',
  extend: 'Extend Session',
  signOut: 'Sign Out Now',
} as const;

/** Access tokens live 15 minutes; refresh families 30 days. */
export const ACCESS_TOKEN_TTL_SECONDS = 15 * 60;
/** The audience (`aud`) of access tokens: tokens meant for anything else are refused. */
export const ACCESS_TOKEN_AUDIENCE = 'continental-queens-api';
export const REFRESH_TOKEN_TTL_DAYS = 30;
export const VERIFY_EMAIL_TTL_HOURS = 24;
export const PASSWORD_RESET_TTL_HOURS = 1;
