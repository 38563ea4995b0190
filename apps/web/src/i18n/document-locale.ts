import { DEFAULT_LOCALE, isLocale, LOCALE_COOKIE, type Locale, localeDirection, splitLocalePath } from '@cq/shared';
import { useLayoutEffect } from 'react';

/** The language of the page the browser is on: its address's prefix (/fr/…), English without one. */
export function addressLocale(): Locale {
  return splitLocalePath(window.location.pathname).locale;
}

/** Sets <html lang dir> so the browser, screen readers and the layout (right to left) follow the language. */
export function applyDocumentLocale(locale: Locale, doc: Document = document): void {
  doc.documentElement.lang = locale;
  doc.documentElement.dir = localeDirection(locale);
}

/**
 * A part of the app says the language it is drawn in on <html> while it is shown (the back office: the language
 * its words are in); the page's own language comes back when it is left.
 */
export function useDocumentLocale(locale: Locale): void {
  useLayoutEffect(() => {
    const root = document.documentElement;
    const before = { lang: root.lang, dir: root.dir };
    applyDocumentLocale(locale);
    return () => {
      root.lang = before.lang;
      root.dir = before.dir;
    };
  }, [locale]);
}

/** A year: the visitor's choice outlasts her visit, so the server sends her language's pages next time. */
const LOCALE_COOKIE_MAX_AGE_S = 365 * 24 * 60 * 60;

/** Keeps a language she chose (the language menu, her settings) for the server's next answers. */
export function rememberLocale(locale: Locale): void {
  // biome-ignore lint/suspicious/noDocumentCookie: one plain preference cookie; the Cookie Store API is not everywhere yet.
  document.cookie = `${LOCALE_COOKIE}=${locale}; path=/; max-age=${LOCALE_COOKIE_MAX_AGE_S}; samesite=lax`;
}

/** The language she chose with the language menu (its cookie), or null when she has not chosen one. */
export function chosenLocale(): Locale | null {
  const value = new RegExp(`(?:^|;\\s*)${LOCALE_COOKIE}=([a-z]{2})(?:;|$)`).exec(document.cookie)?.[1];
  return isLocale(value) ? value : null;
}

/**
 * The language her account's pages should open in instead of the address's, or null to stay: a bare address
 * (no language prefix) opens her pages in her account's language, unless she chose English with the language
 * menu; an address that names a language is her explicit choice and is kept.
 */
export function accountLocaleElsewhere(addressLanguage: Locale, accountLanguage: string | undefined): Locale | null {
  const named = addressLanguage !== DEFAULT_LOCALE || chosenLocale() === DEFAULT_LOCALE;
  return !named && isLocale(accountLanguage) && accountLanguage !== addressLanguage ? accountLanguage : null;
}
