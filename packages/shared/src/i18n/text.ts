import type { Locale } from './locales';

/**
 * The shared rules' words (validation and server messages, the *_MESSAGES constants) in another language,
 * keyed by their English text: the English stays the source, word for word, and a message is translated
 * wherever it is shown (the API's answers, a form's errors) without the rules knowing of languages.
 * One catalogue per language in ./text/<locale>.ts, loaded only where that language is needed.
 */
export type TextCatalogue = Readonly<Record<string, string>>;

/** The text in the catalogue's language, or the English when the catalogue has no entry (a name, a code). */
export function translateText(catalogue: TextCatalogue | null | undefined, text: string): string {
  if (!catalogue) return text;
  return Object.hasOwn(catalogue, text) ? (catalogue[text] as string) : text;
}

/** Loads a language's catalogue of the shared rules' words (English needs none). */
export async function loadTextCatalogue(locale: Locale): Promise<TextCatalogue> {
  switch (locale) {
    case 'fr':
      return (await import('./text/fr')).default;
    case 'es':
      return (await import('./text/es')).default;
    case 'pt':
      return (await import('./text/pt')).default;
    case 'ar':
      return (await import('./text/ar')).default;
    default:
      return {};
  }
}
