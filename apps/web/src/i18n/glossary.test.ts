import fs from 'node:fs';
import path from 'node:path';
import { SUPPORTED_LOCALES } from '@cq/shared';
import { describe, expect, it } from 'vitest';
import { englishMessages } from './english-source';

/**
 * The catalogues held to the glossaries (docs/i18n/glossary-<locale>.md): the words a glossary keeps for the
 * pageant registration never name creating an account, and the Portuguese keeps its one form of address.
 * Every catalogue is read as text: the interface's, the e-mails', the notifications' and the shared rules'.
 * The pageant's own terms read the same everywhere too: a judge on her scoring screen and the director in the back
 * office name a round and a delegate with one word, the glossary's, and never the word it sets aside.
 */
const root = path.resolve(import.meta.dirname, '../../../..');
const read = (file: string) => fs.readFileSync(path.join(root, file), 'utf8');

/** The words of the glossary's "reserved for the pageant registration" line, lower-case. */
function reservedWords(locale: string): string[] {
  const glossary = read(`docs/i18n/glossary-${locale}.md`);
  const line = glossary.split('\n').find((l) => /^- \*\*.*(registration|inscription|inscripción).*\*\*/i.test(l));
  if (!line) return [];
  const list = line.slice(line.lastIndexOf('**') + 2).replace(/^\s*:\s*/, '');
  return list
    .replace(/\.$/, '')
    .split(',')
    .map((w) => w.trim().toLowerCase())
    .filter(Boolean);
}

/** id → message of a server catalogue written as `'id': 'message'` (or "message") in TypeScript. */
function serverCatalogue(file: string): Map<string, string> {
  const entries = new Map<string, string>();
  const text = read(file);
  for (const m of text.matchAll(/'([^'\n]+)':\s*(?:'((?:[^'\\]|\\.)*)'|"((?:[^"\\]|\\.)*)")/g)) {
    entries.set(m[1] as string, (m[2] ?? m[3] ?? '').replace(/\\'/g, "'"));
  }
  return entries;
}

/** id → English of the e-mails' messages (`id: '…', defaultMessage: '…'` in their templates). */
function mailEnglish(): Map<string, string> {
  const english = new Map<string, string>();
  const dir = path.join(root, 'apps/api/src/mail/templates');
  for (const file of fs.readdirSync(dir)) {
    const text = fs.readFileSync(path.join(dir, file), 'utf8');
    for (const m of text.matchAll(
      /id:\s*'([^']+)',\s*defaultMessage:\s*(?:'((?:[^'\\]|\\.)*)'|"((?:[^"\\]|\\.)*)")/g,
    )) {
      english.set(m[1] as string, m[2] ?? m[3] ?? '');
    }
  }
  return english;
}

