import { SUPPORTED_LOCALES } from '@cq/shared';
import { argumentsOf } from '@cq/shared/test-support/message-arguments';
import MessageFormat from '@messageformat/core';
import { describe, expect, it } from 'vitest';
import { englishMessages } from './english-source';

/** Compiling checks what parsing does not: a plural's categories must be the language's own. */
const compiles = (locale: string, message: string) => new MessageFormat(locale).compile(message);

const catalogueFiles = import.meta.glob<Record<string, string>>('./catalogues/*/*.json', {
  eager: true,
  import: 'default',
});

/** One language's messages by namespace file: { layout: { 'layout.menu.home': 'Accueil', … } }. */
function catalogueOf(locale: string): Map<string, Record<string, string>> {
  const files = new Map<string, Record<string, string>>();
  for (const [file, messages] of Object.entries(catalogueFiles)) {
    const match = /^\.\/catalogues\/([^/]+)\/([^/]+)\.json$/.exec(file);
    if (match?.[1] === locale && match[2]) files.set(match[2], messages);
  }
  return files;
}

describe('the interface’s message catalogues', () => {
  const english = englishMessages();

  it('finds the English messages, each id once, each English message valid ICU', () => {
    expect(english.size).toBeGreaterThan(20);
    for (const [id, message] of english) expect(() => compiles('en', message), id).not.toThrow();
  });

  for (const locale of SUPPORTED_LOCALES.filter((l) => l !== 'en')) {
    it(`${locale}: every message translated, in its namespace's file, valid ICU, with the English arguments`, () => {
      const files = catalogueOf(locale);
      const seen = new Set<string>();
      for (const [namespace, messages] of files) {
        for (const [id, message] of Object.entries(messages)) {
          expect(id.split('.')[0], `${locale}/${namespace}.json holds ${id}`).toBe(namespace);
          const source = english.get(id);
          expect(source, `${locale}: ${id} is not an English message`).toBeDefined();
          expect(message.trim(), `${locale}: ${id} is empty`).not.toBe('');
          expect(() => compiles(locale, message), `${locale}: ${id}`).not.toThrow();
          expect(argumentsOf(message), `${locale}: ${id}`).toEqual(argumentsOf(source ?? ''));
          seen.add(id);
        }
      }
      const missing = [...english.keys()].filter((id) => !seen.has(id));
      expect(missing, `${locale}: ${missing.length} untranslated`).toEqual([]);
    });
  }
});
