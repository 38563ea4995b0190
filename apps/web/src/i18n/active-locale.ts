import { DEFAULT_LOCALE, type Locale } from '@cq/shared';

/**
 * The language the app is drawing in, for code outside React's tree (the routes' loaders): set once per page
 * in the browser (main.tsx), and per page drawn by the prerender (render-page.tsx), which draws one at a time.
 */
let active: Locale = DEFAULT_LOCALE;

export function setActiveLocale(locale: Locale): void {
  active = locale;
}

export const activeLocale = (): Locale => active;