/** Every message of one language: the interface's by id, the e-mails' by id. */
function messagesOf(locale: string): Map<string, string> {
  const all = new Map<string, string>();
  const dir = path.join(root, `apps/web/src/i18n/catalogues/${locale}`);
  for (const file of fs.readdirSync(dir)) {
    for (const [id, message] of Object.entries(JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8')))) {
      all.set(id, message as string);
    }
  }
  for (const [id, message] of serverCatalogue(`apps/api/src/mail/catalogues/${locale}.ts`)) all.set(id, message);
  return all;
}

/** The words a glossary sets aside, or that crept in beside its term, each with the term that replaces it. */
const SET_ASIDE: Record<string, { word: RegExp; use: string }[]> = {
  fr: [
    { word: /manches?/, use: 'tour (masc.) for a round' },
    { word: /délégué(?:e|es|s)?/, use: 'représentante for a delegate' },
    { word: /segments?/, use: 'épreuve for a segment of judging' },
    { word: /saisons?/, use: 'édition for a season' },
  ],
  es: [
    { word: /segmentos?/, use: 'prueba for a segment of judging' },
    { word: /juezas?/, use: 'la jurado / miembro del jurado for a judge' },
    { word: /temporadas?/, use: 'edición for a season' },
    { word: /virreinas?/, use: 'finalista for a runner-up' },
    { word: /soporte/, use: 'equipo de asistencia for support' },
  ],
  pt: [
    { word: /delegadas?/, use: 'representante for a delegate' },
    { word: /rondas?|rodadas?/, use: 'fase for a round' },
    { word: /segmentos?/, use: 'prova for a segment of judging' },
    { word: /juízas?/, use: 'jurada for a judge' },
    { word: /temporadas?/, use: 'edição for a season' },
    { word: /palavra-passe/, use: 'senha for a password' },
    { word: /cupão|cupom/, use: 'código de desconto for a coupon code' },
    { word: /submet\p{L}*|cadastr\p{L}*/u, use: 'enviar for submit, criar conta for sign up' },
  ],
  ar: [
    { word: /\p{L}*مندوب\p{L}*/u, use: 'الممثّلة for a delegate' },
    { word: /\p{L}*موسم\p{L}*/u, use: 'الدورة for a season' },
    { word: /\p{L}*حكَم\p{L}*/u, use: 'المحكّمة / لجنة التحكيم for a judge' },
    { word: /كوبون/, use: 'رمز الخصم for a coupon code' },
  ],
};

/**
 * Every translated message of one language, whatever the catalogue: the interface's, the e-mails', the
 * notifications' and the shared rules' (a server catalogue's string literals that are not keys).
 */
function everyMessageOf(locale: string): { where: string; message: string }[] {
  const all: { where: string; message: string }[] = [];
  const dir = `apps/web/src/i18n/catalogues/${locale}`;
  for (const file of fs.readdirSync(path.join(root, dir))) {
    for (const [id, message] of Object.entries(JSON.parse(read(`${dir}/${file}`)))) {
      all.push({ where: `${dir}/${file}: ${id}`, message: message as string });
    }
  }
  for (const file of [
    `apps/api/src/mail/catalogues/${locale}.ts`,
    `apps/api/src/modules/notifications/catalogues/${locale}.ts`,
    `packages/shared/src/i18n/text/${locale}.ts`,
  ]) {
    const text = read(file);
    for (const m of text.matchAll(/'((?:[^'\\\n]|\\.)*)'(?!\s*:)/g)) {
      all.push({ where: file, message: (m[1] as string).replace(/\\'/g, "'") });
    }
  }
  return all;
}

/** A message's words: an ICU argument's name and a select's branch keys are the code's, not the reader's. */
const wordsOf = (message: string) => message.replace(/\{\s*\w+/g, '{').replace(/\b\w+\s*\{/g, '{');

const SIGNING_UP = /\bsign[ -]?up\b|\bcreate (an |your )?account\b/i;

describe('the catalogues against the glossaries', () => {
  const english = new Map([...englishMessages(), ...mailEnglish()]);
  // A message about creating an account that does not also speak of the registration itself.
  const signUp = [...english]
    .filter(([, message]) => SIGNING_UP.test(message) && !/regist/i.test(message))
    .map(([id]) => id);

  it('finds the messages about creating an account', () => {
    expect(signUp).toEqual(
      expect.arrayContaining(['layout.menu.signup', 'auth.signup.submit', 'mail.exists.preheader']),
    );
  });

  for (const locale of SUPPORTED_LOCALES.filter((l) => l !== 'en')) {
    it(`${locale}: creating an account is never worded with the pageant registration’s words`, () => {
      const reserved = reservedWords(locale);
      if (locale !== 'ar') expect(reserved.length, `glossary-${locale}.md lists its reserved words`).toBeGreaterThan(1);
      const messages = messagesOf(locale);
      for (const id of signUp) {
        const message = (messages.get(id) ?? '').toLowerCase();
        expect(message, `${locale}: ${id}`).not.toBe('');
        for (const word of reserved) expect(message, `${locale}: ${id} uses “${word}”`).not.toContain(word);
      }
    });
  }

  it('pt: thanks are the pageant’s (Obrigado) and a possessive before its noun has its article', () => {
    const files = [
      ...fs
        .readdirSync(path.join(root, 'apps/web/src/i18n/catalogues/pt'))
        .map((f) => `apps/web/src/i18n/catalogues/pt/${f}`),
      'packages/shared/src/i18n/text/pt.ts',
      'apps/api/src/mail/catalogues/pt.ts',
      'apps/api/src/modules/notifications/catalogues/pt.ts',
    ];
    // An ICU branch opens with a brace: "{o seu pacote}".
    const ARTICLE = /(?:^|[\s"'(«{])(?:a|o|as|os|da|do|das|dos|na|no|nas|nos|pela|pelo|pelas|pelos|à|às|ao|aos)\s$/i;
    for (const file of files) {
      const text = read(file);
      expect(text, `${file}: Obrigada`).not.toMatch(/\bObrigad[ao]\(a\)|\bObrigada\b/);
      for (const m of text.matchAll(/(?<![\p{L}-])(sua|seu|suas|seus)\s+(\p{L}[\p{L}-]*)/giu)) {
        const before = text.slice(Math.max(0, (m.index ?? 0) - 12), m.index);
        // A possessive after its noun ("informações suas") takes no article.
        const afterNoun = /\p{L}(ções|ões|s)\s$/u.test(before) && !ARTICLE.test(before);
        if (afterNoun) continue;
        expect(ARTICLE.test(before), `${file}: “${before}${m[0]}” needs its article`).toBe(true);
      }
    }
  });

  for (const locale of SUPPORTED_LOCALES.filter((l) => l !== 'en')) {
    it(`${locale}: a round, a delegate, a segment and a judge are named with the glossary’s words`, () => {
      const rules = SET_ASIDE[locale] ?? [];
      expect(rules.length, `${locale} has words set aside`).toBeGreaterThan(0);
      const found: string[] = [];
      for (const { where, message } of everyMessageOf(locale)) {
        const words = wordsOf(message);
        for (const { word, use } of rules) {
          const whole = new RegExp(`(?<![\\p{L}\\p{M}-])(?:${word.source})(?![\\p{L}\\p{M}])`, 'iu');
          const hit = whole.exec(words);
          if (hit) found.push(`${where}: “${hit[0]}” (use ${use})`);
        }
      }
      expect(found).toEqual([]);
    });
  }
});
