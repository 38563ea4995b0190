import fs from 'node:fs';
import path from 'node:path';
import MessageFormat from '@messageformat/core';
import { descriptorsOf } from '../../apps/web/build/compile-messages';

/**
 * What the site says in a language, looked up by its English: the journeys are written once, with the English
 * a person reads, and run in any language. The English comes from the interface's messages.ts files, the
 * translations from the catalogues, the shared rules' words from their catalogues.
 */
const WEB_SRC = path.resolve(import.meta.dirname, '../../apps/web/src');
const MESSAGE_FILE = /(?:^|[\\/])(?:messages|[\w-]+-messages)\.ts$/;

function* files(dir: string): Generator<string> {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* files(full);
    else if (MESSAGE_FILE.test(entry.name)) yield full;
  }
}

let englishById: Map<string, string> | null = null;
function english(): Map<string, string> {
  if (englishById) return englishById;
  englishById = new Map();
  for (const file of files(WEB_SRC)) {
    for (const [id, text] of Object.entries(descriptorsOf(fs.readFileSync(file, 'utf8'), file)))
      englishById.set(id, text);
  }
  return englishById;
}

function catalogue(locale: string): Record<string, string> {
  const dir = path.join(WEB_SRC, 'i18n', 'catalogues', locale);
  const merged: Record<string, string> = {};
  for (const name of fs.readdirSync(dir)) {
    if (name.endsWith('.json')) Object.assign(merged, JSON.parse(fs.readFileSync(path.join(dir, name), 'utf8')));
  }
  return merged;
}

export type Say = (text: string, values?: Record<string, string | number>, namespace?: string) => string;

/**
 * `say('Next')` is what a reader of `locale` sees where an English reader sees "Next"; when one English text
 * has several translations, the namespace (the id's first part) chooses. Values fill the placeholders.
 */
export async function wordsIn(locale: string): Promise<Say> {
  if (locale === 'en') {
    return (text, values = {}) => new MessageFormat('en').compile(text)(values);
  }
  const translations = catalogue(locale);
  const shared = (
    (await import(`../../packages/shared/src/i18n/text/${locale}.ts`)) as { default: Record<string, string> }
  ).default;
  const mf = new MessageFormat(locale === 'ar' ? 'ar-u-nu-latn' : locale);
  return (text, values = {}, namespace) => {
    const ids = [...english()].filter(([id, en]) => en === text && (!namespace || id.startsWith(`${namespace}.`)));
    const found = new Set(ids.map(([id]) => translations[id]).filter((t): t is string => Boolean(t)));
    if (found.size > 1) throw new Error(`"${text}" reads ${found.size} ways in ${locale}: name the namespace`);
    const [translated] = found;
    if (translated) return mf.compile(translated)(values);
    if (shared[text]) return shared[text];
    throw new Error(`"${text}" is in no ${locale} catalogue`);
  };
}
