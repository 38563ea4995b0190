import { SESSION_KEYS } from '../../../lib/storage-keys';
import { splashMessages } from './messages';

/** Splash timings: the splash plays once per browser session. */
export const SPLASH_DURATION_MS = 3500;
export const SPLASH_TICK_MS = 50;
export const SPLASH_STEP = 2;
export const SPLASH_CAPTIONS = [
  { at: 20, text: splashMessages.empowerment },
  { at: 50, text: splashMessages.unity },
  { at: 80, text: splashMessages.impact },
] as const;

/** ?splash=off marks the splash as seen (used by page-speed measurements and journeys). */
const SKIP_QUERY = /[?&]splash=off(?:&|$)/;

/** The live show's pages (the fans' page, the stage screen, the overlays) open straight onto the show. */
const DISPLAY_PATH = /^(?:\/[a-z]{2})?\/live(?:\/|$)/;

export function splashAlreadySeen(): boolean {
  if (DISPLAY_PATH.test(window.location.pathname)) return true;
  try {
    if (SKIP_QUERY.test(window.location.search)) {
      sessionStorage.setItem(SESSION_KEYS.splashSeen, '1');
      return true;
    }
    return sessionStorage.getItem(SESSION_KEYS.splashSeen) === '1';
  } catch {
    // Storage blocked: show the splash every load rather than fail.
    return false;
  }
}

export function markSplashSeen(): void {
  try {
    sessionStorage.setItem(SESSION_KEYS.splashSeen, '1');
  } catch {
    // Nothing to remember it in; the splash simply shows again next load.
  }
}
