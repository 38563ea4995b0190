import { type Translations, writtenIn } from '@cq/shared';
import { useCallback } from 'react';
import { useLocale } from './locale-context';

/**
 * A text staff wrote, for the page's reader: their version in her language, or their English, then marked
 * `lang="en"` so her screen reader and her browser read it as English.
 */
export function useWritten(): <T extends object>(
  english: T,
  translations: Translations<T> | null | undefined,
) => { words: T; lang: 'en' | undefined } {
  const locale = useLocale();
  return useCallback(
    <T extends object>(english: T, translations: Translations<T> | null | undefined) => {
      const { words, fallback } = writtenIn(english, translations, locale);
      return { words, lang: fallback ? ('en' as const) : undefined };
    },
    [locale],
  );
}
