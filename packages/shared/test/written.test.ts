import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  knownTranslations,
  languagesWithoutVersion,
  TRANSLATED_LOCALES,
  todoInputSchema,
  translationsOf,
  writtenIn,
} from '../src';

describe('a text staff write in every language', () => {
  const english = { title: 'Passport copy' };
  const translations = { fr: { title: 'Copie du passeport' } };

  it('reads as her language’s version, or as the English said to be English', () => {
    expect(writtenIn(english, translations, 'fr')).toEqual({ words: { title: 'Copie du passeport' }, fallback: false });
    expect(writtenIn(english, translations, 'es')).toEqual({ words: english, fallback: true });
    expect(writtenIn(english, undefined, 'ar')).toEqual({ words: english, fallback: true });
    expect(writtenIn(english, translations, 'en')).toEqual({ words: english, fallback: false });
  });

  it('names the languages that read the English, in the site’s order', () => {
    expect(TRANSLATED_LOCALES).toEqual(['fr', 'es', 'pt', 'ar']);
    expect(languagesWithoutVersion(translations)).toEqual(['es', 'pt', 'ar']);
    expect(languagesWithoutVersion(null)).toEqual(['fr', 'es', 'pt', 'ar']);
  });

  it('answers only the languages the site speaks', () => {
    const stored = { fr: { title: 'Copie' }, de: { title: 'Kopie' } } as never;
    expect(knownTranslations<{ title: string }>(stored)).toEqual({ fr: { title: 'Copie' } });
    expect(knownTranslations(null)).toEqual({});
  });

  it('checks each version as its English, and refuses a language the site does not speak', () => {
    const rule = translationsOf(z.object({ title: z.string().min(1, 'Give a title') }));
    expect(rule.parse(undefined)).toBeUndefined();
    expect(rule.safeParse({ de: { title: 'Kopie' } }).success).toBe(false);
    const empty = rule.safeParse({ pt: { title: '' } });
    expect(empty.success).toBe(false);
    expect(empty.error?.issues[0]).toMatchObject({ path: ['pt', 'title'], message: 'Give a title' });
    const todo = todoInputSchema.safeParse({
      title: 'Passport copy',
      description: '',
      kind: 'file',
      deadline: '2026-04-01T12:00:00.000Z',
      continent: null,
      translations: { ar: { title: 'نسخة من جواز السفر', description: '' } },
    });
    expect(todo.success).toBe(true);
  });
});
