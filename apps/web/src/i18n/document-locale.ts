import { LOCALE_COOKIE, type Locale, localeDirection, splitLocalePath } from '@cq/shared';

/** The language of the page the browser is on: its address's prefix (/fr/…), English without one. */
export function addressLocale(): Locale {
  return splitLocalePath(window.location.pathname).locale;
}

/** Sets <html lang dir> so the browser, screen readers and the layout (right to left) follow the language. */
export function applyDocumentLocale(locale: Locale, doc: Document = document): void {
  doc.documentElement.lang = locale;
  doc.documentElement.dir = localeDirection(locale);
}

/** A year: the visitor's choice outlasts her visit, so the server sends her language's pages next time. */
const LOCALE_COOKIE_MAX_AGE_S = 365 * 24 * 60 * 60;

/** Keeps a language she chose (the language menu, her settings) for the server's next answers. */
export function rememberLocale(locale: Locale): void {
  // biome-ignore lint/suspicious/noDocumentCookie: one plain preference cookie; the Cookie Store API is not everywhere yet.
  document.cookie = `${LOCALE_COOKIE}=${locale}; path=/; max-age=${LOCALE_COOKIE_MAX_AGE_S}; samesite=lax`;
}
