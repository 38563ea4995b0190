import type { TextCatalogue } from '@cq/shared';
import type { UiCatalogue } from './english';

export type { UiCatalogue };

/**
 * What a tree needs to speak a language besides the areas' words (catalogue-store.ts): the shared rules' words,
 * and, for the tests' pseudo-language, every interface message given at once (`ui`, looked up first).
 */
export interface LocaleMessages {
  ui: UiCatalogue;
  text: TextCatalogue;
}
