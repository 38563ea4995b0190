import { DEFAULT_LOCALE, type Locale, SUPPORTED_LOCALES } from './locales';

/**
 * Words staff write (a hero slide, the announcement, a sponsorship tier, a bulk e-mail, a to-do, a vote's or a
 * round's name) in every language: the English is the text itself and is required; each other language's version
 * is optional, and a reader whose language has none reads the English, marked as English. The versions are kept
 * as a map by language beside the English, so a new language needs no change to how any text is stored.
 *
 * No validation here (that is ./written-rules): the public pages read these, and their first paint should not
 * wait for the validation library.
 */

/** The languages staff may give their own version of a text in (English is the text itself). */
export type TranslatedLocale = Exclude<Locale, 'en'>;
export const TRANSLATED_LOCALES = SUPPORTED_LOCALES.filter((l) => l !== DEFAULT_LOCALE) as [
  TranslatedLocale,
  ...TranslatedLocale[],
];

/** The other languages' versions of a text: each optional. */
export type Translations<T> = Partial<Record<TranslatedLocale, T>>;

/**
 * A text staff wrote, as a reader of `locale` sees it: her language's version, or the English when it has
 * none (`fallback`: the words are English, and say so with lang="en").
 */
export function writtenIn<T extends object>(
  english: T,
  translations: Translations<T> | null | undefined,
  locale: Locale,
): { words: T; fallback: boolean } {
  if (locale === 'en') return { words: english, fallback: false };
  const own = translations?.[locale];
  return own ? { words: own, fallback: false } : { words: english, fallback: true };
}

/** The languages whose readers see the English of this text, in the site's order. */
export function languagesWithoutVersion(translations: Translations<unknown> | null | undefined): TranslatedLocale[] {
  return TRANSLATED_LOCALES.filter((l) => !translations?.[l]);
}

/**
 * Only the versions of languages the site speaks (a stored map read back may hold a language since withdrawn):
 * what an answer gives, so a reader never meets a version nobody can edit.
 */
export function knownTranslations<T extends object>(stored: Translations<T> | null | undefined): Translations<T> {
  const out: Translations<T> = {};
  for (const l of TRANSLATED_LOCALES) {
    const v = stored?.[l];
    if (v !== null && typeof v === 'object') out[l] = v;
  }
  return out;
}
