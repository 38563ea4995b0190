/**
 * The languages the site speaks. English is the source every other language is translated from; a language
 * other than English lives under its own prefix (/fr/about), English at the bare address (/about).
 */
export const SUPPORTED_LOCALES = ['en', 'fr', 'es', 'pt', 'ar'] as const;
export type Locale = (typeof SUPPORTED_LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en';

/** Each language by its own name (what a switcher shows) and its writing direction. */
export const LOCALE_INFO: Record<Locale, { name: string; englishName: string; dir: 'ltr' | 'rtl' }> = {
  en: { name: 'English', englishName: 'English', dir: 'ltr' },
  fr: { name: 'Français', englishName: 'French', dir: 'ltr' },
  es: { name: 'Español', englishName: 'Spanish', dir: 'ltr' },
  pt: { name: 'Português', englishName: 'Portuguese', dir: 'ltr' },
  ar: { name: 'العربية', englishName: 'Arabic', dir: 'rtl' },
};

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (SUPPORTED_LOCALES as readonly string[]).includes(value);
}

export function localeDirection(locale: Locale): 'ltr' | 'rtl' {
  return LOCALE_INFO[locale].dir;
}

/** The cookie a visitor's chosen language is kept in, so the server sends her own language's pages. */
export const LOCALE_COOKIE = 'cq_lang';

/**
 * The best supported language for an `Accept-Language` header (RFC 9110: tags with optional q-values, `*`),
 * by the tags' primary language (pt-BR is Portuguese); English when none is supported. A header longer
 * than any browser sends is read up to that length only.
 */
export function negotiateLocale(header: string | null | undefined): Locale {
  return preferredLocale(header) ?? DEFAULT_LOCALE;
}

/** The supported language an `Accept-Language` header prefers, or null when it names none of ours. */
export function preferredLocale(header: string | null | undefined): Locale | null {
  if (!header) return null;
  let best: { locale: Locale; q: number; order: number } | null = null;
  const parts = header.slice(0, 512).split(',');
  for (let order = 0; order < parts.length && order < 32; order++) {
    const [tag = '', ...params] = parts[order]?.trim().split(';') ?? [];
    const primary = tag.trim().toLowerCase().split('-')[0];
    if (!isLocale(primary)) continue;
    const qParam = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const q = qParam ? Number(qParam.slice(2)) : 1;
    if (!Number.isFinite(q) || q <= 0 || q > 1) continue;
    if (!best || q > best.q) best = { locale: primary, q, order };
  }
  return best?.locale ?? null;
}

/** A path's language and the path without its prefix: /fr/about → fr and /about; /about → en and /about. */
export function splitLocalePath(pathname: string): { locale: Locale; path: string } {
  const match = /^\/([a-z]{2})(?=\/|$)/.exec(pathname);
  const prefix = match?.[1];
  if (prefix && prefix !== DEFAULT_LOCALE && isLocale(prefix)) {
    return { locale: prefix, path: pathname.slice(3) || '/' };
  }
  return { locale: DEFAULT_LOCALE, path: pathname };
}

/** The address of a path in a language: /about in French is /fr/about, the home page /fr. */
export function localePath(locale: Locale, path: string): string {
  if (locale === DEFAULT_LOCALE) return path;
  return path === '/' ? `/${locale}` : `/${locale}${path}`;
}

/** The router's base for a language: '' for English, '/fr' for French. */
export function localeBase(locale: Locale): string {
  return locale === DEFAULT_LOCALE ? '' : `/${locale}`;
}
