import { parse, type Token } from '@messageformat/parser';

/**
 * The names of a message's arguments ({name}, {count, plural, …}, {n, number}), plural and select cases included,
 * sorted: a translation, of the web's catalogues or of the API's e-mails, must ask for exactly the ones the English
 * message does.
 */
export function argumentsOf(message: string): string[] {
  const names = new Set<string>();
  const walk = (tokens: Token[]) => {
    for (const token of tokens) {
      if (token.type === 'argument' || token.type === 'function') names.add(token.arg);
      if (token.type === 'plural' || token.type === 'select' || token.type === 'selectordinal') {
        names.add(token.arg);
        for (const c of token.cases) walk(c.tokens);
      }
    }
  };
  walk(parse(message));
  return [...names].sort();
}
