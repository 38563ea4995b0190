import { type Locale, localeDirection, splitLocalePath } from '@cq/shared';

/** The language of the page the browser is on: its address's prefix (/fr/…), English without one. */
export function addressLocale(): Locale {
  return splitLocalePath(window.location.pathname).locale;
}

/** Sets <html lang dir> so the browser, screen readers and the layout (right to left) follow the language. */
export function applyDocumentLocale(locale: Locale, doc: Document = document): void {
  doc.documentElement.lang = locale;
  doc.documentElement.dir = localeDirection(locale);
}
