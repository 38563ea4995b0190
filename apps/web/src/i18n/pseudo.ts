import MessageFormat from '@messageformat/core';
import { parse, type Token } from '@messageformat/parser';
import type { MessageFunction } from './english';
import { englishMessages } from './english-source';
import type { LocaleMessages } from './messages-types';

/**
 * The pseudo-language the tests render pages in: every letter of the English accented (Ŵĥéŕé…) and each text
 * 40 % longer, so a text that did not come through a catalogue stands out (plain letters) and a layout that
 * cannot take a longer language shows it. Built from the English messages at test time.
 */
const ACCENTED: Record<string, string> = Object.fromEntries(
  [...'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ'].map((c, i) => [
    c,
    [...'àƀçđéƒĝĥîĵķĺɱñöþǫŕšţûṽŵẋýžÀƁÇĐÉƑĜĤÎĴĶĹṀÑÖÞǪŔŠŢÛṼŴẊÝŽ'][i] as string,
  ]),
);

/** Plain letters of English: what a text that skipped the catalogues still has. */
export const PLAIN_LETTERS = /[A-Za-z]{2,}/;

export function pseudoText(text: string): string {
  const accented = [...text].map((c) => ACCENTED[c] ?? c).join('');
  const letters = text.replace(/\s/g, '').length;
  return letters === 0 ? accented : `${accented}${' ·'.repeat(Math.ceil(letters * 0.2))}`;
}

function print(tokens: Token[]): string {
  return tokens
    .map((token) => {
      switch (token.type) {
        case 'content':
          // Braces, # and apostrophes of the English stay quoted the ICU way.
          return pseudoText(token.value)
            .replace(/'/g, "''")
            .replace(/[{}#]/g, (c) => `'${c}'`);
        case 'argument':
          return `{${token.arg}}`;
        case 'function':
          return `{${token.arg}, ${token.key}${token.param ? `, ${token.param.map((p) => (p.type === 'content' ? p.value : '')).join('')}` : ''}}`;
        case 'octothorpe':
          return '#';
        case 'plural':
        case 'select':
        case 'selectordinal': {
          const offset = 'pluralOffset' in token && token.pluralOffset ? ` offset:${token.pluralOffset}` : '';
          const cases = token.cases.map((c) => `${c.key} {${print(c.tokens)}}`).join(' ');
          return `{${token.arg}, ${token.type},${offset} ${cases}}`;
        }
        default:
          return '';
      }
    })
    .join('');
}

/** Every interface message and every given shared text in the pseudo-language. */
export function pseudoMessages(sharedTexts: Iterable<string>): LocaleMessages {
  const mf = new MessageFormat('en');
  const ui: Record<string, MessageFunction> = {};
  for (const [id, english] of englishMessages()) ui[id] = mf.compile(print(parse(english))) as MessageFunction;
  const text: Record<string, string> = {};
  for (const english of sharedTexts) text[english] = pseudoText(english);
  return { ui, text };
}
