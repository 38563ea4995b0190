import { describe, expect, it } from 'vitest';
import { SUPPORTED_LOCALES } from '../src/i18n/locales';
import { loadTextCatalogue } from '../src/i18n/text';
import * as shared from '../src/index';
import { everySchemaMessage } from './support/schema-messages';

/**
 * Every text of the shared rules' message constants (their names end in MESSAGE or MESSAGES) and every message
 * the shared schemas name themselves.
 */
function sharedTexts(): Set<string> {
  const texts = everySchemaMessage();
  const walk = (value: unknown) => {
    if (typeof value === 'string') texts.add(value);
    else if (value && typeof value === 'object') for (const v of Object.values(value)) walk(v);
  };
  for (const [name, value] of Object.entries(shared)) if (/MESSAGES?$/.test(name)) walk(value);
  return texts;
}

/** The numbers in a text, with any grouping taken out (100,000 and 100 000 are the same number). */
const numbersOf = (text: string) =>
  (text.match(/\d{1,3}(?:[,.\u00a0\u202f ]\d{3})+|\d+/g) ?? []).map((n) => n.replace(/\D/g, '')).sort();

describe('the shared rules’ words in every language', () => {
  const english = sharedTexts();

  it('finds the rules’ messages', () => {
    expect(english.size).toBeGreaterThan(300);
  });

  for (const locale of SUPPORTED_LOCALES.filter((l) => l !== 'en')) {
    it(`${locale}: every message is translated, nothing else is, and numbers stay the same`, async () => {
      const catalogue = await loadTextCatalogue(locale);
      const missing = [...english].filter((t) => !Object.hasOwn(catalogue, t));
      const extra = Object.keys(catalogue).filter((t) => !english.has(t));
      expect(missing, `${locale}: ${missing.length} untranslated`).toEqual([]);
      expect(extra, `${locale}: entries no rule uses`).toEqual([]);
      for (const [source, translated] of Object.entries(catalogue)) {
        expect(translated.trim(), source).not.toBe('');
        expect(numbersOf(translated), `${locale}: ${source}`).toEqual(numbersOf(source));
      }
    });
  }
});
